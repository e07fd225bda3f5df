/// Which graphs are `Sendable`, and which must be. A graph is `Sendable` when what it keeps off any global actor,
/// what it is given (its inputs) and its parent are: everything else it stores is a lock, or state its locks guard.
/// A graph that nothing asks to be `Sendable` is declared so only when the sources show that it is. One that must be
/// — every graph, where wiring.json sets `"sendable": true`; the graph of a binding that takes a `@Sendable` factory,
/// which holds it; the graph of a binding on a global actor besides the main actor, which other actors reach; the
/// parent of one that must be — is declared so unless the sources show that it is not (``NonSendableGraphRule`` then
/// reports what stands in the way), and the compiler checks what they cannot tell.
struct GraphSendability {
    /// Why a graph must be `Sendable`.
    enum Requirement {
        /// wiring.json's `"sendable": true`, where it is written.
        case configuration(SourceLocation)
        /// A binding of the graph takes a `@Sendable` factory (or a collection of them, or a child graph's factory
        /// as a `@Sendable` closure), which holds the graph.
        case sendableFactory(consumer: Int, dependency: Int)
        /// A child graph must be, and holds its parent.
        case child(Int)
        /// A binding of the graph is created on a global actor besides the main actor: its accessor is reached with
        /// the graph from other actors (the main actor's callers, the graph's accessors on other actors).
        case globalActorAccessor(Int)
    }

    /// A value a graph keeps or is given, by binding index, that is not `Sendable` (or that Wiring cannot tell is,
    /// for a reason the sources can change), and why.
    struct Obstacle {
        var binding: Int
        var reason: NonSendableReason
        var isUndecided: Bool
    }

    /// For each graph: whether it is `Sendable`, counting its ancestors.
    private(set) var states: [Sendability]
    /// For each graph, the values of its own that are not `Sendable`, in source order.
    private(set) var obstacles: [[Obstacle]]
    /// For each graph, why it must be `Sendable`; nil when nothing asks.
    private(set) var requirements: [Requirement?]

    init(_ graph: MatchedGraph) {
        let model = graph.model
        let graphCount = model.graphs.count
        var own = Array(repeating: [Sendability](), count: graphCount)
        var obstacles = Array(repeating: [Obstacle](), count: graphCount)
        // Read in place: a copy of each binding was most of this loop's time on a large graph.
        for index in graph.bindingsInSourceOrder {
            // A kept instance on a global actor is stored there, and never leaves it.
            let isKeptOffActors = model.bindings[index].isKept && graph.effects[index].isolation == .nonisolated
            guard isKeptOffActors || model.bindings[index].isInput else { continue }
            let sendability = model.sendability[model.bindings[index].type] ?? .undecided(nil)
            let home = model.bindings[index].graph ?? 0
            own[home].append(sendability)
            if let reason = sendability.obstacle {
                let isUndecided = if case .undecided = sendability { true } else { false }
                obstacles[home].append(Obstacle(binding: index, reason: reason, isUndecided: isUndecided))
            }
        }
        var states = [Sendability?](repeating: nil, count: graphCount)
        func state(of graphIndex: Int) -> Sendability {
            if let known = states[graphIndex] { return known }
            let parent = model.graphs[graphIndex].parent.map(state(of:)) ?? .sendable
            let result = Sendability.all(own[graphIndex] + [parent])
            states[graphIndex] = result
            return result
        }
        self.states = (0..<graphCount).map(state(of:))
        self.obstacles = obstacles

        var requirements = [Requirement?](repeating: nil, count: graphCount)
        if let configuration = model.sendableRequirement {
            requirements = Array(repeating: .configuration(configuration), count: graphCount)
        }
        for index in graph.bindingsInSourceOrder {
            let home = model.bindings[index].graph ?? 0
            if case .globalActor = graph.effects[index].isolation, requirements[home] == nil {
                requirements[home] = .globalActorAccessor(index)
            }
            for (position, dependency) in model.bindings[index].dependencies.enumerated() {
                switch dependency.form {
                case .factory(isSendable: true), .collectionOfFactories(isSendable: true): break
                case .value where dependency.isSendableClosure: break
                default: continue
                }
                if requirements[home] == nil {
                    requirements[home] = .sendableFactory(consumer: index, dependency: position)
                }
            }
        }
        for graphIndex in 0..<graphCount where requirements[graphIndex] != nil {
            var child = graphIndex
            while let parent = model.graphs[child].parent, requirements[parent] == nil {
                requirements[parent] = .child(child)
                child = parent
            }
        }
        self.requirements = requirements
    }

    /// The graphs declared `Sendable`: those the sources show are, and those that must be whose answer depends on
    /// declarations outside the sources (the compiler checks them).
    var sendableGraphs: Set<Int> {
        Set(
            states.indices.filter { index in
                switch states[index] {
                case .sendable: true
                case .undecided(nil): requirements[index] != nil
                case .undecided(.some), .notSendable: false
                }
            })
    }
}
