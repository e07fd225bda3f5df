/// Stage 4: matches every dependency to a binding and validates the graph: duplicate bindings, missing bindings
/// (with the chain of requesters and near matches) and dependency cycles (with every edge). All problems are
/// reported in one run.
public struct GraphResolver {
    private let model: BindingModel
    private let diagnostics: DiagnosticCollector
    /// Binding indices by key, in source order.
    private var bindingsByKey: [TypeKey: [Int]] = [:]
    /// For each binding, the bindings that depend on it, as (dependent, dependency index).
    private var dependents: [[(binding: Int, dependency: Int)]] = []

    public static func resolve(_ model: BindingModel, diagnostics: DiagnosticCollector) -> ResolvedGraph? {
        var resolver = GraphResolver(model: model, diagnostics: diagnostics)
        return resolver.resolve()
    }

    private init(model: BindingModel, diagnostics: DiagnosticCollector) {
        self.model = model
        self.diagnostics = diagnostics
    }

    private mutating func resolve() -> ResolvedGraph? {
        let bindings = model.bindings
        let sortedIndices = bindings.indices.sorted { bindings[$0].location < bindings[$1].location }
        for index in sortedIndices { bindingsByKey[bindings[index].key, default: []].append(index) }
        dependents = Array(repeating: [], count: bindings.count)

        var targets: [[Int]] = bindings.map { _ in [] }
        var missing: [(binding: Int, dependency: Int)] = []
        // An `@Inject` property of a component is a dependency of its creation and of `inject(into:)`: one error.
        var missingAt: Set<SourceLocation> = []
        let rejectedNames = Set(model.rejectedKeys.map { Self.rejectionName(of: $0.text) })
        for index in sortedIndices {
            for (dependencyIndex, dependency) in bindings[index].dependencies.enumerated() {
                if let target = bindingsByKey[dependency.key]?.first {
                    targets[index].append(target)
                    dependents[target].append((index, dependencyIndex))
                } else {
                    targets[index].append(-1)
                    if !rejectedNames.contains(Self.rejectionName(of: dependency.key.text)),
                       missingAt.insert(dependency.parameter.location).inserted {
                        missing.append((index, dependencyIndex))
                    }
                }
            }
        }
        reportDuplicates()
        for (binding, dependency) in missing { reportMissing(binding: binding, dependency: dependency) }
        // Factory edges (and the factories of assisted components) defer creation, so they take no part in cycles
        // or in the creation order.
        let creationTargets = bindings.indices.map { index in
            zip(bindings[index].dependencies, targets[index]).map { dependency, target in
                guard target >= 0, !dependency.isDeferred else { return -1 }
                if case .assistedFactory = bindings[target].source { return -1 }
                return target
            }
        }
        let order = reportCyclesAndOrder(targets: creationTargets)
        guard !diagnostics.hasErrors, let order else { return nil }
        let effects = propagateEffects(order: order, targets: creationTargets)
        reportUnsupportedEffects(effects, targets: targets, creationTargets: creationTargets)
        guard !diagnostics.hasErrors else { return nil }
        warnAboutWeakInstancesHeldBySharedOnes(targets: creationTargets)
        return ResolvedGraph(model: model, order: order, targets: targets, effects: effects,
                             creationLoops: creationLoops(targets: targets))
    }

    /// What a rejected declaration and a dependency on it have in common however each is written: the type's last
    /// name, without `any`, generic arguments, optionality or enclosing types (`Store` for `Shop.Store<Int>?`, and
    /// for `(Int) -> Store`). A
    /// dependency on a rejected type is not reported missing, as its error is reported already; one that this
    /// matches by accident is reported once that error is fixed.
    private static func rejectionName(of typeText: String) -> Substring {
        // A factory type of a rejected assisted component: its result.
        if case .function(let signature)? = TypeSyntax(parsing: typeText) { return rejectionName(of: signature.result.written) }
        let bare = TypeIndex.bareName(typeText)
        return bare.split(separator: ".").last ?? bare[...]
    }

