import Foundation
import WiringCore

/// Runs stages 1–4 on in-memory files and returns the formatted diagnostics, one string per diagnostic.
func diagnostics(of files: [String: String]) -> [String] {
    let collector = DiagnosticCollector()
    let sources = files.map { Pipeline.SourceFile(path: $0.key, contents: Array($0.value.utf8)) }
    _ = Pipeline.resolve(sources, diagnostics: collector)
    return collector.sorted.map(\.formatted)
}

func diagnostics(of source: String) -> [String] {
    diagnostics(of: ["File.swift": source])
}

/// Runs stages 1–3 and returns the binding model.
func model(of source: String) -> (BindingModel, [String]) {
    let collector = DiagnosticCollector()
    let model = Pipeline.model([Pipeline.SourceFile(path: "File.swift", contents: Array(source.utf8))], diagnostics: collector)
    return (model, collector.sorted.map(\.formatted))
}

/// The expected file at `url`, after writing `actual` there when `WIRING_UPDATE_REFERENCES=1` (a deliberate change
/// to the output: review the diff), so that the golden-file tests compare with it the same way.
func expectedText(at url: URL, updatingTo actual: String) throws -> String {
    if ProcessInfo.processInfo.environment["WIRING_UPDATE_REFERENCES"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
    }
    return try String(contentsOf: url, encoding: .utf8)
}

/// Tests write types as text: a literal is the tree the parser reads from it (verbatim when the grammar does not
/// read it), as a type given on the command line is.
extension TypeSyntax: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self = TypeSyntax(parsing: text) ?? .verbatim(text)
    }
}

extension TypeKey {
    /// The key of a type written as text (see ``TypeSyntax/init(stringLiteral:)``).
    init(_ text: String, name: String? = nil) {
        self.init(TypeSyntax(stringLiteral: text), name: name)
    }
}

/// The canonical text of a type written as text: what a key of it compares.
func canonicalText(_ text: String) -> String {
    TypeKey(text).text
}
