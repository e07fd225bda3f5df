import WiringCore

/// What the graph stage reports for a ``RandomGraphBindings``, derived from the model and the message formats of
/// docs/Diagnostics.md, in the order the stage checks: duplicate and missing bindings and cycles; then, when nothing
/// (not even an annotation) was an error, the effects the generated code cannot express; then, when those are fine,
/// the warnings.
extension RandomGraphBindings {
    /// `additional`: errors of the graph stage that the caller derives (a binding out of reach of a graph).
    func graphDiagnostics(afterAnnotationErrors annotationErrors: Bool, adding additional: [Diagnostic] = []) -> [Diagnostic] {
        let structural = duplicates() + missingBindings() + cycles() + additional
        if annotationErrors || !structural.isEmpty { return structural }
        let effects = unsupportedEffects()
        return effects.isEmpty ? weakInstancesHeldByShared() : effects
    }

    // MARK: - Duplicates

    private func duplicates() -> [Diagnostic] {
        let keys = Set(bindings.map(\.key))
        return keys.compactMap { key in
            let indices = indices(of: key)
            guard indices.count > 1 else { return nil }
            let bound = indices.map { bindings[$0] }
            // With child graphs, each kept binding is named with its graph: `component 'Part3' in 'AppGraph'`.
            func described(_ binding: Binding) -> String {
                origin(of: binding) + (hasChildGraphs ? binding.graph.map { " in '\($0)'" } ?? "" : "")
            }
            let rule = hasChildGraphs ? "a type can have only one binding in a graph and its ancestors" : "a type can have only one binding"
            return .error(.duplicateBinding,
                          "'\(key)' is bound \(indices.count) times, by \(Self.list(bound.map(described))); \(rule): remove all but one",
                          at: bound[0].location,
                          notes: bound.map { .init("'\($0.key)' is bound here by \(described($0))", at: $0.location) })
        }
    }

    // MARK: - Missing bindings

    /// One error per dependency that nothing binds, unless an error already rejected the type it asks for. A
    /// component's `@Inject` property is a dependency of its creation and of its `inject(into:)`: one error, from the
    /// binding declared first (the component's).
    private func missingBindings() -> [Diagnostic] {
        var reported: Set<SourceLocation> = []
        return bindings.indices.sorted { bindings[$0].location < bindings[$1].location }.flatMap { binding in
            targets[binding].indices.compactMap { position in
                let dependency = bindings[binding].dependencies[position]
                guard targets[binding][position] == nil, !rejectedTypes.contains(dependency.key.text),
                      reported.insert(dependency.location).inserted else { return nil }
                return missing(binding: binding, dependency: position)
            }
        }
    }

    /// A missing binding, for the kinds of request the faults make: an assisted component asked for itself, a name
    /// the type is not bound with, a declared class without `@Component`, or a type nothing declares.
    private func missing(binding index: Int, dependency position: Int) -> Diagnostic {
        let binding = bindings[index]
        let dependency = binding.dependencies[position]
        let key = dependency.key
        var message = "missing binding for '\(key)', needed by \(asker(dependency, in: binding))"
        var notes: [Diagnostic.Note] = []
        let sameType = Set(bindings.map(\.key).filter { $0.text == key.text }).sorted()
        if let assisted = assistedComponents[key.text] {
            message += "; '\(key)' takes \(Self.list(assisted.values)) from its caller ('assisted:'), so the graph cannot build it alone: ask for '\(assisted.factoryType)' instead and call it with those values"
            notes = [.init("'\(key)' is declared here", at: assisted.location)]
        } else if !sameType.isEmpty {
            let names = sameType.compactMap(\.name)
            let spelled = Self.list(names.map { "'@Named(\($0))'" }, conjunction: "or")
            if let wanted = key.name {
                message += names.isEmpty
                    ? "; '\(key.written)' is bound without a name: remove '@Named(\(wanted))' above parameter '\(dependency.parameter)', or add it above the binding"
                    : "; '\(key.written)' is bound \(sameType.contains { $0.name == nil } ? "without a name and " : "")with \(spelled): name one of those above parameter '\(dependency.parameter)', or add '// @Named(\(wanted))' above a binding"
            } else {
                message += "; '\(key.written)' is bound only with \(names.count == 1 ? "a name" : "names"), \(spelled): put '// @Named(…)' with the one it needs on the line above parameter '\(dependency.parameter)'"
            }
            notes = sameType.compactMap { bound in
                indices(of: bound).first.map { .init("'\(bound)' is bound here", at: bindings[$0].location) }
            }
        } else if let declared = declaredClasses[key.text] {
            message += "; '\(key)' is declared but is not a component: add '// @Component' above its declaration"
            notes = [.init("'\(key)' is declared here", at: declared)]
        } else if let members = Self.compositionMembers(key.text),
                  case let conforming = conformingComponents.filter({ component in members.allSatisfy(component.protocols.contains) }),
                  !conforming.isEmpty {
            let names = conforming.map(\.name)
            message += "; \(Self.list(names.map { "'\($0)'" }, conjunction: "or")) \(names.count == 1 ? "conforms" : "conform") to each of its members: add 'as: \(members.joined(separator: " & "))' to \(names.count == 1 ? "its" : "one's") '@Component' annotation"
            notes = conforming.map { .init("'\($0.name)' is declared here", at: $0.location) }
        } else {
            message += "; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct"
        }
        return .error(.missingBinding, message, at: dependency.location, notes: notes + requestChain(from: index))
    }

