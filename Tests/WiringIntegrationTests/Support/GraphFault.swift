import SeededRandom
import WiringCore

/// One fault injected at a random place of a valid ``RandomGraph``, and exactly the diagnostics it must give, derived
/// from the model and the message formats of docs/Diagnostics.md: the error at the right annotation, parameter or
/// declaration, its notes, and whatever else the fault brings about (every requester of what it removed, every
/// factory that no longer declares what its product needs, …).
///
/// A fault changes the model, then maybe edits a line of the rendered sources or appends lines, which moves nothing
/// the source recorded. A fault that makes an annotation be rejected makes its node vanish from the graph; it is
/// placed only where that leaves nothing missing that the reference does not say is quiet about (an `as:` protocol
/// or an assisted factory someone asks for, the last contribution to a collection someone takes).
struct GraphFault {
    enum Kind: String, CaseIterable {
        // The graph
        /// A parameter that takes a value closes a cycle (by replacing a factory, or as a new parameter).
        case cycle
        /// A component's `@Inject` property takes a value that closes a cycle.
        case injectedPropertyCycle
        /// A component that others take loses its `@Component`.
        case unannotatedComponent
        /// A component's `@Inject` property asks for a type nothing binds.
        case missingInjectedProperty
        /// A parameter asks for a type nothing binds.
        case unboundType
        /// A parameter asks for a name its type is not bound with.
        case unboundName
        /// A parameter asks for an assisted component itself rather than its factory.
        case assistedAskedForItself
        /// A second component is bound `as:` a protocol that one already is (with the same name).
        case duplicateProtocol
        /// A provider returns a type that is already bound (with the same name).
        case duplicateType
        /// A component no longer declares a protocol of its `as:` or `into:`.
        case missingConformance
        /// A component bound `as:` a composition no longer declares one of its members.
        case compositionMissingConformance
        /// A parameter asks for a composition of protocols that nothing binds, while a component conforms to each.
        case unboundComposition
        /// A shared or weak binding off the main actor gets an `async` init or provider.
        case asyncKeptInstance
        /// A factory leaves out an effect of creating its product.
        case undeclaredFactoryEffects
        /// A consumer off the main actor takes a `@MainActor` factory.
        case mainActorFactoryIsolation
        /// An assisted component's init gets an effect, or it takes a value whose creation has one.
        case effectfulAssistedComponent
        /// A contribution to a collection that someone takes as factories gets an effect.
        case effectfulFactoryCollection
        /// A shared component takes a weak one directly (a warning).
        case weakInstanceHeldByShared
        /// A class kept by a graph that a `@Sendable` factory holds loses its `@unchecked Sendable`.
        case nonSendableGraph
        // Annotations
        /// `@Componet` above a component others take.
        case unknownAnnotation
        /// A misspelled option.
        case unknownOption
        /// An option given twice.
        case duplicateOption
        /// `scope: .singleton`.
        case invalidScope
        /// `.weak` on a struct or a provider.
        case unsupportedWeakScope
        /// `~Copyable` on a shared struct component.
        case noncopyableKeptInstance
        /// `teardown:` on a component that lost its scope.
        case unscopedTeardown
        /// `teardown:` naming a method that does not exist.
        case unknownTeardownMethod
        /// An `async` teardown method.
        case unsupportedTeardownMethod
        /// A misspelled name in `assisted:`.
        case unknownAssistedParameter
        /// `scope: .shared` on an assisted component.
        case sharedAssistedComponent
        /// `into:` on an assisted component.
        case assistedContribution
        /// A dictionary contribution without its `key:`.
        case missingContributionKey
        /// Two contributions to a dictionary under the same key.
        case duplicateContributionKey
        /// A dictionary contribution whose `key:` is of another kind than the collection's keys: a whole number for
        /// `String` keys, a string for `Int` keys or an enum's cases.
        case invalidContributionKey
        /// A contribution's `into:` keys the dictionary by a type Wiring cannot write keys of.
        case unsupportedKeyType
        /// A contribution's `key:` names no case of the enum that keys the dictionary (misspelled, or another name).
        case unknownEnumKey
        /// A bundle with a settable property, or refining a protocol.
        case unsupportedBundleRequirement
        /// A class with `@Inject` properties becomes a struct.
        case injectedPropertyOutsideClass
        /// An `@Inject` property becomes a `let`.
        case unsettableInjectedProperty
        /// A second `@Inputs` struct.
        case multipleInputs
        /// A component gets a second init, in an extension.
        case ambiguousInitializer
        /// An `@Optional` parameter (or bundle or `@Inject` property) asks for a misspelling of a declared protocol.
        case unknownOptionalDependency
        /// An `@Optional` parameter (or bundle property) takes a type that is not optional.
        case nonOptionalDependency
        /// `@Lazy` above an init parameter or bundle property that takes a value, not a factory.
        case nonFactoryLazyDependency
        /// `@Lazy` above a factory parameter or bundle property whose type is `@MainActor`, `async` or `throws`.
        case effectfulLazyDependency
        // Entry points (the root graph's, given some when it names none)
        /// An entry point asks for a type nothing binds.
        case unboundEntryPoint
        /// An entry point's property leaves out an effect of creating its binding.
        case undeclaredEntryPointEffects
        /// An entry point declared `{ get set }`.
        case settableEntryPoint
        /// An entry point declared as a factory of its binding's type.
        case factoryEntryPoint
        /// A second `@EntryPoints` protocol of the root graph.
        case multipleEntryPoints
        // Child graphs (in a graph that has some)
        /// A shared binding of the root graph takes a binding that lives only in child graphs.
        case bindingInChildGraph
        /// An unscoped binding that lives in a child graph takes a binding of another branch: no graph has both.
        case bindingInSiblingGraph
        /// `in:` names no graph (a typo).
        case unknownGraphInPlacement
        /// `parent:` names no graph (a typo of the root graph's name).
        case unknownParentGraph
        /// A child graph's `parent:` names one of its descendants, or itself.
        case graphParentCycle
        /// A second `@Inputs` declares a graph already declared, the root graph, or a graph named like a type.
        case duplicateGraph
        /// A shared provider in a child graph returns a type bound (kept) in an ancestor.
        case duplicateBindingInAncestor
        /// `in:` on an unscoped (or assisted) binding.
        case placementOfUnscopedBinding
        /// An entry point of the root graph offers a binding that lives only in child graphs.
        case entryPointInChildGraph
        /// An `@EntryPoints` protocol's `graph:` names no graph (a typo of a child graph's name).
        case entryPointsOfUnknownGraph

        /// Whether the fault needs child graphs: those faults are made in graphs that have some, the others in graphs
        /// that have none.
        var needsChildGraphs: Bool {
            switch self {
            case .bindingInChildGraph, .bindingInSiblingGraph, .unknownGraphInPlacement, .unknownParentGraph,
                 .graphParentCycle, .duplicateGraph, .duplicateBindingInAncestor, .placementOfUnscopedBinding,
                 .entryPointInChildGraph, .entryPointsOfUnknownGraph: true
            default: false
            }
        }
    }

    let kind: Kind
    let graph: RandomGraph
    let source: RandomGraphSource
    /// The formatted diagnostics, in the order the collector sorts them.
    let expected: [String]

