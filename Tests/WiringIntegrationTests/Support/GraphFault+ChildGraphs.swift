import SeededRandom
import WiringCore

/// The faults of child graphs, made in graphs that have child graphs: a binding out of reach of the graph that asks
/// (BindingInOtherGraph, at the parameter), a graph name that names no graph (UnknownGraph, with its did-you-mean),
/// a loop of parents (GraphParentCycle), a graph declared twice or named like the root graph or a type
/// (DuplicateGraph), a type kept in a graph and in an ancestor (DuplicateBinding), `in:` on an unscoped binding
/// (ConflictingOptions). Each message is the test's own rendering of the formats of docs/Diagnostics.md, with the
/// places the placement model (``Placement``) derives.
extension GraphFault {
    // MARK: - Out of reach

    /// A shared (or weak) binding of the root graph gets a parameter of a binding that lives only in child graphs.
    static func bindingInChildGraph(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let needs = valid.valueDependencies()
        let askers = valid.nodes.filter { node in
            [.component, .provider].contains(node.kind) && node.keepsInstance && node.hasOwnBinding && node.graph == 0
                && !hasDependents(node.index, in: valid)
        }
        let targets = valid.nodes.filter { target in
            target.hasOwnBinding && valid.placement.homes[0][target.index] == nil
                && !valid.placement.graphs(of: target.index).isEmpty
        }
        let pairs = askers.flatMap { asker in
            targets.filter { !needs[$0.index].contains(asker.index) && !reaches($0.index, asker.index, in: valid) }
                .map { (asker.index, $0.index) }
        }
        guard let (asker, target) = random.pick(pairs) else { return nil }
        var graph = valid
        insert(RandomGraph.Parameter(name: "elsewhere", request: .value(node: target, route: .own),
                                     qualifier: valid.nodes[target].qualifier),
               into: asker, of: &graph, using: &random)
        graph.placement = Placement(graph)
        guard everythingElseIsMade(asker, in: graph) else { return nil }
        return Injection(graph: graph, graphErrors: { source in outOfReach(asker, in: graph, source) })
    }

    /// Whether each dependency of the asker is made in some graph: one made nowhere (because it needs the asker back)
    /// would be its own case.
    private static func everythingElseIsMade(_ asker: Int, in graph: RandomGraph) -> Bool {
        graph.nodes[asker].allRequests.allSatisfy { parameter in
            if case .assisted = parameter.request { return true }
            return !livesIn(parameter.request, graph).isEmpty
        }
    }

    /// An unscoped binding that lives in child graphs only gets a parameter of a binding that lives only in graphs
    /// of another branch: no graph sees both, so no graph can make it.
    static func bindingInSiblingGraph(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let askers = valid.nodes.filter { node in
            [.component, .provider].contains(node.kind) && !node.keepsInstance && node.hasOwnBinding
                && !hasDependents(node.index, in: valid)
                // A collection or an `@Optional` value lives where what it holds does, so the graph stage may explain
                // the conflict from another graph's side.
                && !node.allRequests.contains {
                    switch $0.request { case .collection, .optional, .optionalOf: true; default: false }
                }
                && !valid.placement.graphs(of: node.index).isEmpty && valid.placement.homes[0][node.index] == nil
        }
        let pairs = askers.flatMap { asker in
            valid.nodes.filter { target in
                target.hasOwnBinding && target.index != asker.index && !valid.placement.graphs(of: target.index).isEmpty
                    && !reaches(target.index, asker.index, in: valid)
            }.map { (asker.index, $0.index) }
        }.filter { asker, target in
            // No graph can make both.
            valid.placement.homes.indices.allSatisfy { graph in
                valid.placement.homes[graph][asker] == nil || valid.placement.homes[graph][target] == nil
            }
        }
        guard let (asker, target) = random.pick(pairs) else { return nil }
        var graph = valid
        insert(RandomGraph.Parameter(name: "elsewhere", request: .value(node: target, route: .own),
                                     qualifier: valid.nodes[target].qualifier),
               into: asker, of: &graph, using: &random)
        graph.placement = Placement(graph)
        guard graph.placement.graphs(of: asker).isEmpty, everythingElseIsMade(asker, in: graph) else { return nil }
        return Injection(graph: graph, graphErrors: { source in outOfReach(asker, in: graph, source) })
    }

