/// What a ``RandomGraph``'s generated graph must do, as docs/Annotations.md describes it, replayed on the model: which
/// instances each access creates, which it reuses, and which weak instances are still alive.
///
/// - A shared binding creates its instance on first use and keeps it for the graph's lifetime.
/// - A weak one keeps it while something outside the graph holds it.
/// - An unscoped binding, a provider called on each access and an assisted `make…` create anew each time.
/// - Creating a value creates what it takes as values first; factories create nothing until called. A component's
///   `@Inject` properties are set right after its init, so what they take is created then.
/// - A collection holds its contributors in the documented order; a new collection on each access.
/// - Child graphs: each instance of a child graph has its own instances of what lives in it (a shared binding is one
///   instance per instance of its graph), and uses its ancestors' instances for what lives in them; a binding that
///   lives in several graphs (through a collection with contributions in several graphs) is made in each. A graph's
///   `shutdown()` shuts down its child graphs still alive, newest first, then tears down what it kept.
/// - An `@Optional` value is the node's instance where the graph instance making the consumer reaches the node
///   (its graph or an ancestor can make it), nil elsewhere; a protocol nothing binds is nil everywhere.
/// - A `@Lazy` factory creates nothing until its first call, which gets the value as a factory would; it then keeps
///   that value, one per consumer instance (its memo holds it, so a weak one lives as long as the consumer), and every
///   later call returns it without creating anything.
/// - An overridden binding gives its replacement instead of creating anything: once per graph for a shared binding
///   (which keeps it), on each access otherwise (an `as:` protocol, a bundle, a collection, an unscoped binding); what
///   depends on it, directly or through the component behind an `as:` protocol, gets the replacement too.
struct GraphSimulation {
    enum Value: Equatable {
        case object(Int)
        case objects([Int])
        case keyed([String: Int])
        /// An input's literal, or a closure (which creates nothing until called).
        case other
        /// A child graph's input: the number its `Badge` holds.
        case badge(Int)
        /// An `@Optional` value where the graph does not reach its binding: nil.
        case absent
    }

    /// An instance of a graph: the root graph's (the first), or a child graph's made by the driver or a factory.
    struct GraphInstance {
        var graph: Int
        var parent: Int?
        /// The number of its `Badge` input.
        var badge: Int
        var isShutDown = false
        /// Released by the driver without a shutdown.
        var isReleased = false
        var isAlive: Bool { !isShutDown && !isReleased }
    }

    /// A kept instance's place: the graph instance that keeps it, and its node.
    struct Kept: Hashable {
        var graph: Int
        var node: Int
    }

    /// A binding a test can replace with `AppGraph.Overrides`.
    enum Replaced: Hashable {
        case binding(node: Int, route: RandomGraph.Route)
        case collection(Int)
    }

    struct Instance {
        var node: Int
        /// The graph instance that created it (0: the root graph's).
        var graph = 0
        /// What its init's parameters received.
        var values: [Value]
        /// What `inject(into:)` set its injected properties to.
        var injected: [Value] = []
    }

    let graph: RandomGraph
    private(set) var instances: [Instance] = []
    /// The instance each shared or weak node keeps in each graph instance, while it keeps one.
    private(set) var kept: [Kept: Int] = [:]
    /// The root graph's instance, then each child graph instance in the order it was made.
    private(set) var graphInstances = [GraphInstance(graph: 0, parent: nil, badge: 0)]
    /// Instances held outside the graph (the driver's variables).
    var held: [Value] = []
    /// The classes created since the last `tally()`.
    private var created: [String] = []
    /// The replacement each overridden binding's closure returns: made by another graph, so it creates nothing here.
    private var overrides: [Replaced: Value] = [:]
    /// How many times the override closures were called.
    private(set) var overrideCalls = 0

    init(_ graph: RandomGraph) {
        self.graph = graph
    }

    /// `Part1×2 Part3×1`, or `nothing`, as the driver prints it; starts counting again.
    mutating func tally() -> String {
        let counts = Dictionary(grouping: created) { $0 }.map { "\($0.key)×\($0.value.count)" }.sorted()
        created.removeAll()
        return counts.isEmpty ? "nothing" : counts.joined(separator: " ")
    }

    /// A new instance of a child graph, whose parent is the instance `parent` (of the child graph's parent graph).
    mutating func makeGraph(_ child: Int, parent: Int) -> Int {
        graphInstances.append(GraphInstance(graph: child, parent: parent, badge: 100 + graphInstances.count))
        return graphInstances.count - 1
    }

