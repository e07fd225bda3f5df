/// Places every binding in the graphs it lives in, and matches each dependency to the binding that satisfies it
/// there: the first step of the graph stage, which the rules and the generated code then take as the graph.
///
/// A binding whose graph is fixed (an input, a shared or weak binding, a child graph's factory) lives in that graph.
/// Any other binding lives in the highest graph whose bindings (its own and its ancestors') satisfy it, as seen
/// from the graph that asks: the deepest graph among its dependencies'. A collection lives in the deepest graph that
/// contributes to it, so one binding may live in several graphs: a component that takes `[Plugin]` is made in the
/// root graph with the root's contributions, and again in a child graph that contributes more. Each such pair of
/// binding and graph is an instance, one binding of the placed model; without child graphs, every binding is one
/// instance in the root graph, in the same order.
///
/// A graph sees its own and its ancestors' bindings, never its children's: a dependency that only a graph the asker
/// cannot see satisfies is out of reach (``BindingInOtherGraphRule`` reports it).
struct GraphPlacement {
    /// The placed model: one binding per instance, each with its graph.
    let model: BindingModel
    /// For each instance, the binding of the model it is an instance of.
    let origins: [Int]
    /// For each instance, whether its binding is placed by its dependencies rather than living in a graph of its
    /// own (see ``Binding/graph``).
    let floats: [Bool]
    /// For each instance, what each of its dependencies is matched to.
    let targets: [[DependencyMatch]]
    /// The dependencies that are out of reach, in the order of the instances.
    let unreachable: [UnreachableDependency]

    /// A dependency that a graph the asker cannot see satisfies.
    struct UnreachableDependency {
        var binding: Int
        var dependency: Int
        /// An instance of the binding that satisfies it elsewhere.
        var target: Int
        /// The graphs that binding lives in.
        var graphs: [Int]
    }

    init(_ model: BindingModel) {
        var placement = Placing(model)
        placement.placeInEveryGraph()
        (self.model, origins, targets, unreachable) = placement.instances()
        floats = origins.map { model.bindings[$0].graph == nil }
    }
}

/// The work of ``GraphPlacement``: for each graph, which bindings can be made there and the graph each of those
/// lives in; then the instances.
private struct Placing {
    let model: BindingModel
    let bindings: [Binding]
    /// Each graph's depth, and its ancestors and itself, by depth: `chains[g][depth[g]] == g`.
    let depths: [Int]
    let chains: [[Int]]
    /// Binding indices by key, in source order.
    let bindingsByKey: [TypeKey: [Int]]
    /// For each graph, each binding's dependencies matched to the binding that satisfies them there (nil: no
    /// binding of the type is seen from there).
    var candidates: [[[Int?]]] = []
    /// For each graph, whether each binding can be made there: everything it needs is there (for a collection,
    /// at least one contribution is, or none is needed).
    var canMake: [[Bool]] = []
    /// For each graph, the depth of the graph each binding it can make lives in (on its chain).
    var homeDepths: [[Int]] = []

    init(_ model: BindingModel) {
        self.model = model
        let bindings = model.bindings
        self.bindings = bindings
        depths = model.graphs.indices.map { model.depth(of: $0) }
        chains = model.graphs.indices.map { graph in
            var chain = [graph]
            while let parent = model.graphs[chain[0]].parent { chain.insert(parent, at: 0) }
            return chain
        }
        let order = SourceOrder.of(bindings.map(\.location))
        let sourceOrder = bindings.indices.sorted { order[$0] < order[$1] }
        var bindingsByKey: [TypeKey: [Int]] = [:]
        for index in sourceOrder { bindingsByKey[bindings[index].key, default: []].append(index) }
        self.bindingsByKey = bindingsByKey
    }

    /// Whether `graph` sees the binding: it floats, or lives in `graph` or an ancestor.
    private func sees(_ graph: Int, _ binding: Int) -> Bool {
        guard let home = bindings[binding].graph else { return true }
        return home == graph || (depths[home] < depths[graph] && chains[graph][depths[home]] == home)
    }