    // MARK: - Describing bindings

    /// How a binding is made, for messages: `component 'V8Engine'`, `provider 'Frameworks.decoder()'`, ….
    private func origin(of binding: Binding) -> String {
        switch binding.source {
        case .component(let index): "component '\(model.components[index].typeName)'"
        case .alias(let index): "component '\(model.components[index].typeName)' ('as: \(binding.key.written)')"
        case .assistedFactory(let index): "component '\(model.components[index].typeName)' (assisted)"
        case .provider(let index): "provider '\(providerName(model.providers[index]))'"
        case .input(let index): "input '\(model.inputs[index].name)' of '\(model.inputsTypeName ?? "")'"
        case .collection: "the contributions 'into: \(binding.key.written)'"
        case .bundle: "bundle '\(binding.key.written)'"
        case .injection(let index): "the '@Inject' properties of '\(model.injections[index].typeName)'"
        }
    }

    private func providerName(_ provider: Provider) -> String {
        (provider.enclosingTypeName.map { $0 + "." } ?? "") + provider.functionName + "()"
    }

    /// The declaration whose parameter asks for a dependency: `'RaceCar.init'`, `'Frameworks.decoder()'`.
    private func requester(_ binding: Binding) -> String {
        switch binding.source {
        case .component(let index), .alias(let index), .assistedFactory(let index): "'\(model.components[index].typeName).init'"
        case .provider(let index): "'\(providerName(model.providers[index]))'"
        case .input: "the inputs"
        case .collection: "the collection '\(binding.key)'"
        case .bundle: "bundle '\(binding.key.written)'"
        case .injection(let index): "'\(model.injections[index].typeName)'"
        }
    }

    /// A note for the edge from `binding` to its dependency: what needs what, and where.
    private func edgeNote(binding index: Int, dependency dependencyIndex: Int, verb: String) -> Diagnostic.Note {
        let binding = model.bindings[index]
        let dependency = binding.dependencies[dependencyIndex]
        if case .alias = binding.source {
            return .init("'\(binding.key)' is bound to '\(dependency.key)' by its 'as: \(binding.key.written)'", at: dependency.parameter.location)
        }
        if case .collection = binding.source {
            return .init("'\(binding.key)' contains '\(dependency.key)' by its 'into: \(binding.key.written)'", at: dependency.parameter.location)
        }
        return .init("'\(binding.key)' \(verb) '\(dependency.key)' through \(asker(of: dependency, in: binding))",
                     at: dependency.parameter.location)
    }

    /// The parameter (or bundle property) that asks for a dependency: `parameter 'engine' of 'RaceCar.init'`.
    private func asker(of dependency: Dependency, in binding: Binding) -> String {
        switch binding.source {
        case .component(let index) where dependency.isInjectedProperty,
             .assistedFactory(let index) where dependency.isInjectedProperty:
            return "'@Inject' property '\(dependency.parameter.name)' of '\(model.components[index].typeName)'"
        case .bundle, .injection:
            return "property '\(dependency.parameter.name)' of \(requester(binding))"
        default:
            let kind = dependency.isDeferred ? "factory parameter" : "parameter"
            return "\(kind) '\(dependency.parameter.name)' of \(requester(binding))"
        }
    }

    // MARK: - Effects

    /// Creating a binding creates its (non-deferred) dependencies first, so it takes on their effects: an
    /// accessor that needs a `@MainActor` value is `@MainActor`, one that needs an `async` one is `async`.
    private func propagateEffects(order: [Int], targets: [[Int]]) -> [CreationEffects] {
        var effects = model.bindings.map(\.ownEffects)
        for index in order {
            for target in targets[index] where target >= 0 {
                effects[index] = effects[index].union(effects[target])
            }
        }
        return effects
    }

