import SeededRandom
import WiringCore

/// One fault injected at a random place of a valid ``RandomGraph``, and exactly the diagnostics it must give, derived
/// from the model and the message formats of docs/Diagnostics.md: the error at the right parameter or declaration,
/// and its notes (the chain of requesters, the bindings of the type, or every edge of the cycle).
struct GraphFault {
    enum Kind: String, CaseIterable {
        /// A parameter that takes a value closes a cycle (by replacing a factory, or as a new parameter).
        case cycle
        /// A component that others take loses its `@Component`.
        case unannotatedComponent
        /// A parameter asks for a type nothing binds.
        case unboundType
        /// A parameter asks for a name its type is not bound with.
        case unboundName
        /// A second component is bound `as:` a protocol that one already is (with the same name).
        case duplicateProtocol
        /// A provider returns a type that is already bound (with the same name).
        case duplicateType
    }

    let kind: Kind
    let graph: RandomGraph
    let source: RandomGraphSource
    /// The formatted diagnostics, in the order the collector sorts them.
    let expected: [String]

    /// Injects a fault of a random kind that the graph has a place for, at a random such place.
    init?(into valid: RandomGraph, using random: inout SplitMix64) {
        var graph = valid
        var remaining = Kind.allCases.shuffled(using: &random)
        while let kind = remaining.popLast() {
            guard Self.inject(kind, into: &graph, using: &random) else { continue }
            self.kind = kind
            self.graph = graph
            source = RandomGraphSource(graph)
            let bindings = RandomGraphBindings(graph, source)
            expected = Self.expectedDiagnostics(kind, bindings).sorted { lhs, rhs in
                (lhs.location ?? SourceLocation(file: "", line: 0, column: 0), lhs.message)
                    < (rhs.location ?? SourceLocation(file: "", line: 0, column: 0), rhs.message)
            }.map(\.formatted)
            return
        }
        return nil
    }

    // MARK: - Injecting

    private static func inject(_ kind: Kind, into graph: inout RandomGraph, using random: inout SplitMix64) -> Bool {
        let nodes = graph.nodes
        switch kind {
        case .cycle:
            let needs = graph.valueDependencies()
            let pairs = nodes.indices.flatMap { node in
                nodes.indices.filter { nodes[$0].hasOwnBinding && needs[$0].contains(node) }.map { (node, $0) }
            }
            guard let (node, target) = random.pick(pairs) else { return false }
            let replaceable = nodes[node].parameters.indices.filter { position in
                if case .factory(target, _, _) = nodes[node].parameters[position].request { return true }
                return false
            }
            if let position = random.pick(replaceable),
               case .factory(_, let route, _) = nodes[node].parameters[position].request {
                graph.nodes[node].parameters[position].request = .value(node: target, route: route)
            } else {
                let route: RandomGraph.Route = random.pick(nodes[target].roles).map { .role($0) } ?? .own
                insert(RandomGraph.Parameter(name: "back", request: .value(node: target, route: route),
                                             qualifier: nodes[target].qualifier),
                       into: node, of: &graph, using: &random)
            }
        case .unannotatedComponent:
            let candidates = nodes.filter { node in
                node.kind == .component && node.hasOwnBinding && node.roles.isEmpty && node.qualifier == nil
                    && node.parameters.allSatisfy { $0.qualifier == nil && !isAllowedEmpty($0, graph) }
                    && nodes.contains { other in other.parameters.contains { asksFor(node.index, $0) } }
            }
            guard let node = random.pick(candidates) else { return false }
            graph.nodes[node.index].isAnnotated = false
        case .unboundType:
            guard let node = random.pick(nodes.map(\.index)) else { return false }
            insert(RandomGraph.Parameter(name: "unwired", request: .unbound("Unwired")), into: node, of: &graph, using: &random)
        case .unboundName:
            let places = nodes.indices.flatMap { node in
                nodes[node].parameters.indices.filter { asksForAnyNode(nodes[node].parameters[$0]) }.map { (node, $0) }
            }
            guard let (node, position) = random.pick(places) else { return false }
            graph.nodes[node].parameters[position].qualifier = "nowhere"
        case .duplicateProtocol:
            let bound = nodes.flatMap { node in node.roles.map { (node, $0) } }
            guard let (node, role) = random.pick(bound) else { return false }
            graph.extraBindings.append(RandomGraph.ExtraBinding(
                name: "SecondRole\(role)", kind: .component(roles: [role]), qualifier: node.qualifier,
                position: Int.random(in: 0...nodes.count, using: &random)))
        case .duplicateType:
            guard let node = random.pick(nodes.filter(\.hasOwnBinding)) else { return false }
            graph.extraBindings.append(RandomGraph.ExtraBinding(
                name: "another\(node.className)", kind: .provider(returnType: node.className), qualifier: node.qualifier,
                position: Int.random(in: 0...nodes.count, using: &random)))
        }
        return true
    }