    /// A collection, or an `// @Optional` parameter's value, which is placed as a collection of at most one: it
    /// lives where what it holds does, and a graph without that has an empty (absent) one of its own.
    private func isCollection(_ binding: Int) -> Bool {
        switch bindings[binding].source {
        case .collection, .optional: true
        case .component, .alias, .assistedFactory, .provider, .input, .bundle, .injection, .childGraph, .entryPoints:
            false
        }
    }

    /// Whether `binding`'s dependency at `position` takes the collection `target` `@AllowEmpty`, or the optional
    /// value `target`, so that a graph without its contributions (without `T`) passes an empty one (nil).
    private func isEmptyCollection(_ target: Int, for binding: Int, at position: Int) -> Bool {
        guard isCollection(target) else { return false }
        if case .optional = bindings[target].source { return true }
        return bindings[binding].dependencies[position].allowsEmpty
    }

    mutating func placeInEveryGraph() {
        for graph in model.graphs.indices { place(in: graph) }
    }

    /// Which bindings `graph` can make, and where each lives. A binding fixed in an ancestor keeps what that
    /// ancestor found (the graphs come parents first); the others are worked out here: first which can be made
    /// (everything is, until a dependency it needs cannot be), then the depth of each one's graph (the root's,
    /// until a dependency lives deeper).
    private mutating func place(in graph: Int) {
        let count = bindings.count
        var matched = [[Int?]](repeating: [], count: count)
        var dependents = [[Int]](repeating: [], count: count)
        var canMake = [Bool](repeating: false, count: count)
        var homes = [Int](repeating: 0, count: count)
        var open: [Int] = []
        for index in 0..<count where sees(graph, index) {
            if let home = bindings[index].graph, home != graph {
                canMake[index] = self.canMake[home][index]
                homes[index] = depths[home]
                continue
            }
            let dependencies = bindings[index].dependencies
            matched[index] = dependencies.indices.map { position in
                bindingsByKey[dependencies[position].key]?.first { sees(graph, $0) }
            }
            canMake[index] = true
            homes[index] = bindings[index].graph.map { depths[$0] } ?? 0
            open.append(index)
            for case let target? in matched[index] { dependents[target].append(index) }
        }
        // Which can be made: a binding that cannot be made makes its dependents re-check. A collection taken
        // `@AllowEmpty` is always there: empty when the graph has none of its contributions.
        var queue = open
        while let index = queue.popLast() {
            guard canMake[index] else { continue }
            let needs = matched[index]
            let made = needs.indices.map { position in
                guard let target = needs[position] else { return false }
                return canMake[target] || isEmptyCollection(target, for: index, at: position)
            }
            let possible = isCollection(index) ? (needs.isEmpty || made.contains(true)) : !made.contains(false)
            if !possible {
                canMake[index] = false
                queue += dependents[index]
            }
        }
        // Where each lives: the deepest of its dependencies' graphs, for one that floats.
        queue = open.filter { canMake[$0] && bindings[$0].graph == nil }
        while let index = queue.popLast() {
            let deepest = matched[index].lazy.compactMap { $0 }.filter { canMake[$0] }.map { homes[$0] }.max() ?? 0
            if deepest > homes[index] {
                homes[index] = deepest
                queue += dependents[index].filter { canMake[$0] && bindings[$0].graph == nil }
            }
        }
        candidates.append(matched)
        self.canMake.append(canMake)
        homeDepths.append(homes)
    }

    /// The graphs a binding lives in: where it can be made and no lower graph is needed.
    private func homes(of binding: Int) -> [Int] {
        model.graphs.indices.filter { lives(binding, in: $0) }
    }

    /// Whether a binding lives in some graph, without listing them (asked for every binding).
    private func livesSomewhere(_ binding: Int) -> Bool {
        model.graphs.indices.contains { lives(binding, in: $0) }
    }

    private func lives(_ binding: Int, in graph: Int) -> Bool {
        canMake[graph][binding] && homeDepths[graph][binding] == depths[graph]
    }

