/// A factory whose type does not declare the effects of creating its product: the closure the graph passes has the
/// factory's type, so it could not await, throw or hop to the main actor as creating the product requires. The
/// message spells out the type to declare. A plain factory formed on the main actor needs no `@MainActor`
/// (``MatchedGraph/effectsOfClosureContext(of:)``).
struct UndeclaredFactoryEffectsRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for factory in graph.factories {
            guard case .factory = factory.dependency.form else { continue }
            let dependency = factory.dependency
            let needed = graph.effectsOfCalling(factory)
            let expressed = graph.declaredEffects(of: dependency).union(graph.effectsOfClosureContext(of: factory))
            guard !expressed.covers(needed) else { continue }
            let spelled =
                (needed.isMainActor ? "@MainActor " : "") + "()" + (needed.isAsync ? " async" : "")
                + (needed.isThrowing ? " throws" : "") + " -> \(dependency.key.written)"
            diagnostics.emit(
                .error(
                    .undeclaredFactoryEffects,
                    "creating '\(dependency.key)' is '\(needed.description)', so \(graph.factoryName(of: dependency, in: graph.model.bindings[factory.consumer])) must say so: declare it '\(spelled)'",
                    at: dependency.parameter.location))
        }
    }
}