    /// The shortest chain of requesters from a binding up to one that nothing asks for, nearest first (at most 12):
    /// breadth-first, each binding's requesters taken in the order of their declarations.
    private func requestChain(from start: Int) -> [Diagnostic.Note] {
        var requesters = Array(repeating: [(binding: Int, dependency: Int)](), count: bindings.count)
        let byLocation = bindings.indices.sorted { bindings[$0].location < bindings[$1].location }
        for index in byLocation {
            for (position, target) in targets[index].enumerated() {
                if let target { requesters[target].append((index, position)) }
            }
        }
        var previous: [Int: (binding: Int, dependency: Int)] = [:]
        var queue = [start]
        var visited: Set<Int> = [start]
        var head = 0
        var root = start
        while head < queue.count {
            let current = queue[head]
            head += 1
            root = current
            if requesters[current].isEmpty { break }
            for edge in requesters[current] where visited.insert(edge.binding).inserted {
                previous[edge.binding] = (current, edge.dependency)
                queue.append(edge.binding)
            }
        }
        var path: [(binding: Int, dependency: Int)] = []
        var step = root
        while step != start, let edge = previous[step] {
            path.append((step, edge.dependency))
            step = edge.binding
        }
        return path.reversed().prefix(12).map { edgeNote(binding: $0.binding, dependency: $0.dependency, verb: "needs") }
    }

    // MARK: - Cycles

    /// For each binding, the bindings that creating it creates first.
    private var creationTargets: [[Int]] {
        bindings.indices.map { index in
            zip(bindings[index].dependencies, targets[index]).compactMap { dependency, target in
                dependency.createsTarget ? target : nil
            }
        }
    }

    /// The one cycle a fault closed: every binding that both reaches and is reached from the faulty one through
    /// values, reported from the first of them by type, along the shortest way back to it.
    private func cycles() -> [Diagnostic] {
        let creates: [[Int?]] = bindings.indices.map { index in
            zip(bindings[index].dependencies, targets[index]).map { dependency, target in
                dependency.createsTarget ? target : nil
            }
        }
        func reachable(from start: Int, following edges: [[Int]]) -> Set<Int> {
            var seen: Set<Int> = []
            var work = edges[start]
            while let next = work.popLast() {
                guard seen.insert(next).inserted else { continue }
                work += edges[next]
            }
            return seen
        }
        let forward = creationTargets
        var backward = Array(repeating: [Int](), count: forward.count)
        for (index, targets) in forward.enumerated() { for target in targets { backward[target].append(index) } }
        let cyclic = forward.indices.filter { reachable(from: $0, following: forward).contains($0) }
        guard let any = cyclic.first else { return [] }
        let members = reachable(from: any, following: forward).intersection(reachable(from: any, following: backward))
        guard let start = members.min(by: { bindings[$0].key < bindings[$1].key }) else { return [] }

        guard let edges = shortestCycle(from: start, along: creates, within: members) else { return [] }
        let names = edges.map { "'\(bindings[$0.binding].key)'" } + ["'\(bindings[start].key)'"]
        let first = bindings[edges[0].binding].dependencies[edges[0].dependency]
        return [.error(.dependencyCycle,
                       "dependency cycle: \(names.joined(separator: " → ")); none of them can be created first: take a factory '() -> T' instead of 'T' in one of these inits to create it later, remove one of these dependencies, or move what they share into a new component that each of them depends on",
                       at: first.location,
                       notes: edges.map { edgeNote(binding: $0.binding, dependency: $0.dependency, verb: "depends on") })]
    }

    // MARK: - Effects

