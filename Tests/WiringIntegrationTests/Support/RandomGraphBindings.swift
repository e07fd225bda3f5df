import WiringCore

/// The bindings docs/Annotations.md says a ``RandomGraph`` makes — each node's own type and its `as:` protocols
/// (with its `@Named` name), an assisted node's factory type, a contribution and its collection, a provider's
/// return type, a bundle, an injected class's `inject(into:)`, each input — with their keys as messages spell them,
/// where the sources declare them, their scopes and the effects of creating them, so that the diagnostics of a
/// graph with a fault can be predicted to the column (``RandomGraphDiagnostics``).
struct RandomGraphBindings {
    struct Key: Hashable, Comparable, CustomStringConvertible {
        /// The type as keys compare it: `Role1`.
        var text: String
        var name: String?
        /// The type as the parameter writes it, when that differs: `any Role1`. Messages quote it.
        var spelling: String?

        init(text: String, name: String? = nil, spelling: String? = nil) {
            self.text = text
            self.name = name
            self.spelling = spelling
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text == rhs.text && lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(name)
        }
        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.text, lhs.name ?? "") < (rhs.text, rhs.name ?? "") }
        var written: String { spelling ?? text }
        /// `any Role1 @Named(backup)`.
        var description: String { written + (name.map { " @Named(\($0))" } ?? "") }
    }

    struct Dependency {
        enum Form {
            /// The value itself: creating the dependent creates it first.
            case value
            /// `() -> T`, declaring these effects.
            case factory(declared: RandomGraph.Effects, isSendable: Bool)
            /// `[() -> T]`: a collection's contributions, each as a factory.
            case collectionOfFactories
            /// `(Int) -> T` of an assisted component, which creates nothing until called.
            case assistedFactory
        }
        var key: Key
        var parameter: String
        var location: SourceLocation
        var form = Form.value
        /// An `@Inject` property of a component: a dependency of its creation like an init parameter.
        var isInjectedProperty = false
        /// For an entry point, the effects its property declares, and its type as written.
        var entryPoint: (declared: RandomGraph.Effects, type: String)?

        /// A factory or a collection of factories: asks for its binding later.
        var isDeferred: Bool {
            switch form {
            case .factory, .collectionOfFactories: true
            case .value, .assistedFactory: false
            }
        }

        /// Creating the dependent creates this dependency first (not so for deferred ones and assisted factories).
        var createsTarget: Bool {
            if case .value = form { return true }
            return false
        }
    }

    struct Binding {
        enum Kind {
            case component(String)
            /// A component's `as:` protocol.
            case alias(String)
            case assisted(String)
            case provider(String)
            case collection
            /// A `@Bundle` protocol, whose properties are its dependencies.
            case bundle(String)
            /// `inject(into:)` of a class with `@Inject` properties, which are its dependencies.
            case injection(String)
            /// A property of the `@Inputs` struct.
            case input(String)
            /// The factory of a child graph.
            case childGraph(String)
            /// The value of `@Optional` requests, `Part3? if bound`: the node's binding where there is one; its
            /// dependency names the first parameter that asks.
            case optionalValue(parameter: String, isProperty: Bool)
            /// A graph's `@EntryPoints` protocol, whose properties are its dependencies.
            case entryPoints(String)
        }
        var key: Key
        var kind: Kind
        var location: SourceLocation
        var dependencies: [Dependency] = []
        var scope = RandomGraph.Scope.unscoped
        /// The effects of its own init or function.
        var ownEffects = RandomGraph.Effects()
        /// The class it creates, when that is not Sendable (not `@MainActor`): AsyncKeptInstance then does not
        /// suggest marking its init.
        var nonSendableClass: String?
        var isNonSendableClass: Bool { nonSendableClass != nil }
        /// The graph it lives in whatever asks (a kept binding, an input, a child graph's factory), by name; nil for
        /// one placed by its dependencies.
        var graph: String?
    }

    /// Whether the sources declare child graphs: DuplicateBinding then names each binding's graph.
    private(set) var hasChildGraphs = false

    private(set) var bindings: [Binding] = []
    /// For each binding, the binding each dependency resolves to (the first one by location), or nil.
    private(set) var targets: [[Int?]] = []
    /// The component classes the sources declare (annotated or not), where they are declared.
    private(set) var declaredClasses: [String: SourceLocation] = [:]
    /// The annotated components (not rejected), in the order the sources declare them, with the protocols their
    /// declarations list: those that conform to every member of a composition nothing binds are named.
    private(set) var conformingComponents: [(name: String, location: SourceLocation, protocols: [String])] = []
    /// Where each assisted component is declared, with its assisted values (in `assisted:` order) and factory type.
    /// (`'speed: Int'`, in init order).
    private(set) var assistedComponents: [String: (location: SourceLocation, values: [String], factoryType: String)] = [:]
    /// The types an annotation that was rejected (with its own error) meant to bind: nothing that asks for them is
    /// reported missing.
    let rejectedTypes: Set<String>

    /// `vanished` are nodes whose annotation an error rejected: they make no binding.
    init(_ graph: RandomGraph, _ source: RandomGraphSource, vanished: Set<Int> = [], rejectedTypes: Set<String> = []) {
        self.rejectedTypes = rejectedTypes
        for node in graph.nodes {
            let location = source.declarations[node.index] ?? SourceLocation(file: "", line: 0, column: 0)
            if node.kind == .component || node.kind == .assisted { declaredClasses[node.className] = location }
            guard node.isAnnotated, !vanished.contains(node.index) else { continue }
            if node.kind == .component || node.kind == .assisted {
                conformingComponents.append((node.className, location, graph.conformances(of: node.index)))
            }
            if node.kind == .assisted {
                assistedComponents[node.className] = (location, graph.assistedInInitOrder(node.index).map { "'\($0.name): \($0.type)'" },
                                                      graph.assistedFactoryType(of: node.index))
            }
            if let first = source.injectedProperties[node.index]?.first {
                let properties = zip(node.injectedProperties, source.injectedProperties[node.index] ?? []).compactMap {
                    Self.dependency(graph, $0, at: $1)
                }
                // A `@MainActor` class's properties are set on the main actor.
                // A subclass's properties are its base class's, which offers `inject(into:)`.
                let injected = graph.inheritanceDepth(of: node.index) > 0 ? graph.baseClassName(of: node.index) : node.className
                bindings.append(Binding(key: Key(text: "inject(into: \(injected))"), kind: .injection(injected),
                                        location: first, dependencies: properties,
                                        ownEffects: RandomGraph.Effects(isMainActor: node.mainActor == .type)))
            }
            // A component's `@Inject` properties follow its init's parameters: the graph sets them right after it.
            var properties: [Dependency] = []
            if node.kind != .injected {
                for (property, location) in zip(node.injectedProperties, source.injectedProperties[node.index] ?? []) {
                    guard var dependency = Self.dependency(graph, property, at: location) else { continue }
                    dependency.isInjectedProperty = true
                    properties.append(dependency)
                }
            }
            let dependencies = zip(node.parameters, source.parameters[node.index] ?? []).compactMap { parameter, location in
                Self.dependency(graph, parameter, at: location, isEscaping: !node.isMemberwise && node.kind != .bundle)
            } + properties
            let requester: Binding.Kind
            switch node.kind {
            case .provider: requester = .provider(RandomGraph.contributorName(node))
            case .bundle: requester = .bundle(node.className)
            case .component, .assisted: requester = .component(node.className)
            case .injected: continue
            }
            if let contribution = node.contribution {
                let collection = graph.collections[contribution.collection]
                bindings.append(Binding(key: Key(text: "\(RandomGraph.contributorName(node)) in \(collection.intoText)"),
                                        kind: requester, location: location, dependencies: dependencies,
                                        scope: node.scope, ownEffects: node.ownEffects,
                                        nonSendableClass: Self.nonSendableClass(node)))
            } else if node.kind == .assisted {
                bindings.append(Binding(key: Key(text: graph.assistedFactoryType(of: node.index)), kind: .assisted(node.className),
                                        location: location, dependencies: dependencies, ownEffects: node.ownEffects))
            } else {
                let own = Key(text: node.className, name: node.qualifier)
                bindings.append(Binding(key: own, kind: requester, location: location, dependencies: dependencies,
                                        scope: node.scope, ownEffects: node.ownEffects,
                                        nonSendableClass: Self.nonSendableClass(node),
                                        graph: node.keepsInstance ? graph.graphName(node.graph) : nil))
                for role in node.roles {
                    let roleLocation = source.roles[node.index]?[role] ?? location
                    bindings.append(Binding(key: Key(text: "Role\(role)", name: node.qualifier), kind: .alias(node.className),
                                            location: roleLocation,
                                            dependencies: [Dependency(key: own, parameter: node.className, location: roleLocation)],
                                            scope: node.scope))
                }
                if let composition = node.composition, !rejectedTypes.contains(composition.canonical) {
                    let compositionLocation = source.compositions[node.index] ?? location
                    bindings.append(Binding(key: Key(text: composition.canonical, name: node.qualifier, spelling: composition.written),
                                            kind: .alias(node.className), location: compositionLocation,
                                            dependencies: [Dependency(key: own, parameter: node.className, location: compositionLocation)],
                                            scope: node.scope))
                }
            }
        }
        for collection in graph.collections {
            let members = collection.members.filter { !vanished.contains($0) }
            guard let first = members.first, let location = source.contributions[first] else {
                // Nothing contributes: an empty collection, for the parameters marked '@AllowEmpty' that ask for it.
                let requests = graph.nodes.flatMap { node in
                    let locations = (source.parameters[node.index] ?? []) + (source.injectedProperties[node.index] ?? [])
                    return zip(node.parameters + node.injectedProperties, locations).compactMap { parameter, location in
                        if case .collection(collection.index, _) = parameter.request { return location }
                        return nil
                    }
                }
                if collection.members.isEmpty, let location = requests.min() {
                    bindings.append(Binding(key: Key(text: collection.intoText), kind: .collection, location: location))
                }
                continue
            }
            let dependencies = members.map { member in
                Dependency(key: Key(text: "\(RandomGraph.contributorName(graph.nodes[member])) in \(collection.intoText)"),
                           parameter: RandomGraph.contributorName(graph.nodes[member]),
                           location: source.contributions[member] ?? location)
            }
            bindings.append(Binding(key: Key(text: collection.intoText), kind: .collection, location: location,
                                    dependencies: dependencies))
        }
        // One optional value per key asked for, at the first request that asks; it depends on the binding of the
        // type when the sources have one.
        // The model's bindings come in this order: components, providers, bundles, injected classes.
        func rank(_ node: RandomGraph.Node) -> Int {
            switch node.kind {
            case .component, .assisted: 0
            case .provider: 1
            case .bundle: 2
            case .injected: 3
            }
        }
        var askers: [Key: (rank: Int, location: SourceLocation, parameter: String, isProperty: Bool, wrapped: Key)] = [:]
        for node in graph.nodes where node.isAnnotated || node.kind == .injected {
            guard !vanished.contains(node.index) else { continue }
            let requests = zip(node.parameters, source.parameters[node.index] ?? []).map { ($0, $1, node.kind == .bundle) }
                + zip(node.injectedProperties, source.injectedProperties[node.index] ?? []).map { ($0, $1, true) }
            for (parameter, location, isProperty) in requests {
                guard let wrapped = Self.optionalWrappedKey(graph, parameter) else { continue }
                let key = Key(text: Self.optionalText(of: wrapped.text) + " if bound", name: wrapped.name)
                if let first = askers[key], (first.rank, first.location) < (rank(node), location) { continue }
                askers[key] = (rank(node), location, parameter.name, isProperty, wrapped)
            }
        }
        let boundKeys = Set(bindings.map(\.key))
        for (key, asker) in askers.sorted(by: { $0.value.location < $1.value.location }) {
            bindings.append(Binding(key: key, kind: .optionalValue(parameter: asker.parameter, isProperty: asker.isProperty),
                                    location: asker.location,
                                    dependencies: boundKeys.contains(asker.wrapped)
                                        ? [Dependency(key: asker.wrapped, parameter: asker.parameter, location: asker.location)] : []))
        }
        for (index, input) in graph.inputs.enumerated() {
            bindings.append(Binding(key: Key(text: input.type), kind: .input(input.name), location: source.inputs[index],
                                    scope: .shared, graph: "AppGraph"))
        }
        hasChildGraphs = graph.hasChildGraphs
        for child in graph.graphDeclarationOrder {
            guard let input = source.childInputs[child], let declaration = source.graphNames[child] else { continue }
            bindings.append(Binding(key: Key(text: graph.badgeType(child)), kind: .input(graph.badgeProperty(child)),
                                    location: input, scope: .shared, graph: graph.graphName(child)))
            bindings.append(Binding(key: Key(text: graph.childFactoryType(child)), kind: .childGraph(graph.graphName(child)),
                                    location: declaration, graph: graph.graphName(graph.graphParents[child] ?? 0)))
        }
        // The entry points of each graph that names some (unless an error rejected its protocol).
        for (entryGraph, properties) in graph.entryPoints.sorted(by: { $0.key < $1.key })
        where !graph.rejectedEntryPoints.contains(entryGraph) {
            guard let declaration = source.entryPointsDeclarations[entryGraph] else { continue }
            let name = graph.entryPointsName(entryGraph)
            let locations = source.entryPointProperties[entryGraph] ?? []
            let dependencies = zip(properties, locations).map { property, location in
                var dependency = Self.dependency(graph, property, at: location)
                dependency.entryPoint = (property.declared, property.writtenType ?? graph.entryPointType(of: property.target))
                return dependency
            }
            bindings.append(Binding(key: Key(text: name), kind: .entryPoints(name), location: declaration,
                                    dependencies: dependencies, graph: graph.graphName(entryGraph)))
        }
        for (index, extra) in graph.extraBindings.enumerated() {
            let location = source.extraBindings[index]
            switch extra.kind {
            case .component(let roles):
                for role in roles {
                    bindings.append(Binding(key: Key(text: "Role\(role)", name: extra.qualifier), kind: .alias(extra.name),
                                            location: location))
                }
            case .provider(let returnType):
                bindings.append(Binding(key: Key(text: returnType, name: extra.qualifier),
                                        kind: .provider("Providers.\(extra.name)()"), location: location,
                                        scope: extra.graph == nil ? .unscoped : .shared,
                                        graph: extra.graph.map(graph.graphName)))
            }
        }
        conformingComponents.sort { $0.location < $1.location }
        let byLocation = bindings.indices.sorted { bindings[$0].location < bindings[$1].location }
        targets = bindings.map { binding in
            binding.dependencies.map { dependency in byLocation.first { bindings[$0].key == dependency.key } }
        }
    }

    /// `isEscaping`: a parameter of an init or a function, which writes a closure type `@escaping` (a stored
    /// property, of a memberwise init, a bundle or `@Inject`, does not), as messages quote it.
    /// A component or provider's class that is not `@MainActor` (a provider's contribution is an `any P`).
    private static func nonSendableClass(_ node: RandomGraph.Node) -> String? {
        let isClass = (node.kind == .component || (node.kind == .provider && node.contribution == nil))
            && node.shape == .finalClass
        return isClass && node.mainActor != .type && node.sendableMark == .none ? node.className : nil
    }

    /// `T?` as Swift writes it: `Part3?`, and `(Trait0 & Trait1)?` for a composition, whose `?` binds to its last
    /// member without the parentheses (`Trait0 & Trait1?` is another type).
    static func optionalText(of wrapped: String) -> String {
        wrapped.contains(" & ") ? "(\(wrapped))?" : wrapped + "?"
    }

    /// The key an `@Optional` request's `T?` wraps: `Role1 @Named(backup)`, `Absent0`.
    static func optionalWrappedKey(_ graph: RandomGraph, _ parameter: RandomGraph.Parameter) -> Key? {
        switch parameter.request {
        case .optional(let node, let route): Key(text: graph.typeName(of: node, route: route), name: parameter.qualifier)
        case .optionalOf(let type): Key(text: type)
        default: nil
        }
    }

    /// An entry point's property as a dependency of its protocol's binding: a value, or (an assisted or a child
    /// graph's factory) a closure that creates nothing when it is read.
    private static func dependency(_ graph: RandomGraph, _ entryPoint: RandomGraph.EntryPoint,
                                   at location: SourceLocation) -> Dependency {
        let type = graph.entryPointType(of: entryPoint.target)
        switch entryPoint.target {
        case .node(let node, let route):
            let name = graph.nodes[node].qualifier
            return Dependency(key: Key(text: graph.typeName(of: node, route: route), name: name, spelling: type),
                              parameter: entryPoint.name, location: location)
        case .assisted, .childFactory:
            return Dependency(key: Key(text: type), parameter: entryPoint.name, location: location, form: .assistedFactory)
        case .collection(let collection):
            return Dependency(key: Key(text: graph.collections[collection].intoText, spelling: type),
                              parameter: entryPoint.name, location: location)
        case .input, .childInput, .unbound:
            return Dependency(key: Key(text: type), parameter: entryPoint.name, location: location)
        }
    }

    private static func dependency(_ graph: RandomGraph, _ parameter: RandomGraph.Parameter,
                                   at location: SourceLocation, isEscaping: Bool = false) -> Dependency? {
        switch parameter.request {
        case .value(let node, let route):
            Dependency(key: Key(text: graph.typeName(of: node, route: route), name: parameter.qualifier,
                                spelling: graph.spelledType(of: node, route: route, parameter: parameter)),
                       parameter: parameter.name, location: location)
        case .factory(let node, let route, let type):
            Dependency(key: Key(text: graph.typeName(of: node, route: route), name: parameter.qualifier,
                                spelling: graph.spelledType(of: node, route: route, parameter: parameter)),
                       parameter: parameter.name, location: location, form: .factory(declared: type.effects, isSendable: type.isSendable))
        case .assistedFactory(let node):
            Dependency(key: Key(text: graph.assistedFactoryType(of: node),
                                spelling: isEscaping ? "@escaping " + graph.assistedFactoryType(of: node) : nil),
                       parameter: parameter.name, location: location, form: .assistedFactory)
        case .input(let input):
            Dependency(key: Key(text: graph.inputs[input].type), parameter: parameter.name, location: location)
        case .collection(let collection, let factories):
            // A collection of factories asks for the collection of what they make: `[any Plug0]`.
            Dependency(key: Key(text: graph.collections[collection].intoText, spelling: graph.collections[collection].typeText),
                       parameter: parameter.name, location: location, form: factories ? .collectionOfFactories : .value)
        case .unbound(let type):
            Dependency(key: Key(text: type), parameter: parameter.name, location: location)
        case .childInput(let child):
            Dependency(key: Key(text: graph.badgeType(child)), parameter: parameter.name, location: location)
        case .childFactory(let child):
            // Creates nothing the dependent's creation waits for, like an assisted factory.
            Dependency(key: Key(text: graph.childFactoryType(child),
                                spelling: isEscaping ? "@escaping " + graph.childFactoryType(child) : nil),
                       parameter: parameter.name, location: location, form: .assistedFactory)
        case .optional, .optionalOf:
            optionalWrappedKey(graph, parameter).map { wrapped in
                Dependency(key: Key(text: optionalText(of: wrapped.text) + " if bound", name: wrapped.name), parameter: parameter.name,
                           location: location)
            }
        case .assisted:
            nil
        }
    }

    func indices(of key: Key) -> [Int] {
        bindings.indices.filter { bindings[$0].key == key }.sorted { bindings[$0].location < bindings[$1].location }
    }

    // MARK: - How messages describe bindings

    /// `component 'Part3'`, `component 'Part3' ('as: Role1')`, `provider 'Providers.makeGadget4()'`.
    func origin(of binding: Binding) -> String {
        switch binding.kind {
        case .component(let name): "component '\(name)'"
        case .alias(let name): "component '\(name)' ('as: \(binding.key.written)')"
        case .assisted(let name): "component '\(name)' (assisted)"
        case .provider(let name): "provider '\(name)'"
        case .collection: "the contributions 'into: \(binding.key.text)'"
        case .bundle(let name): "bundle '\(name)'"
        case .injection(let name): "the '@Inject' properties of '\(name)'"
        case .input(let name): "input '\(name)' of 'GraphInputs'"
        case .childGraph(let name): "the child graph '\(name)'"
        case .optionalValue: "the value of '@Optional' parameters '\(binding.key.text.dropLast(" if bound".count))'"
        case .entryPoints(let name): "the entry points '\(name)'"
        }
    }

    /// The declaration whose parameter asks: `'Part3.init'`, `'Providers.makeGadget4()'`.
    func requester(_ binding: Binding) -> String {
        switch binding.kind {
        case .component(let name), .alias(let name), .assisted(let name): "'\(name).init'"
        case .provider(let name): "'\(name)'"
        case .collection: "the collection '\(binding.key)'"
        case .bundle(let name): "bundle '\(name)'"
        case .injection(let name): "'\(name)'"
        case .input, .childGraph: "the inputs"
        case .optionalValue: "the optional value '\(binding.key.text)'"
        case .entryPoints(let name): "entry points '\(name)'"
        }
    }

    /// `parameter 'd2' of 'Part3.init'`, `factory parameter …`, `property 'd0' of bundle 'Bundle5'`, `property 'i0' of
    /// 'Screen6'`.
    func asker(_ dependency: Dependency, in binding: Binding) -> String {
        switch binding.kind {
        case .component(let name) where dependency.isInjectedProperty, .assisted(let name) where dependency.isInjectedProperty:
            return "'@Inject' property '\(dependency.parameter)' of '\(name)'"
        default:
            break
        }
        let kind = switch binding.kind {
        case .bundle, .injection, .entryPoints: "property"
        default: dependency.isDeferred ? "factory parameter" : "parameter"
        }
        return "\(kind) '\(dependency.parameter)' of \(requester(binding))"
    }

    /// The note for one edge of a chain or a cycle, at the parameter (or `as:`, or `into:`) that makes it.
    func edgeNote(binding index: Int, dependency position: Int, verb: String) -> Diagnostic.Note {
        let binding = bindings[index]
        let dependency = binding.dependencies[position]
        switch binding.kind {
        case .alias:
            return .init("'\(binding.key)' is bound to '\(dependency.key)' by its 'as: \(binding.key.written)'", at: dependency.location)
        case .collection:
            return .init("'\(binding.key)' contains '\(dependency.key)' by its 'into: \(binding.key.text)'", at: dependency.location)
        case .optionalValue(let parameter, let isProperty):
            return .init("'\(binding.key)' is '\(dependency.key)' where the graph has it, for '@Optional' \(isProperty ? "property" : "parameter") '\(parameter)'",
                         at: dependency.location)
        default:
            return .init("'\(binding.key)' \(verb) '\(dependency.key)' through \(asker(dependency, in: binding))", at: dependency.location)
        }
    }

    // MARK: - Creation loops

    /// What the generated graph stops with when the kept binding `start` is asked for again during its own creation
    /// (docs/Annotations.md): the shortest cycle from it back to itself through any edges, factories included
    /// (breadth-first, each binding's dependencies in order), and the factories on it.
    func creationLoopMessage(of start: Int) -> String? {
        guard let edges = shortestCycle(from: start, along: targets) else { return nil }
        let names = edges.map { "'\(bindings[$0.binding].key)'" } + ["'\(bindings[start].key)'"]
        let factories = edges.compactMap { edge -> String? in
            let binding = bindings[edge.binding]
            let dependency = binding.dependencies[edge.dependency]
            let isAssisted = targets[edge.binding][edge.dependency].map {
                if case .assisted = bindings[$0].kind { true } else { false }
            } ?? false
            guard dependency.isDeferred || isAssisted else { return nil }
            let asker = asker(dependency, in: binding)
            return asker.hasPrefix("parameter ") ? "factory " + asker : asker
        }
        let key = bindings[start].key
        return "'\(key)' was asked for again during its own creation: \(names.joined(separator: " → ")); \(Self.list(factories, conjunction: "or")) is called while '\(key)' is being created, so '\(key)' needs itself: call the factory later, not in an init"
    }

    /// The edges of a shortest cycle from `start` back to it along `edges` (breadth-first, each binding's edges in
    /// order), staying inside `members` when given; nil when there is none.
    func shortestCycle(from start: Int, along edges: [[Int?]],
                       within members: Set<Int>? = nil) -> [(binding: Int, dependency: Int)]? {
        var previous: [Int: (binding: Int, dependency: Int)] = [:]
        var queue = [start]
        var head = 0
        var closing: (binding: Int, dependency: Int)?
        search: while head < queue.count {
            let current = queue[head]
            head += 1
            for (position, target) in edges[current].enumerated() {
                guard let target, members?.contains(target) ?? true else { continue }
                if target == start {
                    closing = (current, position)
                    break search
                }
                if previous[target] == nil {
                    previous[target] = (current, position)
                    queue.append(target)
                }
            }
        }
        guard let closing else { return nil }
        var path = [closing]
        var step = closing.binding
        while step != start, let edge = previous[step] {
            path.append(edge)
            step = edge.binding
        }
        return path.reversed()
    }
}