    /// The instances, binding by binding, each binding's in the order of the graphs; each dependency matched.
    func instances() -> (BindingModel, [Int], [[DependencyMatch]], [GraphPlacement.UnreachableDependency]) {
        var placed: [(binding: Int, graph: Int)] = []
        var instanceOf = InstanceTable(bindingCount: bindings.count, graphCount: model.graphs.count)
        for index in bindings.indices {
            var graphs = bindings[index].graph.map { [$0] } ?? homes(of: index)
            // One that no graph can make is placed where most of what it needs is, to report what is not.
            if graphs.isEmpty { graphs = [placementOfUnmakeable(index)] }
            for graph in graphs {
                instanceOf[binding: index, graph: graph] = placed.count
                placed.append((index, graph))
            }
        }
        // An empty instance of each collection taken `@AllowEmpty` in a graph that has none of its contributions.
        // Each is placed at the first parameter that takes it so, which its comment names.
        var emptyCollections: [Int: SourceLocation] = [:]
        for pair in placed {
            for case (let position, let candidate?) in candidates[pair.graph][pair.binding].enumerated()
            where !canMake[pair.graph][candidate] && isEmptyCollection(candidate, for: pair.binding, at: position)
                && instanceOf[binding: candidate, graph: pair.graph] == nil
            {
                instanceOf[binding: candidate, graph: pair.graph] = placed.count
                emptyCollections[placed.count] = bindings[pair.binding].dependencies[position].parameter.location
                placed.append((candidate, pair.graph))
            }
        }
        /// A dependency on `binding` made in `graph`: its instance there.
        func match(_ binding: Int, in graph: Int) -> DependencyMatch {
            instanceOf[binding: binding, graph: graph].map(DependencyMatch.instance) ?? .unbound
        }
        var placedModel = model
        var targets: [[DependencyMatch]] = []
        var unreachable: [GraphPlacement.UnreachableDependency] = []
        let madeSomewhere = bindings.indices.map { index in
            bindings[index].graph.map { canMake[$0][index] } ?? livesSomewhere(index)
        }
        let blocked = blockedBindings(madeSomewhere: madeSomewhere)
        placedModel.bindings = placed.enumerated().map { instance, pair in
            var binding = bindings[pair.binding]
            binding.graph = pair.graph
            var matched: [DependencyMatch] = []
            var listed: [Int] = []
            // A collection lists the contributions its graph can make, and those no graph can (whose own instances
            // report why), but not those of graphs it cannot see.
            let listsMadeOnly = isCollection(pair.binding) && canMake[pair.graph][pair.binding]
            if let location = emptyCollections[instance] {
                binding.dependencies = []
                binding.location = location
                if case .collection(let keys?) = binding.source {
                    binding.source = .collection(keys: keys.isEmpty ? keys : [])
                }
                targets.append([])
                return binding
            }
            for (position, candidate) in candidates[pair.graph][pair.binding].enumerated() {
                if let candidate, isEmptyCollection(candidate, for: pair.binding, at: position),
                    let empty = instanceOf[binding: candidate, graph: pair.graph], emptyCollections[empty] != nil
                {
                    matched.append(.instance(empty))
                    listed.append(position)
                    continue
                }
                if let candidate, canMake[pair.graph][candidate] {
                    let home = chains[pair.graph][homeDepths[pair.graph][candidate]]
                    matched.append(match(candidate, in: home))
                    listed.append(position)
                    continue
                }
                let elsewhere = candidate.map { [$0] } ?? bindingsByKey[binding.dependencies[position].key] ?? []
                if let target = elsewhere.first(where: livesSomewhere)
                    ?? (candidate == nil ? elsewhere.first : nil)
                {
                    if listsMadeOnly { continue }
                    matched.append(.outOfReach)
                    listed.append(position)
                    if blocked[pair.binding] { continue }
                    let graphs = bindings[target].graph.map { [$0] } ?? homes(of: target)
                    let someGraph = graphs.first ?? placementOfUnmakeable(target)
                    unreachable.append(
                        .init(
                            binding: instance, dependency: position,
                            target: instanceOf[binding: target, graph: someGraph] ?? 0, graphs: graphs))
                    continue
                } else if let candidate {
                    matched.append(match(candidate, in: placementOfUnmakeable(candidate)))
                } else {
                    matched.append(.unbound)
                }
                listed.append(position)
            }
            if listed.count < binding.dependencies.count {
                binding.dependencies = listed.map { binding.dependencies[$0] }
                if case .collection(let keys?) = binding.source {
                    binding.source = .collection(keys: listed.map { keys[$0] })
                }
            }
            targets.append(matched)
            return binding
        }
        return (placedModel, placed.map(\.binding), targets, unreachable)
    }

