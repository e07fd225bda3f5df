/// One check of the graph stage, for one kind of problem: each rule's file is named after the ``DiagnosticID`` it
/// reports, and ``GraphResolver/rules`` lists them all, in the order they run.
protocol GraphRule: Sendable {
    /// What the rule relies on, and so when it runs.
    var phase: GraphRulePhase { get }
    /// Reports every problem of the rule's kind in `graph`.
    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector)
}

/// When a graph rule runs. A later phase relies on what the earlier ones ensure, so it runs only when they found no
/// error (nor did the stages before this one).
enum GraphRulePhase {
    /// On every graph, whatever else is wrong with it: the rule needs only each dependency's binding, or its lack.
    case matched
    /// On a graph that can be created in order, so that the effects of creating each binding are known.
    case ordered
    /// On a graph the generated code can express: what such a rule finds is dubious, not wrong.
    case valid
}
