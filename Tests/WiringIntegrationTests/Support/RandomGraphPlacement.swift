/// Where each binding of a ``RandomGraph`` lives, as seen from each graph, by the rules of child graphs: a kept node
/// (shared or weak) and an input live in their graph, a child graph's factory in its parent; any other node lives in
/// the highest graph whose bindings (its own and its ancestors') satisfy it, as seen from the graph that asks: the
/// deepest graph among its dependencies'. A collection holds the contributions the asking graph can make, and lives
/// in the deepest graph among theirs; an `@Optional` value lives where its node does as the asking graph sees it, or,
/// when that graph cannot make the node, is absent (nil) and lives in the root graph. A graph can make a binding when it sees everything the binding needs (a
/// collection, when it can make one of its contributions, or nothing contributes); the test's own model of these
/// rules, computed from the nodes, not from what the generator placed.
struct Placement {
    /// For each graph, each node's home as that graph sees it: the graph (on its chain) whose instance it uses; nil
    /// when the graph cannot make it.
    private(set) var homes: [[Int?]]
    /// For each graph, each collection's home, and its members (in order) as that graph sees it.
    private(set) var collectionHomes: [[Int?]]
    private(set) var collectionMembers: [[[Int]]]
    /// For each graph, the home of each class's `inject(into:)` as that graph sees it (a class with `@Inject`
    /// properties, a component's too): placed by its properties alone, like an unscoped binding.
    private(set) var injectionHomes: [[Int?]] = []

    static let empty = Placement(homes: [], collectionHomes: [], collectionMembers: [])

    private init(homes: [[Int?]], collectionHomes: [[Int?]], collectionMembers: [[[Int]]]) {
        self.homes = homes
        self.collectionHomes = collectionHomes
        self.collectionMembers = collectionMembers
    }

    init(_ graph: RandomGraph) {
        let graphCount = graph.graphParents.count
        homes = Array(repeating: Array(repeating: nil, count: graph.nodes.count), count: graphCount)
        collectionHomes = Array(repeating: Array(repeating: nil, count: graph.collections.count), count: graphCount)
        collectionMembers = Array(repeating: Array(repeating: [], count: graph.collections.count), count: graphCount)
        injectionHomes = Array(repeating: Array(repeating: nil, count: graph.nodes.count), count: graphCount)
        // Parents first: a kept node of an ancestor is made as the ancestor makes it.
        for each in graph.stageOrder { place(graph, in: each) }
    }

    /// Whether a node keeps its graph whatever asks: a kept node (`in:`, or the root graph).
    static func isFixed(_ node: RandomGraph.Node) -> Bool { node.keepsInstance }

    private mutating func place(_ graph: RandomGraph, in asking: Int) {
        let chain = graph.ancestors(of: asking)
        let nodes = graph.nodes
        var canMake = nodes.map { node -> Bool in
            guard Self.isFixed(node), node.graph != asking else { return true }
            return chain.contains(node.graph) && homes[node.graph][node.index] != nil
        }
        // What this graph decides: a node that floats, or one kept in this graph; a kept node of an ancestor is as
        // the ancestor made it, one of another branch is out of sight.
        let decided = nodes.indices.filter { !Self.isFixed(nodes[$0]) || nodes[$0].graph == asking }
        func collectionMade(_ collection: Int, _ canMake: [Bool]) -> Bool {
            let members = graph.collections[collection].members
            return members.isEmpty || members.contains { canMake[$0] }
        }
        func made(_ request: RandomGraph.Request, _ canMake: [Bool]) -> Bool {
            switch request {
            case .value(let target, _), .factory(let target, _, _), .assistedFactory(let target): canMake[target]
            case .collection(let collection, _): collectionMade(collection, canMake)
            case .input, .assisted: true
            case .childInput(let child): chain.contains(child)
            case .childFactory(let child): graph.graphParents[child].map(chain.contains) ?? false
            case .unbound: false
            // Present where the graph can make the node, absent (nil) elsewhere: always made.
            case .optional, .optionalOf: true
            }
        }
        // Which can be made: everything, until a dependency cannot be.
        var changed = true
        while changed {
            changed = false
            for index in decided where canMake[index] {
                if !(nodes[index].parameters + nodes[index].injectedProperties).allSatisfy({ made($0.request, canMake) }) {
                    canMake[index] = false
                    changed = true
                }
            }
        }
        // Where each lives: the root graph, until a dependency lives deeper.
        var depths = nodes.map { node -> Int in
            if Self.isFixed(node) { return chain.contains(node.graph) ? graph.depth(of: node.graph) : 0 }
            return 0
        }
        func collectionDepth(_ collection: Int) -> Int {
            graph.collections[collection].members.filter { canMake[$0] }.map { depths[$0] }.max() ?? 0
        }
        func depth(_ request: RandomGraph.Request) -> Int {
            switch request {
            case .value(let target, _), .factory(let target, _, _), .assistedFactory(let target): depths[target]
            case .collection(let collection, _): collectionDepth(collection)
            case .input, .assisted, .unbound: 0
            case .childInput(let child): graph.depth(of: child)
            case .childFactory(let child): graph.graphParents[child].map { graph.depth(of: $0) } ?? 0
            // Like a collection of at most one: where the node lives when this graph can make it; an absent one
            // (nil) in the root graph.
            case .optional(let target, _): canMake[target] ? depths[target] : 0
            case .optionalOf: 0
            }
        }
        changed = true
        while changed {
            changed = false
            for index in decided where canMake[index] && !Self.isFixed(nodes[index]) {
                let requests = (nodes[index].parameters + nodes[index].injectedProperties).map(\.request)
                let deepest = requests.filter { made($0, canMake) }.map(depth).max() ?? 0
                if deepest > depths[index] {
                    depths[index] = deepest
                    changed = true
                }
            }
        }
        for index in nodes.indices where canMake[index] {
            homes[asking][index] = chain[depths[index]]
        }
        for collection in graph.collections.indices where collectionMade(collection, canMake) {
            collectionHomes[asking][collection] = chain[collectionDepth(collection)]
            collectionMembers[asking][collection] = graph.collections[collection].members.filter { canMake[$0] }
        }
        for node in nodes where !node.injectedProperties.isEmpty
            && node.injectedProperties.allSatisfy({ made($0.request, canMake) }) {
            injectionHomes[asking][node.index] = chain[node.injectedProperties.map { depth($0.request) }.max() ?? 0]
        }
    }

    /// The graphs a node lives in: those that make it as their own.
    func graphs(of node: Int) -> [Int] {
        homes.indices.filter { homes[$0][node] == $0 }
    }

    /// The graphs a class's `inject(into:)` lives in.
    func graphs(ofInjectionOf node: Int) -> [Int] {
        injectionHomes.indices.filter { injectionHomes[$0][node] == $0 }
    }

    /// The graphs a collection lives in.
    func graphs(ofCollection collection: Int) -> [Int] {
        collectionHomes.indices.filter { collectionHomes[$0][collection] == $0 }
    }
}