    /// What the generated code cannot express: a kept instance created asynchronously off the main actor, and a
    /// factory whose type does not declare the effects of what it creates.
    private func reportUnsupportedEffects(_ effects: [CreationEffects], targets: [[Int]], creationTargets: [[Int]]) {
        var checkedFactories: Set<SourceLocation> = []
        for (index, binding) in model.bindings.enumerated() {
            // Only components and providers keep their instance; an alias of one forwards to it.
            let mainActorFix: String? = switch binding.source {
            case .component(let index):
                // Marking the init alone would leave a class that is not Sendable, which the next error refuses.
                "mark '\(model.components[index].typeName)'\(model.nonSendableKeptClasses.contains(binding.type) ? "" : " (or its init)") '@MainActor'"
            case .provider(let index):
                "mark '\(providerName(model.providers[index]))'\(model.providers[index].enclosingTypeName == nil ? "" : " (or the type it is declared in)") '@MainActor'"
            default: nil
            }
            if mainActorFix != nil, binding.scope.keepsInstance, effects[index].isAsync, effects[index].isMainActor,
               model.nonSendableKeptClasses.contains(binding.type) {
                diagnostics.emit(.error(
                    .asyncKeptInstance, "'\(binding.key)' is \(binding.scope.rawValue) and created asynchronously on the main actor, where the callers that ask for it meanwhile wait for the one creation; Swift lets a value be shared with them only if it is Sendable, and class '\(binding.type)' is not: mark the class '@MainActor' (not only its init), make it 'Sendable', or make it unscoped",
                    at: binding.location))
            }
            if let mainActorFix, binding.scope.keepsInstance, effects[index].isAsync, !effects[index].isMainActor {
                diagnostics.emit(.error(
                    .asyncKeptInstance, "'\(binding.key)' is \(binding.scope.rawValue) and created asynchronously\(becauseOf(index, effects: effects, creationTargets: creationTargets) { $0.isAsync }); the graph can create a kept instance asynchronously only once on the main actor: \(mainActorFix), make it unscoped, or create it before the graph and pass it in the '@Inputs' struct",
                    at: binding.location))
            }
            if case .assistedFactory = binding.source, !effects[index].isEmpty {
                diagnostics.emit(.error(
                    .effectfulAssistedComponent, "'\(binding.key)' is made with assisted values, but creating it is '\(effects[index].description)'\(becauseOf(index, effects: effects, creationTargets: creationTargets) { !$0.isEmpty }); Wiring makes assisted components only synchronously and off the main actor for now: take that dependency through a factory, or remove 'assisted:'",
                    at: binding.location))
            }
            for (dependency, target) in zip(binding.dependencies, targets[index]) where target >= 0 && dependency.isDeferred {
                // An `@Inject` property of a component is also one of its `inject(into:)`: one error.
                guard checkedFactories.insert(dependency.parameter.location).inserted else { continue }
                checkFactory(dependency, of: binding, consumerEffects: effects[index], product: target, effects: effects,
                             targets: targets)
            }
        }
    }

