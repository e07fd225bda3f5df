import WiringCore

/// Draws a graph view as a standalone SVG image with ``LayeredLayout``: boxes sized from their labels, curved
/// edges with arrowheads, the view's frames (graphs, nested, or modules), and a legend on the right. Text widths are
/// estimated from character counts (no font is measured), generously, so that labels fit their boxes.
enum SVGWriter {
    private static let titleSize = 13.0
    private static let detailSize = 11.0
    /// Average advance of a character, as a fraction of the font size, rounded up for Helvetica and Arial.
    private static let boldAdvance = 0.62
    private static let regularAdvance = 0.57
    private static let padding = 12.0
    private static let titleLineHeight = 17.0
    private static let detailLineHeight = 14.0
    private static let font = "Helvetica, Arial, sans-serif"

    static func write(_ view: GraphView) -> String {
        let framing = view.framing
        // Band 0 holds the nodes outside every frame (all of them when there are no frames); each frame has its own,
        // numbered in the frames' order, which puts a frame's band right before those of the frames nested in it.
        let bands = framing.frameOfNode.map { $0.map { $0 + 1 } ?? 0 }
        let layout = LayeredLayout(
            sizes: view.nodes.map { size(of: $0) }, bands: bands,
            frames: framing.frames.enumerated().map {
                LayeredLayout.Frame(band: $0.offset + 1, parent: $0.element.parent)
            },
            edges: view.edges.map {
                LayeredLayout.Edge(from: $0.from, to: $0.to, isDeferred: $0.kind.isFactory)
            })
        let legend = Legend(view: view, left: layout.width)
        let width = legend.right + LayeredLayout.margin
        let height = max(layout.height, legend.bottom + LayeredLayout.margin)

        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!-- The object graph Wiring resolved from the sources. Arrows point from a binding to what it needs. -->",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"\(font)\">",
            "<title>Object graph</title>",
            "<defs>",
        ]
        // An edge kind added since pictures were first published gets its arrowhead only where it is drawn.
        for kind in GraphView.EdgeKind.allCases
        where marker(kind) == kind && (kind != .entryPoint || view.usedEdgeKinds.contains(kind)) {
            let color = GraphStyle.color(kind)
            let fill = kind == .boundAs ? "#FFFFFF" : color
            lines.append(
                "<marker id=\"arrow-\(kind)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M 1 1 L 9 5 L 1 9 z\" fill=\"\(fill)\" stroke=\"\(color)\" stroke-width=\"1.2\"/></marker>"
            )
        }
        lines.append("</defs>")
        lines.append("<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>")

        if !layout.frames.isEmpty {
            // Parents first, so that a nested frame is drawn over its parent's.
            lines.append(framing.frames.first?.kind == .graph ? "<g id=\"graphs\">" : "<g id=\"modules\">")
            for (index, frame) in framing.frames.enumerated() {
                if let rectangle = layout.frames[index] { lines.append(self.frame(frame, rectangle)) }
            }
            lines.append("</g>")
        }
        let (paths, labels) = edges(view, routes: layout.routes)
        lines.append("<g id=\"edges\" fill=\"none\">")
        lines += paths
        lines.append("</g>")
        lines.append("<g id=\"nodes\">")
        lines += zip(view.nodes, layout.centers).map { node($0, at: $1) }
        lines.append("</g>")
        lines.append("<g id=\"edge-labels\">")
        lines += labels
        lines.append("</g>")
        lines += legend.draw()
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The arrowhead of an edge kind: a child graph's is a factory's, as its line is.
    private static func marker(_ kind: GraphView.EdgeKind) -> GraphView.EdgeKind {
        kind == .childGraph || kind == .lazy ? .factory : kind
    }

    /// The dashes of an edge's line: a factory's dashed, a `@Lazy` one's dotted.
    private static func dashes(_ kind: GraphView.EdgeKind) -> String {
        GraphStyle.isDotted(kind)
            ? " stroke-dasharray=\"2 3\"" : GraphStyle.isDashed(kind) ? " stroke-dasharray=\"6 4\"" : ""
    }

