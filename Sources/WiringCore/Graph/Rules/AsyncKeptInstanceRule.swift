/// A shared or weak instance whose creation is `async`. The callers that ask for it while it is being created wait
/// for that one creation: off any actor the graph would have to hold its lock across a suspension, which it cannot;
/// on a global actor they share the one result, which Swift allows only for a value that is Sendable (or a class
/// isolated to that actor).
struct AsyncKeptInstanceRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let model = graph.model
        for index in model.bindings.indices {
            let effects = graph.effects[index]
            // Only the few bindings this rule is about are copied out.
            guard effects.isAsync, model.bindings[index].scope.keepsInstance else { continue }
            let binding = model.bindings[index]
            // Only components and providers keep their instance; an alias of one forwards to it.
            let declaration = BindingDescription(binding, in: model).declaration ?? ""
            let mainActorFix: String? =
                switch binding.source {
                case .component:
                    // Marking the init alone would leave a class that is not Sendable, which the next error refuses.
                    "mark '\(declaration)'\(model.isNonSendableClass(binding.type) ? "" : " (or its init)") '@MainActor'"
                case .provider(let provider):
                    "mark '\(declaration)'\(model.providers[provider].enclosingTypeName == nil ? "" : " (or the type it is declared in)") '@MainActor'"
                case .alias, .assistedFactory, .input, .bundle, .injection, .collection, .optional, .childGraph,
                    .entryPoints:
                    nil
                }
            guard let mainActorFix else { continue }
            if let attribute = effects.isolation.attribute, model.isNonSendableClass(binding.type) {
                let actor = effects.isMainActor ? "the main actor" : "global actor '\(attribute.dropFirst())'"
                diagnostics.emit(
                    .error(
                        .asyncKeptInstance,
                        "'\(binding.key)' is \(binding.scope.rawValue) and created asynchronously on \(actor), where the callers that ask for it meanwhile wait for the one creation; Swift lets a value be shared with them only if it is Sendable, and class '\(binding.type)' is not: mark the class '\(attribute)' (not only its init), make it 'Sendable', or make it unscoped",
                        at: binding.location))
            }
            if effects.isolation == .nonisolated {
                diagnostics.emit(
                    .error(
                        .asyncKeptInstance,
                        "'\(binding.key)' is \(binding.scope.rawValue) and created asynchronously\(graph.becauseOf(index) { $0.isAsync }); the graph can create a kept instance asynchronously only once on the main actor: \(mainActorFix), make it unscoped, or create it before the graph and pass it in the '@Inputs' struct",
                        at: binding.location))
            }
        }
    }
}