    /// Whether anything asks for the node. A binding no graph can make makes what needs it unmakeable too, which may
    /// leave a kept dependent out of reach of a binding it saw before (through a collection that lost a
    /// contribution): a consequence the faults stay clear of, by taking nodes nothing needs.
    static func hasDependents(_ node: Int, in graph: RandomGraph) -> Bool {
        graph.nodes.contains { other in other.allRequests.contains { parameter in
            switch parameter.request {
            case .value(node, _), .factory(node, _, _), .assistedFactory(node): true
            default: false
            }
        } }
    }

    /// Whether `node` needs `other` in any way (values, factories, collections, `@Optional` values), directly or not:
    /// a parameter of `other` from `node` would then close a cycle, its own case.
    private static func reaches(_ node: Int, _ other: Int, in graph: RandomGraph) -> Bool {
        var seen: Set<Int> = []
        var work = [node]
        while let current = work.popLast() {
            guard seen.insert(current).inserted else { continue }
            for parameter in graph.nodes[current].allRequests {
                switch parameter.request {
                case .value(let target, _), .factory(let target, _, _), .assistedFactory(let target),
                     .optional(let target, _):
                    work.append(target)
                case .collection(let collection, _):
                    work += graph.collections[collection].members
                default:
                    break
                }
            }
        }
        return seen.contains(other)
    }

