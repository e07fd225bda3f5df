/// The placed binding model (``GraphPlacement``) with every dependency matched to the binding that satisfies it, or
/// to none: what the graph rules check (``GraphRule``) and the resolver orders. The rules only read it, so none
/// changes what the next one sees.
struct MatchedGraph {
    /// The placed model: one binding per instance of a binding in a graph.
    let model: BindingModel
    /// For each binding, the binding of the model before placement that it is an instance of.
    let origins: [Int]
    /// For each binding, whether it floats: it is placed by its dependencies (``GraphPlacement/floats``).
    let floats: [Bool]
    /// The dependencies that only a graph the asker cannot see satisfies.
    let unreachable: [GraphPlacement.UnreachableDependency]
    /// Each binding's place in source order (by location).
    let sourceOrder: [SourceOrder]
    /// Binding indices in source order.
    let bindingsInSourceOrder: [Int]
    /// Binding indices by type (its text, then its name) and location: where the searches start, so that what they
    /// find does not depend on the order of the sources.
    let bindingsByType: [Int]
    /// Binding indices by key, in source order.
    let bindingsByKey: [TypeKey: [Int]]
    /// For each binding, what each of its dependencies is matched to: the binding that satisfies it (the first in
    /// source order, when the key is bound more than once), or why none does.
    let targets: [[DependencyMatch]]
    /// For each binding, the bindings that depend on it, as (dependent, dependency index).
    let dependents: [[(binding: Int, dependency: Int)]]
    /// The bindings of `targets` that are created with the binding, nil in place of the others: a factory, and the
    /// factory of an assisted component, create their product when called, so they take no part in cycles or in
    /// the creation order.
    let creationTargets: [[Int?]]
    /// The strongly connected components of the creation edges, each one's dependencies before it.
    let creationComponents: [[Int]]
    /// The factories the graph passes, each parameter once, in binding order: an `@Inject` property of a component
    /// is a dependency of its creation and of `inject(into:)`, and is checked as the component's, which comes first.
    let factories: [Factory]
    /// For each binding, the effects of creating it: its own and those of everything it creates on the way. Empty
    /// until the graph is ordered (``GraphRulePhase/ordered``), as they are propagated in the creation order.
    var effects: [CreationEffects] = []

    init(_ placement: GraphPlacement) {
        model = placement.model
        origins = placement.origins
        floats = placement.floats
        unreachable = placement.unreachable
        let targets = placement.targets
        self.targets = targets
        let bindings = model.bindings
        let order = SourceOrder.of(bindings.map(\.location))
        sourceOrder = order
        bindingsInSourceOrder = bindings.indices.sorted { order[$0] < order[$1] }
        // By key (its text, then its name) and location, taken out of the bindings once rather than per comparison.
        let sortKeys = bindings.indices.map { (bindings[$0].key.text, bindings[$0].key.name ?? "", order[$0]) }
        bindingsByType = bindings.indices.sorted { sortKeys[$0] < sortKeys[$1] }
        var bindingsByKey: [TypeKey: [Int]] = [:]
        for index in bindingsInSourceOrder { bindingsByKey[bindings[index].key, default: []].append(index) }
        self.bindingsByKey = bindingsByKey

        var dependents: [[(binding: Int, dependency: Int)]] = Array(repeating: [], count: bindings.count)
        for index in bindingsInSourceOrder {
            for case (let dependencyIndex, .instance(let target)) in targets[index].enumerated() {
                dependents[target].append((index, dependencyIndex))
            }
        }
        self.dependents = dependents
        // The dependencies are read in place, by position: copying each one out was a visible part of a big run.
        let creationTargets = bindings.indices.map { index in
            targets[index].indices.map { position -> Int? in
                guard case .instance(let target) = targets[index][position],
                    !bindings[index].dependencies[position].isDeferred
                else { return nil }
                if case .assistedFactory = bindings[target].source { return nil }
                return target
            }
        }
        self.creationTargets = creationTargets
        creationComponents = GraphSearch.stronglyConnectedComponents(targets: creationTargets, roots: bindingsByType)

        var factories: [Factory] = []
        var factoryParameters: Set<SourceLocation> = []
        for consumer in bindings.indices {
            for case (let position, .instance(let product)) in targets[consumer].enumerated()
            where bindings[consumer].dependencies[position].isDeferred {
                let dependency = bindings[consumer].dependencies[position]
                guard factoryParameters.insert(dependency.parameter.location).inserted else { continue }
                factories.append(Factory(consumer: consumer, dependency: dependency, product: product))
            }
        }
        self.factories = factories
    }

    /// A factory that a binding takes: a `() -> T` parameter (or `@Inject` property), or a collection of them.
    struct Factory {
        /// The binding that takes it, by index.
        var consumer: Int
        var dependency: Dependency
        /// The binding it creates when called, by index: for a collection of factories, the collection.
        var product: Int
    }

    /// The strongly connected components of the creation edges that are cycles: more than one binding, or one that
    /// needs itself. None of their bindings can be created first.
    var cycles: [[Int]] {
        creationComponents.filter { $0.count > 1 || creationTargets[$0[0]].contains($0[0]) }
    }
}
