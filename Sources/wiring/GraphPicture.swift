import Foundation
import WiringCore

/// `wiring graph`: a picture of the graph, as text Wiring writes (DOT, Mermaid, SVG) or as an image Graphviz draws
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

    init(format: String, usesGraphviz: Bool, root: String?, moduleName: String?, output: String?) throws {
        guard let parsed = Format(rawValue: format) else {
            throw UsageError(
                message: "unknown format '\(format)'; use \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
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
                files, rootGraphName: configuration.graphTypeName, diagnostics: diagnostics),
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
            FileHandle.standardOutput.write(Data(picture.utf8))
        }
        return true
    }
}

/// Runs Graphviz's `dot`, found on the PATH, with the DOT text on its standard input.
enum Graphviz {
    enum Failure: Error {
        case notInstalled
        case failed(status: Int32)

        func message(for format: GraphPicture.Format) -> String {
            switch self {
            case .notInstalled:
                let option = format == .png ? "'--format png'" : "'--graphviz'"
                return
                    "\(option) needs Graphviz's 'dot', which is not on the PATH: install Graphviz (for example 'apt-get install graphviz' or 'brew install graphviz'), or use '--format svg' without '--graphviz' for the picture Wiring draws itself"
            case .failed(let status):
                return "Graphviz's 'dot' failed with exit status \(status); its messages are above"
            }
        }
    }

    /// Draws `dot` as `format` into `output`, or onto standard output when it is nil.
    static func draw(_ dot: String, format: String, output: String?) throws {
        guard let executable = locate() else { throw Failure.notInstalled }
        // A file, not a pipe, feeds its standard input: nothing blocks or breaks if `dot` stops reading early.
        let input = FileManager.default.temporaryDirectory.appending(path: "wiring-graph-\(UUID().uuidString).dot")
        try Data(dot.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-T\(format)"] + (output.map { ["-o", $0] } ?? [])
        if let output {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: output).deletingLastPathComponent(),
                withIntermediateDirectories: true)
        }
        process.standardInput = try FileHandle(forReadingFrom: input)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.failed(status: process.terminationStatus) }
    }

    private static func locate() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: "dot")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }
}
