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
