/// A factory whose type does not declare the effects of creating its product: the closure the graph passes has the
/// factory's type, so it could not await, throw or hop to the main actor as creating the product requires. The
/// message spells out the type to declare. A plain factory formed on a global actor needs no attribute
/// (``MatchedGraph/effectsOfClosureContext(of:)``); one of a product on a global actor besides the main actor, which
/// a factory type cannot declare to Wiring, needs its consumer isolated there.
struct UndeclaredFactoryEffectsRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for factory in graph.factories {
            guard case .factory = factory.dependency.form else { continue }
            let dependency = factory.dependency
            let needed = graph.effectsOfCalling(factory)
            let expressed = graph.declaredEffects(of: dependency).union(graph.effectsOfClosureContext(of: factory))
            guard !expressed.covers(needed) else { continue }
            let consumer = graph.model.bindings[factory.consumer]
            if case .globalActor(let actor) = needed.isolation, expressed.isolation != needed.isolation {
                diagnostics.emit(
                    .error(
                        .undeclaredFactoryEffects,
                        "creating '\(dependency.key)' is '\(needed.description)', which the type of \(graph.factoryName(of: dependency, in: consumer)) cannot declare (Wiring reads only '@MainActor' there): isolate '\(consumer.key)' to '@\(actor)', where a plain factory runs, or take '\(dependency.key)' itself",
                        at: dependency.parameter.location))
                continue
            }
            let spelled =
                (needed.isMainActor ? "@MainActor " : "") + "()" + (needed.isAsync ? " async" : "")
                + (needed.isThrowing ? " throws" : "") + " -> \(dependency.key.written)"
            diagnostics.emit(
                .error(
                    .undeclaredFactoryEffects,
                    "creating '\(dependency.key)' is '\(needed.description)', so \(graph.factoryName(of: dependency, in: consumer)) must say so: declare it '\(spelled)'",
                    at: dependency.parameter.location))
        }
    }
}