    /// The effects of creating each binding: its own, and those of everything it creates first (docs/Annotations.md,
    /// "Isolation and effects"). The graph has no cycle when this is asked.
    func creationEffects() -> [RandomGraph.Effects] {
        let creates = creationTargets
        var effects: [RandomGraph.Effects?] = Array(repeating: nil, count: bindings.count)
        func effect(of index: Int) -> RandomGraph.Effects {
            if let known = effects[index] { return known }
            let result = creates[index].reduce(bindings[index].ownEffects) { $0.union(effect(of: $1)) }
            effects[index] = result
            return result
        }
        return bindings.indices.map(effect)
    }

    /// A kept instance created asynchronously off the main actor, an assisted component created with effects, a
    /// collection of factories of members with effects, a factory that does not declare its product's effects, and a
    /// `@MainActor` factory held off the main actor.
    private func unsupportedEffects() -> [Diagnostic] {
        let effects = creationEffects()
        let componentsWithProperties = Set(bindings.compactMap { binding -> String? in
            binding.dependencies.contains(where: \.isInjectedProperty) ? Self.componentName(binding) : nil
        })
        var diagnostics: [Diagnostic] = []
        for (index, binding) in bindings.enumerated() {
            // Only components and providers keep their instance; an `as:` protocol forwards to its component.
            let keeps: Bool = switch binding.kind {
            case .component, .provider: binding.scope != .unscoped
            default: false
            }
            if keeps, binding.isNonSendableClass, effects[index].isAsync, effects[index].isMainActor {
                diagnostics.append(.error(
                    .asyncKeptInstance, "'\(binding.key)' is \(binding.scope.rawValue) and created asynchronously on the main actor, where the callers that ask for it meanwhile wait for the one creation; Swift lets a value be shared with them only if it is Sendable, and class '\(binding.nonSendableClass ?? "")' is not: mark the class '@MainActor' (not only its init), make it 'Sendable', or make it unscoped",
                    at: binding.location))
            }
            if keeps, effects[index].isAsync, !effects[index].isMainActor {
                diagnostics.append(.error(
                    .asyncKeptInstance, "'\(binding.key)' is \(binding.scope.rawValue) and created asynchronously\(becauseOf(index, effects) { $0.isAsync }); the graph can create a kept instance asynchronously only once on the main actor: \(mainActorFix(binding)), make it unscoped, or create it before the graph and pass it in the '@Inputs' struct",
                    at: binding.location))
            }
            // A main-actor assisted component is made on the main actor; other effects, or the main actor through
            // what it needs only, are refused.
            let isEffectfulAssisted =
                effects[index].isAsync || effects[index].isThrowing
                || (effects[index].isMainActor && !binding.ownEffects.isMainActor)
            if case .assisted = binding.kind, isEffectfulAssisted {
                diagnostics.append(.error(
                    .effectfulAssistedComponent, "'\(binding.key)' is made with assisted values, but creating it is '\(effects[index].description)'\(becauseOf(index, effects) { !$0.isEmpty }); Wiring makes assisted components only synchronously, and on the main actor only when they are '@MainActor' themselves, for now: take that dependency through a factory, or remove 'assisted:'",
                    at: binding.location))
            }
            for (dependency, target) in zip(binding.dependencies, targets[index]) {
                guard let target else { continue }
                if let (declared, type) = dependency.entryPoint {
                    // The graph implements the property with the binding's accessor, whose effects it must declare.
                    let needed = dependency.createsTarget ? effects[target] : RandomGraph.Effects()
                    guard declared.union(needed) != declared, case .entryPoints(let name) = binding.kind else { continue }
                    let isolation = needed.isMainActor ? "@MainActor " : needed.isAsync ? "nonisolated(nonsending) " : ""
                    let getter = "get" + (needed.isAsync ? " async" : "") + (needed.isThrowing ? " throws" : "")
                    diagnostics.append(.error(
                        .undeclaredEntryPointEffects, "creating '\(dependency.key)' is '\(needed.description)', so entry point '\(dependency.parameter)' of '\(name)' must say so: declare it '\(isolation)var \(dependency.parameter): \(type) { \(getter) }'",
                        at: dependency.location))
                    continue
                }
                // A component's `@Inject` property is also one of its `inject(into:)`: reported once, for the component.
                if case .injection(let name) = binding.kind, componentsWithProperties.contains(name) { continue }
                let factory = dependency.isInjectedProperty
                    ? "factory '@Inject' property '\(dependency.parameter)' of '\(Self.componentName(binding) ?? "")'"
                    : "factory parameter '\(dependency.parameter)'"
                switch dependency.form {
                case .collectionOfFactories:
                    let needed = bindings[target].dependencies.indices.compactMap { targets[target][$0] }
                        .reduce(RandomGraph.Effects()) { $0.union(effects[$1]) }
                    // Plain factories formed on the main actor may create `@MainActor` members.
                    let expressed = RandomGraph.Effects(isMainActor: effects[index].isMainActor)
                    if expressed.union(needed) != expressed {
                        diagnostics.append(.error(
                            .effectfulFactoryCollection, "parameter '\(dependency.parameter)' takes factories of '\(dependency.key)', whose creation is '\(needed.description)'; a collection of factories takes only plain '() -> T': take the collection itself instead",
                            at: dependency.location))
                    }
                case .factory(let declared, let isSendable):
                    let needed = effects[target]
                    // A plain factory formed on the main actor needs no `@MainActor`: the closure is isolated there.
                    let expressed = declared.union(
                        RandomGraph.Effects(isMainActor: !isSendable && effects[index].isMainActor))
                    if expressed.union(needed) != expressed {
                        let spelled = (needed.isMainActor ? "@MainActor " : "") + "()" + (needed.isAsync ? " async" : "")
                            + (needed.isThrowing ? " throws" : "") + " -> \(dependency.key.written)"
                        diagnostics.append(.error(
                            .undeclaredFactoryEffects, "creating '\(dependency.key)' is '\(needed.description)', so \(dependency.isInjectedProperty ? factory : "\(factory) of \(requester(binding))") must say so: declare it '\(spelled)'",
                            at: dependency.location))
                    } else if declared.isMainActor, !effects[index].isMainActor {
                        diagnostics.append(.error(
                            .mainActorFactoryIsolation, "\(factory) is '@MainActor', but \(requester(binding)) is not: a main-actor factory holds the graph, which cannot be sent to the main actor from elsewhere; mark '\(binding.key.text)' '@MainActor' too",
                            at: dependency.location))
                    }
                case .value, .assistedFactory:
                    break
                }
            }
        }
        // An inherited `@Inject` property of an assisted component is one declaration reached by its `make`
        // function and its `inject(into:)`: the graph reports it once.
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert("\($0.location.map { "\($0)" } ?? "") \($0.message)").inserted }
    }

    /// The class of a component's (or an assisted component's) binding.
    private static func componentName(_ binding: Binding) -> String? {
        switch binding.kind {
        case .component(let name), .assisted(let name): name
        default: nil
        }
    }

    /// How AsyncKeptInstance says to put the instance on the main actor: a class that is not Sendable must be
    /// `@MainActor` itself (not only its init); a provider or the type it is declared in.
    private func mainActorFix(_ binding: Binding) -> String {
        if case .provider(let name) = binding.kind { return "mark '\(name)' (or the type it is declared in) '@MainActor'" }
        let type = if case .component(let name) = binding.kind { name } else { binding.key.text }
        return "mark '\(type)'\(binding.isNonSendableClass ? "" : " (or its init)") '@MainActor'"
    }

    /// `, because it needs 'Part3'`: the first value the binding creates that brings the effect, when its own init
    /// does not.
    private func becauseOf(_ index: Int, _ effects: [RandomGraph.Effects],
                           _ brings: (RandomGraph.Effects) -> Bool) -> String {
        if brings(bindings[index].ownEffects) { return "" }
        guard let cause = creationTargets[index].first(where: { brings(effects[$0]) }) else { return "" }
        return ", because it needs '\(bindings[cause].key)'"
    }

    // MARK: - Warnings

    /// A shared component (or contribution) that takes a weak one directly, or through its `as:` protocol.
    private func weakInstancesHeldByShared() -> [Diagnostic] {
        bindings.indices.flatMap { index -> [Diagnostic] in
            guard case .component = bindings[index].kind, bindings[index].scope == .shared else { return [] }
            return zip(bindings[index].dependencies, targets[index]).compactMap { dependency, target in
                guard dependency.createsTarget, var held = target else { return nil }
                if case .alias = bindings[held].kind, let component = targets[held][0] { held = component }
                guard bindings[held].scope == .weak else { return nil }
                return .warning(
                    .weakInstanceHeldByShared, "shared '\(bindings[index].key)' holds weak '\(bindings[held].key)' for the graph's lifetime, so it is never released and '.weak' has no effect: take '() -> \(dependency.key.written)' to ask for it when needed, or make '\(bindings[held].key)' shared",
                    at: dependency.location,
                    notes: [.init("'\(bindings[held].key)' is declared '.weak' here", at: bindings[held].location)])
            }
        }
    }

    /// `a and b`, `a, b or c`.
    /// The members of a composition as written, without `any`: `[Trait2, Role0]` for `any Trait2 & Role0`; nil for
    /// a type that is not one.
    static func compositionMembers(_ text: String) -> [String]? {
        let members = (text.hasPrefix("any ") ? String(text.dropFirst(4)) : text).components(separatedBy: " & ")
        return members.count > 1 ? members : nil
    }

    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