    /// The bindings placed by their dependencies that no graph can make because something they need is missing or
    /// made nowhere, which is reported there (MissingBinding, or that dependency's own error): their dependencies out
    /// of reach of the graph they are placed in for the report are a consequence of that mistake, not a second one,
    /// and saying that no graph has all they need would be wrong. A dependency made nowhere only because it needs the
    /// binding back does not count, unless it is kept in a graph that cannot see one of its own dependencies (which
    /// it reports) or is blocked itself, so that each mistake is reported once.
    private func blockedBindings(madeSomewhere: [Bool]) -> [Bool] {
        let bindings = self.bindings
        func reaches(_ start: Int, _ goal: Int) -> Bool {
            var seen: Set<Int> = [start]
            var work = [start]
            while let current = work.popLast() {
                if current == goal { return true }
                for dependency in bindings[current].dependencies {
                    for next in bindingsByKey[dependency.key] ?? []
                    where !madeSomewhere[next] && seen.insert(next).inserted {
                        work.append(next)
                    }
                }
            }
            return false
        }
        /// A binding kept in a graph that cannot make one of its dependencies, made in some other graph.
        func reportsOutOfReach(_ index: Int) -> Bool {
            guard let home = bindings[index].graph else { return false }
            return candidates[home][index].enumerated().contains { position, candidate in
                if let candidate, canMake[home][candidate] { return false }
                let key = bindings[index].dependencies[position].key
                return (bindingsByKey[key] ?? []).contains { madeSomewhere[$0] }
            }
        }
        // Grown until it holds: a dependency that is blocked itself counts too.
        var blocked = Array(repeating: false, count: bindings.count)
        var changed = true
        while changed {
            changed = false
            for index in bindings.indices where !blocked[index] && !madeSomewhere[index] && bindings[index].graph == nil
            {
                let isBlocked = bindings[index].dependencies.contains { dependency in
                    let bound = bindingsByKey[dependency.key] ?? []
                    guard !bound.contains(where: { madeSomewhere[$0] }) else { return false }
                    return bound.isEmpty
                        || bound.contains { blocked[$0] || reportsOutOfReach($0) || !reaches($0, index) }
                }
                if isBlocked {
                    blocked[index] = true
                    changed = true
                }
            }
        }
        return blocked
    }

    /// For a binding no graph can make, the graph that can make most of what it needs (the first such graph).
    private func placementOfUnmakeable(_ binding: Int) -> Int {
        if let fixed = bindings[binding].graph { return fixed }
        return model.graphs.indices.max { lhs, rhs in
            let made = { (graph: Int) in
                self.candidates[graph][binding].count(where: { $0.map { self.canMake[graph][$0] } ?? false })
            }
            return made(lhs) < made(rhs) || (made(lhs) == made(rhs) && lhs > rhs)
        } ?? 0
    }
}

/// The instance of each binding in each graph it has one in, by binding and graph: one entry for each pair, as the
/// placement looks one up for every dependency of every instance.
private struct InstanceTable {
    private let graphCount: Int
    private var instances: [Int?]

    init(bindingCount: Int, graphCount: Int) {
        self.graphCount = graphCount
        instances = Array(repeating: nil, count: bindingCount * graphCount)
    }

    subscript(binding binding: Int, graph graph: Int) -> Int? {
        get { instances[binding * graphCount + graph] }
        set { instances[binding * graphCount + graph] = newValue }
    }
}
