/// An assisted component whose creation is `async` or `throws` through what it needs, or on a global actor the
/// component is not isolated to (its own effects are checked with the binding model already): the graph's `make`
/// function for it is synchronous, and on a global actor only for a component isolated to it, so it could not
/// create such a component. Taking the dependency through a factory moves its effects to the call.
struct EffectfulAssistedComponentRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for (index, binding) in graph.model.bindings.enumerated() {
            let effects = graph.effects[index]
            guard case .assistedFactory = binding.source,
                effects.isAsync || effects.isThrowing || effects.isolation != binding.ownEffects.isolation
            else { continue }
            diagnostics.emit(
                .error(
                    .effectfulAssistedComponent,
                    "'\(binding.key)' is made with assisted values, but creating it is '\(effects.description)'\(graph.becauseOf(index) { !$0.isEmpty }); Wiring makes assisted components only synchronously, and on the main actor only when they are '@MainActor' themselves, for now: take that dependency through a factory, or remove 'assisted:'",
                    at: binding.location))
        }
    }
}