    /// The instance of `ancestor` (a graph on the chain of the instance's graph) that the instance reaches.
    func instance(of ancestor: Int, from graphInstance: Int) -> Int {
        var current = graphInstance
        while graphInstances[current].graph != ancestor, let parent = graphInstances[current].parent { current = parent }
        return current
    }

    /// The graph instance that makes the node for `graphInstance`: its own, or an ancestor's.
    func home(of node: Int, from graphInstance: Int) -> Int {
        let asking = graphInstances[graphInstance].graph
        return instance(of: graph.placement.homes[asking][node] ?? asking, from: graphInstance)
    }

    /// The instance the node's accessor (or one of its protocols', which returns the node's own) returns, in the
    /// graph instance `graphInstance` (through its ancestors for what lives in them). Overrides are the root graph's.
    mutating func access(_ node: Int, route: RandomGraph.Route = .own, from graphInstance: Int = 0) -> Int {
        if route != .own, let replacement = overrides[.binding(node: node, route: route)] {
            overrideCalls += 1
            return Self.objects(replacement)[0]
        }
        let home = home(of: node, from: graphInstance)
        let place = Kept(graph: home, node: node)
        if let instance = kept[place] { return instance }
        let instance: Int
        if let replacement = overrides[.binding(node: node, route: .own)] {
            overrideCalls += 1
            instance = Self.objects(replacement)[0]
        } else {
            instance = create(node, in: home)
        }
        if graph.nodes[node].keepsInstance { kept[place] = instance }
        return instance
    }

    /// Replaces a binding with a value another graph made (for a bundle, one whose properties hold such values),
    /// which it returns.
    mutating func override(_ replaced: Replaced) -> Value {
        let replacement: Value
        switch replaced {
        case .binding(let node, _):
            replacement = .object(madeElsewhere(node))
        case .collection(let index):
            // The root graph's collection, which its `Overrides` replace.
            let collection = graph.collections[index]
            let contributors = graph.placement.collectionMembers[0][index]
            var members: [Int] = []
            for member in contributors { members.append(madeElsewhere(member)) }
            let keys = contributors.map { graph.nodes[$0].contribution?.key ?? "" }
            replacement = collection.isKeyed ? .keyed(Dictionary(uniqueKeysWithValues: zip(keys, members))) : .objects(members)
        }
        overrides[replaced] = replacement
        return replacement
    }

    /// An instance of the node that another graph created. Only a bundle's values are looked at (its numbered
    /// ones, which tell bundles apart), so only a bundle gets them.
    private mutating func madeElsewhere(_ node: Int) -> Int {
        let values = graph.nodes[node].isNumbered ? [] : graph.nodes[node].parameters.map { parameter -> Value in
            guard case .value(let target, _) = parameter.request, graph.nodes[target].isNumbered else { return .other }
            return .object(madeElsewhere(target))
        }
        instances.append(Instance(node: node, values: values))
        return instances.count - 1
    }

    /// A new instance of the node, its values created first, in parameter order; then, for a component class, what
    /// its `@Inject` properties are set to, in order, before anyone receives it.
    /// `home` is the graph instance that makes it (for an assisted node, the one its `make…` lives in).
    mutating func create(_ node: Int, in home: Int = 0) -> Int {
        let values = graph.nodes[node].parameters.map { value(of: $0.request, in: home) }
        instances.append(Instance(node: node, graph: home, values: values))
        let instance = instances.count - 1
        if graph.nodes[node].isNumbered { created.append(graph.nodes[node].className) }
        instances[instance].injected = graph.nodes[node].injectedProperties.map { value(of: $0.request, in: home) }
        return instance
    }

    /// An instance the driver makes (`Screen6()`), with what `inject(into:)` (of the graph instance `home`) sets
    /// its properties to, in order.
    mutating func inject(_ node: Int, in home: Int = 0) -> Int {
        let injected = graph.nodes[node].injectedProperties.map { value(of: $0.request, in: home) }
        instances.append(Instance(node: node, graph: home, values: [], injected: injected))
        return instances.count - 1
    }

    /// A call of the `@Lazy` factory that is member `member` (a parameter, or an `@Inject` property when `injected`)
    /// of the instance `consumer`: the first call asks the graph instance that made the consumer for the value and
    /// keeps it in the consumer's memo (which then holds it); a later one returns it.
    mutating func callLazy(_ consumer: Int, member: Int, injected: Bool, target: Int, route: RandomGraph.Route) -> Int {
        let given = injected ? instances[consumer].injected[member] : instances[consumer].values[member]
        if case .object(let kept) = given { return kept }
        let made = access(target, route: route, from: instances[consumer].graph)
        if injected {
            instances[consumer].injected[member] = .object(made)
        } else {
            instances[consumer].values[member] = .object(made)
        }
        return made
    }

