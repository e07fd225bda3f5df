import WiringCore

/// A small, deterministic layered drawing of a directed graph (the Sugiyama method, kept simple), so that Wiring
/// can draw a picture without Graphviz:
///
/// 1. **Layers** by the longest path from the nodes nothing points to, so every edge points down; those nodes then
///    sit just above what they point to. Deferred edges (factories) that would close a cycle are left out of the
///    layering and drawn as curves on the right.
/// 2. **Dummy nodes** where an edge spans several layers, so that it is routed between boxes, not through them.
/// 3. **Order** within each layer by barycenter sweeps, down and up, keeping the order with the fewest crossings.
/// 4. **Positions**: each node moves towards the mean position of its neighbours, keeping its order and a gap.
///
/// Nodes are grouped in bands (one per frame: a module, a graph): a band is a column of its own, so a frame around it
/// holds only its nodes. A frame nested in another takes the columns right of its parent's, inside the parent's
/// frame, so frames nest and never cover another frame's nodes. Nothing depends on hashing or on the order of a
/// dictionary, so the same input gives the same drawing.
struct LayeredLayout {
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    struct Rectangle {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// A frame around the nodes of one band and the frames nested in it.
    struct Frame {
        var band: Int
        /// The frame it is drawn inside (index into the frames given); nil for one at the top.
        var parent: Int?
    }

    struct Edge {
        var from: Int
        var to: Int
        /// A factory edge, which may point back up to close a (legal) cycle.
        var isDeferred: Bool
    }

    /// How an edge is drawn.
    enum Route {
        /// Down from the bottom of its source to the top of its target, through these points (each pair of
        /// consecutive points joined by a curve that leaves and arrives vertically).
        case down([Point])
        /// Back up (or to the node itself), from the right side of its source to the right side of its target,
        /// bulging to the right.
        case back(from: Point, to: Point)
    }

    static let horizontalGap = 24.0
    /// The gap between the points where two long edges cross a layer: edges may run closer than boxes.
    static let edgeGap = 8.0
    static let layerGap = 64.0
    static let margin = 20.0
    static let bandGap = 32.0
    /// Space between a framed band's nodes and its frame; the frame's label takes `frameLabelHeight` more on top.
    static let framePadding = 12.0
    static let frameLabelHeight = 18.0
    /// How far a back edge bulges to the right of the nodes it joins.
    static let backEdgeBulge = 48.0

    /// The center of each node.
    private(set) var centers: [Point] = []
    /// How each edge is drawn, in the order given.
    private(set) var routes: [Route] = []
    /// The rectangle of each frame with nodes inside, by its index in the frames given.
    private(set) var frames: [Int: Rectangle] = [:]
    private(set) var width = 0.0
    private(set) var height = 0.0

    /// Lays out nodes of the given sizes; `bands[node]` is its band (0, 1, …), drawn left to right. `frames` lists
    /// each parent before its children, and a frame's band comes right before the bands of the frames nested in it
    /// (as a walk of the frames, depth first, numbers them).
    init(sizes: [(width: Double, height: Double)], bands: [Int], frames: [Frame], edges: [Edge]) {
        var graph = LayeredGraph(sizes: sizes, bands: bands, edges: edges)
        graph.order()
        place(graph, frames: frames, edges: edges)
    }

    private mutating func place(_ graph: LayeredGraph, frames: [Frame], edges: [Edge]) {
        // The frames around each band, outermost first.
        var enclosing = Array(repeating: [Int](), count: (graph.band.max() ?? -1) + 1)
        var chains: [[Int]] = []
        for (index, frame) in frames.enumerated() {
            chains.append((frame.parent.map { chains[$0] } ?? []) + [index])
            if frame.band < enclosing.count { enclosing[frame.band] = chains[index] }
        }
        // Each level of frames takes room for its label above the nodes and its padding below.
        let depth = Double((0..<graph.nodeCount).map { enclosing[graph.band[$0]].count }.max() ?? 0)
        let x = Self.horizontalPositions(graph, columns: Self.columns(graph, enclosing: enclosing))
        var layerTop: [Double] = []
        var layerHeight: [Double] = []
        var top = Self.margin + depth * (Self.frameLabelHeight + Self.framePadding)
        for layer in graph.layers {
            let tallest = layer.map { graph.height[$0] }.max() ?? 0
            layerTop.append(top)
            layerHeight.append(tallest)
            top += tallest + Self.layerGap
        }
        let nodes = 0..<graph.nodeCount
        centers = nodes.map { Point(x: x[$0], y: layerTop[graph.layer[$0]] + layerHeight[graph.layer[$0]] / 2) }
        routes = Self.routes(graph, edges: edges, x: x, centers: centers, layerTop: layerTop, layerHeight: layerHeight)

        var right = nodes.map { x[$0] + graph.width[$0] / 2 }.max() ?? Self.margin
        // Inner frames first: a frame holds its band's nodes and the frames nested in it.
        for (index, frame) in frames.enumerated().reversed() {
            var boxes = nodes.filter { graph.band[$0] == frame.band }.map { node in
                Rectangle(
                    x: x[node] - graph.width[node] / 2, y: centers[node].y - graph.height[node] / 2,
                    width: graph.width[node], height: graph.height[node])
            }
            boxes += frames.indices.filter { frames[$0].parent == index }.compactMap { self.frames[$0] }
            guard !boxes.isEmpty else { continue }
            let minX = boxes.map(\.x).min() ?? 0
            let maxX = boxes.map { $0.x + $0.width }.max() ?? 0
            let minY = boxes.map(\.y).min() ?? 0
            let maxY = boxes.map { $0.y + $0.height }.max() ?? 0
            let rectangle = Rectangle(
                x: minX - Self.framePadding, y: minY - Self.framePadding - Self.frameLabelHeight,
                width: maxX - minX + 2 * Self.framePadding,
                height: maxY - minY + 2 * Self.framePadding + Self.frameLabelHeight)
            self.frames[index] = rectangle
            right = max(right, rectangle.x + rectangle.width)
        }
        let hasBackEdges = routes.contains { if case .back = $0 { true } else { false } }
        width = right + (hasBackEdges ? Self.backEdgeBulge : 0) + Self.margin
        let bottom = graph.layers.isEmpty ? top : top - Self.layerGap + depth * Self.framePadding
        height = bottom + Self.margin
    }

    /// Each band's column, left to right: as wide as its widest row, with room for the frames that open before it
    /// and close after it.
    private static func columns(_ graph: LayeredGraph, enclosing: [[Int]]) -> [(left: Double, width: Double)] {
        let bandCount = enclosing.count
        var widths = Array(repeating: 0.0, count: bandCount)
        for layer in graph.layers {
            for band in 0..<bandCount {
                let row = layer.filter { graph.band[$0] == band }
                if !row.isEmpty { widths[band] = max(widths[band], width(of: row, widths: graph.width)) }
            }
        }
        var columns: [(left: Double, width: Double)] = []
        var left = margin
        // The frames around the last column placed; nil before the first.
        var open: [Int]?
        for band in 0..<bandCount {
            guard widths[band] > 0 else {
                columns.append((left, 0))
                continue
            }
            let frames = enclosing[band]
            let shared = zip(open ?? [], frames).prefix { $0 == $1 }.count
            if let open { left += Double(open.count - shared) * framePadding + bandGap }
            left += Double(frames.count - shared) * framePadding
            columns.append((left, widths[band]))
            left += widths[band]
            open = frames
        }
        return columns
    }

    /// Each vertex's horizontal center: rows start centered in their column, then alternate passes pull each row
    /// towards its neighbours above, then below.
    private static func horizontalPositions(_ graph: LayeredGraph, columns: [(left: Double, width: Double)]) -> [Double]
    {
        var x = Array(repeating: 0.0, count: graph.width.count)
        for layer in graph.layers {
            for (band, column) in columns.enumerated() {
                let row = layer.filter { graph.band[$0] == band }
                var cursor = column.left + (column.width - width(of: row, widths: graph.width)) / 2
                for (index, vertex) in row.enumerated() {
                    if index > 0 { cursor += gap(graph.width[row[index - 1]], graph.width[vertex]) }
                    x[vertex] = cursor + graph.width[vertex] / 2
                    cursor += graph.width[vertex]
                }
            }
        }
        for pass in 0..<6 {
            let downwards = pass.isMultiple(of: 2)
            let layerIndices =
                downwards ? Array(graph.layers.indices.dropFirst()) : Array(graph.layers.indices.dropLast().reversed())
            for layerIndex in layerIndices {
                for (band, column) in columns.enumerated() {
                    let row = graph.layers[layerIndex].filter { graph.band[$0] == band }
                    let desired = row.map { vertex in
                        let neighbours = downwards ? graph.up[vertex] : graph.down[vertex]
                        return neighbours.isEmpty
                            ? x[vertex] : neighbours.reduce(0) { $0 + x[$1] } / Double(neighbours.count)
                    }
                    fit(
                        row, desired: desired, widths: graph.width, between: column.left,
                        and: column.left + column.width, into: &x)
                }
            }
        }
        return x
    }

    /// The gap between two neighbours in a row, by their widths: a dummy point is 0 wide.
    private static func gap(_ left: Double, _ right: Double) -> Double {
        left == 0 && right == 0 ? edgeGap : horizontalGap
    }

    private static func width(of row: [Int], widths: [Double]) -> Double {
        zip(row, row.dropFirst()).reduce(row.reduce(0) { $0 + widths[$1] }) { $0 + gap(widths[$1.0], widths[$1.1]) }
    }

    /// Moves the row's vertices as close to their desired centers as their order, the gaps and the band allow. One
    /// placement pushes crowded vertices right of where they want to be, another left; their mean (which keeps the
    /// order and the gaps too) leans neither way.
    private static func fit(
        _ row: [Int], desired: [Double], widths: [Double], between left: Double, and right: Double,
        into x: inout [Double]
    ) {
        guard !row.isEmpty else { return }
        let halves = row.map { widths[$0] / 2 }
        let spacing = zip(row, row.dropFirst()).map { gap(widths[$0], widths[$1]) }
        func pushRight(_ centers: inout [Double]) {
            for index in centers.indices {
                let lowest =
                    index == 0
                    ? left + halves[0] : centers[index - 1] + halves[index - 1] + spacing[index - 1] + halves[index]
                centers[index] = max(centers[index], lowest)
            }
        }
        func pushLeft(_ centers: inout [Double]) {
            for index in centers.indices.reversed() {
                let highest =
                    index == centers.count - 1
                    ? right - halves[index]
                    : centers[index + 1] - halves[index + 1] - spacing[index] - halves[index]
                centers[index] = min(centers[index], highest)
            }
        }
        var rightLeaning = desired
        var leftLeaning = desired
        pushRight(&rightLeaning)
        pushLeft(&rightLeaning)
        pushLeft(&leftLeaning)
        pushRight(&leftLeaning)
        for (index, vertex) in row.enumerated() { x[vertex] = (rightLeaning[index] + leftLeaning[index]) / 2 }
    }

    /// Each edge's route. The edges leaving a node are spread over the middle half of its bottom, in the order of
    /// where they go, and those arriving over the middle half of its top, so that they do not cross needlessly.
    private static func routes(
        _ graph: LayeredGraph, edges: [Edge], x: [Double], centers: [Point],
        layerTop: [Double], layerHeight: [Double]
    ) -> [Route] {
        var outgoing = Array(repeating: [(edge: Int, towards: Double)](), count: graph.nodeCount)
        var incoming = Array(repeating: [(edge: Int, from: Double)](), count: graph.nodeCount)
        for (index, chain) in graph.chains.enumerated() {
            guard let chain else { continue }
            outgoing[chain[0]].append((index, x[chain[1]]))
            incoming[chain[chain.count - 1]].append((index, x[chain[chain.count - 2]]))
        }
        var startX: [Int: Double] = [:]
        var endX: [Int: Double] = [:]
        for node in 0..<graph.nodeCount {
            let width = graph.width[node]
            for (rank, port) in outgoing[node].sorted(by: { ($0.towards, $0.edge) < ($1.towards, $1.edge) })
                .enumerated()
            {
                startX[port.edge] =
                    x[node] - width / 4 + width / 2 * Double(rank + 1) / Double(outgoing[node].count + 1)
            }
            for (rank, port) in incoming[node].sorted(by: { ($0.from, $0.edge) < ($1.from, $1.edge) }).enumerated() {
                endX[port.edge] = x[node] - width / 4 + width / 2 * Double(rank + 1) / Double(incoming[node].count + 1)
            }
        }
        return edges.indices.map { index in
            let edge = edges[index]
            guard let chain = graph.chains[index] else {
                let source = centers[edge.from]
                let target = centers[edge.to]
                let sourceRight = source.x + graph.width[edge.from] / 2
                let targetRight = target.x + graph.width[edge.to] / 2
                if edge.from == edge.to {
                    let quarter = graph.height[edge.from] / 4
                    return .back(
                        from: Point(x: sourceRight, y: source.y - quarter),
                        to: Point(x: sourceRight, y: source.y + quarter))
                }
                return .back(from: Point(x: sourceRight, y: source.y), to: Point(x: targetRight, y: target.y))
            }
            var points = [
                Point(x: startX[index] ?? x[edge.from], y: centers[edge.from].y + graph.height[edge.from] / 2)
            ]
            for dummy in chain.dropFirst().dropLast() {
                let layer = graph.layer[dummy]
                points.append(Point(x: x[dummy], y: layerTop[layer]))
                points.append(Point(x: x[dummy], y: layerTop[layer] + layerHeight[layer]))
            }
            points.append(Point(x: endX[index] ?? x[edge.to], y: centers[edge.to].y - graph.height[edge.to] / 2))
            return .down(points)
        }
    }
}

/// The graph being laid out: the real nodes (`0..<nodeCount`) and the dummy vertices after them, each in a layer,
/// with the segments between adjacent layers.
private struct LayeredGraph {
    let nodeCount: Int
    var width: [Double]
    var height: [Double]
    var band: [Int]
    var layer: [Int]
    /// For each edge that points down, the vertices it passes through, from its source to its target; nil for an
    /// edge drawn back up.
    var chains: [[Int]?]
    /// The vertices each vertex has a segment to, in the layer below and in the layer above.
    var down: [[Int]]
    var up: [[Int]]
    /// The vertices of each layer, left to right.
    var layers: [[Int]] = []

