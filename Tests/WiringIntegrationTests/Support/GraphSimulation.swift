/// What a ``RandomGraph``'s generated graph must do, as docs/Annotations.md describes it, replayed on the model: which
/// instances each access creates, which it reuses, and which weak instances are still alive.
///
/// - A shared binding creates its instance on first use and keeps it for the graph's lifetime.
/// - A weak one keeps it while something outside the graph holds it.
/// - An unscoped binding, a provider called on each access and an assisted `make…` create anew each time.
/// - Creating a value creates what it takes as values first; factories create nothing until called. A component's
///   `@Inject` properties are set right after its init, so what they take is created then.
/// - A collection holds its contributors in the documented order; a new collection on each access.
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
    }

    /// A binding a test can replace with `AppGraph.Overrides`.
    enum Replaced: Hashable {
        case binding(node: Int, route: RandomGraph.Route)
        case collection(Int)
    }

    struct Instance {
        var node: Int
        /// What its init's parameters received.
        var values: [Value]
        /// What `inject(into:)` set its injected properties to.
        var injected: [Value] = []
    }

    let graph: RandomGraph
    private(set) var instances: [Instance] = []
    /// The instance each shared or weak node keeps, while it keeps one.
    private(set) var kept: [Int: Int] = [:]
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

    /// The instance the node's accessor (or one of its protocols', which returns the node's own) returns.
    mutating func access(_ node: Int, route: RandomGraph.Route = .own) -> Int {
        if case .role = route, let replacement = overrides[.binding(node: node, route: route)] {
            overrideCalls += 1
            return Self.objects(replacement)[0]
        }
        if let instance = kept[node] { return instance }
        let instance: Int
        if let replacement = overrides[.binding(node: node, route: .own)] {
            overrideCalls += 1
            instance = Self.objects(replacement)[0]
        } else {
            instance = create(node)
        }
        if graph.nodes[node].keepsInstance { kept[node] = instance }
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
            let collection = graph.collections[index]
            var members: [Int] = []
            for member in collection.members { members.append(madeElsewhere(member)) }
            let keys = collection.members.map { graph.nodes[$0].contribution?.key ?? "" }
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
    mutating func create(_ node: Int) -> Int {
        let values = graph.nodes[node].parameters.map { value(of: $0.request) }
        instances.append(Instance(node: node, values: values))
        let instance = instances.count - 1
        if graph.nodes[node].isNumbered { created.append(graph.nodes[node].className) }
        instances[instance].injected = graph.nodes[node].injectedProperties.map { value(of: $0.request) }
        return instance
    }

    /// An instance the driver makes (`Screen6()`), with what `inject(into:)` sets its properties to, in order.
    mutating func inject(_ node: Int) -> Int {
        let injected = graph.nodes[node].injectedProperties.map { value(of: $0.request) }
        instances.append(Instance(node: node, values: [], injected: injected))
        return instances.count - 1
    }

    mutating func value(of request: RandomGraph.Request) -> Value {
        switch request {
        case .value(let target, let route): .object(access(target, route: route))
        case .collection(let collection, factories: false): collectionValue(collection)
        case .factory, .assistedFactory, .collection, .input, .assisted, .unbound: .other
        }
    }

    /// A new collection: each contributor's instance, in order (keyed for a dictionary).
    mutating func collectionValue(_ index: Int) -> Value {
        if let replacement = overrides[.collection(index)] {
            overrideCalls += 1
            return replacement
        }
        let collection = graph.collections[index]
        let members = collection.members.map { access($0) }
        guard collection.isKeyed else { return .objects(members) }
        let keys = collection.members.map { graph.nodes[$0].contribution?.key ?? "" }
        return .keyed(Dictionary(uniqueKeysWithValues: zip(keys, members)))
    }

    /// After the driver lets go of something: a weak instance that nothing holds any more (through the driver's
    /// variables or the graph's shared instances) is released, and its node keeps nothing.
    mutating func releaseUnheld() {
        var alive: Set<Int> = []
        var work = held.flatMap(Self.objects)
        work += kept.filter { graph.nodes[$0.key].scope == .shared }.map(\.value)
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
        case .other: []
        }
    }
}
