/// Stage 4's output: a valid graph, every dependency matched to its binding, in an order where each binding comes
/// after everything it depends on.
public struct ResolvedGraph: Sendable {
    /// The placed model (`GraphPlacement`): one binding per instance of a binding of the sources in a graph, each
    /// with its graph; without child graphs, the model's bindings as they were, all in the root graph.
    public var model: BindingModel
    /// Indices into `model.bindings`, dependencies first; ties broken by type, so the order is deterministic.
    public var order: [Int]
    /// Each binding's place in source order (``SourceOrder``), worked out once for the stages that sort by it.
    var sourceOrder: [SourceOrder]
    /// For each binding, for each of its dependencies, the index of the binding that satisfies it.
    public var targets: [[Int]]
    /// For each binding, the effects of creating it: its own and those of everything it creates on the way.
    public var effects: [CreationEffects]
    /// The graphs (indices into `model.graphs`) declared `Sendable`: those whose kept instances off the main actor,
    /// inputs and parent are (see "Sendable graphs" in docs/Annotations.md).
    public var sendableGraphs: Set<Int>
    /// The kept bindings whose creation may ask for themselves again, at run time, through a factory called while
    /// they are being created (the build cannot see inside an init), by binding index.
    public var creationLoops: [Int: CreationLoop] = [:]
}

/// How a kept binding on a cycle through a factory may come to need itself while it is being created.
public struct CreationLoop: Sendable {
    /// The cycle (strongly connected component) the binding is on, numbered from 1, dependencies' first: the
    /// generated code lets one thread at a time create the kept instances of one cycle.
    public var cycle: Int
    /// The binding's shortest loop and the factories on it, for the message that stops the program when it happens,
    /// instead of a deadlock.
    public var description: String
}