    // MARK: - Frames

    private static func frame(_ frame: GraphView.Frame, _ rectangle: LayeredLayout.Rectangle) -> String {
        "<g class=\"\(frame.kind)\"><rect x=\"\(number(rectangle.x))\" y=\"\(number(rectangle.y))\" width=\"\(number(rectangle.width))\" height=\"\(number(rectangle.height))\" rx=\"10\" fill=\"#FAFAFA\" stroke=\"\(GraphStyle.frame)\" stroke-width=\"1\"/>"
            + text(
                frame.title, x: rectangle.x + 10, y: rectangle.y + 14, size: detailSize, anchor: "start",
                attributes: "font-weight=\"bold\" fill=\"\(GraphStyle.detailText)\"")
            + "</g>"
    }

    // MARK: - Nodes

    /// The node's group: its title (a tooltip), its shape, and its lines of text.
    private static func node(_ node: GraphView.Node, at center: LayeredLayout.Point) -> String {
        let (width, height) = size(of: node)
        let box = LayeredLayout.Rectangle(
            x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        var element = "<g id=\"node-\(node.id)\" class=\"node \(node.kind)\"><title>\(escaped(node.title))</title>"
        element += shape(
            node.kind, box, fill: GraphStyle.fill(node.kind), scope: node.scope,
            stroke: node.isEntryPoint ? GraphStyle.entryPoint : GraphStyle.border)
        var baseline = box.y + padding / 2 + titleSize
        element += text(
            node.title, x: center.x, y: baseline, size: titleSize, anchor: "middle",
            attributes: "font-weight=\"bold\" fill=\"\(GraphStyle.text)\"")
        baseline += titleLineHeight - titleSize
        for detail in node.details {
            baseline += detailLineHeight
            element += text(
                detail, x: center.x, y: baseline, size: detailSize, anchor: "middle",
                attributes: "fill=\"\(GraphStyle.detailText)\"")
        }
        return element + "</g>"
    }

    private static func size(of node: GraphView.Node) -> (width: Double, height: Double) {
        let widest = max(
            textWidth(node.title, size: titleSize, advance: boldAdvance),
            node.details.map { textWidth($0, size: detailSize, advance: regularAdvance) }.max() ?? 0)
        // Slanted and pointed shapes need room for their corners.
        let corners =
            switch node.kind {
            case .input, .boundType, .optionalValue: 16.0
            case .assistedFactory, .childGraph: 24.0
            case .collection, .entryPoints: 12.0
            case .component, .provider, .bundle, .injection: 0.0
            }
        return (
            max(64, (widest + 2 * padding + corners).rounded()),
            padding + titleLineHeight + detailLineHeight * Double(node.details.count) + padding / 2
        )
    }

    private static func textWidth(_ text: String, size: Double, advance: Double) -> Double {
        Double(text.count) * size * advance
    }

    /// The node's outline: its kind's shape, its scope's border.
    private static func shape(
        _ kind: GraphView.NodeKind, _ box: LayeredLayout.Rectangle, fill: String, scope: Scope?,
        stroke: String = GraphStyle.border
    ) -> String {
        var style =
            "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(number(GraphStyle.borderWidth(scope)))\""
        if GraphStyle.isDashed(scope) { style += " stroke-dasharray=\"5 3\"" }
        let (x, y, width, height) = (box.x, box.y, box.width, box.height)
        func rectangle(radius: Double) -> String {
            "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\" rx=\"\(number(radius))\" \(style)/>"
        }
        func polygon(_ points: [(Double, Double)]) -> String {
            "<polygon points=\"\(points.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " "))\" \(style)/>"
        }
        switch kind {
        case .component, .bundle, .injection:
            return rectangle(radius: 8)
        case .provider:
            return rectangle(radius: 0)
        case .boundType, .optionalValue:
            return rectangle(radius: height / 2)
        case .input:
            let slant = 8.0
            return polygon([(x + slant, y), (x + width, y), (x + width - slant, y + height), (x, y + height)])
        case .assistedFactory, .childGraph:
            let inset = 12.0
            return polygon([
                (x + inset, y), (x + width - inset, y), (x + width, y + height / 2),
                (x + width - inset, y + height), (x + inset, y + height), (x, y + height / 2),
            ])
        case .collection:
            // A box with a bar inside each side, as Mermaid draws a "subroutine".
            let bars = [x + 6, x + width - 6].map {
                "<line x1=\"\(number($0))\" y1=\"\(number(y))\" x2=\"\(number($0))\" y2=\"\(number(y + height))\" stroke=\"\(GraphStyle.border)\" stroke-width=\"1\"/>"
            }
            return rectangle(radius: 0) + bars.joined()
        case .entryPoints:
            // A box with a point on its right, toward what the entry points offer.
            let point = 12.0
            return polygon([
                (x, y), (x + width - point, y), (x + width, y + height / 2), (x + width - point, y + height),
                (x, y + height),
            ])
        }
    }

    // MARK: - Edges

    /// Each edge's path, and the labels, which are drawn last so that no box hides them.
    private static func edges(_ view: GraphView, routes: [LayeredLayout.Route]) -> (paths: [String], labels: [String]) {
        var paths: [String] = []
        var labels: [String] = []
        for (edge, route) in zip(view.edges, routes) {
            let (path, middle) = self.path(route)
            let title = "\(view.nodes[edge.from].title) → \(view.nodes[edge.to].title)"
            let width = number(GraphStyle.lineWidth(edge.kind))
            paths.append(
                "<path class=\"edge \(edge.kind)\" d=\"\(path)\" stroke=\"\(GraphStyle.color(edge.kind))\" stroke-width=\"\(width)\"\(dashes(edge.kind)) marker-end=\"url(#arrow-\(marker(edge.kind)))\"><title>\(escaped(title))</title></path>"
            )
            if let label = edge.label {
                labels.append(
                    text(
                        label, x: middle.x, y: middle.y + 3.5, size: 10, anchor: "middle",
                        attributes:
                            "fill=\"\(GraphStyle.color(edge.kind))\" stroke=\"#FFFFFF\" stroke-width=\"3\" paint-order=\"stroke\""
                    ))
            }
        }
        return (paths, labels)
    }

    /// The path's `d` attribute and the point to put its label at: the middle of its last curve.
    private static func path(_ route: LayeredLayout.Route) -> (String, LayeredLayout.Point) {
        switch route {
        case .down(let points):
            var d = "M \(number(points[0].x)) \(number(points[0].y))"
            for (start, end) in zip(points, points.dropFirst()) {
                if start.x == end.x {
                    d += " L \(number(end.x)) \(number(end.y))"
                } else {
                    let bend = (end.y - start.y) / 2
                    d +=
                        " C \(number(start.x)) \(number(start.y + bend)) \(number(end.x)) \(number(end.y - bend)) \(number(end.x)) \(number(end.y))"
                }
            }
            let start = points[points.count - 2]
            let end = points[points.count - 1]
            return (d, LayeredLayout.Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2))
        case .back(let from, let to):
            let bulge = LayeredLayout.backEdgeBulge
            let d =
                "M \(number(from.x)) \(number(from.y)) C \(number(from.x + bulge)) \(number(from.y)) \(number(to.x + bulge)) \(number(to.y)) \(number(to.x)) \(number(to.y))"
            // The middle of a cubic curve: (P0 + 3 C1 + 3 C2 + P3) / 8.
            return (d, LayeredLayout.Point(x: (from.x + to.x) / 2 + bulge * 0.75, y: (from.y + to.y) / 2))
        }
    }

