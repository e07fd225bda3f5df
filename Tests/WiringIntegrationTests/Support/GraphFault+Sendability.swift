import SeededRandom
import WiringCore

/// The fault of a graph that must be `Sendable` (NonSendableGraph): a class the root graph keeps, which a graph
/// held by a `@Sendable` factory needs to be `Sendable`, loses its `@unchecked Sendable`. The message is the test's
/// own rendering of the format of docs/Diagnostics.md.
extension GraphFault {
    /// In a root graph that components' `@Sendable` factory parameters require to be `Sendable`, a kept component
    /// class off the main actor, bound as itself, loses its `@unchecked Sendable`, where that leaves it the only
    /// value the graph keeps that is not `Sendable`. The message names the first such factory of the sources, as the
    /// graph stage takes its bindings in source order.
    static func nonSendableGraph(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        func firstSendableFactory(of node: RandomGraph.Node) -> Int? {
            node.allRequests.firstIndex { request in
                if case .factory(_, _, let type) = request.request { type.isSendable } else { false }
            }
        }
        let holders = valid.declarationOrder.filter { firstSendableFactory(of: valid.nodes[$0]) != nil }
        guard valid.graphsThatMustBeSendable == [0], let first = holders.first,
            holders.allSatisfy({ valid.nodes[$0].kind == .component }),
            let position = firstSendableFactory(of: valid.nodes[first]), position < valid.nodes[first].parameters.count
        else { return nil }
        let holder = (node: first, position: position)
        let candidates = valid.nodes.indices.filter { node in
            let declaration = valid.nodes[node]
            guard declaration.kind == .component, declaration.shape == .finalClass, declaration.keepsInstance,
                declaration.sendableMark == .unchecked, declaration.contribution == nil,
                !valid.effects[node].isMainActor
            else { return false }
            var graph = valid
            graph.nodes[node].sendableMark = .none
            return graph.keptValuesThatAreNotSendable(in: 0) == [node]
        }
        guard let node = random.pick(candidates) else { return nil }
        var graph = valid
        graph.nodes[node].sendableMark = .none
        return Injection(
            graph: graph,
            graphErrors: { source in
                let consumer = graph.nodes[holder.node]
                let parameter = consumer.parameters[holder.position]
                let kept = graph.nodes[node]
                let key = kept.className + (kept.qualifier.map { " @Named(\($0))" } ?? "")
                let message =
                    "'AppGraph' must be Sendable, as it is held by the '@Sendable' factory parameter '\(parameter.name)' of '\(consumer.className).init', which may be called from any task, but it keeps the \(kept.scope.rawValue) '\(key)', which is not Sendable: class '\(kept.className)' does not declare 'Sendable', and is neither an actor nor '@MainActor'; declare 'final class \(kept.className): Sendable' with only 'let' properties of Sendable types (or '@unchecked Sendable', if a lock of its own guards its state), or make it an actor or '@MainActor'; or make '\(key)' unscoped, so that the graph does not keep it"
                return [
                    .error(
                        .nonSendableGraph, message, at: source.declarations[node],
                        notes: [
                            .init(
                                "the '@Sendable' factory that holds the graph",
                                at: source.parameters[holder.node]?[holder.position])
                        ])
                ]
            })
    }
}
