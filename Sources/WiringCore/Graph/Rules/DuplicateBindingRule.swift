/// A type (with its name, if any) bound more than once where one graph sees both bindings: a parameter of that type
/// would have no one value to get, and the first binding winning quietly would hide the others. Every binding is
/// listed, so the reader can choose the one to keep. Two graphs on different branches may each bind a type (a
/// member's graph and a guest's each have their `Locker`): no graph sees both.
struct DuplicateBindingRule: GraphRule {
    var phase: GraphRulePhase { .matched }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let model = graph.model
        for (key, instances) in graph.bindingsByKey where instances.count > 1 {
            // One instance of each binding: the first, in the graph it lives in if it has one of its own.
            var seen: Set<Int> = []
            let bindings = instances.filter { seen.insert(graph.origins[$0]).inserted }
            guard bindings.count > 1, seenTogether(bindings, in: graph) else { continue }
            let hasChildGraphs = model.graphs.count > 1
            let origins = NearMatches.list(bindings.map { origin(of: $0, in: graph, withGraph: hasChildGraphs) })
            let rule =
                hasChildGraphs
                ? "a type can have only one binding in a graph and its ancestors" : "a type can have only one binding"
            diagnostics.emit(
                .error(
                    .duplicateBinding,
                    "'\(key)' is bound \(bindings.count) times, by \(origins); \(rule): remove all but one",
                    at: model.bindings[bindings[0]].location,
                    notes: bindings.map { index in
                        .init(
                            "'\(model.bindings[index].key)' is bound here by \(origin(of: index, in: graph, withGraph: hasChildGraphs))",
                            at: model.bindings[index].location)
                    }))
        }
    }

    /// Whether some graph sees two of the bindings: any that floats, or two in one graph or in a graph and its
    /// ancestor.
    private func seenTogether(_ bindings: [Int], in graph: MatchedGraph) -> Bool {
        if bindings.contains(where: { graph.floats[$0] }) { return true }
        let graphs = bindings.compactMap { graph.model.bindings[$0].graph }
        return graphs.indices.contains { first in
            graphs.indices.contains { second in
                first != second && graph.model.isAncestor(graphs[first], ofOrSameAs: graphs[second])
            }
        }
    }

    /// How a binding is made: `component 'V8Engine'`, `provider 'Frameworks.decoder()'`, …; with the graph it lives
    /// in, when there are child graphs: `component 'Locker' in 'MemberGraph'`.
    private func origin(of index: Int, in graph: MatchedGraph, withGraph: Bool) -> String {
        let model = graph.model
        let binding = model.bindings[index]
        let description = BindingDescription(binding, in: model)
        let declaration = description.declaration ?? ""
        let origin =
            switch description.kind {
            case .component: "component '\(declaration)'"
            case .boundType: "component '\(declaration)' ('as: \(binding.key.written)')"
            case .assistedFactory: "component '\(declaration)' (assisted)"
            case .provider: "provider '\(declaration)'"
            case .input:
                "input '\(declaration)' of '\(binding.graph.flatMap { model.graphs[$0].inputsTypeName } ?? "")'"
            case .collection: "the contributions 'into: \(binding.key.written)'"
            case .bundle: "bundle '\(declaration)'"
            case .injection: "the '@Inject' properties of '\(declaration)'"
            case .childGraph: "the child graph '\(declaration)'"
            case .optionalValue: "the value of '@Optional' parameters '\(binding.key.written)'"
            case .entryPoints: "the entry points '\(declaration)'"
            }
        guard withGraph, !graph.floats[index], let home = binding.graph else { return origin }
        return origin + " in '\(model.graphs[home].name)'"
    }
}
