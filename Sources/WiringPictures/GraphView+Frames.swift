import WiringCore

/// The frames a picture draws around groups of nodes, whatever its format. A graph with child graphs is drawn as
/// one frame per graph, a child's inside its parent's, since which graph makes a binding says how long it lives;
/// the modules are then named in the boxes, because frames of two kinds that cut across each other would not read.
/// Without child graphs, each module gets a frame when the nodes come from several.
extension GraphView {
    struct Frame {
        enum Kind {
            case graph
            case module
        }

        var kind: Kind
        /// The graph's class name or the module's name.
        var title: String
        /// The frame it is drawn inside (index into `Framing.frames`); nil for one at the top.
        var parent: Int?
    }

    struct Framing {
        /// Each parent before its children, and each frame's descendants right after it, so that a format can
        /// draw them by walking the list once.
        var frames: [Frame] = []
        /// The frame each node is drawn in, directly (index into `frames`); nil for a node outside every frame.
        var frameOfNode: [Int?]

        /// The frames drawn directly inside `parent` (nil: at the top), in order.
        func children(of parent: Int?) -> [Int] { frames.indices.filter { frames[$0].parent == parent } }
    }

    /// The frames of the nodes the view holds: the graphs that hold any of them (and their ancestors, so that a
    /// child's frame is always inside its parent's), or the modules.
    var framing: Framing {
        var framing = Framing(frameOfNode: Array(repeating: nil, count: nodes.count))
        if graphs.count > 1 {
            var shown: Set<Int> = []
            for node in nodes {
                var graph: Int? = node.graph
                while let next = graph, shown.insert(next).inserted { graph = graphs[next].parent }
            }
            var frameOfGraph: [Int: Int] = [:]
            // Depth first from the root graph (the first), each graph's children in the order they are declared.
            var pending = shown.contains(0) ? [(graph: 0, parentFrame: Int?.none)] : []
            while let (graph, parentFrame) = pending.popLast() {
                frameOfGraph[graph] = framing.frames.count
                framing.frames.append(Frame(kind: .graph, title: graphs[graph].name, parent: parentFrame))
                let children = graphs.indices.filter { graphs[$0].parent == graph && shown.contains($0) }
                pending += children.reversed().map { ($0, frameOfGraph[graph]) }
            }
            framing.frameOfNode = nodes.map { frameOfGraph[$0.graph] }
        } else {
            let modules = Set(nodes.compactMap(\.module)).sorted()
            guard modules.count > 1 else { return framing }
            framing.frames = modules.map { Frame(kind: .module, title: $0, parent: nil) }
            framing.frameOfNode = nodes.map { node in node.module.flatMap { modules.firstIndex(of: $0) } }
        }
        return framing
    }
}