    // MARK: - Legend

    /// One sample of each node kind, scope and edge kind the picture uses, in a frame to the right of the graph.
    private struct Legend {
        private static let sampleWidth = 40.0
        private static let rowHeight = 24.0
        private var rows: [(sample: (LayeredLayout.Rectangle) -> String, text: String)] = []
        private let left: Double
        private let top = LayeredLayout.margin
        private(set) var right: Double
        private(set) var bottom: Double
        private static let heading = "Arrows point from a binding to what it needs."

        init(view: GraphView, left: Double) {
            self.left = left
            for kind in view.usedKinds {
                rows.append(({ SVGWriter.shape(kind, $0, fill: GraphStyle.fill(kind), scope: nil) }, kind.legend))
            }
            for scope in view.usedScopes {
                rows.append(
                    ({ SVGWriter.shape(.component, $0, fill: "#FFFFFF", scope: scope) }, GraphStyle.legend(scope)))
            }
            if view.hasEntryPoints {
                rows.append(
                    (
                        {
                            SVGWriter.shape(
                                .component, $0, fill: "#FFFFFF", scope: nil, stroke: GraphStyle.entryPoint)
                        }, GraphStyle.entryPointLegend
                    ))
            }
            for kind in view.usedEdgeKinds {
                rows.append(
                    (
                        { box in
                            let y = SVGWriter.number(box.y + box.height / 2)
                            let width = SVGWriter.number(GraphStyle.lineWidth(kind))
                            return
                                "<path d=\"M \(SVGWriter.number(box.x)) \(y) L \(SVGWriter.number(box.x + box.width)) \(y)\" fill=\"none\" stroke=\"\(GraphStyle.color(kind))\" stroke-width=\"\(width)\"\(SVGWriter.dashes(kind)) marker-end=\"url(#arrow-\(SVGWriter.marker(kind)))\"/>"
                        }, kind.legend
                    ))
            }
            let widest =
                ([Self.heading] + rows.map(\.text)).map {
                    SVGWriter.textWidth($0, size: SVGWriter.detailSize, advance: SVGWriter.regularAdvance)
                }.max() ?? 0
            right = left + Self.sampleWidth + 3 * SVGWriter.padding + widest
            bottom = top + 2 * Self.rowHeight + Self.rowHeight * Double(rows.count) + SVGWriter.padding / 2
        }

