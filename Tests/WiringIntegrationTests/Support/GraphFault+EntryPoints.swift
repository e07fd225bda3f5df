import SeededRandom
import WiringCore

/// The faults of entry points (`// @EntryPoints`), in a graph given entry points of the root graph when it names
/// none: an entry point of a type nothing binds (MissingBinding), one whose property leaves out an effect of
/// creating its binding (UndeclaredEntryPointEffects), one that is settable or a factory (UnsupportedEntryPointRequirement,
/// and the protocol is rejected), a second protocol for the graph (MultipleEntryPoints); in a graph with child graphs,
/// one of a binding only a child graph has (BindingInOtherGraph) and a protocol for a graph no one declares
/// (UnknownGraph). Each message is the test's own rendering of the formats of docs/Diagnostics.md.
extension GraphFault {
    /// The graph, with entry points of `entryGraph`: its own, or one of what it sees when it names none.
    private static func withEntryPoints(_ valid: RandomGraph, of entryGraph: Int = 0,
                                        _ random: inout SplitMix64) -> RandomGraph? {
        var graph = valid
        guard graph.entryPoints[entryGraph] == nil else { return graph }
        let candidates = graph.entryPointCandidates(of: entryGraph)
        guard let target = random.pick(candidates) else { return nil }
        graph.entryPoints[entryGraph] = [RandomGraph.EntryPoint(name: "entry0", target: target,
                                                                declared: graph.readingEffects(of: target))]
        return graph
    }

    /// A name no entry point of the graph has: `entry7`.
    private static func freshName(in entryPoints: [RandomGraph.EntryPoint]) -> String {
        var number = entryPoints.count
        while entryPoints.contains(where: { $0.name == "entry\(number)" }) { number += 1 }
        return "entry\(number)"
    }

    /// An entry point of a type nothing binds, `var unwired: Unwired { get }`: a missing binding at the property.
    static func unboundEntryPoint(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard var graph = withEntryPoints(valid, &random), var entryPoints = graph.entryPoints[0] else { return nil }
        entryPoints.insert(RandomGraph.EntryPoint(name: "unwired", target: .unbound("Unwired"), declared: .init()),
                           at: Int.random(in: 0...entryPoints.count, using: &random))
        graph.entryPoints[0] = entryPoints
        return Injection(graph: graph)
    }

    /// An entry point of a binding whose creation has effects, declaring fewer of them (an entry point of its own,
    /// or one the graph had).
    static func undeclaredEntryPointEffects(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard var graph = withEntryPoints(valid, &random), var entryPoints = graph.entryPoints[0] else { return nil }
        let targets = graph.entryPointCandidates(of: 0).filter { !graph.readingEffects(of: $0).isEmpty }
        guard let target = random.pick(targets) else { return nil }
        let needed = graph.readingEffects(of: target)
        let position: Int
        if let existing = entryPoints.firstIndex(where: { $0.target == target }), random.chance(50) {
            position = existing
        } else {
            position = Int.random(in: 0...entryPoints.count, using: &random)
            entryPoints.insert(RandomGraph.EntryPoint(name: freshName(in: entryPoints), target: target, declared: needed),
                               at: position)
        }
        // One of the effects, or all of them, left out.
        var declared = needed
        let present = [needed.isMainActor ? 0 : nil, needed.isAsync ? 1 : nil, needed.isThrowing ? 2 : nil].compactMap { $0 }
        if random.chance(30) {
            declared = .init()
        } else if let left = random.pick(present) {
            if left == 0 { declared.isMainActor = false }
            if left == 1 { declared.isAsync = false }
            if left == 2 { declared.isThrowing = false }
        }
        entryPoints[position].declared = declared
        entryPoints[position].writesNonsending = declared.isAsync && !declared.isMainActor && random.chance(50)
        graph.entryPoints[0] = entryPoints
        return Injection(graph: graph)
    }

    /// An entry point declared `{ get set }`: the protocol is rejected, so the graph names no entry points.
    static func settableEntryPoint(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard var graph = withEntryPoints(valid, &random), var entryPoints = graph.entryPoints[0],
              let position = random.pick(Array(entryPoints.indices)) else { return nil }
        entryPoints[position].isSettable = true
        entryPoints[position].declared = .init()
        entryPoints[position].writesNonsending = false
        graph.entryPoints[0] = entryPoints
        graph.rejectedEntryPoints.insert(0)
        let name = entryPoints[position].name
        return Injection(graph: graph, edit: { source in
            guard let location = source.entryPointProperties[0]?[position] else { return [] }
            return [.error(.unsupportedEntryPointRequirement,
                           "entry point '\(name)' of 'AppEntryPoints' is settable; the graph offers a binding, which no one sets: declare it '{ get }'",
                           at: location)]
        })
    }

    /// An entry point of a node's value declared as its factory, `() -> Part3`: the protocol is rejected.
    static func factoryEntryPoint(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard var graph = withEntryPoints(valid, &random), var entryPoints = graph.entryPoints[0] else { return nil }
        let positions = entryPoints.indices.filter {
            if case .node = entryPoints[$0].target { true } else { false }
        }
        guard let position = random.pick(positions) else { return nil }
        let factory = "() -> " + graph.entryPointType(of: entryPoints[position].target)
        entryPoints[position].writtenType = factory
        graph.entryPoints[0] = entryPoints
        graph.rejectedEntryPoints.insert(0)
        let name = entryPoints[position].name
        return Injection(graph: graph, edit: { source in
            guard let location = source.entryPointProperties[0]?[position] else { return [] }
            return [.error(.unsupportedEntryPointRequirement,
                           "entry point '\(name)' of 'AppEntryPoints' is a factory, '\(factory)'; an entry point is the value of a binding, and reading it is what creates one: declare it as the type the factory creates",
                           at: location)]
        })
    }

