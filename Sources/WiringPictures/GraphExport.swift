import WiringCore

/// Pictures of a resolved graph, for people rather than the compiler: Graphviz DOT, a Mermaid flowchart (which
/// GitHub draws inside Markdown), and an SVG that Wiring lays out itself, so no Graphviz is needed. Like the rest
/// of the core, it returns text and never touches files; `wiring graph` writes it.
///
/// The same sources give byte-identical pictures, whatever order the files are given in.
public enum GraphExport {
    /// Graphviz's DOT language: `dot -Tsvg` (or `-Tpng`) draws it.
    public static func dot(_ graph: ResolvedGraph, options: GraphExportOptions = GraphExportOptions())
        throws(GraphExportError) -> String
    {
        DOTWriter.write(try view(of: graph, options: options))
    }

    /// A Mermaid `flowchart`, to paste into a Markdown ` ```mermaid ` block.
    public static func mermaid(_ graph: ResolvedGraph, options: GraphExportOptions = GraphExportOptions())
        throws(GraphExportError) -> String
    {
        MermaidWriter.write(try view(of: graph, options: options))
    }

    /// A standalone SVG image, laid out in layers from the bindings nothing depends on down to what they need.
    public static func svg(_ graph: ResolvedGraph, options: GraphExportOptions = GraphExportOptions())
        throws(GraphExportError) -> String
    {
        SVGWriter.write(try view(of: graph, options: options))
    }

    static func view(of graph: ResolvedGraph, options: GraphExportOptions) throws(GraphExportError) -> GraphView {
        let whole = GraphView(graph, targetModuleName: options.targetModuleName)
        guard let root = options.root else { return whole }
        guard let part = whole.reachable(from: root) else {
            throw GraphExportError(root: root, suggestions: NearMatches.suggestions(for: root, among: whole.rootNames))
        }
        return part
    }
}

/// What to draw, beyond the graph itself.
public struct GraphExportOptions: Sendable {
    /// Draw only the binding with this name and what it can create (through factories too): `RaceCar`,
    /// `Store @Named(backup)`, as messages spell bindings. Nil draws the whole graph.
    public var root: String?
    /// The label of the frame around the target's own bindings (those whose `module` is nil) when the graph holds
    /// bindings of dependency modules too: each module's bindings are drawn inside a frame of their own. With child
    /// graphs, whose frames the graphs take, each box names its module instead.
    public var targetModuleName: String

    public init(root: String? = nil, targetModuleName: String = "target") {
        self.root = root
        self.targetModuleName = targetModuleName
    }
}

/// The root asked for is not a binding of the graph.
public struct GraphExportError: Error, Equatable, CustomStringConvertible {
    public var root: String
    /// Binding names close to the one asked for.
    public var suggestions: [String]

    public var description: String {
        let hint =
            suggestions.isEmpty
            ? "name a binding as messages spell it, such as 'RaceCar' or 'Store @Named(backup)'"
            : "did you mean \(NearMatches.quotedList(suggestions))?"
        return "no binding '\(root)' to draw the graph from; \(hint)"
    }
}