    /// A factory's type must declare the effects of creating its product, and a `@MainActor` factory can only be
    /// held by a `@MainActor` consumer (the closure holds the graph, which is not Sendable).
    private func checkFactory(_ dependency: Dependency, of binding: Binding, consumerEffects: CreationEffects,
                              product: Int, effects: [CreationEffects], targets: [[Int]]) {
        let location = dependency.parameter.location
        // A collection of factories creates each member, not the collection.
        let needed = dependency.form == .collectionOfFactories
            ? targets[product].filter { $0 >= 0 }.reduce(CreationEffects()) { $0.union(effects[$1]) }
            : effects[product]
        if dependency.form == .collectionOfFactories {
            if !needed.isEmpty {
                diagnostics.emit(.error(
                    .effectfulFactoryCollection, "parameter '\(dependency.parameter.name)' takes factories of '\(dependency.key)', whose creation is '\(needed.description)'; a collection of factories takes only plain '() -> T': take the collection itself instead",
                    at: location))
            }
            return
        }
        let declared = Dependency.factorySignature(of: dependency.parameter.type.text)?.effects ?? CreationEffects()
        let factory = dependency.isInjectedProperty
            ? "factory \(asker(of: dependency, in: binding))"
            : "factory parameter '\(dependency.parameter.name)' of \(requester(binding))"
        if !declared.covers(needed) {
            let spelled = (needed.isMainActor ? "@MainActor " : "") + "()" + (needed.isAsync ? " async" : "") + (needed.isThrowing ? " throws" : "") + " -> \(dependency.key.written)"
            diagnostics.emit(.error(
                .undeclaredFactoryEffects, "creating '\(dependency.key)' is '\(needed.description)', so \(factory) must say so: declare it '\(spelled)'",
                at: location))
        } else if declared.isMainActor, !consumerEffects.isMainActor {
            diagnostics.emit(.error(
                .mainActorFactoryIsolation, "\(dependency.isInjectedProperty ? factory : "factory parameter '\(dependency.parameter.name)'") is '@MainActor', but \(requester(binding)) is not: a main-actor factory holds the graph, which cannot be sent to the main actor from elsewhere; mark '\(binding.key.text)' '@MainActor' too",
                at: location))
        }
    }

    /// `, because it needs 'Repo'`: the first dependency created with the binding (not a factory's product, which
    /// is created later) that brings the effect, when the binding's own init does not.
    private func becauseOf(_ index: Int, effects: [CreationEffects], creationTargets: [[Int]],
                           _ brings: (CreationEffects) -> Bool) -> String {
        if brings(model.bindings[index].ownEffects) { return "" }
        guard let cause = creationTargets[index].first(where: { $0 >= 0 && brings(effects[$0]) }) else { return "" }
        return ", because it needs '\(model.bindings[cause].key)'"
    }

    // MARK: - Dubious graphs

    /// A shared instance keeps what it is given for the graph's lifetime, so a weak one it takes directly (or through
    /// `as:`) is never released: its `.weak` scope has no effect.
    private func warnAboutWeakInstancesHeldBySharedOnes(targets: [[Int]]) {
        for (index, binding) in model.bindings.enumerated() where binding.scope == .shared {
            guard case .component = binding.source else { continue }
            for (dependency, target) in zip(binding.dependencies, targets[index]) where target >= 0 {
                var held = target
                if case .alias = model.bindings[held].source, let component = targets[held].first, component >= 0 { held = component }
                guard model.bindings[held].scope == .weak else { continue }
                diagnostics.emit(.warning(
                    .weakInstanceHeldByShared, "shared '\(binding.key)' holds weak '\(model.bindings[held].key)' for the graph's lifetime, so it is never released and '.weak' has no effect: take '() -> \(dependency.key.written)' to ask for it when needed, or make '\(model.bindings[held].key)' shared",
                    at: dependency.parameter.location,
                    notes: [.init("'\(model.bindings[held].key)' is declared '.weak' here", at: model.bindings[held].location)]))
            }
        }
    }

    // MARK: - Duplicates

    private func reportDuplicates() {
        for (key, indices) in bindingsByKey where indices.count > 1 {
            let bindings = indices.map { model.bindings[$0] }
            let origins = NearMatches.list(bindings.map { origin(of: $0) })
            diagnostics.emit(.error(
                .duplicateBinding, "'\(key)' is bound \(indices.count) times, by \(origins); a type can have only one binding: remove all but one",
                at: bindings[0].location,
                notes: bindings.map { .init("'\($0.key)' is bound here by \(origin(of: $0))", at: $0.location) }))
        }
    }

    // MARK: - Missing bindings

