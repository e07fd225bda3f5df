import WiringCore

/// Writes a graph view as a Mermaid `flowchart`, which GitHub draws in a Markdown ` ```mermaid ` block. Node
/// identifiers are plain identifiers and every label is quoted, with the characters Mermaid would read as syntax
/// written as entity codes. Each frame of the view (a graph, a module) is a `subgraph`, a child graph's inside its
/// parent's; a `Legend` subgraph explains the shapes, borders and lines.
enum MermaidWriter {
    static func write(_ view: GraphView) -> String {
        var identifiers = view.identifiers
        var lines = [
            "flowchart TB",
            "    %% The object graph Wiring resolved from the sources. Arrows point from a binding to what it needs.",
        ]
        lines += contents(of: nil, in: view, framing: view.framing, indent: "    ", identifiers: &identifiers)
        for edge in view.edges {
            lines.append("    " + link(view.nodes[edge.from].id, view.nodes[edge.to].id, edge.kind, label: edge.label))
        }
        let (legendLines, scopeSamples, entryPointSample) = legend(view, identifiers: &identifiers)
        lines += legendLines
        // A kind added since pictures were first published is defined only where it is drawn, so that a picture
        // without it stays as it was.
        for kind in GraphView.NodeKind.allCases
        where ![.optionalValue, .entryPoints].contains(kind) || view.usedKinds.contains(kind) {
            lines.append(
                "    classDef \(kind) fill:\(GraphStyle.fill(kind)),stroke:\(GraphStyle.border),color:\(GraphStyle.text)"
            )
        }
        for scope in Scope.allCases where scope.keepsInstance {
            let dashes = GraphStyle.isDashed(scope) ? ",stroke-dasharray:5 3" : ""
            lines.append("    classDef \(scope.rawValue) stroke-width:\(GraphStyle.borderWidth(scope))px\(dashes)")
        }
        lines.append("    classDef legendSample fill:#FFFFFF,stroke:\(GraphStyle.border),color:\(GraphStyle.text)")
        if view.hasEntryPoints { lines.append("    classDef entryPoint stroke:\(GraphStyle.entryPoint)") }
        for kind in GraphView.NodeKind.allCases {
            let ids = view.nodes.filter { $0.kind == kind }.map(\.id)
            if !ids.isEmpty { lines.append("    class \(ids.joined(separator: ",")) \(kind)") }
        }
        for scope in Scope.allCases where scope.keepsInstance {
            let ids = view.nodes.filter { $0.scope == scope }.map(\.id) + (scopeSamples[scope].map { [$0] } ?? [])
            if !ids.isEmpty { lines.append("    class \(ids.joined(separator: ",")) \(scope.rawValue)") }
        }
        if let sample = entryPointSample {
            let ids = view.nodes.filter(\.isEntryPoint).map(\.id) + [sample]
            lines.append("    class \(ids.joined(separator: ",")) entryPoint")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The nodes directly inside `frame` (nil: outside every frame), then its frames, each a subgraph holding its
    /// own contents.
    private static func contents(
        of frame: Int?, in view: GraphView, framing: GraphView.Framing, indent: String,
        identifiers: inout IdentifierAllocator
    ) -> [String] {
        var lines = view.nodes.indices.filter { framing.frameOfNode[$0] == frame }.map { index in
            let node = view.nodes[index]
            return indent + shape(node.id, node.kind, label: [node.title] + node.details)
        }
        for child in framing.children(of: frame) {
            let title = framing.frames[child].title
            let prefix = framing.frames[child].kind == .graph ? "graph_" : "module_"
            lines.append("\(indent)subgraph \(identifiers.allocate(for: title, prefix: prefix))[\(quoted([title]))]")
            lines += contents(of: child, in: view, framing: framing, indent: indent + "    ", identifiers: &identifiers)
            lines.append("\(indent)end")
        }
        return lines
    }

    private static func shape(_ id: String, _ kind: GraphView.NodeKind, label lines: [String]) -> String {
        let label = quoted(lines)
        return switch kind {
        case .component, .bundle, .injection: "\(id)(\(label))"
        case .provider: "\(id)[\(label)]"
        case .input: "\(id)[/\(label)/]"
        case .boundType, .optionalValue: "\(id)([\(label)])"
        case .assistedFactory, .childGraph: "\(id){{\(label)}}"
        case .collection: "\(id)[[\(label)]]"
        case .entryPoints: "\(id)>\(label)]"
        }
    }

    private static func link(_ from: String, _ to: String, _ kind: GraphView.EdgeKind, label: String?) -> String {
        // Mermaid draws one kind of broken line: a `@Lazy` factory's is told apart by its label.
        let arrow =
            GraphStyle.isDashed(kind) || GraphStyle.isDotted(kind) ? "-.->" : kind == .entryPoint ? "==>" : "-->"
        return "\(from) \(arrow)\(label.map { "|\(quoted([$0]))|" } ?? "") \(to)"
    }

    /// One sample per node kind, scope and edge kind the graph uses, stacked by invisible links; and the sample of
    /// each scope, which takes the scope's class with the graph's nodes, and of an entry point's border.
    private static func legend(
        _ view: GraphView, identifiers: inout IdentifierAllocator
    ) -> ([String], [Scope: String], String?) {
        var lines = ["    subgraph \(identifiers.allocate(for: "legend"))[\"Legend\"]", "        direction TB"]
        var samples: [(top: String, bottom: String)] = []
        var scopeSamples: [Scope: String] = [:]
        for kind in view.usedKinds {
            let id = identifiers.allocate(for: "\(kind)", prefix: "legend_")
            lines.append("        " + shape(id, kind, label: [kind.legend]) + ":::\(kind)")
            samples.append((id, id))
        }
        for scope in view.usedScopes {
            let id = identifiers.allocate(for: scope.rawValue, prefix: "legend_")
            lines.append("        \(id)(\(quoted([GraphStyle.legend(scope)]))):::legendSample")
            scopeSamples[scope] = id
            samples.append((id, id))
        }
        var entryPointSample: String?
        if view.hasEntryPoints {
            let id = identifiers.allocate(for: "entryPoint", prefix: "legend_")
            lines.append("        \(id)(\(quoted([GraphStyle.entryPointLegend]))):::legendSample")
            entryPointSample = id
            samples.append((id, id))
        }
        for kind in view.usedEdgeKinds {
            let from = identifiers.allocate(for: "\(kind)", prefix: "legend_from_")
            let to = identifiers.allocate(for: "\(kind)", prefix: "legend_to_")
            lines.append(
                "        "
                    + link("\(from)[\"A\"]:::legendSample", "\(to)[\"B\"]:::legendSample", kind, label: kind.legend))
            samples.append((from, to))
        }
        for (upper, lower) in zip(samples, samples.dropFirst()) {
            lines.append("        \(upper.bottom) ~~~ \(lower.top)")
        }
        lines.append("    end")
        return (lines, scopeSamples, entryPointSample)
    }

    /// A quoted label, its lines joined by `<br/>`; characters Mermaid reads as syntax become entity codes
    /// (`#quot;`, `#lt;`, `#91;`, …).
    private static func quoted(_ lines: [String]) -> String {
        "\""
            + lines.map { line in
                var result = ""
                for character in line {
                    switch character {
                    case "\"": result += "#quot;"
                    case "<": result += "#lt;"
                    case ">": result += "#gt;"
                    case "&": result += "#amp;"
                    case "#": result += "#35;"
                    case "[": result += "#91;"
                    case "]": result += "#93;"
                    case "@": result += "#64;"
                    case "|": result += "#124;"
                    case "`": result += "#96;"
                    default: result.append(character)
                    }
                }
                return result
            }.joined(separator: "<br/>") + "\""
    }
}
