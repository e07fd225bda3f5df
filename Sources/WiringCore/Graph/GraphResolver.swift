/// Stage 4: places every binding in the graphs it lives in (`GraphPlacement`), matches every dependency to a binding
/// (`MatchedGraph`), checks the graph with every rule of `rules`
/// (duplicate, missing and cyclic bindings, then what the generated code cannot express), and puts it in creation
/// order with the effects of creating each binding. All problems are reported in one run.
public enum GraphResolver {
    /// Every check of the graph, in the order they run: each phase's rules (``GraphRulePhase``) in the order they
    /// are listed here, a phase only when the ones before it found no error.
    static let rules: [any GraphRule] = [
        DuplicateBindingRule(),
        MissingBindingRule(),
        BindingInOtherGraphRule(),
        DependencyCycleRule(),
        AsyncKeptInstanceRule(),
        EffectfulAssistedComponentRule(),
        EffectfulFactoryCollectionRule(),
        UndeclaredFactoryEffectsRule(),
        MainActorFactoryIsolationRule(),
        NonSendableGraphRule(),
        NonSendableActorCrossingRule(),
        ShutdownOnSeveralActorsRule(),
        UndeclaredEntryPointEffectsRule(),
        WeakInstanceHeldBySharedRule(),
        UnusedBindingRule(),
    ]

    public static func resolve(_ model: BindingModel, diagnostics: DiagnosticCollector) -> ResolvedGraph? {
        var graph = MatchedGraph(GraphPlacement(model))
        check(graph, phase: .matched, diagnostics: diagnostics)
        guard !diagnostics.hasErrors, let order = creationOrder(of: graph) else { return nil }
        graph.propagateEffects(in: order)
        check(graph, phase: .ordered, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        check(graph, phase: .valid, diagnostics: diagnostics)
        return ResolvedGraph(
            model: graph.model, order: order, sourceOrder: graph.sourceOrder,
            targets: graph.targets.map { $0.map(instance(matched:)) }, effects: graph.effects,
            sendableGraphs: GraphSendability(graph).sendableGraphs,
            creationLoops: graph.creationLoops())
    }

    /// The instance a dependency of a graph without errors is matched to: one that is not is an error of
    /// ``MissingBindingRule`` or ``BindingInOtherGraphRule``.
    private static func instance(matched match: DependencyMatch) -> Int {
        switch match {
        case .instance(let instance): instance
        case .unbound, .outOfReach: preconditionFailure("a graph with an unmatched dependency has an error")
        }
    }

    private static func check(_ graph: MatchedGraph, phase: GraphRulePhase, diagnostics: DiagnosticCollector) {
        for rule in rules where rule.phase == phase { rule.check(graph, diagnostics: diagnostics) }
    }

    /// Every binding after all that creating it creates on the way: the strongly connected components of the
    /// creation edges, which come dependencies first and, without a cycle, hold one binding each. Nil when there is
    /// a cycle, which allows no order (``DependencyCycleRule`` reports it).
    private static func creationOrder(of graph: MatchedGraph) -> [Int]? {
        graph.cycles.isEmpty ? graph.creationComponents.flatMap { $0 } : nil
    }
}