        func draw() -> [String] {
            var lines = [
                "<g id=\"legend\">",
                "<rect x=\"\(SVGWriter.number(left))\" y=\"\(SVGWriter.number(top))\" width=\"\(SVGWriter.number(right - left))\" height=\"\(SVGWriter.number(bottom - top))\" rx=\"8\" fill=\"#FFFFFF\" stroke=\"\(GraphStyle.frame)\" stroke-width=\"1\"/>",
            ]
            let textLeft = left + SVGWriter.padding
            lines.append(
                SVGWriter.text(
                    "Legend", x: textLeft, y: top + 18, size: SVGWriter.titleSize, anchor: "start",
                    attributes: "font-weight=\"bold\" fill=\"\(GraphStyle.text)\""))
            lines.append(
                SVGWriter.text(
                    Self.heading, x: textLeft, y: top + 18 + Self.rowHeight - 4, size: SVGWriter.detailSize,
                    anchor: "start", attributes: "fill=\"\(GraphStyle.detailText)\""))
            for (index, row) in rows.enumerated() {
                let y = top + 2 * Self.rowHeight + Self.rowHeight * Double(index)
                let box = LayeredLayout.Rectangle(
                    x: textLeft, y: y + 3, width: Self.sampleWidth, height: Self.rowHeight - 6)
                lines.append(
                    row.sample(box)
                        + SVGWriter.text(
                            row.text, x: textLeft + Self.sampleWidth + SVGWriter.padding,
                            y: y + Self.rowHeight / 2 + 4, size: SVGWriter.detailSize,
                            anchor: "start", attributes: "fill=\"\(GraphStyle.text)\""))
            }
            lines.append("</g>")
            return lines
        }
    }

    // MARK: - Text

    private static func text(_ content: String, x: Double, y: Double, size: Double, anchor: String, attributes: String)
        -> String
    {
        "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" text-anchor=\"\(anchor)\" \(attributes)>\(escaped(content))</text>"
    }

    /// A coordinate, rounded to a tenth of a pixel and written without a needless fraction: `12`, `12.5`.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = tenths / 10
        let fraction = abs(tenths % 10)
        if fraction == 0 { return "\(whole)" }
        return "\(tenths < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
    }

    /// Text for XML content and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
