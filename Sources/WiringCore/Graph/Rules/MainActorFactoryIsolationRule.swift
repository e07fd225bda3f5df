/// A `@MainActor` factory (or a main-actor assisted component's factory type) taken by a consumer that is not
/// `@MainActor`: the closure holds the graph, which is not Sendable, so it cannot be sent to the main actor from
/// elsewhere. A factory that does not declare its effects yet is left to ``UndeclaredFactoryEffectsRule``: its fix
/// changes the factory's type, and so whether this applies.
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
        for consumer in graph.bindingsInSourceOrder where !graph.effects[consumer].isMainActor {
            let binding = graph.model.bindings[consumer]
            for case (let position, .instance(let target)) in graph.targets[consumer].enumerated() {
                guard case .assistedFactory = graph.model.bindings[target].source,
                    graph.model.bindings[target].ownEffects.isMainActor
                else { continue }
                let dependency = binding.dependencies[position]
                diagnostics.emit(
                    .error(
                        .mainActorFactoryIsolation,
                        "\(graph.asker(of: dependency, in: binding)) takes '\(dependency.key)', which makes a '@MainActor' component, but \(graph.requester(binding)) is not '@MainActor': a main-actor factory holds the graph, which cannot be sent to the main actor from elsewhere; mark '\(binding.key.text)' '@MainActor' too",
                        at: dependency.parameter.location))
            }
        }
    }
}
