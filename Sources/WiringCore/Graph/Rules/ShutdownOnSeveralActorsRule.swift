/// `shutdown()` releases every kept instance and calls the teardown methods directly, on the global actor they are
/// isolated to: instances kept on, or teardown methods isolated to, two different global actors cannot all be
/// reached from one. Reported at each kept instance that brings an actor after the first.
struct ShutdownOnSeveralActorsRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let model = graph.model
        guard model.components.contains(where: { $0.teardown != nil }) else { return }
        let isolations = model.shutdownIsolations(effects: graph.effects)
        guard let first = isolations.first, isolations.count > 1 else { return }
        let firstBinding = keptBinding(bringing: first, graph)
        for isolation in isolations.dropFirst() {
            guard let index = keptBinding(bringing: isolation, graph), let firstBinding else { continue }
            let (binding, other) = (model.bindings[index], model.bindings[firstBinding])
            diagnostics.emit(
                .error(
                    .shutdownOnSeveralActors,
                    "'shutdown()' releases what the graph keeps and calls its teardown methods on one global actor, but '\(binding.key)' needs \(isolation.described) and '\(other.key)' needs \(first.described): isolate what the graph keeps alike, or mark the init (or the teardown method) 'nonisolated'",
                    at: binding.location, notes: [.init("'\(other.key)' is declared here", at: other.location)]))
        }
    }

    /// The first kept binding whose instance, or teardown method, is isolated to `isolation`.
    private func keptBinding(bringing isolation: Isolation, _ graph: MatchedGraph) -> Int? {
        let model = graph.model
        return model.bindings.indices.first { index in
            guard model.bindings[index].isKept else { return false }
            if graph.effects[index].isolation == isolation { return true }
            guard case .component(let component) = model.bindings[index].source else { return false }
            return model.components[component].teardownIsolation == isolation
        }
    }
}