    private func reportMissing(binding index: Int, dependency dependencyIndex: Int) {
        let binding = model.bindings[index]
        let dependency = binding.dependencies[dependencyIndex]
        let key = dependency.key
        var message = "missing binding for '\(key)', needed by \(asker(of: dependency, in: binding))"
        var notes: [Diagnostic.Note] = []

        let bareName = TypeIndex.bareName(key.text)
        let conforming = model.components.filter { component in
            model.declaredSupertypes[component.typeName]?.contains(bareName) == true
        }
        if let (assisted, factory) = assistedComponent(askedForBy: key), factory.key.text != key.text {
            let values = NearMatches.list(assisted.assistedInitParameters.map { "'\($0.name): \($0.type.text)'" })
            message += "; '\(assisted.typeName)' takes \(values) from its caller ('assisted:'), so the graph "
            message += key.text == assisted.typeName
                ? "cannot build it alone: ask for '\(factory.type)' instead and call it with those values"
                : "offers it only as '\(factory.type)': ask for exactly that type and call it with those values"
            diagnostics.emit(.error(.missingBinding, message, at: dependency.parameter.location,
                                    notes: [.init("'\(assisted.typeName)' is declared here", at: assisted.location)] + requestChain(from: index)))
            return
        }
        let sameTypeKeys = bindingsByKey.keys.filter { $0.text == key.text }.sorted()
        if !sameTypeKeys.isEmpty {
            message += "; " + namesHint(for: key, parameter: dependency.parameter.name, bound: sameTypeKeys)
            notes += sameTypeKeys.compactMap { bound in
                bindingsByKey[bound]?.first.map { .init("'\(bound)' is bound here", at: model.bindings[$0].location) }
            }
            diagnostics.emit(.error(.missingBinding, message, at: dependency.parameter.location, notes: notes + requestChain(from: index)))
            return
        }
        if key.text.hasPrefix("["), key.text.hasSuffix("]") {
            message += "; nothing contributes to it: add 'into: \(key.text)' to the annotation of a component or provider, or put '// @AllowEmpty' above parameter '\(dependency.parameter.name)' if an empty collection will do"
            diagnostics.emit(.error(.missingBinding, message, at: dependency.parameter.location, notes: requestChain(from: index)))
            return
        }
        let nearKeys = NearMatches.suggestions(for: key.text, among: bindingsByKey.keys.map(\.text) + model.declaredTypes.keys)
        if let declared = model.declaredTypes[key.text], !model.declaredProtocols.contains(key.text) {
            message += "; '\(key)' is declared but is not a component: add '// @Component' above its declaration"
            notes.append(.init("'\(key)' is declared here", at: declared))
        } else if !conforming.isEmpty {
            let names = conforming.map(\.typeName)
            message += "; \(NearMatches.quotedList(names)) \(names.count == 1 ? "conforms" : "conform") to it: add 'as: \(key.identity)' to \(names.count == 1 ? "its" : "one's") '@Component' annotation"
            notes += conforming.map { .init("'\($0.typeName)' is declared here", at: $0.location) }
        } else if !nearKeys.isEmpty {
            message += "; did you mean \(NearMatches.quotedList(nearKeys))?"
            notes += nearKeys.compactMap { near in
                if let binding = bindingsByKey[TypeKey(near)]?.first {
                    return .init("'\(near)' is bound here", at: model.bindings[binding].location)
                }
                return model.declaredTypes[near].map { .init("'\(near)' is declared here, but is not a component", at: $0) }
            }
        } else {
            message += "; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct"
        }
        notes += requestChain(from: index)
        diagnostics.emit(.error(.missingBinding, message, at: dependency.parameter.location, notes: notes))
    }

    /// The assisted component a key asks for, itself or through a function type that returns it, and the binding
    /// of the factory the graph offers for it.
    private func assistedComponent(askedForBy key: TypeKey) -> (component: Component, factory: Binding)? {
        var product = key.text
        if case .function(let signature)? = TypeSyntax(parsing: key.text) { product = signature.result.written }
        for binding in model.bindings {
            guard case .assistedFactory(let index) = binding.source, model.components[index].typeName == product else { continue }
            return (model.components[index], binding)
        }
        return nil
    }