    /// A second `@EntryPoints` protocol of the root graph, after the first: both are rejected.
    static func multipleEntryPoints(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard var graph = withEntryPoints(valid, &random) else { return nil }
        graph.rejectedEntryPoints.insert(0)
        let annotation = random.chance(50) ? "// @EntryPoints" : "// @EntryPoints(graph: AppGraph)"
        return Injection(graph: graph, edit: { source in
            guard let first = source.entryPointsAnnotations[0] else { return [] }
            let line = source.append(["", annotation, "protocol MoreEntryPoints {}"]) + 1
            let second = SourceLocation(file: RandomGraphSource.path, line: line, column: 4)
            return [.error(.multipleEntryPoints,
                           "graph 'AppGraph' has 2 '@EntryPoints' protocols; a graph conforms to one: merge their properties into a single protocol",
                           at: second,
                           notes: [.init("'AppEntryPoints' names the entry points of 'AppGraph' here", at: first),
                                   .init("'MoreEntryPoints' names the entry points of 'AppGraph' here", at: second)])]
        })
    }

    // MARK: - In a graph with child graphs

    /// An entry point of the root graph of a binding that lives only in child graphs: BindingInOtherGraph at the
    /// property, with the graph to name it in instead.
    static func entryPointInChildGraph(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let targets = valid.nodes.filter { node in
            node.hasOwnBinding && valid.placement.homes[0][node.index] == nil
                && !valid.placement.graphs(of: node.index).isEmpty
        }.map(\.index)
        guard let target = random.pick(targets) else { return nil }
        var graph = valid
        var entryPoints = graph.entryPoints[0] ?? []
        let position = Int.random(in: 0...entryPoints.count, using: &random)
        entryPoints.insert(RandomGraph.EntryPoint(name: "elsewhere", target: .node(target, route: .own),
                                                  declared: valid.effects[target]),
                           at: position)
        graph.entryPoints[0] = entryPoints
        return Injection(graph: graph, graphErrors: { source in
            guard let location = source.entryPointProperties[0]?[position] else { return [] }
            let request = RandomGraph.Request.value(node: target, route: .own)
            let order = graph.stageOrder
            let holders = livesIn(request, graph).sorted {
                (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0)
            }
            guard let first = holders.first else { return [] }
            let node = graph.nodes[target]
            // As the property writes it (`any Bundle5` for a bundle), and as the binding is bound (`Bundle5`).
            let key = graph.spelledType(of: target, route: .own) + (node.qualifier.map { " @Named(\($0))" } ?? "")
            let boundKey = graph.key(of: target, route: .own)
            let lives = node.keepsInstance ? "lives in" : "is made only in"
            var message = "'\(key)', needed by property 'elsewhere' of entry points 'AppEntryPoints', \(lives) \(RandomGraphBindings.list(holders.map { "'\(graph.graphName($0))'" })), which 'AppGraph' cannot see (a graph sees its own bindings and its ancestors', never a child graph's or another branch's)"
            let bindings = RandomGraphBindings(graph, source)
            guard let bound = bindings.indices(of: .init(text: node.className, name: node.qualifier)).first else { return [] }
            var notes: [Diagnostic.Note] = [.init("'\(boundKey)' is bound here", at: bindings.bindings[bound].location)]
            if !node.keepsInstance {
                let requests = (node.parameters.filter { if case .assisted = $0.request { false } else { true } }
                    + node.injectedProperties).map(\.request)
                let pin = zip(bindings.bindings[bound].dependencies, requests).first { _, request in
                    pins(request) && isMade(request, from: first, graph) && home(of: request, from: first, graph) == first
                }?.0
                if let pin {
                    notes.append(.init("'\(boundKey)' is unscoped, and made where all it needs is: it needs '\(pin.key)' here",
                                       at: pin.location))
                }
            }
            let name = graph.graphName(first)
            message += ": name it among the entry points of '\(name)' ('// @EntryPoints(graph: \(name))' above a protocol of its own)"
            if graph.graphParents[first] == 0 {
                message += ", or take the child graph's factory '\(graph.childFactoryType(first))' and ask the graph it creates for '\(key)'"
            }
            return [.error(.bindingInOtherGraph, message, at: location, notes: notes)]
        })
    }

    /// An `@EntryPoints` protocol whose `graph:` misspells a child graph's name: UnknownGraph, with the name meant;
    /// the protocol is left out, and the graph's entry points stay as they were.
    static func entryPointsOfUnknownGraph(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let child = random.pick(Array(valid.graphParents.indices.dropFirst())) else { return nil }
        let name = valid.graphName(child)
        let misspelled = typo(of: name, using: &random)
        return Injection(graph: valid, edit: { source in
            let line = source.append(["", "// @EntryPoints(graph: \(misspelled))", "protocol LostEntryPoints {}"]) + 1
            return [.error(.unknownGraph, "no graph is named '\(misspelled)'; did you mean '\(name)'?",
                           at: SourceLocation(file: RandomGraphSource.path, line: line,
                                              column: "// @EntryPoints(graph: ".utf8.count + 1))]
        })
    }
}