    /// What a fault makes of the graph: the changed model, the edit of its sources with the diagnostics the edit
    /// gives at the annotation stage, and the nodes that then make no binding.
    struct Injection {
        var graph: RandomGraph
        var edit: (inout RandomGraphSource) -> [Diagnostic] = { _ in [] }
        var vanished: Set<Int> = []
        /// The types the rejected annotations meant to bind, which nothing then reports missing.
        var rejectedTypes: Set<String> = []
        /// Errors of the graph stage the model of bindings does not derive (a binding out of reach), given with
        /// the edited sources.
        var graphErrors: (RandomGraphSource) -> [Diagnostic] = { _ in [] }
    }

    /// Injects a fault of a random kind that the graph has a place for, at a random such place.
    init?(into valid: RandomGraph, using random: inout SplitMix64) {
        var remaining = Kind.allCases.filter { $0.needsChildGraphs == valid.hasChildGraphs }.shuffled(using: &random)
        while let kind = remaining.popLast() {
            guard let injection = Self.inject(kind, into: valid, using: &random) else { continue }
            self.kind = kind
            graph = injection.graph
            var source = RandomGraphSource(injection.graph)
            let annotationDiagnostics = injection.edit(&source)
            self.source = source
            let bindings = RandomGraphBindings(injection.graph, source, vanished: injection.vanished,
                                               rejectedTypes: injection.rejectedTypes)
            let graphDiagnostics = bindings.graphDiagnostics(
                afterAnnotationErrors: annotationDiagnostics.contains { $0.severity == .error },
                adding: injection.graphErrors(source))
            expected = (annotationDiagnostics + graphDiagnostics).sorted { lhs, rhs in
                (lhs.location ?? SourceLocation(file: "", line: 0, column: 0), lhs.message)
                    < (rhs.location ?? SourceLocation(file: "", line: 0, column: 0), rhs.message)
            }.map(\.formatted)
            return
        }
        return nil
    }

    // MARK: - Injecting

    private static func inject(_ kind: Kind, into valid: RandomGraph, using random: inout SplitMix64) -> Injection? {
        switch kind {
        case .cycle: cycle(valid, &random)
        case .injectedPropertyCycle: injectedPropertyCycle(valid, &random)
        case .missingInjectedProperty: missingInjectedProperty(valid, &random)
        case .unannotatedComponent: unannotatedComponent(valid, &random)
        case .unboundType: unboundType(valid, &random)
        case .unboundName: unboundName(valid, &random)
        case .assistedAskedForItself: assistedAskedForItself(valid, &random)
        case .duplicateProtocol: duplicateProtocol(valid, &random)
        case .duplicateType: duplicateType(valid, &random)
        case .missingConformance: missingConformance(valid, &random)
        case .compositionMissingConformance: compositionMissingConformance(valid, &random)
        case .unboundComposition: unboundComposition(valid, &random)
        case .asyncKeptInstance: asyncKeptInstance(valid, &random)
        case .undeclaredFactoryEffects: undeclaredFactoryEffects(valid, &random)
        case .mainActorFactoryIsolation: mainActorFactoryIsolation(valid, &random)
        case .effectfulAssistedComponent: effectfulAssistedComponent(valid, &random)
        case .effectfulFactoryCollection: effectfulFactoryCollection(valid, &random)
        // The warning's graph is valid, and gets the unused bindings' warnings of its entry points too: it is made
        // without them.
        case .weakInstanceHeldByShared: weakInstanceHeldByShared(valid.withoutEntryPoints, &random)
        case .nonSendableGraph: nonSendableGraph(valid, &random)
        case .unknownAnnotation: unknownAnnotation(valid, &random)
        case .unknownOption: unknownOption(valid, &random)
        case .duplicateOption: duplicateOption(valid, &random)
        case .invalidScope: invalidScope(valid, &random)
        case .unsupportedWeakScope: unsupportedWeakScope(valid, &random)
        case .noncopyableKeptInstance: noncopyableKeptInstance(valid, &random)
        case .unscopedTeardown: unscopedTeardown(valid, &random)
        case .unknownTeardownMethod: unknownTeardownMethod(valid, &random)
        case .unsupportedTeardownMethod: unsupportedTeardownMethod(valid, &random)
        case .unknownAssistedParameter: unknownAssistedParameter(valid, &random)
        case .sharedAssistedComponent: sharedAssistedComponent(valid, &random)
        case .assistedContribution: assistedContribution(valid, &random)
        case .missingContributionKey: missingContributionKey(valid, &random)
        case .duplicateContributionKey: duplicateContributionKey(valid, &random)
        case .invalidContributionKey: invalidContributionKey(valid, &random)
        case .unsupportedKeyType: unsupportedKeyType(valid, &random)
        case .unknownEnumKey: unknownEnumKey(valid, &random)
        case .unsupportedBundleRequirement: unsupportedBundleRequirement(valid, &random)
        case .injectedPropertyOutsideClass: injectedPropertyOutsideClass(valid, &random)
        case .unsettableInjectedProperty: unsettableInjectedProperty(valid, &random)
        case .multipleInputs: multipleInputs(valid, &random)
        case .ambiguousInitializer: ambiguousInitializer(valid, &random)
        case .unknownOptionalDependency: unknownOptionalDependency(valid, &random)
        case .nonOptionalDependency: nonOptionalDependency(valid, &random)
        case .nonFactoryLazyDependency: lazyDependency(valid, &random, effectful: false)
        case .effectfulLazyDependency: lazyDependency(valid, &random, effectful: true)
        case .bindingInChildGraph: bindingInChildGraph(valid, &random)
        case .bindingInSiblingGraph: bindingInSiblingGraph(valid, &random)
        case .unknownGraphInPlacement: unknownGraphInPlacement(valid, &random)
        case .unknownParentGraph: unknownParentGraph(valid, &random)
        case .graphParentCycle: graphParentCycle(valid, &random)
        case .duplicateGraph: duplicateGraph(valid, &random)
        case .duplicateBindingInAncestor: duplicateBindingInAncestor(valid, &random)
        case .placementOfUnscopedBinding: placementOfUnscopedBinding(valid, &random)
        case .unboundEntryPoint: unboundEntryPoint(valid, &random)
        case .undeclaredEntryPointEffects: undeclaredEntryPointEffects(valid, &random)
        case .settableEntryPoint: settableEntryPoint(valid, &random)
        case .factoryEntryPoint: factoryEntryPoint(valid, &random)
        case .multipleEntryPoints: multipleEntryPoints(valid, &random)
        case .entryPointInChildGraph: entryPointInChildGraph(valid, &random)
        case .entryPointsOfUnknownGraph: entryPointsOfUnknownGraph(valid, &random)
        }
    }

    // MARK: - The graph

    private static func cycle(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        var graph = valid
        let nodes = graph.nodes
        let needs = graph.valueDependencies()
        let pairs = nodes.indices.flatMap { node in
            nodes.indices.filter { nodes[$0].hasOwnBinding && needs[$0].contains(node) }.map { (node, $0) }
        }
        guard let (node, target) = random.pick(pairs) else { return nil }
        let replaceable = nodes[node].parameters.indices.filter { position in
            if case .factory(target, _, _) = nodes[node].parameters[position].request { return true }
            return false
        }
        if let position = random.pick(replaceable),
           case .factory(_, let route, _) = nodes[node].parameters[position].request {
            graph.nodes[node].parameters[position].request = .value(node: target, route: route)
            // A value is not lazy: `@Lazy` stays above a factory only.
            graph.nodes[node].parameters[position].isLazy = false
        } else {
            let route: RandomGraph.Route = random.pick(nodes[target].roles).map { .role($0) } ?? .own
            insert(RandomGraph.Parameter(name: "back", request: .value(node: target, route: route),
                                         qualifier: nodes[target].qualifier),
                   into: node, of: &graph, using: &random)
        }
        return Injection(graph: graph)
    }

