/// A shared component that takes a weak instance directly (or through `as:`): it keeps what it is given for the
/// graph's lifetime, so the weak instance is never released and its `.weak` scope has no effect. Only a warning: the
/// graph works, it just does not do what `.weak` says.
struct WeakInstanceHeldBySharedRule: GraphRule {
    var phase: GraphRulePhase { .valid }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let bindings = graph.model.bindings
        let targets = graph.creationTargets
        for index in bindings.indices where bindings[index].scope == .shared {
            guard case .component = bindings[index].source else { continue }
            for case (let dependency, let target?) in zip(bindings[index].dependencies, targets[index]) {
                var held = target
                if case .alias = bindings[held].source, let component = targets[held].first ?? nil {
                    held = component
                }
                guard bindings[held].scope == .weak else { continue }
                diagnostics.emit(
                    .warning(
                        .weakInstanceHeldByShared,
                        "shared '\(bindings[index].key)' holds weak '\(bindings[held].key)' for the graph's lifetime, so it is never released and '.weak' has no effect: take '() -> \(dependency.key.written)' to ask for it when needed, or make '\(bindings[held].key)' shared",
                        at: dependency.parameter.location,
                        notes: [.init("'\(bindings[held].key)' is declared '.weak' here", at: bindings[held].location)])
                )
            }
        }
    }
}
