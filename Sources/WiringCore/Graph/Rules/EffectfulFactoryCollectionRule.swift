/// A collection of factories whose members' creation is `@MainActor`, `async` or `throws`. The collection has one
/// element type, `() -> T`, for members that may differ in their effects, so it cannot declare them; the collection
/// of the instances themselves can be created with them. Plain factories formed on the main actor may create
/// `@MainActor` members (``MatchedGraph/effectsOfClosureContext(of:)``).
struct EffectfulFactoryCollectionRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for factory in graph.factories {
            guard case .collectionOfFactories = factory.dependency.form else { continue }
            let needed = graph.effectsOfCalling(factory)
            guard !graph.effectsOfClosureContext(of: factory).covers(needed) else { continue }
            let dependency = factory.dependency
            diagnostics.emit(
                .error(
                    .effectfulFactoryCollection,
                    "parameter '\(dependency.parameter.name)' takes factories of '\(dependency.key)', whose creation is '\(needed.description)'; a collection of factories takes only plain '() -> T': take the collection itself instead",
                    at: dependency.parameter.location))
        }
    }
}
