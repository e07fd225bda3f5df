/// An assisted component whose creation is `@MainActor`, `async` or `throws` through what it needs (effects of its
/// own init are refused with the binding model already): the graph's `make` function for it is a plain one, so it
/// could not create such a component. Taking the dependency through a factory moves its effects to the call.
struct EffectfulAssistedComponentRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for (index, binding) in graph.model.bindings.enumerated() {
            guard case .assistedFactory = binding.source, !graph.effects[index].isEmpty else { continue }
            diagnostics.emit(
                .error(
                    .effectfulAssistedComponent,
                    "'\(binding.key)' is made with assisted values, but creating it is '\(graph.effects[index].description)'\(graph.becauseOf(index) { !$0.isEmpty }); Wiring makes assisted components only synchronously and off the main actor for now: take that dependency through a factory, or remove 'assisted:'",
                    at: binding.location))
        }
    }
}
