/// A type (with its name, if any) bound more than once: a parameter of that type would have no one value to get,
/// and the first binding winning quietly would hide the others. Every binding is listed, so the reader can choose
/// the one to keep.
struct DuplicateBindingRule: GraphRule {
    var phase: GraphRulePhase { .matched }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for (key, indices) in graph.bindingsByKey where indices.count > 1 {
            let bindings = indices.map { graph.model.bindings[$0] }
            let origins = NearMatches.list(bindings.map { origin(of: $0, in: graph) })
            diagnostics.emit(
                .error(
                    .duplicateBinding,
                    "'\(key)' is bound \(indices.count) times, by \(origins); a type can have only one binding: remove all but one",
                    at: bindings[0].location,
                    notes: bindings.map { binding in
                        .init(
                            "'\(binding.key)' is bound here by \(origin(of: binding, in: graph))", at: binding.location)
                    }))
        }
    }

    /// How a binding is made: `component 'V8Engine'`, `provider 'Frameworks.decoder()'`, ….
    private func origin(of binding: Binding, in graph: MatchedGraph) -> String {
        let description = BindingDescription(binding, in: graph.model)
        let declaration = description.declaration ?? ""
        return switch description.kind {
        case .component: "component '\(declaration)'"
        case .boundType: "component '\(declaration)' ('as: \(binding.key.written)')"
        case .assistedFactory: "component '\(declaration)' (assisted)"
        case .provider: "provider '\(declaration)'"
        case .input: "input '\(declaration)' of '\(graph.model.inputsTypeName ?? "")'"
        case .collection: "the contributions 'into: \(binding.key.written)'"
        case .bundle: "bundle '\(declaration)'"
        case .injection: "the '@Inject' properties of '\(declaration)'"
        }
    }
}
