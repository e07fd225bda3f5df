/// A dependency that only a graph the asker cannot see satisfies: a graph sees its own bindings and its ancestors',
/// never a child's (whose instances come and go, one set per child) nor another branch's. The generated code would
/// have no instance to pass. Reported at the parameter, with the graph that asks, the one that holds the binding,
/// and the fixes that fit: placing the asker in the child, or taking the child graph's factory.
struct BindingInOtherGraphRule: GraphRule {
    var phase: GraphRulePhase { .matched }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let model = graph.model
        var reported: Set<SourceLocation> = []
        for unreachable in graph.unreachable {
            let binding = model.bindings[unreachable.binding]
            let dependency = binding.dependencies[unreachable.dependency]
            guard reported.insert(dependency.parameter.location).inserted, let asking = binding.graph else { continue }
            let target = model.bindings[unreachable.target]
            let holders = unreachable.graphs.map { "'\(model.graphs[$0].name)'" }
            let lives = graph.floats[unreachable.target] && !holders.isEmpty ? "is made only in" : "lives in"
            var message =
                "'\(dependency.key)', needed by \(graph.asker(of: dependency, in: binding)), \(lives) \(NearMatches.list(holders)), which '\(model.graphs[asking].name)' cannot see (a graph sees its own bindings and its ancestors', never a child graph's or another branch's)"
            var notes: [Diagnostic.Note] = [.init("'\(target.key)' is bound here", at: target.location)]
            if graph.floats[unreachable.target], let reason = pinningDependency(of: unreachable.target, in: graph) {
                notes.append(
                    .init(
                        "'\(target.key)' is unscoped, and made where all it needs is: it needs '\(reason.key)' here",
                        at: reason.parameter.location))
            }
            if graph.floats[unreachable.binding], let pinned = pinningDependency(of: unreachable.binding, in: graph) {
                message +=
                    "; '\(binding.key)' is unscoped, so it is made in the highest graph that has all it needs, and it needs '\(pinned.key)' of '\(model.graphs[asking].name)': no graph has both; move one of them to a graph that sees both, or split '\(binding.key)'"
                notes.append(.init("'\(binding.key)' needs '\(pinned.key)' here", at: pinned.parameter.location))
            } else if !graph.floats[unreachable.binding], let holder = unreachable.graphs.first,
                childOnPath(from: asking, to: holder, in: model) != nil
            {
                let name = model.graphs[holder].name
                if case .entryPoints = binding.source {
                    message +=
                        ": name it among the entry points of '\(name)' ('// @EntryPoints(graph: \(name))' above a protocol of its own)"
                } else {
                    message += ": put '\(binding.key)' in '\(name)' ('in: \(name)')"
                }
                // The factory of a child graph that holds the binding itself, not one further down.
                let factory = model.graphs[holder].parent == asking ? model.childGraphFactory(of: holder) : nil
                message +=
                    factory.map {
                        ", or take the child graph's factory '\($0.type)' and ask the graph it creates for '\(dependency.key)'"
                    } ?? ""
            } else {
                message += ": move one of them to a graph both see, or into one graph"
            }
            diagnostics.emit(.error(.bindingInOtherGraph, message, at: dependency.parameter.location, notes: notes))
        }
    }

    /// The first dependency of a floating binding that lives in the binding's graph, which is why the binding is
    /// made there. Not an `// @Optional` value: it lives where what it holds does, and is nil in every other graph,
    /// so it never keeps its asker in one.
    private func pinningDependency(of index: Int, in graph: MatchedGraph) -> Dependency? {
        let binding = graph.model.bindings[index]
        return zip(binding.dependencies, graph.targets[index]).first { _, match in
            guard let instance = match.instance else { return false }
            if case .optional = graph.model.bindings[instance].source { return false }
            return graph.model.bindings[instance].graph == binding.graph
        }?.0
    }

    /// The child of `ancestor` on the way down to `descendant`; nil when `descendant` is not below `ancestor`.
    private func childOnPath(from ancestor: Int, to descendant: Int, in model: BindingModel) -> Int? {
        var current = descendant
        while let parent = model.graphs[current].parent {
            if parent == ancestor { return current }
            current = parent
        }
        return nil
    }
}
