import WiringCore

/// Writes a graph view in Graphviz's DOT language. Each frame of the view (a graph, a module) is a `cluster_`
/// subgraph, a child graph's inside its parent's, and a `cluster_legend` explains the shapes, borders and lines with
/// samples drawn in the same styles.
enum DOTWriter {
    static func write(_ view: GraphView) -> String {
        var identifiers = view.identifiers
        var lines = [
            "// The object graph Wiring resolved from the sources; draw it with Graphviz: dot -Tsvg graph.dot -o graph.svg",
            "// Arrows point from a binding to what it needs.",
            "digraph AppGraph {",
            "    graph [fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.5];",
            "    node [fontname=\"Helvetica\", fontsize=11, color=\"\(GraphStyle.border)\", fontcolor=\"\(GraphStyle.text)\"];",
            "    edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.7];",
        ]
        let framing = view.framing
        lines += contents(of: nil, in: view, framing: framing, indent: "    ", identifiers: &identifiers)
        for edge in view.edges {
            lines.append(
                "    \(view.nodes[edge.from].id) -> \(view.nodes[edge.to].id)\(attributes(of: edge.kind, label: edge.label))"
            )
        }
        lines += legend(view, identifiers: &identifiers)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The statements of the nodes directly inside `frame` (nil: outside every frame), then its frames, each a
    /// cluster holding its own contents.
    private static func contents(
        of frame: Int?, in view: GraphView, framing: GraphView.Framing, indent: String,
        identifiers: inout IdentifierAllocator
    ) -> [String] {
        var lines = view.nodes.indices.filter { framing.frameOfNode[$0] == frame }.map {
            indent + statement(for: view.nodes[$0])
        }
        for child in framing.children(of: frame) {
            let title = framing.frames[child].title
            let prefix = framing.frames[child].kind == .graph ? "cluster_graph_" : "cluster_module_"
            lines.append("\(indent)subgraph \(identifiers.allocate(for: title, prefix: prefix)) {")
            lines.append("\(indent)    label=\(quoted(title)); style=\"rounded\"; color=\"\(GraphStyle.frame)\";")
            lines += contents(of: child, in: view, framing: framing, indent: indent + "    ", identifiers: &identifiers)
            lines.append("\(indent)}")
        }
        return lines
    }

    private static func statement(for node: GraphView.Node) -> String {
        let label = ([node.title] + node.details).joined(separator: "\n")
        let entryPoint = node.isEntryPoint ? ", color=\"\(GraphStyle.entryPoint)\"" : ""
        return "\(node.id) [label=\(quoted(label)), \(nodeStyle(node.kind, scope: node.scope))\(entryPoint)];"
    }

    private static func nodeStyle(_ kind: GraphView.NodeKind, scope: Scope?, filled: Bool = true) -> String {
        let shape =
            switch kind {
            case .component, .provider, .bundle, .injection: "box"
            case .input: "parallelogram"
            case .boundType, .optionalValue: "ellipse"
            case .assistedFactory, .childGraph: "hexagon"
            case .collection: "box3d"
            case .entryPoints: "cds"
            }
        var styles = filled ? ["filled"] : []
        if [.component, .bundle, .injection].contains(kind) { styles.append("rounded") }
        if GraphStyle.isDashed(scope) { styles.append("dashed") }
        var attributes = ["shape=\(shape)", "style=\(quoted(styles.joined(separator: ",")))"]
        if filled { attributes.append("fillcolor=\"\(GraphStyle.fill(kind))\"") }
        if scope?.keepsInstance == true { attributes.append("penwidth=\(GraphStyle.borderWidth(scope))") }
        return attributes.joined(separator: ", ")
    }

    private static func attributes(of kind: GraphView.EdgeKind, label: String?) -> String {
        var attributes: [String] = []
        if let label { attributes.append("label=\(quoted(label))") }
        if GraphStyle.isDashed(kind) { attributes.append("style=\"dashed\"") }
        if GraphStyle.isDotted(kind) { attributes.append("style=\"dotted\"") }
        if kind == .entryPoint { attributes.append("penwidth=\(GraphStyle.lineWidth(kind))") }
        let color = GraphStyle.color(kind)
        attributes.append("color=\"\(color)\"")
        if label != nil { attributes.append("fontcolor=\"\(color)\"") }
        // A hollow arrowhead, as for "implements" in UML.
        if kind == .boundAs { attributes.append("arrowhead=\"onormal\"") }
        return " [" + attributes.joined(separator: ", ") + "];"
    }

    /// A frame with one sample per node kind, scope and edge kind the graph uses, stacked by invisible edges.
    private static func legend(_ view: GraphView, identifiers: inout IdentifierAllocator) -> [String] {
        var lines = [
            "    subgraph \(identifiers.allocate(for: "legend", prefix: "cluster_")) {",
            "        label=\"Legend\"; style=\"rounded\"; color=\"\(GraphStyle.frame)\";",
        ]
        // Each sample's top and bottom node; an invisible edge puts the next sample below.
        var samples: [(top: String, bottom: String)] = []
        for kind in view.usedKinds {
            let id = identifiers.allocate(for: "\(kind)", prefix: "legend_")
            lines.append("        \(id) [label=\(quoted(kind.legend)), \(nodeStyle(kind, scope: nil))];")
            samples.append((id, id))
        }
        for scope in view.usedScopes {
            let id = identifiers.allocate(for: scope.rawValue, prefix: "legend_")
            lines.append(
                "        \(id) [label=\(quoted(GraphStyle.legend(scope))), \(nodeStyle(.component, scope: scope, filled: false))];"
            )
            samples.append((id, id))
        }
        if view.hasEntryPoints {
            let id = identifiers.allocate(for: "entryPoint", prefix: "legend_")
            lines.append(
                "        \(id) [label=\(quoted(GraphStyle.entryPointLegend)), \(nodeStyle(.component, scope: nil, filled: false)), color=\"\(GraphStyle.entryPoint)\"];"
            )
            samples.append((id, id))
        }
        for kind in view.usedEdgeKinds {
            let from = identifiers.allocate(for: "\(kind)", prefix: "legend_from_")
            let to = identifiers.allocate(for: "\(kind)", prefix: "legend_to_")
            lines.append("        \(from) [shape=point, width=0.05]; \(to) [shape=point, width=0.05];")
            lines.append("        \(from) -> \(to)\(attributes(of: kind, label: kind.legend))")
            samples.append((from, to))
        }
        for (upper, lower) in zip(samples, samples.dropFirst()) {
            lines.append("        \(upper.bottom) -> \(lower.top) [style=invis];")
        }
        lines.append("    }")
        return lines
    }

    /// A DOT string: backslashes and quotes escaped, line breaks as `\n` (centered lines).
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
