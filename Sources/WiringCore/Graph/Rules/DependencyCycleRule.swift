/// Bindings that need each other to be created: none of them can be created first, so the generated code could not
/// create any. One cycle is reported for each strongly connected component, the shortest through its first binding
/// by type, with a note for every edge, since breaking any one edge fixes it. Factories defer creation, so a cycle
/// through one is not reported here (see ``MatchedGraph/creationLoops()``).
struct DependencyCycleRule: GraphRule {
    var phase: GraphRulePhase { .matched }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let bindings = graph.model.bindings
        for component in graph.cycles {
            let members = Set(component)
            guard let start = members.min(by: { bindings[$0].key < bindings[$1].key }),
                let edges = GraphSearch.shortestCycle(through: start, within: members, targets: graph.creationTargets)
            else { continue }
            let first = bindings[edges[0].binding].dependencies[edges[0].dependency]
            diagnostics.emit(
                .error(
                    .dependencyCycle,
                    "dependency cycle: \(graph.names(ofCycle: edges)); none of them can be created first: take a factory '() -> T' instead of 'T' in one of these inits to create it later, remove one of these dependencies, or move what they share into a new component that each of them depends on",
                    at: first.parameter.location,
                    notes: edges.map { edge in
                        graph.edgeNote(binding: edge.binding, dependency: edge.dependency, verb: "depends on")
                    }))
        }
    }
}