    /// A component class gets a value property of something that needs it: the cycle goes through "'@Inject'
    /// property 'back' of 'PartN'" (the model's dependencies put properties after the init's parameters).
    private static func injectedPropertyCycle(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let needs = valid.valueDependencies()
        let pairs = valid.nodes.filter { $0.kind == .component && $0.takesInjectedProperties }.flatMap { node in
            valid.nodes.indices.filter { valid.nodes[$0].hasOwnBinding && needs[$0].contains(node.index) }.map { (node.index, $0) }
        }
        guard let (node, target) = random.pick(pairs) else { return nil }
        var graph = valid
        let route: RandomGraph.Route = random.pick(valid.nodes[target].roles).map { .role($0) } ?? .own
        let position = Int.random(in: 0...graph.nodes[node].injectedProperties.count, using: &random)
        graph.nodes[node].injectedProperties.insert(
            RandomGraph.Parameter(name: "back", request: .value(node: target, route: route),
                                  qualifier: valid.nodes[target].qualifier, isOptional: random.chance(50)),
            at: position)
        return Injection(graph: graph)
    }

    /// A component class (maybe assisted, or a contribution) gets an `@Inject` property of a type nothing binds:
    /// one error, at the property, though both its creation and its `inject(into:)` take it.
    private static func missingInjectedProperty(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.filter(\.takesInjectedProperties).map(\.index)) else { return nil }
        var graph = valid
        let position = Int.random(in: 0...graph.nodes[node].injectedProperties.count, using: &random)
        graph.nodes[node].injectedProperties.insert(
            RandomGraph.Parameter(name: "unwired", request: .unbound("Unwired"), isOptional: random.chance(50)), at: position)
        return Injection(graph: graph)
    }

    /// Components others take, whose parameters carry no `@Named` or `@AllowEmpty` (which need an annotated
    /// component), bound only as themselves.
    private static func takenPlainComponents(_ graph: RandomGraph) -> [Int] {
        graph.nodes.filter { node in
            node.kind == .component && node.hasOwnBinding && node.roles.isEmpty && node.composition == nil
                && node.qualifier == nil
                && node.injectedProperties.isEmpty
                && node.parameters.allSatisfy { $0.qualifier == nil && !isAllowedEmpty($0, graph) }
                && graph.nodes.contains { other in other.allRequests.contains { asksFor(node.index, $0) } }
        }.map(\.index)
    }

    private static func unannotatedComponent(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(takenPlainComponents(valid)) else { return nil }
        var graph = valid
        graph.nodes[node].isAnnotated = false
        return Injection(graph: graph)
    }

    private static func unboundType(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.map(\.index)) else { return nil }
        var graph = valid
        insert(RandomGraph.Parameter(name: "unwired", request: .unbound("Unwired")), into: node, of: &graph, using: &random)
        return Injection(graph: graph)
    }

    private static func unboundName(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let places = valid.nodes.flatMap { node in
            node.allRequests.indices.filter { asksForAnyNode(node.allRequests[$0]) }.map { (node.index, $0) }
        }
        guard let (node, position) = random.pick(places) else { return nil }
        var graph = valid
        graph.nodes[node].modifyRequest(at: position) { $0.qualifier = "nowhere" }
        return Injection(graph: graph)
    }

    private static func assistedAskedForItself(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let assisted = random.pick(valid.nodes.filter { $0.kind == .assisted }.map(\.index)),
              let node = random.pick(valid.nodes.indices.filter { $0 != assisted }) else { return nil }
        var graph = valid
        insert(RandomGraph.Parameter(name: "itself", request: .value(node: assisted, route: .own)), into: node, of: &graph,
               using: &random)
        return Injection(graph: graph)
    }

    private static func duplicateProtocol(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let bound = valid.nodes.flatMap { node in node.roles.map { (node, $0) } }
        guard let (node, role) = random.pick(bound) else { return nil }
        var graph = valid
        graph.extraBindings.append(RandomGraph.ExtraBinding(
            name: "SecondRole\(role)", kind: .component(roles: [role]), qualifier: node.qualifier,
            position: Int.random(in: 0...valid.nodes.count, using: &random)))
        return Injection(graph: graph)
    }

    private static func duplicateType(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.filter(\.hasOwnBinding)) else { return nil }
        var graph = valid
        graph.extraBindings.append(RandomGraph.ExtraBinding(
            name: "another\(node.className)", kind: .provider(returnType: node.className), qualifier: node.qualifier,
            position: Int.random(in: 0...valid.nodes.count, using: &random)))
        return Injection(graph: graph)
    }

    /// The declaration loses the protocol of its `into:`, or one of its `as:` that nothing asks for (one that is
    /// asked for would be missing too, which this fault does not predict).
    private static func missingConformance(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let requests = valid.nodes.flatMap(\.allRequests)
        let unaskedRoles = valid.nodes.flatMap { node in
            node.roles.filter { role in !requests.contains { asks($0, for: node.index, route: .role(role)) } }
                .map { (node.index, Optional($0)) }
        }
        let contributions = valid.nodes.filter { $0.kind == .component && $0.contribution != nil }
            .map { ($0.index, Int?.none) }
        guard let (node, role) = random.pick(unaskedRoles + contributions) else { return nil }
        let name = valid.nodes[node].className
        let collection = valid.nodes[node].contribution.map { valid.collections[$0.collection] }
        let declared = valid.conformances(of: node)
        let removed = role.map { "Role\($0)" } ?? collection?.elementProtocol ?? ""
        let remaining = declared.filter { $0 != removed }
        return Injection(graph: valid, edit: { source in
            guard let header = source.declarations[node], let annotation = source.annotations[node] else { return [] }
            source.replace(": \(declared.joined(separator: ", ")) {", with: (remaining.isEmpty ? "" : ": \(remaining.joined(separator: ", "))") + " {",
                           onLine: header.line)
            guard let role else {
                let column = RandomGraphSource.column(of: removed, in: source.text(ofLine: annotation))
                return [.error(.missingConformance, "'\(name)' does not conform to '\(removed)', so it cannot be a contribution 'into: \(collection?.intoText ?? "")'; add ': \(removed)' to its declaration (or an extension), or change 'into:'",
                               at: SourceLocation(file: RandomGraphSource.path, line: annotation, column: column))]
            }
            return [.error(.missingConformance, "'\(name)' does not conform to 'Role\(role)', so it cannot be bound 'as: Role\(role)'; add ': Role\(role)' to its declaration (or an extension), or remove it from 'as:'",
                           at: source.roles[node]?[role],
                           notes: [.init(remaining.isEmpty
                                         ? "'\(name)' declares no supertypes or protocols"
                                         : "'\(name)' declares \(RandomGraphBindings.list(remaining.map { "'\($0)'" }))",
                                         at: header)])]
        })
    }

    /// The declaration loses a member of the composition it is bound `as:`: that binding is refused at its `as:`,
    /// and nothing that asks for the composition is told it is missing (the node's other bindings stay).
    private static func compositionMissingConformance(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let places = valid.nodes.flatMap { node in (node.composition?.members ?? []).map { (node.index, $0) } }
        guard let (node, trait) = random.pick(places), let composition = valid.nodes[node].composition else { return nil }
        let name = valid.nodes[node].className
        let declared = valid.conformances(of: node)
        let removed = "Trait\(trait)"
        let remaining = declared.filter { $0 != removed }
        var injection = Injection(graph: valid, edit: { source in
            guard let header = source.declarations[node] else { return [] }
            source.replace(": \(declared.joined(separator: ", ")) {",
                           with: (remaining.isEmpty ? "" : ": \(remaining.joined(separator: ", "))") + " {", onLine: header.line)
            return [.error(.missingConformance, "'\(name)' does not conform to '\(removed)', a member of '\(composition.written)', so it cannot be bound 'as: \(composition.written)'; add ': \(removed)' to its declaration (or an extension), or remove '\(composition.written)' from 'as:'",
                           at: source.compositions[node],
                           notes: [.init(remaining.isEmpty
                                         ? "'\(name)' declares no supertypes or protocols"
                                         : "'\(name)' declares \(RandomGraphBindings.list(remaining.map { "'\($0)'" }))",
                                         at: header)])]
        })
        injection.rejectedTypes = [composition.canonical]
        return injection
    }

    /// A node asks for a composition of two or three protocols a component declares (its `as:` protocols and its
    /// composition's members), in a random order, with or without `any`, that nothing binds: the error names every
    /// component that conforms to each member and the `as:` to add.
    private static func unboundComposition(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let bound = Set(valid.nodes.compactMap { $0.composition?.canonical })
        let conforming = valid.nodes.filter { node in
            node.kind == .component && node.isAnnotated
                && node.roles.count + (node.composition?.members.count ?? 0) >= 2
        }
        guard let node = random.pick(conforming), let consumer = random.pick(valid.nodes.map(\.index)) else { return nil }
        let protocols = node.roles.map { "Role\($0)" } + (node.composition?.members.map { "Trait\($0)" } ?? [])
        var members: [String] = []
        for _ in 0..<10 {
            members = Array(protocols.shuffled(using: &random).prefix(Int.random(in: 2...min(3, protocols.count), using: &random)))
            if !bound.contains(members.sorted().joined(separator: " & ")) { break }
            members = []
        }
        guard !members.isEmpty else { return nil }
        var graph = valid
        let type = (random.chance(50) ? "any " : "") + members.joined(separator: " & ")
        insert(RandomGraph.Parameter(name: "unwired", request: .unbound(type)), into: consumer, of: &graph, using: &random)
        return Injection(graph: graph)
    }

    /// The rest follows from the model: the kept instance and the kept ones that need it are reported, and every
    /// factory or assisted component that now has effects it does not allow.
    private static func asyncKeptInstance(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let candidates = valid.nodes.filter { node in
            (node.kind == .component || node.kind == .provider) && node.keepsInstance && !node.isAsync
                && !valid.effects[node.index].isMainActor
        }
        guard let node = random.pick(candidates) else { return nil }
        var graph = valid
        graph.nodes[node.index].isAsync = true
        graph.nodes[node.index].isMemberwise = false
        return Injection(graph: graph)
    }

    private static func undeclaredFactoryEffects(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let places = valid.nodes.flatMap { node in
            // Not a component's factory property, which its `inject(into:)` takes too (the message would name both).
            (node.kind == .injected ? node.allRequests.indices : node.parameters.indices).compactMap { position -> (Int, Int, RandomGraph.Effects)? in
                guard case .factory(let target, _, let type) = node.allRequests[position].request else { return nil }
                // A plain factory taken on the main actor needs no `@MainActor`: the closure is formed there.
                var needed = valid.effects[target]
                needed.isMainActor = needed.isMainActor && type.isSendable
                return needed.isEmpty ? nil : (node.index, position, needed)
            }
        }
        guard let (node, position, needed) = random.pick(places) else { return nil }
        let left = [needed.isMainActor ? 0 : nil, needed.isAsync ? 1 : nil, needed.isThrowing ? 2 : nil].compactMap { $0 }
        guard let effect = random.pick(left) else { return nil }
        var graph = valid
        graph.nodes[node].modifyRequest(at: position) { parameter in
            guard case .factory(let target, let route, var type) = parameter.request else { return }
            switch effect {
            case 0: type.effects.isMainActor = false
            case 1: type.effects.isAsync = false
            default: type.effects.isThrowing = false
            }
            parameter.request = .factory(node: target, route: route, type: type)
        }
        return Injection(graph: graph)
    }

    /// Not on an injected class's property, whose `@MainActor` factory Wiring misreads (see ``RandomGraph``).
    private static func mainActorFactoryIsolation(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let places = valid.nodes.filter { $0.kind != .injected && !valid.effects[$0.index].isMainActor }.flatMap { node in
            node.parameters.indices.filter {
                if case .factory = node.parameters[$0].request { return true }
                return false
            }.map { (node.index, $0) }
        }
        guard let (node, position) = random.pick(places) else { return nil }
        var graph = valid
        guard case .factory(let target, let route, var type) = graph.nodes[node].parameters[position].request else { return nil }
        type.effects.isMainActor = true
        graph.nodes[node].parameters[position].request = .factory(node: target, route: route, type: type)
        // A `@Lazy` factory that is `@MainActor` is refused where its annotation is checked (EffectfulLazyDependency),
        // and after that error the graph stage reports no effects.
        guard graph.nodes[node].parameters[position].isLazy else { return Injection(graph: graph) }
        return Injection(graph: graph, edit: { source in lazyError(graph, node, position, source) })
    }

    /// Its own init gets an effect (refused with the component), or it takes a value whose creation has one (refused
    /// by the graph).
    private static func effectfulAssistedComponent(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.filter { $0.kind == .assisted }.map(\.index)) else { return nil }
        var graph = valid
        let effectful = valid.nodes.indices.filter { target in
            target != node && valid.nodes[target].hasOwnBinding && !valid.effects[target].isEmpty
        }
        if let target = random.pick(effectful), random.chance(50) {
            insert(RandomGraph.Parameter(name: "effectful", request: .value(node: target, route: .own),
                                         qualifier: valid.nodes[target].qualifier),
                   into: node, of: &graph, using: &random)
            return Injection(graph: graph)
        }
        // A main-actor one is made on the main actor: only `async` and `throws` are refused.
        if random.chance(50) { graph.nodes[node].isAsync = true } else { graph.nodes[node].isThrowing = true }
        graph.nodes[node].isMemberwise = false
        let name = valid.nodes[node].className
        let effects = graph.nodes[node].ownEffects
        return Injection(graph: graph, edit: { source in
            [.error(.effectfulAssistedComponent, "'\(name)' takes assisted values and its creation is '\(effects.description)'; Wiring makes assisted components only synchronously for now: remove 'assisted:' and take those values another way, or make its init neither 'async' nor 'throws'",
                    at: source.declarations[node])]
        }, vanished: [node], rejectedTypes: [name, valid.assistedFactoryType(of: node)])
    }

    private static func effectfulFactoryCollection(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let requests = valid.nodes.flatMap(\.allRequests).map(\.request)
        let members = valid.collections.filter { collection in
            requests.contains { if case .collection(collection.index, factories: true) = $0 { true } else { false } }
        }.flatMap(\.members)
        guard let member = random.pick(members) else { return nil }
        var graph = valid
        if random.chance(50) { graph.nodes[member].isThrowing = true } else { graph.nodes[member].isAsync = true }
        graph.nodes[member].isMemberwise = false
        return Injection(graph: graph)
    }

    /// A shared component takes a lower-numbered weak one (no cycle), whose creation adds no effect to its own.
    private static func weakInstanceHeldByShared(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let pairs = valid.nodes.filter { $0.kind == .component && $0.scope == .shared }.flatMap { holder in
            valid.nodes.filter { weak in
                weak.index < holder.index && weak.scope == .weak && weak.hasOwnBinding
                    && valid.effects[holder.index].union(valid.effects[weak.index]) == valid.effects[holder.index]
            }.map { (holder.index, $0.index) }
        }
        guard let (holder, weak) = random.pick(pairs) else { return nil }
        var graph = valid
        let route: RandomGraph.Route = random.pick(valid.nodes[weak].roles).map { .role($0) } ?? .own
        insert(RandomGraph.Parameter(name: "held", request: .value(node: weak, route: route), qualifier: valid.nodes[weak].qualifier),
               into: holder, of: &graph, using: &random)
        return Injection(graph: graph)
    }

    // MARK: - Annotations

    /// A misspelled `@Component` leaves the component unannotated: everything that takes it misses it too.
    private static func unknownAnnotation(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(takenPlainComponents(valid)) else { return nil }
        var graph = valid
        graph.nodes[node].isAnnotated = false
        return Injection(graph: graph, edit: { source in
            guard let line = source.annotations[node] else { return [] }
            let column = source.replace("Not a component.", with: "@Componet", onLine: line)
            let known = ["@Component", "@Provides", "@Inject", "@Inputs", "@Bundle", "@Named", "@AllowEmpty", "@Optional", "@Lazy",
                         "@EntryPoints"]
            return [.error(.unknownAnnotation, "unknown annotation '@Componet'; did you mean '@Component'?",
                           at: SourceLocation(file: RandomGraphSource.path, line: line, column: column),
                           notes: [.init("Wiring's annotations are \(RandomGraphBindings.list(known.map { "'\($0)'" }))", at: nil)])]
        })
    }

    private static func unknownOption(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let misspellings = ["scope": "scop", "as": "ass", "assisted": "asisted", "into": "intoo", "priority": "priorty",
                            "key": "keys", "teardown": "teardwn"]
        let places = vanishable(valid).flatMap { node in options(of: valid.nodes[node], in: valid).map { (node, $0) } }
        guard let (node, option) = random.pick(places), let misspelled = misspellings[option] else { return nil }
        let annotation = valid.nodes[node].kind == .provider ? "Provides" : "Component"
        return rejecting(node, of: valid) { source, line in
            let column = source.replace("\(option): ", with: "\(misspelled): ", onLine: line)
            return .error(.unknownAnnotationOption, "unknown option '\(misspelled)' for '@\(annotation)'; did you mean '\(option)'?",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    private static func duplicateOption(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(vanishable(valid).filter { valid.nodes[$0].scope != .unscoped }) else { return nil }
        let scope = "scope: .\(valid.nodes[node].scope.rawValue)"
        return rejecting(node, of: valid) { source, line in
            let column = source.replace(scope, with: "\(scope), \(scope)", onLine: line) + "\(scope), ".utf8.count
            return .error(.duplicateAnnotationOption, "option 'scope' is given twice; keep one",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    private static func invalidScope(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(vanishable(valid).filter { valid.nodes[$0].scope != .unscoped }) else { return nil }
        return rejecting(node, of: valid) { source, line in
            let column = source.replace(".\(valid.nodes[node].scope.rawValue)", with: ".singleton", onLine: line)
            return .error(.invalidOptionValue, "unknown scope '.singleton'; use '.unscoped', '.shared' or '.weak'",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    private static func unsupportedWeakScope(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let candidates = vanishable(valid).filter { node in
            (valid.nodes[node].kind == .component && valid.nodes[node].shape == .structure) || valid.nodes[node].kind == .provider
        }
        guard let node = random.pick(candidates) else { return nil }
        var graph = valid
        graph.nodes[node].scope = .weak
        let name = valid.nodes[node].className
        let provider = RandomGraph.contributorName(valid.nodes[node]).dropLast(2)
        return rejecting(node, of: graph) { source, line in
            guard valid.nodes[node].kind == .component else {
                return .error(.unsupportedWeakScope, "'@Provides' function '\(provider)' cannot be '.weak': Wiring holds weakly only components whose type it sees is a class; use '.shared', or make the type a component",
                              at: source.declarations[node])
            }
            return .error(.unsupportedWeakScope, "'\(name)' is a struct, which is copied, so nothing can hold it weakly: use 'scope: .shared' or '.unscoped', or make it a class",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: 4))
        }
    }

    private static func unscopedTeardown(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(vanishable(valid).filter { valid.nodes[$0].hasTeardown }) else { return nil }
        let name = valid.nodes[node].className
        return rejecting(node, of: valid) { source, line in
            source.replace("scope: .\(valid.nodes[node].scope.rawValue), ", with: "", onLine: line)
            let column = RandomGraphSource.column(of: "teardown: close", in: source.text(ofLine: line)) + "teardown: ".utf8.count
            return .error(.unscopedTeardown, "'teardown: close' needs an instance the graph keeps, but '\(name)' is unscoped: add 'scope: .shared' (or '.weak')",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    private static func unknownTeardownMethod(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(vanishable(valid).filter { valid.nodes[$0].hasTeardown }) else { return nil }
        let name = valid.nodes[node].className
        return rejecting(node, of: valid) { source, line in
            let column = source.replace("teardown: close", with: "teardown: clos", onLine: line) + "teardown: ".utf8.count
            return .error(.unknownTeardownMethod, "'\(name)' has no method 'clos()' to call on teardown; did you mean 'close'?",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    private static func unsupportedTeardownMethod(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(vanishable(valid).filter { valid.nodes[$0].hasTeardown }) else { return nil }
        let name = valid.nodes[node].className
        return rejecting(node, of: valid) { source, line in
            guard let method = source.teardownMethods[node] else { return nil }
            source.replace("func close() {", with: "func close() async {", onLine: method)
            let column = RandomGraphSource.column(of: "teardown: close", in: source.text(ofLine: line)) + "teardown: ".utf8.count
            return .error(.unsupportedTeardownMethod, "teardown method 'close()' of '\(name)' must be internal, synchronous and non-throwing, as 'shutdown()' calls it directly: handle its errors inside it",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column),
                          notes: [.init("'close()' is declared here", at: SourceLocation(
                              file: RandomGraphSource.path, line: method,
                              column: RandomGraphSource.column(of: "close()", in: source.text(ofLine: method))))])
        }
    }

    /// The component is refused, and whoever takes its factory is not told it is missing too, so the component may
    /// be one whose factory is taken.
    private static func unknownAssistedParameter(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let places = vanishable(valid, factoriesTaken: true).filter { valid.nodes[$0].kind == .assisted }.flatMap { node in
            valid.nodes[node].assisted.map { (node, $0.name) }
        }
        guard let (node, value) = random.pick(places) else { return nil }
        let misspelled = ["speed": "sped", "label": "labl"][value] ?? value
        let name = valid.nodes[node].className
        return rejecting(node, of: valid, factoryToo: true) { source, line in
            let column = source.replace(value, with: misspelled, onLine: line)
            return .error(.unknownAssistedParameter, "'\(misspelled)' in 'assisted:' is not a parameter of '\(name).init'; did you mean '\(value)'?",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    private static func sharedAssistedComponent(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.filter { $0.kind == .assisted }.map(\.index)) else { return nil }
        let name = valid.nodes[node].className
        return rejecting(node, of: valid, factoryToo: true) { source, line in
            source.replace("(assisted:", with: "(scope: .shared, assisted:", onLine: line)
            return .error(.conflictingOptions, "'\(name)' takes assisted values, so each call creates a new one and it cannot be shared: remove 'scope: .shared'",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: 4))
        }
    }

    /// An assisted component put into one of the graph's collections: refused at the collection, and the collection's
    /// consumers are not told it is missing.
    private static func assistedContribution(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.filter { $0.kind == .assisted }.map(\.index)),
            let collection = random.pick(valid.collections)
        else { return nil }
        let name = valid.nodes[node].className
        return rejecting(node, of: valid, factoryToo: true) { source, line in
            let column = source.replace("(assisted:", with: "(into: \(collection.intoText), assisted:", onLine: line)
            return .error(
                .conflictingOptions,
                "'\(name)' takes assisted values, so the graph cannot put it into a collection on its own: remove 'assisted:' or 'into:'",
                at: SourceLocation(file: RandomGraphSource.path, line: line, column: column + "(into: ".utf8.count))
        }
    }

    private static func missingContributionKey(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let keyed = vanishable(valid).filter { node in
            valid.nodes[node].contribution.map { valid.collections[$0.collection].isKeyed } ?? false
        }
        guard let node = random.pick(keyed), let contribution = valid.nodes[node].contribution else { return nil }
        let collection = valid.collections[contribution.collection]
        return rejecting(node, of: valid) { source, line in
            source.replace(", key: \(collection.literal(ofKey: contribution.key))", with: "", onLine: line)
            return .error(.missingContributionKey, "a contribution 'into: \(collection.intoText)' needs its key: add \(collection.keyExample)",
                          at: source.contributions[node])
        }
    }

    private static func invalidContributionKey(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let keyed = vanishable(valid).filter { node in
            valid.nodes[node].contribution.map { valid.collections[$0.collection].isKeyed } ?? false
        }
        guard let node = random.pick(keyed), let contribution = valid.nodes[node].contribution else { return nil }
        let collection = valid.collections[contribution.collection]
        let written = collection.literal(ofKey: contribution.key)
        let (wrong, kind, expected): (String, String, String) =
            switch collection.keyKind {
            case .string: (String(contribution.key.dropFirst()), "a whole number", "strings: write a string, like 'key: \"dark\"'")
            case .integer: ("\"\(contribution.key)\"", "a string", "whole numbers: write a whole number, like 'key: 3'")
            case .enumCase:
                ("\"\(contribution.key)\"", "a string",
                 "cases of '\(collection.keyType)': write a case, like 'key: .k\(valid.nodes.first { $0.contribution?.collection == collection.index }?.index ?? node)'")
            }
        return rejecting(node, of: valid) { source, line in
            let column = source.replace("key: \(written)", with: "key: \(wrong)", onLine: line) + "key: ".utf8.count
            return .error(.invalidContributionKey,
                          "'key: \(wrong)' is \(kind), but the keys of 'into: \(collection.intoText)' are \(expected)",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    /// A contribution keys its dictionary by a type other than `String`, `Int` or an enum of the sources: it joins
    /// no collection.
    private static func unsupportedKeyType(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let keyed = vanishable(valid).filter { node in
            valid.nodes[node].contribution.map { valid.collections[$0.collection].isKeyed } ?? false
        }
        guard let node = random.pick(keyed), let contribution = valid.nodes[node].contribution,
              let keyType = random.pick(["Double", "Character", "NodeFailure", "Numbered"]) else { return nil }
        let collection = valid.collections[contribution.collection]
        let spelled = "[\(keyType): \(collection.elementProtocol)]"
        return rejecting(node, of: valid) { source, line in
            let column = source.replace("into: \(collection.intoText)", with: "into: \(spelled)", onLine: line) + "into: [".utf8.count
            return .error(.unsupportedKeyType,
                          "'\(keyType)' cannot key the collection 'into: \(spelled)': Wiring writes each contribution's key into the generated code as a literal, so a collection's keys are 'String', 'Int' or an enum declared in the sources; use one of those",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    /// A contribution to a dictionary keyed by an enum names no case of it: its own case misspelled (`.k7x`, which
    /// the error suggests is `.k7`), or a name near none (the error lists the cases).
    private static func unknownEnumKey(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let keyed = vanishable(valid).filter { node in
            valid.nodes[node].contribution.map { valid.collections[$0.collection].keyKind == .enumCase } ?? false
        }
        guard let node = random.pick(keyed), let contribution = valid.nodes[node].contribution else { return nil }
        let collection = valid.collections[contribution.collection]
        let misspelled = random.chance(60)
        let wrong = misspelled ? contribution.key + "x" : "elsewhere"
        let cases = valid.nodes.filter { $0.contribution?.collection == collection.index }.map { ".k\($0.index)" }
        let hint = misspelled
            ? "did you mean '.\(contribution.key)'?"
            : "its cases are \(RandomGraphBindings.list(cases.map { "'\($0)'" }))"
        return rejecting(node, of: valid) { source, line in
            let column = source.replace("key: .\(contribution.key)", with: "key: .\(wrong)", onLine: line) + "key: ".utf8.count
            return .error(.invalidContributionKey,
                          "'.\(wrong)' is not a case of '\(collection.keyType)', the key type of 'into: \(collection.intoText)'; \(hint)",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column),
                          notes: source.keyEnums[collection.index].map { [.init("'\(collection.keyType)' is declared here", at: $0)] } ?? [])
        }
    }

    /// The later contribution by place takes the earlier one's key.
    private static func duplicateContributionKey(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let pairs = valid.collections.filter(\.isKeyed).flatMap { collection in
            collection.members.flatMap { first in
                collection.members.filter { $0 != first }.map { (collection.index, first, $0) }
            }
        }
        guard let (index, first, second) = random.pick(pairs) else { return nil }
        let collection = valid.collections[index]
        return Injection(graph: valid, edit: { source in
            guard let firstLine = source.annotations[first], let secondLine = source.annotations[second],
                  let firstKey = valid.nodes[first].contribution?.key, let secondKey = valid.nodes[second].contribution?.key
            else { return [] }
            let firstLiteral = collection.literal(ofKey: firstKey)
            let secondColumn = source.replace("key: \(collection.literal(ofKey: secondKey))", with: "key: \(firstLiteral)", onLine: secondLine) + "key: ".utf8.count
            let firstColumn = RandomGraphSource.column(of: "key: \(firstLiteral)", in: source.text(ofLine: firstLine)) + "key: ".utf8.count
            var places = [
                (node: first, location: SourceLocation(file: RandomGraphSource.path, line: firstLine, column: firstColumn)),
                (node: second, location: SourceLocation(file: RandomGraphSource.path, line: secondLine, column: secondColumn)),
            ]
            places.sort { $0.location < $1.location }
            return [.error(.duplicateContributionKey, "key \(firstLiteral) is contributed twice to '\(collection.intoText)', by '\(RandomGraph.contributorName(valid.nodes[places[0].node]))' and '\(RandomGraph.contributorName(valid.nodes[places[1].node]))'; a dictionary's keys must be unique: change one",
                           at: places[1].location, notes: [.init("\(firstLiteral) is first contributed here", at: places[0].location)])]
        })
    }

    /// A property becomes settable, or the bundle refines `Numbered`: the bundle is refused, and so nothing reports
    /// it missing.
    private static func unsupportedBundleRequirement(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.filter { $0.kind == .bundle }) else { return nil }
        let name = node.className
        let property = random.chance(50) ? random.pick(Array(node.parameters.indices)) : nil
        return Injection(graph: valid, edit: { source in
            guard let property, let location = source.parameters[node.index]?[property] else {
                guard let header = source.declarations[node.index] else { return [] }
                let column = source.replace("\(name) {", with: "\(name): Numbered {", onLine: header.line) + "\(name): ".utf8.count
                return [.error(.unsupportedBundleRequirement, "bundle '\(name)' refines 'Numbered', whose requirements Wiring cannot see or fill in: declare the properties you need in '\(name)' itself, or remove 'Numbered'",
                               at: SourceLocation(file: RandomGraphSource.path, line: header.line, column: column))]
            }
            source.replace("{ get }", with: "{ get set }", onLine: location.line)
            return [.error(.unsupportedBundleRequirement, "property '\(node.parameters[property].name)' of bundle '\(name)' is settable; the graph fills a bundle in once: declare it '{ get }'",
                           at: location)]
        }, vanished: [node.index], rejectedTypes: [name])
    }

    private static func injectedPropertyOutsideClass(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.filter { $0.kind == .injected && !$0.injectedProperties.isEmpty }) else { return nil }
        let name = node.className
        return Injection(graph: valid, edit: { source in
            guard let header = source.declarations[node.index] else { return [] }
            source.replace("final class \(name)", with: "struct \(name)", onLine: header.line)
            return zip(node.injectedProperties, source.injectedProperties[node.index] ?? []).map { property, location in
                .error(.injectedPropertyOutsideClass, "'@Inject' property '\(property.name)' is in struct '\(name)'; only a class can be injected after it is made: annotate '\(name)' '// @Component' and take '\(property.name)' in its init instead",
                       at: location)
            }
        }, vanished: [node.index])
    }

    /// The other properties are still injected: nothing depends on `inject(into:)`, so nothing else changes.
    private static func unsettableInjectedProperty(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let places = valid.nodes.filter { $0.kind == .injected }.flatMap { node in node.injectedProperties.indices.map { (node, $0) } }
        guard let (node, property) = random.pick(places) else { return nil }
        return Injection(graph: valid, edit: { source in
            guard let location = source.injectedProperties[node.index]?[property] else { return [] }
            source.replace("var ", with: "let ", onLine: location.line)
            return [.error(.unsettableInjectedProperty, "'@Inject' property '\(node.injectedProperties[property].name)' of '\(node.className)' is a 'let'; 'inject(into:)' sets it after init: make it a 'var'",
                           at: location)]
        })
    }

    /// Only where nothing takes an input: with two `@Inputs` structs, the graph has none.
    private static func multipleInputs(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard !valid.nodes.flatMap(\.allRequests).contains(where: { if case .input = $0.request { true } else { false } })
        else { return nil }
        return Injection(graph: valid, edit: { source in
            var names = valid.inputs.isEmpty ? [] : ["GraphInputs"]
            var annotations = source.inputsAnnotation.map { [$0] } ?? []
            for name in (valid.inputs.isEmpty ? ["FirstInputs", "SecondInputs"] : ["MoreInputs"]) {
                let first = source.append(["", "// @Inputs", "struct \(name) {", "    let extra: Float", "}"])
                names.append(name)
                annotations.append(SourceLocation(file: RandomGraphSource.path, line: first + 1, column: 4))
            }
            return [.error(.multipleInputs, "the graph has \(names.count) '@Inputs' structs; it takes one: merge their properties into a single struct",
                           at: annotations[1],
                           notes: zip(names, annotations).map { .init("'\($0)' is marked '@Inputs' here", at: $1) })]
        })
    }

    private static func ambiguousInitializer(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let candidates = vanishable(valid).filter { [.component, .assisted].contains(valid.nodes[$0].kind) }
        guard let node = random.pick(candidates) else { return nil }
        let component = valid.nodes[node]
        return rejecting(node, of: valid) { source, _ in
            let extra = component.shape == .finalClass ? "    convenience init(extra: Int) { fatalError() }" : "    init(extra: Int) { fatalError() }"
            let first = source.append(["", "extension \(component.className) {", extra, "}"])
            guard let declaration = source.declarations[node] else { return nil }
            let declared: Diagnostic.Note = component.isMemberwise
                ? .init("candidate: the memberwise init Swift synthesizes (declare it to mark it)", at: declaration)
                : .init("candidate: init(\(component.parameters.map { "\($0.name):" }.joined()))", at: source.initializers[node])
            let added = Diagnostic.Note("candidate: init(extra:)", at: SourceLocation(
                file: RandomGraphSource.path, line: first + 2, column: RandomGraphSource.column(of: "init(", in: extra)))
            return .error(.ambiguousInitializer, "'\(component.className)' has 2 inits and Wiring cannot tell which to use; put '// @Inject' on the line above the one it should call",
                          at: declaration, notes: [declared, added])
        }
    }

    // MARK: - Optional dependencies

    /// `// @Optional` `(any Sensr)?` where the sources declare `protocol Sensor`: a type neither bound nor declared
    /// is an error with the near match, never a quiet nil (one error: its optional value is made, absent).
    private static func unknownOptionalDependency(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let node = random.pick(valid.nodes.map(\.index)) else { return nil }
        var graph = valid
        insert(RandomGraph.Parameter(name: "sensor", request: .optionalOf("Sensr"), isOptional: true), into: node,
               of: &graph, using: &random)
        let isProperty = graph.nodes[node].kind == .injected || graph.nodes[node].kind == .bundle
        let requests = graph.nodes[node].kind == .injected ? graph.nodes[node].injectedProperties : graph.nodes[node].parameters
        guard let position = requests.firstIndex(where: { $0.name == "sensor" }) else { return nil }
        return Injection(graph: graph, edit: { source in
            _ = source.append(["", "protocol Sensor: AnyObject {}"])
            let locations = isProperty && graph.nodes[node].kind == .injected
                ? source.injectedProperties[node] : source.parameters[node]
            guard let location = locations?[position] else { return [] }
            return [.error(.unknownOptionalDependency,
                           "'@Optional' \(isProperty ? "property" : "parameter") 'sensor' asks for 'Sensr', which nothing in the sources binds or declares, so it could never be anything but nil: did you mean 'Sensor'?",
                           at: location)]
        })
    }

    /// An `@Optional` init parameter or bundle property written without its `?`: one error, naming the type to write.
    private static func nonOptionalDependency(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let places = valid.nodes.flatMap { node in
            node.parameters.indices.filter { RandomGraphSource.optionalWrapped(valid, node.parameters[$0]) != nil }
                .map { (node.index, $0) }
        }
        guard let (node, position) = random.pick(places) else { return nil }
        var graph = valid
        graph.nodes[node].parameters[position].dropsOptional = true
        let parameter = graph.nodes[node].parameters[position]
        let wrapped = RandomGraphSource.optionalWrapped(valid, parameter) ?? ""
        let suggested = wrapped.hasPrefix("any ") ? "(\(wrapped))?" : wrapped + "?"
        return Injection(graph: graph, edit: { source in
            guard let location = source.parameters[node]?[position] else { return [] }
            return [.error(.nonOptionalDependency,
                           "'@Optional' is for a parameter or property of optional type ('T?', or a factory '() -> T?') that receives nil when nothing binds 'T'; '\(parameter.name)' takes '\(wrapped)': write '\(suggested)', or remove '@Optional'",
                           at: location)]
        })
    }

    /// `// @Lazy` above an init parameter or bundle property that takes a value (NonFactoryLazyDependency), or a
    /// factory whose type declares effects (EffectfulLazyDependency): one error at it, and the graph is built as if
    /// the annotation were not there.
    private static func lazyDependency(_ valid: RandomGraph, _ random: inout SplitMix64, effectful: Bool) -> Injection? {
        let places = valid.nodes.flatMap { node in
            node.parameters.indices.filter { position in
                switch node.parameters[position].request {
                case .value: !effectful
                case .factory(_, _, let type): effectful && !type.effects.isEmpty
                default: false
                }
            }.map { (node.index, $0) }
        }
        guard let (node, position) = random.pick(places) else { return nil }
        var graph = valid
        graph.nodes[node].parameters[position].isLazy = true
        return Injection(graph: graph, edit: { source in lazyError(graph, node, position, source) })
    }

    /// The error of a `@Lazy` init parameter or bundle property that takes a value or a factory with effects.
    private static func lazyError(_ graph: RandomGraph, _ node: Int, _ position: Int,
                                  _ source: RandomGraphSource) -> [Diagnostic] {
        let parameter = graph.nodes[node].parameters[position]
        let isBundle = graph.nodes[node].kind == .bundle
        // A bundle's property and a memberwise struct's stored property are written without `@escaping`.
        let isStored = isBundle || graph.nodes[node].isMemberwise
        guard let location = source.parameters[node]?[position] else { return [] }
        let written = source.parameterType(graph, graph.nodes[node], parameter)
        let type = isStored && written.hasPrefix("@escaping ") ? String(written.dropFirst("@escaping ".count)) : written
        switch parameter.request {
        case .factory(let target, let route, let factory):
            let declared = [factory.effects.isMainActor ? "'@MainActor'" : nil, factory.effects.isAsync ? "'async'" : nil,
                            factory.effects.isThrowing ? "'throws'" : nil].compactMap { $0 }
            let product = graph.spelledType(of: target, route: route, parameter: parameter)
            return [.error(.effectfulLazyDependency,
                           "'@Lazy' keeps the value of a factory without effects; '\(parameter.name)' takes '\(type)', which is \(declared.joined(separator: " and ")): remove '@Lazy' and keep the value of the first call yourself, or bind '\(product)' with 'scope: .shared' for one per graph",
                           at: location)]
        default:
            return [.error(.nonFactoryLazyDependency,
                           "'@Lazy' is for a \(isBundle ? "property" : "parameter") of factory type ('() -> T', '@escaping () -> T' or '@Sendable () -> T') that creates 'T' on its first call and keeps it; '\(parameter.name)' takes '\(type)': write '() -> \(type.dropFirst(RandomGraphSource.ownershipPrefix(parameter).count))' and call it where the value is first needed, or remove '@Lazy'",
                           at: location)]
        }
    }

    // MARK: - Places

    /// Nodes whose annotation can be rejected without anything else going missing: nobody asks for their `as:`
    /// protocols or (when assisted, unless `factoriesTaken`: the fault's rejection covers the factory) their factory,
    /// and a collection they contribute to keeps another contributor or is not taken.
    static func vanishable(_ graph: RandomGraph, factoriesTaken: Bool = false) -> [Int] {
        let requests = graph.nodes.flatMap(\.allRequests).map(\.request) + graph.entryPointRequests
        return graph.nodes.filter { node in
            // A class with `@Inject` properties keeps its `inject(into:)` without its annotation.
            guard node.isAnnotated, [.component, .assisted, .provider].contains(node.kind), node.injectedProperties.isEmpty
            else { return false }
            let asksForRole = requests.contains { request in
                switch request {
                case .value(node.index, .role), .factory(node.index, .role, _): true
                case .value(node.index, .composition), .factory(node.index, .composition, _): true
                default: false
                }
            }
            let asksForFactory = requests.contains { if case .assistedFactory(node.index) = $0 { true } else { false } }
            let emptiesCollection = node.contribution.map { contribution in
                graph.collections[contribution.collection].members.count == 1
                    && requests.contains { if case .collection(contribution.collection, _) = $0 { true } else { false } }
            } ?? false
            return !asksForRole && (factoriesTaken || !asksForFactory) && !emptiesCollection
        }.map(\.index)
    }

    /// The options the node's annotation writes.
    private static func options(of node: RandomGraph.Node, in graph: RandomGraph) -> [String] {
        let collection = node.contribution.map { graph.collections[$0.collection] }
        let writesPriority = collection.map { !$0.isKeyed && node.contribution?.priority != 0 } ?? false
        return [node.scope != .unscoped ? "scope" : nil, node.roles.isEmpty && node.composition == nil ? nil : "as", node.assisted.isEmpty ? nil : "assisted",
                collection == nil ? nil : "into", writesPriority ? "priority" : nil, collection?.isKeyed == true ? "key" : nil,
                node.hasTeardown ? "teardown" : nil].compactMap { $0 }
    }

    /// A fault whose error rejects the node's annotation: `diagnose` edits the annotation's line and gives the error
    /// (nil when the sources lack what it needs). The node vanishes, and so do reports of the type it meant to bind
    /// (and, for an assisted component refused once its annotation was read, of its factory type). A `@Named` above
    /// an annotation that cannot be read is not reported as naming nothing: one mistake, one error.
    static func rejecting(_ node: Int, of graph: RandomGraph, factoryToo: Bool = false,
                                  _ diagnose: @escaping (inout RandomGraphSource, Int) -> Diagnostic?) -> Injection {
        let declaration = graph.nodes[node]
        let boundType = declaration.kind == .provider
            ? declaration.contribution.map { graph.collections[$0.collection].elementProtocol } ?? declaration.className
            : declaration.className
        let factory = factoryToo ? [graph.assistedFactoryType(of: node)] : []
        return Injection(graph: graph, edit: { source in
            guard let line = source.annotations[node], let diagnostic = diagnose(&source, line) else { return [] }
            return [diagnostic]
        }, vanished: [node], rejectedTypes: Set([boundType] + factory))
    }

    static func insert(_ parameter: RandomGraph.Parameter, into node: Int, of graph: inout RandomGraph,
                               using random: inout SplitMix64) {
        if graph.nodes[node].kind == .injected {
            let position = Int.random(in: 0...graph.nodes[node].injectedProperties.count, using: &random)
            graph.nodes[node].injectedProperties.insert(parameter, at: position)
        } else {
            let position = Int.random(in: 0...graph.nodes[node].parameters.count, using: &random)
            graph.nodes[node].parameters.insert(parameter, at: position)
        }
    }

    private static func asks(_ parameter: RandomGraph.Parameter, for node: Int, route: RandomGraph.Route) -> Bool {
        switch parameter.request {
        case .value(node, route), .factory(node, route, _): true
        default: false
        }
    }

    private static func asksFor(_ node: Int, _ parameter: RandomGraph.Parameter) -> Bool {
        switch parameter.request {
        case .value(node, _), .factory(node, _, _): true
        default: false
        }
    }

    private static func asksForAnyNode(_ parameter: RandomGraph.Parameter) -> Bool {
        switch parameter.request {
        case .value, .factory: true
        default: false
        }
    }

    private static func isAllowedEmpty(_ parameter: RandomGraph.Parameter, _ graph: RandomGraph) -> Bool {
        if case .collection(let collection, _) = parameter.request { return graph.collections[collection].members.isEmpty }
        return false
    }
}

extension RandomGraph.Node {
    /// Its init's parameters, then its injected properties.
    var allRequests: [RandomGraph.Parameter] { parameters + injectedProperties }

    /// Changes one of ``allRequests``.
    mutating func modifyRequest(at position: Int, _ change: (inout RandomGraph.Parameter) -> Void) {
        if position < parameters.count {
            change(&parameters[position])
        } else {
            change(&injectedProperties[position - parameters.count])
        }
    }
}