    mutating func value(of request: RandomGraph.Request, in graphInstance: Int = 0) -> Value {
        switch request {
        case .value(let target, let route): .object(access(target, route: route, from: graphInstance))
        case .collection(let collection, factories: false): collectionValue(collection, from: graphInstance)
        case .childInput(let child): .badge(graphInstances[instance(of: child, from: graphInstance)].badge)
        case .optional(let target, let route):
            // docs/Annotations.md: the value where the graph making the consumer (or an ancestor) can make the
            // binding, nil elsewhere.
            graph.placement.homes[graphInstances[graphInstance].graph][target] == nil
                ? .absent : .object(access(target, route: route, from: graphInstance))
        case .optionalOf: .absent
        case .factory, .assistedFactory, .collection, .input, .assisted, .unbound, .childFactory: .other
        }
    }

    /// A new collection: each contributor's instance, in order (keyed for a dictionary), as the graph instance sees
    /// the collection (its home's contributions).
    mutating func collectionValue(_ index: Int, from graphInstance: Int = 0) -> Value {
        if let replacement = overrides[.collection(index)] {
            overrideCalls += 1
            return replacement
        }
        let asking = graphInstances[graphInstance].graph
        let home = instance(of: graph.placement.collectionHomes[asking][index] ?? asking, from: graphInstance)
        let contributors = graph.placement.collectionMembers[graphInstances[home].graph][index]
        let members = contributors.map { access($0, from: home) }
        guard graph.collections[index].isKeyed else { return .objects(members) }
        let keys = contributors.map { graph.nodes[$0].contribution?.key ?? "" }
        return .keyed(Dictionary(uniqueKeysWithValues: zip(keys, members)))
    }

    /// After the driver lets go of something: a weak instance that nothing holds any more (through the driver's
    /// variables or the graph's shared instances) is released, and its node keeps nothing.
    mutating func releaseUnheld() {
        var alive: Set<Int> = []
        var work = held.flatMap(Self.objects)
        work += kept.filter { graph.nodes[$0.key.node].scope == .shared }.map(\.value)
        while let instance = work.popLast() {
            guard alive.insert(instance).inserted else { continue }
            work += (instances[instance].values + instances[instance].injected).flatMap(Self.objects)
        }
        kept = kept.filter { alive.contains($0.value) }
    }

    static func objects(_ value: Value) -> [Int] {
        switch value {
        case .object(let instance): [instance]
        case .objects(let instances): instances
        case .keyed(let instances): Array(instances.values)
        case .other, .badge, .absent: []
        }
    }

    // MARK: - Shutdown

    /// `shutdown()` of a graph instance: its child graph instances still alive, newest first (each shutting down its
    /// own first), then its own kept instances with a teardown, alive when it begins; after each graph instance, what
    /// it kept is released, and weak instances nothing holds any more with it. Returns the classes torn down, one
    /// list per graph instance that tore something down, in order.
    mutating func shutDown(_ graphInstance: Int) -> [[String]] {
        var segments: [[String]] = []
        let children = graphInstances.indices.filter {
            graphInstances[$0].parent == graphInstance && graphInstances[$0].isAlive
        }
        for child in children.reversed() { segments += shutDown(child) }
        graphInstances[graphInstance].isShutDown = true
        let own = kept.keys.filter { $0.graph == graphInstance }
        let tornDown = own.filter { graph.nodes[$0.node].hasTeardown }.map { graph.nodes[$0.node].className }.sorted()
        if !tornDown.isEmpty { segments.append(tornDown) }
        for place in own { kept[place] = nil }
        releaseUnheld()
        return segments
    }

    /// The driver lets go of a child graph instance (no descendant alive): what it kept is released without a
    /// teardown.
    mutating func release(_ graphInstance: Int) {
        graphInstances[graphInstance].isReleased = true
        for place in kept.keys where place.graph == graphInstance { kept[place] = nil }
        releaseUnheld()
    }

    /// Whether a child graph instance of `graphInstance` is alive (it holds its parent).
    func hasLiveChildren(_ graphInstance: Int) -> Bool {
        graphInstances.contains { $0.parent == graphInstance && !$0.isReleased }
    }
}
