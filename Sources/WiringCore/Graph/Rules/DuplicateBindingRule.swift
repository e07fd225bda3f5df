/// A type (with its name, if any) bound more than once: a parameter of that type would have no one value to get,
/// and the first binding winning quietly would hide the others. Every binding is listed, so the reader can choose
/// the one to keep.
struct DuplicateBindingRule: GraphRule {
    var phase: GraphRulePhase { .matched }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        for (key, indices) in graph.bindingsByKey where indices.count > 1 {
            let bindings = indices.map { graph.model.bindings[$0] }
            let origins = NearMatches.list(bindings.map { origin(of: $0, in: graph) })
            diagnostics.emit(.error(
                .duplicateBinding, "'\(key)' is bound \(indices.count) times, by \(origins); a type can have only one binding: remove all but one",
                at: bindings[0].location,
                notes: bindings.map { binding in
                    .init("'\(binding.key)' is bound here by \(origin(of: binding, in: graph))", at: binding.location)
                }))
        }
    }

    /// How a binding is made: `component 'V8Engine'`, `provider 'Frameworks.decoder()'`, ….
    private func origin(of binding: Binding, in graph: MatchedGraph) -> String {
        let model = graph.model
        switch binding.source {
        case .component(let index): return "component '\(model.components[index].typeName)'"
        case .alias(let index): return "component '\(model.components[index].typeName)' ('as: \(binding.key.written)')"
        case .assistedFactory(let index): return "component '\(model.components[index].typeName)' (assisted)"
        case .provider(let index): return "provider '\(graph.providerName(model.providers[index]))'"
        case .input(let index): return "input '\(model.inputs[index].name)' of '\(model.inputsTypeName ?? "")'"
        case .collection: return "the contributions 'into: \(binding.key.written)'"
        case .bundle: return "bundle '\(binding.key.written)'"
        case .injection(let index): return "the '@Inject' properties of '\(model.injections[index].typeName)'"
        }
    }
}