    init(sizes: [(width: Double, height: Double)], bands: [Int], edges: [LayeredLayout.Edge]) {
        nodeCount = sizes.count
        width = sizes.map(\.width)
        height = sizes.map(\.height)
        band = bands
        // Edges that create values first: they cannot form a cycle (the graph stage rejects those). Then each
        // deferred edge that does not close one.
        var successors = Array(repeating: [Int](), count: nodeCount)
        var pointsDown = Array(repeating: false, count: edges.count)
        for (index, edge) in edges.enumerated() where !edge.isDeferred && edge.from != edge.to {
            successors[edge.from].append(edge.to)
            pointsDown[index] = true
        }
        for (index, edge) in edges.enumerated() where edge.isDeferred && edge.from != edge.to {
            let closesCycle = GraphSearch.shortestPath(
                from: edge.to, along: { successors[$0].lazy.map { (label: (), target: $0) } }, to: { $0 == edge.from }
            ).reachesGoal
            guard !closesCycle else { continue }
            successors[edge.from].append(edge.to)
            pointsDown[index] = true
        }
        layer = Self.longestPathLayers(successors)

        down = Array(repeating: [], count: nodeCount)
        up = Array(repeating: [], count: nodeCount)
        chains = Array(repeating: nil, count: edges.count)
        for (index, edge) in edges.enumerated() where pointsDown[index] {
            var chain = [edge.from]
            for dummyLayer in (layer[edge.from] + 1)..<layer[edge.to] {
                let dummy = width.count
                width.append(0)
                height.append(0)
                band.append(band[edge.from])
                layer.append(dummyLayer)
                down.append([])
                up.append([])
                chain.append(dummy)
            }
            chain.append(edge.to)
            for (upper, lower) in zip(chain, chain.dropFirst()) {
                down[upper].append(lower)
                up[lower].append(upper)
            }
            chains[index] = chain
        }
        layers = Array(repeating: [], count: (layer.max() ?? -1) + 1)
        // First by band, so that each band's vertices are side by side; then in the order given.
        for vertex in width.indices.sorted(by: { (band[$0], $0) < (band[$1], $1) }) {
            layers[layer[vertex]].append(vertex)
        }
    }

