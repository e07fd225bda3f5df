/// A `@MainActor` factory taken by a consumer that is not `@MainActor`: the closure holds the graph, which is not
/// Sendable, so it cannot be sent to the main actor from elsewhere. A factory that does not declare its effects yet
/// is left to ``UndeclaredFactoryEffectsRule``: its fix changes the factory's type, and so whether this applies.
struct MainActorFactoryIsolationRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for factory in graph.factories {
            guard case .factory = factory.dependency.form else { continue }
            let dependency = factory.dependency
            let declared = graph.declaredEffects(of: dependency)
            guard declared.covers(graph.effectsOfCalling(factory)), declared.isMainActor,
                !graph.effects[factory.consumer].isMainActor
            else { continue }
            let binding = graph.model.bindings[factory.consumer]
            let factoryName =
                dependency.isInjectedProperty
                ? graph.factoryName(of: dependency, in: binding) : "factory parameter '\(dependency.parameter.name)'"
            diagnostics.emit(
                .error(
                    .mainActorFactoryIsolation,
                    "\(factoryName) is '@MainActor', but \(graph.requester(binding)) is not: a main-actor factory holds the graph, which cannot be sent to the main actor from elsewhere; mark '\(binding.key.text)' '@MainActor' too",
                    at: dependency.parameter.location))
        }
    }
}