    private static func insert(_ parameter: RandomGraph.Parameter, into node: Int, of graph: inout RandomGraph,
                               using random: inout SplitMix64) {
        let position = Int.random(in: 0...graph.nodes[node].parameters.count, using: &random)
        graph.nodes[node].parameters.insert(parameter, at: position)
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

    // MARK: - Expected diagnostics

    private static func expectedDiagnostics(_ kind: Kind, _ bindings: RandomGraphBindings) -> [Diagnostic] {
        switch kind {
        case .cycle:
            return cycles(bindings)
        case .duplicateProtocol, .duplicateType:
            return duplicates(bindings)
        case .unannotatedComponent, .unboundType, .unboundName:
            return bindings.bindings.indices.flatMap { binding in
                bindings.targets[binding].indices.compactMap { position in
                    bindings.targets[binding][position] == nil ? missing(bindings, binding: binding, dependency: position) : nil
                }
            }
        }
    }

    private static func duplicates(_ bindings: RandomGraphBindings) -> [Diagnostic] {
        let keys = Set(bindings.bindings.map(\.key))
        return keys.compactMap { key in
            let indices = bindings.indices(of: key)
            guard indices.count > 1 else { return nil }
            let bound = indices.map { bindings.bindings[$0] }
            let origins = bound.map { bindings.origin(of: $0) }
            return .error(.duplicateBinding,
                          "'\(key)' is bound \(indices.count) times, by \(list(origins)); a type can have only one binding: remove all but one",
                          at: bound[0].location,
                          notes: bound.map { .init("'\($0.key)' is bound here by \(bindings.origin(of: $0))", at: $0.location) })
        }
    }

    /// A missing binding, for the kinds of request the faults make: a name the type is not bound with, a declared
    /// class without `@Component`, or a type nothing declares.
    private static func missing(_ bindings: RandomGraphBindings, binding index: Int, dependency position: Int) -> Diagnostic {
        let binding = bindings.bindings[index]
        let dependency = binding.dependencies[position]
        let key = dependency.key
        var message = "missing binding for '\(key)', needed by \(bindings.asker(dependency, in: binding))"
        var notes: [Diagnostic.Note] = []
        let sameType = Set(bindings.bindings.map(\.key).filter { $0.text == key.text }).sorted()
        if !sameType.isEmpty {
            let names = sameType.compactMap(\.name)
            let spelled = list(names.map { "'@Named(\($0))'" }, conjunction: "or")
            if let wanted = key.name {
                message += names.isEmpty
                    ? "; '\(key.written)' is bound without a name: remove '@Named(\(wanted))' above parameter '\(dependency.parameter)', or add it above the binding"
                    : "; '\(key.written)' is bound \(sameType.contains { $0.name == nil } ? "without a name and " : "")with \(spelled): name one of those above parameter '\(dependency.parameter)', or add '// @Named(\(wanted))' above a binding"
            } else {
                message += "; '\(key.written)' is bound only with \(names.count == 1 ? "a name" : "names"), \(spelled): put '// @Named(…)' with the one it needs on the line above parameter '\(dependency.parameter)'"
            }
            notes = sameType.compactMap { bound in
                bindings.indices(of: bound).first.map { .init("'\(bound)' is bound here", at: bindings.bindings[$0].location) }
            }
        } else if let declared = bindings.declaredClasses[key.text] {
            message += "; '\(key)' is declared but is not a component: add '// @Component' above its declaration"
            notes = [.init("'\(key)' is declared here", at: declared)]
        } else {
            message += "; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct"
        }
        return .error(.missingBinding, message, at: dependency.location, notes: notes + requestChain(bindings, from: index))
    }

    /// The shortest chain of requesters from a binding up to one that nothing asks for, nearest first (at most 12):
    /// breadth-first, each binding's requesters taken in the order of their declarations.
    private static func requestChain(_ bindings: RandomGraphBindings, from start: Int) -> [Diagnostic.Note] {
        var requesters = Array(repeating: [(binding: Int, dependency: Int)](), count: bindings.bindings.count)
        let byLocation = bindings.bindings.indices.sorted { bindings.bindings[$0].location < bindings.bindings[$1].location }
        for index in byLocation {
            for (position, target) in bindings.targets[index].enumerated() {
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
        return path.reversed().prefix(12).map { bindings.edgeNote(binding: $0.binding, dependency: $0.dependency, verb: "needs") }
    }

    /// The one cycle the fault closed: every binding that both reaches and is reached from the faulty one through
    /// values, reported from the first of them by type, along the shortest way back to it.
    private static func cycles(_ bindings: RandomGraphBindings) -> [Diagnostic] {
        let creates = bindings.bindings.indices.map { index in
            zip(bindings.bindings[index].dependencies, bindings.targets[index]).map { dependency, target in
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
        let forward = creates.map { $0.compactMap { $0 } }
        var backward = Array(repeating: [Int](), count: forward.count)
        for (index, targets) in forward.enumerated() { for target in targets { backward[target].append(index) } }
        let cyclic = forward.indices.filter { reachable(from: $0, following: forward).contains($0) }
        guard let any = cyclic.first else { return [] }
        let members = reachable(from: any, following: forward).intersection(reachable(from: any, following: backward))
        guard let start = members.min(by: { bindings.bindings[$0].key < bindings.bindings[$1].key }) else { return [] }

        var previous: [Int: (binding: Int, dependency: Int)] = [:]
        var queue = [start]
        var head = 0
        var closing: (binding: Int, dependency: Int)?
        search: while head < queue.count {
            let current = queue[head]
            head += 1
            for (position, target) in creates[current].enumerated() {
                guard let target, members.contains(target) else { continue }
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
        guard let closing else { return [] }
        var edges = [closing]
        var step = closing.binding
        while step != start, let edge = previous[step] {
            edges.append(edge)
            step = edge.binding
        }
        edges.reverse()
        let names = edges.map { "'\(bindings.bindings[$0.binding].key)'" } + ["'\(bindings.bindings[start].key)'"]
        let first = bindings.bindings[edges[0].binding].dependencies[edges[0].dependency]
        return [.error(.dependencyCycle,
                       "dependency cycle: \(names.joined(separator: " → ")); none of them can be created first: take a factory '() -> T' instead of 'T' in one of these inits to create it later, remove one of these dependencies, or move what they share into a new component that each of them depends on",
                       at: first.location,
                       notes: edges.map { bindings.edgeNote(binding: $0.binding, dependency: $0.dependency, verb: "depends on") })]
    }

    /// `a and b`, `a, b or c`.
    private static func list(_ items: [String], conjunction: String = "and") -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