    /// How to ask for a type that is bound, but not with the name (or lack of one) the parameter asks for.
    private func namesHint(for key: TypeKey, parameter: String, bound: [TypeKey]) -> String {
        let names = bound.compactMap(\.name)
        let spelled = NearMatches.quotedList(names.map { "@Named(\($0))" })
        guard let wanted = key.name else {
            return "'\(key.written)' is bound only with \(names.count == 1 ? "a name" : "names"), \(spelled): put '// @Named(…)' with the one it needs on the line above parameter '\(parameter)'"
        }
        let unnamed = bound.contains { $0.name == nil }
        if let suggestion = NearMatches.suggestions(for: wanted, among: names, limit: 1).first {
            return "did you mean '@Named(\(suggestion))'?"
        }
        if names.isEmpty {
            return "'\(key.written)' is bound without a name: remove '@Named(\(wanted))' above parameter '\(parameter)', or add it above the binding"
        }
        return "'\(key.written)' is bound \(unnamed ? "without a name and " : "")with \(spelled): name one of those above parameter '\(parameter)', or add '// @Named(\(wanted))' above a binding"
    }

    /// The shortest chain of requesters from `start` up to a binding nothing depends on, one note per step, so the
    /// reader sees why the binding is needed at all.
    private func requestChain(from start: Int) -> [Diagnostic.Note] {
        var previous: [Int: (binding: Int, dependency: Int)] = [:]
        var queue = [start]
        var visited: Set<Int> = [start]
        var head = 0
        var root = start
        while head < queue.count {
            let current = queue[head]
            head += 1
            let requesters = dependents[current].sorted { model.bindings[$0.binding].location < model.bindings[$1.binding].location }
            if requesters.isEmpty {
                root = current
                break
            }
            for edge in requesters where visited.insert(edge.binding).inserted {
                previous[edge.binding] = (current, edge.dependency)
                queue.append(edge.binding)
            }
            root = current
        }
        var notes: [Diagnostic.Note] = []
        var step = root
        var path: [(binding: Int, dependency: Int)] = []
        while step != start, let edge = previous[step] {
            path.append((step, edge.dependency))
            step = edge.binding
        }
        for edge in path.reversed().prefix(Self.chainLimit) {
            notes.append(edgeNote(binding: edge.binding, dependency: edge.dependency, verb: "needs"))
        }
        return notes
    }

    private static let chainLimit = 12

    // MARK: - Cycles and order

    /// Reports one cycle per strongly connected component of the creation edges and returns the dependency order
    /// when there is none.
    private func reportCyclesAndOrder(targets: [[Int]]) -> [Int]? {
        var order: [Int] = []
        var foundCycle = false
        for component in stronglyConnectedComponents(targets: targets) {
            if component.count > 1 || targets[component[0]].contains(component[0]) {
                foundCycle = true
                let members = Set(component)
                guard let start = members.min(by: { model.bindings[$0].key < model.bindings[$1].key }),
                      let edges = shortestCycle(through: start, within: members, targets: targets) else { continue }
                reportCycle(edges)
            }
            order.append(contentsOf: component.reversed())
        }
        return foundCycle ? nil : order
    }

