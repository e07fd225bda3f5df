/// A consumer created on one global actor that takes a value created on another: the consumer's creation awaits the
/// other actor's accessor, and Swift lets the value leave that actor only if it is `Sendable`. A value the sources
/// show is not cannot cross; one Wiring cannot tell about is the compiler's to check.
struct NonSendableActorCrossingRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let model = graph.model
        for index in graph.bindingsInSourceOrder {
            let isolation = graph.effects[index].isolation
            guard let consumerAttribute = isolation.attribute else { continue }
            for case (let dependency, let target?) in zip(
                model.bindings[index].dependencies, graph.creationTargets[index])
            {
                let targetIsolation = graph.effects[target].isolation
                guard let targetAttribute = targetIsolation.attribute, targetIsolation != isolation,
                    case .notSendable(let reason) = model.sendability[model.bindings[target].type]
                else { continue }
                let consumer = model.bindings[index].key
                let value = model.bindings[target].key
                let because = graph.becauseOf(target) { $0.isolation == targetIsolation }
                diagnostics.emit(
                    .error(
                        .nonSendableActorCrossing,
                        "'\(consumer)' is created on '\(consumerAttribute)' and takes '\(value)', created on '\(targetAttribute)'\(because); a value crosses from one global actor to another only if it is Sendable, and \(reason.why): \(reason.fix), or isolate '\(consumer)' and '\(value)' to the same global actor",
                        at: dependency.parameter.location,
                        notes: reason.location.map { [.init("'\(value)' is declared here", at: $0)] } ?? []))
            }
        }
    }
}
