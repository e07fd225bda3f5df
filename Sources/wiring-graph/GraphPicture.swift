import WiringCommandLine
import WiringCore
import WiringPictures

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `wiring-graph`: a picture of the graph, as text Wiring writes (DOT, Mermaid, SVG) or as an image Graphviz draws
/// from the DOT (PNG, or SVG with `--graphviz`).
struct GraphPicture {
    enum Format: String, CaseIterable {
        case dot, mermaid, svg, png
    }

    var format: Format
    /// Whether Graphviz's `dot` draws the picture: always for PNG, on request for SVG.
    var usesGraphviz: Bool
    var root: String?
    /// The target's module, which labels the frame around its own bindings when dependency modules have some too.
    var moduleName: String?
    /// Nil writes the picture to standard output.
    var output: String?

    /// Without a format, a Mermaid flowchart on standard output: text a terminal shows, that GitHub draws in
    /// Markdown. A file's format is always named, so that `--output graph.svg` never holds Mermaid.
    init(format: String?, usesGraphviz: Bool, root: String?, moduleName: String?, output: String?) throws {
        let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")
        guard let format = format ?? (output == nil ? Format.mermaid.rawValue : nil) else {
            throw UsageError(message: "'--output' needs '--format <value>', the file's format: \(formats)")
        }
        guard let parsed = Format(rawValue: format) else {
            throw UsageError(message: "unknown format '\(format)'; use \(formats)")
        }
        if usesGraphviz, parsed != .svg {
            throw UsageError(message: "'--graphviz' applies to '--format svg' only ('png' always uses Graphviz)")
        }
        if parsed == .png, output == nil {
            throw UsageError(message: "'--format png' needs '--output <file>'")
        }
        self.format = parsed
        self.usesGraphviz = usesGraphviz || parsed == .png
        self.root = root
        self.moduleName = moduleName
        self.output = output
    }

    /// Writes the picture of the graph the inputs declare; false when the graph, the root or Graphviz fails (the
    /// reason is in `diagnostics`).
    func draw(inputs: InputList, diagnostics: DiagnosticCollector) throws -> Bool {
        guard let (configuration, files) = inputs.read(excluding: nil, diagnostics: diagnostics),
            let graph = Pipeline.resolve(
                files, rootGraphName: configuration.graphTypeName,
                sendableRequirement: configuration.sendableRequirement, diagnostics: diagnostics),
            !diagnostics.hasErrors
        else { return false }
        let options = GraphExportOptions(root: root, targetModuleName: moduleName ?? "target")
        let picture: String
        do {
            switch format {
            case .dot: picture = try GraphExport.dot(graph, options: options)
            case .mermaid: picture = try GraphExport.mermaid(graph, options: options)
            case .svg where !usesGraphviz: picture = try GraphExport.svg(graph, options: options)
            case .svg, .png:
                let dot = try GraphExport.dot(graph, options: options)
                try Graphviz.draw(dot, format: format.rawValue, output: output)
                return true
            }
        } catch let error as GraphExportError {
            diagnostics.emit(.error(.unknownGraphRoot, error.description, at: nil))
            return false
        } catch let error as Graphviz.Failure {
            diagnostics.emit(.error(.graphvizFailure, error.message(for: format), at: nil))
            return false
        }
        if let output {
            try OutputFile.write(picture, to: output)
        } else {
            OperatingSystem.write(picture, to: .standardOutput)
        }
        return true
    }
}