    /// BindingInOtherGraph for each dependency of `asker` that the graph it is placed in cannot see, as the graph
    /// stage reports it: a kept binding asks from its own graph; one that no graph can make is placed in the graph
    /// that makes most of what it needs (the first in the stage's order), and told which dependency pins it there.
    private static func outOfReach(_ asker: Int, in graph: RandomGraph, _ source: RandomGraphSource) -> [Diagnostic] {
        let bindings = RandomGraphBindings(graph, source)
        let node = graph.nodes[asker]
        guard let index = bindings.indices(of: .init(text: node.className, name: node.qualifier)).first else { return [] }
        let binding = bindings.bindings[index]
        let requests = (node.parameters.filter { if case .assisted = $0.request { false } else { true } }
            + node.injectedProperties).map(\.request)
        let order = graph.stageOrder
        let floats = !node.keepsInstance
        let asking = floats
            ? order.max { lhs, rhs in
                let made = { (each: Int) in requests.count { isMade($0, from: each, graph) } }
                return made(lhs) < made(rhs)
                    || (made(lhs) == made(rhs) && order.firstIndex(of: lhs) ?? 0 > order.firstIndex(of: rhs) ?? 0)
            } ?? 0
            : node.graph
        let pinned = zip(binding.dependencies, requests).first { _, request in
            pins(request) && isMade(request, from: asking, graph) && home(of: request, from: asking, graph) == asking
        }?.0
        let askingName = graph.graphName(asking)
        return zip(binding.dependencies.indices, requests).compactMap { position, request in
            guard !isMade(request, from: asking, graph) else { return nil }
            let holders = livesIn(request, graph).sorted { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
            guard let first = holders.first, let target = bindings.targets[index][position] else { return nil }
            let dependency = binding.dependencies[position]
            // An unscoped target is made where all it needs is: the stage names what pins it to the first graph.
            let targetNode: Int? =
                switch request {
                case .value(let target, _), .factory(let target, _, _), .assistedFactory(let target):
                    graph.nodes[target].keepsInstance ? nil : target
                default: nil
                }
            let lives = targetNode == nil ? "lives in" : "is made only in"
            var message = "'\(dependency.key)', needed by \(bindings.asker(dependency, in: binding)), \(lives) \(RandomGraphBindings.list(holders.map { "'\(graph.graphName($0))'" })), which '\(askingName)' cannot see (a graph sees its own bindings and its ancestors', never a child graph's or another branch's)"
            var notes: [Diagnostic.Note] = [.init("'\(bindings.bindings[target].key)' is bound here", at: bindings.bindings[target].location)]
            if let targetNode {
                let targetRequests = (graph.nodes[targetNode].parameters.filter { if case .assisted = $0.request { false } else { true } }
                    + graph.nodes[targetNode].injectedProperties).map(\.request)
                let targetBinding = bindings.bindings[target]
                let pin = zip(targetBinding.dependencies, targetRequests).first { _, request in
                    pins(request) && isMade(request, from: first, graph) && home(of: request, from: first, graph) == first
                }?.0
                if let pin {
                    notes.append(.init("'\(targetBinding.key)' is unscoped, and made where all it needs is: it needs '\(pin.key)' here", at: pin.location))
                }
            }
            if floats {
                if let pinned {
                    message += "; '\(binding.key)' is unscoped, so it is made in the highest graph that has all it needs, and it needs '\(pinned.key)' of '\(askingName)': no graph has both; move one of them to a graph that sees both, or split '\(binding.key)'"
                    notes.append(.init("'\(binding.key)' needs '\(pinned.key)' here", at: pinned.location))
                }
            } else if graph.ancestors(of: first).contains(where: { graph.graphParents[$0] == asking }) {
                // The child graph's factory only when that child holds the binding itself.
                message += ": put '\(binding.key)' in '\(graph.graphName(first))' ('in: \(graph.graphName(first))')"
                if graph.graphParents[first] == asking {
                    message += ", or take the child graph's factory '\(graph.childFactoryType(first))' and ask the graph it creates for '\(dependency.key)'"
                }
            } else {
                message += ": move one of them to a graph both see, or into one graph"
            }
            return .error(.bindingInOtherGraph, message, at: dependency.location, notes: notes)
        }
    }

    /// Whether the request can be why an unscoped binding is made in a graph (docs/Diagnostics.md,
    /// BindingInOtherGraph): not an `@Optional` value, which lives where what it holds does and is nil in every other
    /// graph, so it never keeps its asker in one.
    static func pins(_ request: RandomGraph.Request) -> Bool {
        switch request {
        case .optional, .optionalOf: false
        default: true
        }
    }

    /// Whether the graph `asking` can make what the request asks for.
    static func isMade(_ request: RandomGraph.Request, from asking: Int, _ graph: RandomGraph) -> Bool {
        switch request {
        case .value(let target, _), .factory(let target, _, _), .assistedFactory(let target):
            graph.placement.homes[asking][target] != nil
        case .collection(let collection, _): graph.placement.collectionHomes[asking][collection] != nil
        case .input, .assisted: true
        case .childInput(let child): graph.sees(asking, child)
        case .childFactory(let child): graph.graphParents[child].map { graph.sees(asking, $0) } ?? false
        case .unbound: false
        case .optional, .optionalOf: true
        }
    }

    /// The graph whose instance the graph `asking` uses for the request.
    static func home(of request: RandomGraph.Request, from asking: Int, _ graph: RandomGraph) -> Int? {
        switch request {
        case .value(let target, _), .factory(let target, _, _), .assistedFactory(let target):
            graph.placement.homes[asking][target]
        case .collection(let collection, _): graph.placement.collectionHomes[asking][collection]
        case .input: 0
        case .childInput(let child): child
        case .childFactory(let child): graph.graphParents[child]
        case .assisted, .unbound: nil
        // An optional value absent in the asking graph is the root graph's.
        case .optional(let target, _): graph.placement.homes[asking][target] ?? 0
        case .optionalOf: 0
        }
    }

    /// The graphs the binding a request asks for lives in: its own for a kept one, an input or a child graph's
    /// factory (its parent), those that make it as their own otherwise.
    static func livesIn(_ request: RandomGraph.Request, _ graph: RandomGraph) -> [Int] {
        switch request {
        case .value(let target, _), .factory(let target, _, _), .assistedFactory(let target):
            graph.nodes[target].keepsInstance
                ? (graph.placement.homes[graph.nodes[target].graph][target] == nil ? [] : [graph.nodes[target].graph])
                : graph.placement.graphs(of: target)
        case .collection(let collection, _): graph.placement.graphs(ofCollection: collection)
        case .input: [0]
        case .childInput(let child): [child]
        case .childFactory(let child): graph.graphParents[child].map { [$0] } ?? []
        case .assisted, .unbound: []
        case .optional(let target, _):
            graph.graphParents.indices.filter { graph.placement.homes[$0][target] == $0 }
                + (graph.graphParents.indices.contains { graph.placement.homes[$0][target] == nil } ? [0] : [])
        case .optionalOf: [0]
        }
    }

    // MARK: - Graph names

    /// `Brnch2Graph`, `AppGrph`: a letter of the name left out (not a digit, which would make it as near to another
    /// graph's name), so the name it misspells is the one nearest.
    static func typo(of name: String, using random: inout SplitMix64) -> String {
        let letters = Array(name)
        let positions = letters.indices.filter { $0 > 0 && letters[$0].isLetter && letters[$0] != letters[$0 - 1] }
        let position = random.pick(positions) ?? 1
        return String(letters[..<position] + letters[(position + 1)...])
    }

    /// A node kept in a child graph whose `in:` is misspelled: UnknownGraph, and the node is rejected.
    static func unknownGraphInPlacement(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let candidates = vanishable(valid).filter { valid.nodes[$0].keepsInstance && valid.nodes[$0].graph != 0 }
            .filter { valid.nodes[$0].contribution == nil && !hasDependents($0, in: valid) }
        guard let node = random.pick(candidates) else { return nil }
        let name = valid.graphName(valid.nodes[node].graph)
        let misspelled = typo(of: name, using: &random)
        return rejecting(node, of: valid) { source, line in
            let column = source.replace("in: \(name)", with: "in: \(misspelled)", onLine: line) + "in: ".utf8.count
            return .error(.unknownGraph, "no graph is named '\(misspelled)'; did you mean '\(name)'?",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }

    /// A child of the root graph whose `parent:` misspells the root graph's name (written, or added): UnknownGraph;
    /// the graph stays a child of the root graph, so nothing else changes.
    static func unknownParentGraph(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        guard let child = random.pick(valid.graphDeclarationOrder.filter { valid.graphParents[$0] == 0 }) else { return nil }
        let misspelled = typo(of: "AppGraph", using: &random)
        let name = valid.graphName(child)
        return Injection(graph: valid, edit: { source in
            guard let declaration = source.graphNames[child] else { return [] }
            let line = declaration.line
            let column = valid.explicitRootParents.contains(child)
                ? source.replace("parent: AppGraph", with: "parent: \(misspelled)", onLine: line) + "parent: ".utf8.count
                : source.replace("graph: \(name))", with: "graph: \(name), parent: \(misspelled))", onLine: line)
                    + "graph: \(name), parent: ".utf8.count
            return [.error(.unknownGraph, "no graph is named '\(misspelled)'; did you mean 'AppGraph'?",
                           at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))]
        })
    }

    /// A child of the root graph becomes the child of one of its descendants, or of itself. The loop is reported at
    /// the first declared of its graphs, which is then a child of the root graph: the child chosen is declared
    /// before the others on the loop, so that it is the one, and nothing else changes.
    static func graphParentCycle(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let order = valid.graphDeclarationOrder
        let loops = order.filter { valid.graphParents[$0] == 0 }.flatMap { start in
            valid.graphParents.indices.filter { valid.ancestors(of: $0).contains(start) }.compactMap { end -> [Int]? in
                // The graphs from `end` up to `start`'s child, then `start`.
                let path = Array(valid.ancestors(of: end).drop { $0 != start }.dropFirst().reversed())
                let position = order.firstIndex(of: start) ?? 0
                guard path.allSatisfy({ (order.firstIndex(of: $0) ?? 0) > position }) else { return nil }
                return [start] + path
            }
        }
        guard let loop = random.pick(loops), let start = loop.first, let end = loop.dropFirst().first ?? loop.first
        else { return nil }
        return Injection(graph: valid, edit: { source in
            guard let declaration = source.graphNames[start] else { return [] }
            let name = valid.graphName(start)
            let line = declaration.line
            let newParent = valid.graphName(end)
            let column = valid.explicitRootParents.contains(start)
                ? source.replace("parent: AppGraph", with: "parent: \(newParent)", onLine: line) + "parent: ".utf8.count
                : source.replace("graph: \(name))", with: "graph: \(name), parent: \(newParent))", onLine: line)
                    + "graph: \(name), parent: ".utf8.count
            let location = SourceLocation(file: RandomGraphSource.path, line: line, column: column)
            let names = loop.map { "'\(valid.graphName($0))'" } + ["'\(name)'"]
            let notes = loop.compactMap { graph -> Diagnostic.Note? in
                guard graph != start else { return .init("'\(name)' is a child of '\(newParent)' here", at: location) }
                guard let parent = valid.graphParents[graph], let line = source.graphNames[graph]?.line else { return nil }
                let parentName = valid.graphName(parent)
                return .init("'\(valid.graphName(graph))' is a child of '\(parentName)' here", at: SourceLocation(
                    file: RandomGraphSource.path, line: line,
                    column: RandomGraphSource.column(of: "parent: ", in: source.text(ofLine: line)) + "parent: ".utf8.count))
            }
            let message = loop.count == 1
                ? "child graph '\(name)' is its own parent, so it cannot be created: make it a child of another graph, or of 'AppGraph' (remove its 'parent:')"
                : "child graphs \(names.joined(separator: " → ")) are each other's parents, so none can be created first: make one of them a child of 'AppGraph' (remove its 'parent:')"
            return [.error(.graphParentCycle, message, at: location, notes: notes)]
        })
    }

    /// A second `@Inputs(graph:)`, appended: of a graph declared already, of the root graph, or named like a type
    /// of the sources. Its struct is rejected (its property's type is one nothing asks for).
    static func duplicateGraph(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let types = valid.nodes.filter { [.component, .assisted, .bundle, .injected].contains($0.kind) }.map(\.index)
        let variant = Int.random(in: 0..<3, using: &random)
        let declared = random.pick(valid.graphDeclarationOrder) ?? 1
        let type = random.pick(types)
        return Injection(graph: valid, edit: { source in
            let name: String
            switch variant {
            case 0: name = valid.graphName(declared)
            case 1: name = "AppGraph"
            default: name = type.map { valid.nodes[$0].className } ?? "AppGraph"
            }
            let annotation = "// @Inputs(graph: \(name))"
            let first = source.append(["", annotation, "struct Extra\(name)Inputs {", "    let extra: Float", "}"])
            let location = SourceLocation(file: RandomGraphSource.path, line: first + 1,
                                          column: RandomGraphSource.column(of: name, in: annotation))
            if name == "AppGraph" {
                return [.error(.duplicateGraph, "'AppGraph' is the root graph, which every build declares; a child graph needs a name of its own: rename it, like 'graph: MemberGraph'",
                               at: location)]
            }
            if let type, variant == 2, let declaration = source.declarations[type] {
                return [.error(.duplicateGraph, "graph '\(name)' would be a class named like the type '\(name)', and the two would clash: rename the graph, like 'graph: \(name)Graph'",
                               at: location, notes: [.init("'\(name)' is declared here", at: declaration)])]
            }
            guard let earlier = source.graphNames[declared] else { return [] }
            return [.error(.duplicateGraph, "graph '\(name)' is declared twice; one '@Inputs' struct declares a graph: merge their properties into one struct, or rename one graph",
                           at: location, notes: [.init("'\(name)' is declared here first", at: earlier), .init("and again here", at: location)])]
        })
    }

    // MARK: - Bindings

    /// A shared provider in a descendant of the graph a node is kept in returns the node's type (with its name): one
    /// graph sees both. The model of bindings reports the duplicate, naming each binding's graph.
    static func duplicateBindingInAncestor(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let pairs = valid.nodes.filter { $0.keepsInstance && $0.hasOwnBinding }.flatMap { node in
            valid.graphParents.indices.filter { $0 != node.graph && valid.ancestors(of: $0).contains(node.graph) }
                .map { (node.index, $0) }
        }
        guard let (node, descendant) = random.pick(pairs) else { return nil }
        var graph = valid
        graph.extraBindings.append(RandomGraph.ExtraBinding(
            name: "make\(valid.nodes[node].className)Again", kind: .provider(returnType: valid.nodes[node].className),
            qualifier: valid.nodes[node].qualifier, position: Int.random(in: 0...valid.nodes.count, using: &random),
            graph: descendant))
        return Injection(graph: graph)
    }

    /// `in:` on a component or provider that keeps nothing (or an assisted component): ConflictingOptions, and the
    /// node is rejected.
    static func placementOfUnscopedBinding(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let candidates = vanishable(valid, factoriesTaken: true).filter {
            !valid.nodes[$0].keepsInstance && valid.nodes[$0].contribution == nil && !hasDependents($0, in: valid)
        }
        guard let node = random.pick(candidates), let target = random.pick(Array(1..<valid.graphParents.count)) else {
            return nil
        }
        var graph = valid
        let name = valid.graphName(target)
        graph.nodes[node].misplacedIn = name
        let declaration = valid.nodes[node]
        let owner = declaration.kind == .provider
            ? "'\(declaration.providersEnum).\(declaration.functionName)'" : "'\(declaration.className)'"
        return rejecting(node, of: graph, factoryToo: declaration.kind == .assisted) { source, line in
            let column = RandomGraphSource.column(of: "in: \(name)", in: source.text(ofLine: line)) + "in: ".utf8.count
            return .error(.conflictingOptions, "'in: \(name)' places the instance a graph keeps, but \(owner) is unscoped: an unscoped binding lives in the highest graph whose bindings satisfy it, with no 'in:'; add 'scope: .shared' to keep one instance per '\(name)', or remove 'in:'",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: column))
        }
    }
}