    /// The strongly connected components of the graph whose edges are `targets` (Tarjan's algorithm, iterative so
    /// that deep graphs cannot overflow the stack), each one's dependencies before it. Roots are taken by type, so
    /// the result is deterministic.
    private func stronglyConnectedComponents(targets: [[Int]]) -> [[Int]] {
        let count = model.bindings.count
        // By key (its text, then its name) and location, taken out of the bindings once rather than per comparison.
        let sortKeys = model.bindings.map { ($0.key.text, $0.key.name ?? "", $0.location) }
        let byType = model.bindings.indices.sorted { sortKeys[$0] < sortKeys[$1] }
        var indexOf = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var components: [[Int]] = []

        for root in byType where indexOf[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            indexOf[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                let edges = targets[node]
                if edge < edges.count {
                    work[work.count - 1].edge += 1
                    let target = edges[edge]
                    if target < 0 { continue }
                    if indexOf[target] < 0 {
                        indexOf[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], indexOf[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                guard lowLink[node] == indexOf[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component)
            }
        }
        return components
    }

    /// The edges of a shortest cycle from `start` back to `start` that stays inside `members` (breadth-first), in
    /// order; nil when there is none.
    private func shortestCycle(through start: Int, within members: Set<Int>,
                               targets: [[Int]]) -> [(binding: Int, dependency: Int)]? {
        var previous: [Int: (binding: Int, dependency: Int)] = [:]
        var queue = [start]
        var head = 0
        var closingEdge: (binding: Int, dependency: Int)?
        search: while head < queue.count {
            let current = queue[head]
            head += 1
            for (dependencyIndex, target) in targets[current].enumerated() where members.contains(target) {
                if target == start {
                    closingEdge = (current, dependencyIndex)
                    break search
                }
                if previous[target] == nil {
                    previous[target] = (current, dependencyIndex)
                    queue.append(target)
                }
            }
        }
        guard let closingEdge else { return nil }
        var edges = [closingEdge]
        var step = closingEdge.binding
        while step != start, let edge = previous[step] {
            edges.append(edge)
            step = edge.binding
        }
        return edges.reversed()
    }

    /// Reports a cycle of creation edges, with a note for every edge.
    private func reportCycle(_ edges: [(binding: Int, dependency: Int)]) {
        let names = edges.map { "'\(model.bindings[$0.binding].key)'" } + ["'\(model.bindings[edges[0].binding].key)'"]
        let first = model.bindings[edges[0].binding].dependencies[edges[0].dependency]
        diagnostics.emit(.error(
            .dependencyCycle, "dependency cycle: \(names.joined(separator: " → ")); none of them can be created first: take a factory '() -> T' instead of 'T' in one of these inits to create it later, remove one of these dependencies, or move what they share into a new component that each of them depends on",
            at: first.parameter.location,
            notes: edges.map { edgeNote(binding: $0.binding, dependency: $0.dependency, verb: "depends on") }))
    }

    // MARK: - Creation loops

    /// A valid graph's cycles all pass through a factory, which defers creation. A kept instance on such a cycle
    /// reaches itself again only if a factory on it is called while the instance is being created — in an init,
    /// which the build cannot see. Each kept binding on a cycle gets its shortest one, for the generated code to
    /// name when that happens (one pass over the graph, then a search inside each cycle's component only).
    private func creationLoops(targets: [[Int]]) -> [Int: CreationLoop] {
        var loops: [Int: CreationLoop] = [:]
        var cycle = 0
        for component in stronglyConnectedComponents(targets: targets)
        where component.count > 1 && component.contains(where: { model.bindings[$0].scope.keepsInstance }) {
            cycle += 1
            let members = Set(component)
            for index in component.sorted() where model.bindings[index].scope.keepsInstance {
                guard let edges = shortestCycle(through: index, within: members, targets: targets) else { continue }
                let names = edges.map { "'\(model.bindings[$0.binding].key)'" } + ["'\(model.bindings[index].key)'"]
                let factories = edges.compactMap { edge -> String? in
                    let binding = model.bindings[edge.binding]
                    let dependency = binding.dependencies[edge.dependency]
                    let target = targets[edge.binding][edge.dependency]
                    let isAssisted = if case .assistedFactory = model.bindings[target].source { true } else { false }
                    guard dependency.isDeferred || isAssisted else { return nil }
                    let asker = asker(of: dependency, in: binding)
                    // An assisted component's factory type is asked for as a value, but it is a factory too.
                    return asker.hasPrefix("parameter ") ? "factory " + asker : asker
                }
                let key = model.bindings[index].key
                loops[index] = CreationLoop(cycle: cycle, description: "'\(key)' was asked for again during its own creation: \(names.joined(separator: " → ")); \(NearMatches.list(factories, conjunction: "or")) is called while '\(key)' is being created, so '\(key)' needs itself: call the factory later, not in an init")
            }
        }
        return loops
    }
}
