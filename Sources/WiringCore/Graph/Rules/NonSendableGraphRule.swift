/// A graph that must be `Sendable` (see ``GraphSendability``) keeps off the main actor, or is given, a value that the
/// sources show is not, or that Wiring cannot tell is for a reason the sources can change (a stored property without
/// a written type): reported at that value's binding, with why the graph must be, and how to change either. A value
/// whose answer lies outside the sources (a framework's type) is left to the compiler, which checks the graph.
struct NonSendableGraphRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let sendability = GraphSendability(graph)
        let model = graph.model
        for graphIndex in model.graphs.indices {
            guard let requirement = sendability.requirements[graphIndex] else { continue }
            let name = model.graphs[graphIndex].name
            let (because, requirementNotes) = Self.explain(requirement, in: graph, sendability: sendability)
            for obstacle in sendability.obstacles[graphIndex] {
                let binding = model.bindings[obstacle.binding]
                let reason = obstacle.reason
                let what: String
                var alternative = ""
                if case .input(let input) = binding.source {
                    let inputs = model.graphs[graphIndex].inputsTypeName ?? ""
                    what = "it is given '\(model.inputs[input].name): \(binding.type)' by '\(inputs)'"
                } else {
                    what = "it keeps the \(binding.scope.rawValue) '\(binding.key)'"
                    alternative = "; or make '\(binding.key)' unscoped, so that the graph does not keep it"
                }
                var notes: [Diagnostic.Note] = []
                if let location = reason.location, location != binding.location {
                    notes.append(
                        .init(
                            obstacle.isUndecided
                                ? "the declaration Wiring cannot read for it" : "the declaration that is not Sendable",
                            at: location))
                }
                let judgement = obstacle.isUndecided ? "which Wiring cannot tell is Sendable" : "which is not Sendable"
                diagnostics.emit(
                    .error(
                        .nonSendableGraph,
                        "'\(name)' must be Sendable\(because), but \(what), \(judgement): \(reason.why); \(reason.fix)\(alternative)",
                        at: binding.location, notes: notes + requirementNotes))
            }
        }
    }

    /// Why a graph must be `Sendable`, as a clause after "must be Sendable", and the notes that point at it.
    private static func explain(
        _ requirement: GraphSendability.Requirement, in graph: MatchedGraph, sendability: GraphSendability
    ) -> (because: String, notes: [Diagnostic.Note]) {
        switch requirement {
        case .configuration(let location):
            return (
                " (wiring.json sets \"sendable\": true)",
                [.init("every graph of the target must be Sendable, as set here", at: location)]
            )
        case .sendableFactory(let consumer, let position):
            let binding = graph.model.bindings[consumer]
            let dependency = binding.dependencies[position]
            let factory = graph.factoryName(of: dependency, in: binding)
            return (
                ", as it is held by the '@Sendable' \(factory), which may be called from any task",
                [.init("the '@Sendable' factory that holds the graph", at: dependency.parameter.location)]
            )
        case .globalActorAccessor(let index):
            let binding = graph.model.bindings[index]
            let isolation = graph.effects[index].isolation.described
            return (
                ", as '\(binding.key)' is created on \(isolation), and callers on other actors reach it with the graph",
                [.init("'\(binding.key)' is declared here", at: binding.location)]
            )
        case .child(let child):
            let childName = graph.model.graphs[child].name
            let (because, notes) = explain(sendability.requirements[child]!, in: graph, sendability: sendability)
            return (", as its child graph '\(childName)' holds it and must be Sendable\(because)", notes)
        }
    }
}