    /// Each node's layer: the length of the longest path to it from a node with no edge into it. Such a node then
    /// moves down to just above the highest of the nodes it points to, rather than staying at the top with a long
    /// edge down.
    private static func longestPathLayers(_ successors: [[Int]]) -> [Int] {
        var incoming = Array(repeating: 0, count: successors.count)
        for targets in successors { for target in targets { incoming[target] += 1 } }
        let roots = successors.indices.filter { incoming[$0] == 0 }
        var layer = Array(repeating: 0, count: successors.count)
        var ready = roots
        var head = 0
        while head < ready.count {
            let node = ready[head]
            head += 1
            for target in successors[node] {
                layer[target] = max(layer[target], layer[node] + 1)
                incoming[target] -= 1
                if incoming[target] == 0 { ready.append(target) }
            }
        }
        for root in roots {
            if let highest = successors[root].map({ layer[$0] }).min() { layer[root] = highest - 1 }
        }
        return layer
    }

    /// Barycenter sweeps: each layer is sorted by the mean position of its neighbours in the layer above (going
    /// down) or below (going up), within its band. The order with the fewest crossings wins; ties keep the earlier.
    mutating func order() {
        var best = layers
        var fewest = crossings()
        for sweep in 0..<8 {
            let downwards = sweep.isMultiple(of: 2)
            for layerIndex in downwards
                ? Array(layers.indices.dropFirst()) : Array(layers.indices.dropLast().reversed())
            {
                let position = positions()
                let keys = Dictionary(
                    uniqueKeysWithValues: layers[layerIndex].map { vertex in
                        let neighbours = downwards ? up[vertex] : down[vertex]
                        let barycenter =
                            neighbours.isEmpty
                            ? Double(position[vertex])
                            : Double(neighbours.reduce(0) { $0 + position[$1] }) / Double(neighbours.count)
                        return (vertex, (band[vertex], barycenter, position[vertex]))
                    })
                layers[layerIndex].sort { keys[$0, default: (0, 0, 0)] < keys[$1, default: (0, 0, 0)] }
            }
            let count = crossings()
            if count < fewest {
                fewest = count
                best = layers
            }
        }
        layers = best
    }

    /// Each vertex's place in its layer.
    private func positions() -> [Int] {
        var position = Array(repeating: 0, count: width.count)
        for layer in layers { for (index, vertex) in layer.enumerated() { position[vertex] = index } }
        return position
    }

    /// How many pairs of segments cross, counted per pair of adjacent layers as inversions (a Fenwick tree keeps it
    /// at n log n for large graphs).
    private func crossings() -> Int {
        let position = positions()
        var total = 0
        for layer in layers {
            let segments = layer.flatMap { upper in down[upper].map { (position[upper], position[$0]) } }.sorted {
                $0 < $1
            }
            let size = (segments.map(\.1).max() ?? 0) + 2
            var tree = Array(repeating: 0, count: size + 1)
            for (seen, segment) in segments.enumerated() {
                // Segments seen so far that end to the right of this one cross it.
                var index = segment.1 + 1
                var atOrLeft = 0
                while index > 0 {
                    atOrLeft += tree[index]
                    index -= index & -index
                }
                total += seen - atOrLeft
                index = segment.1 + 1
                while index <= size {
                    tree[index] += 1
                    index += index & -index
                }
            }
        }
        return total
    }
}
