import SeededRandom

/// Which types of a ``RandomGraph`` are `Sendable`, and so which of its graphs are, by the rule docs/Annotations.md
/// ("Sendable graphs") gives: a graph is `Sendable` when what it keeps off the main actor, its inputs and its parent
/// are. The test's own model of the rule, from the nodes as the sources declare them, not from what Wiring decided.
extension RandomGraph {
    /// What a class or struct node says of `Sendable` in its declaration.
    enum SendableMark {
        case none
        /// `: Sendable`, checked by the compiler: only where everything it stores is `Sendable` (and, for a class,
        /// nothing is a `var`).
        case checked
        /// `: @unchecked Sendable`, as a type that guards its state itself declares.
        case unchecked

        /// The conformance the declaration lists; nil for none.
        var conformance: String? {
            switch self {
            case .none: nil
            case .checked: "Sendable"
            case .unchecked: "@unchecked Sendable"
            }
        }
    }

    /// Whether a value of the node's type is `Sendable`: an actor's, a `@MainActor` type's, one that declares it, or
    /// a struct's (which Swift infers) whose stored properties all are.
    func isSendableValue(_ node: Int) -> Bool {
        let declaration = nodes[node]
        // A provider's contribution is bound as an `any Plug0`, a bundle's value as an `any Bundle3`, and no protocol
        // refines `Sendable`.
        if declaration.kind == .provider && declaration.contribution != nil || declaration.kind == .bundle {
            return false
        }
        if declaration.shape == .actor || declaration.mainActor == .type || declaration.sendableMark != .none {
            return true
        }
        return declaration.shape == .structure && storesOnlySendableValues(node)
    }

    /// Whether everything the node stores is `Sendable`: its serial (an `Int`) and a `let` per parameter.
    func storesOnlySendableValues(_ node: Int) -> Bool {
        nodes[node].parameters.allSatisfy(isSendableRequest)
    }

    /// Whether the value a parameter receives, as its type is written, is `Sendable`: a node's own type when it
    /// is; a `@Sendable` factory (not a `@MainActor` one, which Swift 6.3 does not count `Sendable`); an input, a child graph's badge, an assisted value. Never an
    /// `any Role1` (no protocol refines `Sendable`), a collection of them, a plain closure or a child graph's
    /// factory.
    func isSendableRequest(_ parameter: Parameter) -> Bool {
        switch parameter.request {
        case .value(let target, .own), .optional(let target, .own): isSendableValue(target)
        case .factory(_, _, let type): type.isSendable
        case .input, .childInput, .assisted: true
        case .value, .optional, .optionalOf, .assistedFactory, .collection, .childFactory, .unbound: false
        }
    }

    /// For each graph, whether it is `Sendable` (counting its ancestors).
    var sendableGraphs: [Bool] {
        var result: [Bool] = []
        for graph in graphParents.indices {
            let parent = graphParents[graph].map { result[$0] } ?? true
            // Inputs are a `String`, an `Int` or a `Double`; a child graph's, its badge (a struct of an `Int`).
            result.append(parent && keptValuesThatAreNotSendable(in: graph).isEmpty)
        }
        return result
    }

    /// The nodes a graph keeps off the main actor whose values are not `Sendable`.
    func keptValuesThatAreNotSendable(in graph: Int) -> [Int] {
        nodes.indices.filter { isKeptOffTheMainActor($0, in: graph) && !isSendableValue($0) }
    }

    /// Whether the graph stores the node's instance, off the main actor.
    private func isKeptOffTheMainActor(_ node: Int, in graph: Int) -> Bool {
        let declaration = nodes[node]
        return declaration.keepsInstance && declaration.graph == graph && !effects[node].isMainActor
            && (declaration.kind == .component || declaration.kind == .provider)
    }

    /// The graphs that must be `Sendable`: those where a binding taking a `@Sendable` factory lives (it holds its
    /// graph), and their ancestors.
    var graphsThatMustBeSendable: Set<Int> {
        var required: Set<Int> = []
        for node in nodes.indices {
            let takesSendableFactory = (nodes[node].parameters + nodes[node].injectedProperties).contains { parameter in
                if case .factory(_, _, let type) = parameter.request { type.isSendable } else { false }
            }
            guard takesSendableFactory else { continue }
            for graph in placement.graphs(of: node) { required.formUnion(ancestors(of: graph)) }
        }
        return required
    }

    /// Marks classes and structs `Sendable` at random, from a stream of their own drawn last, so that a graph is
    /// otherwise the one the same seed made before: `Sendable` where what they store allows it, `@unchecked Sendable`
    /// anywhere. Most `@Sendable` factories of consumers that are not actors lose their `@Sendable` first, so that
    /// graphs nothing requires to be `Sendable` are common. Then every value a graph that must be `Sendable` keeps
    /// is made so, `@unchecked` where needed, so that the graph stays valid.
    mutating func markSendableTypes(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x5E_4DAB)
        func unmark(_ parameter: inout Parameter) {
            guard case .factory(let target, let route, var type) = parameter.request, type.isSendable,
                random.chance(80)
            else { return }
            type.isSendable = false
            parameter.request = .factory(node: target, route: route, type: type)
        }
        for node in nodes.indices where nodes[node].shape != .actor {
            for position in nodes[node].parameters.indices { unmark(&nodes[node].parameters[position]) }
            for position in nodes[node].injectedProperties.indices { unmark(&nodes[node].injectedProperties[position]) }
        }
        for node in nodes.indices where nodes[node].shape != .actor && nodes[node].mainActor != .type {
            guard nodes[node].kind == .component || nodes[node].kind == .provider else { continue }
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3 where storesOnlySendableValues(node)
                && (nodes[node].shape == .structure || nodes[node].injectedProperties.isEmpty):
                nodes[node].sendableMark = .checked
            case 3:
                nodes[node].sendableMark = .unchecked
            default:
                continue
            }
        }
        // A provider's contribution that a graph which must be `Sendable` keeps could never be: it is unscoped
        // there (providers have no teardown), and the nodes placed again.
        var required = graphsThatMustBeSendable
        while let contribution = nodes.indices.first(where: { node in
            nodes[node].kind == .provider && nodes[node].contribution != nil
                && required.contains { isKeptOffTheMainActor(node, in: $0) }
        }) {
            nodes[contribution].scope = .unscoped
            placement = Placement(self)
            required = graphsThatMustBeSendable
        }
        for node in nodes.indices where !isSendableValue(node) {
            if required.contains(where: { isKeptOffTheMainActor(node, in: $0) }) { nodes[node].sendableMark = .unchecked }
        }
    }
}
