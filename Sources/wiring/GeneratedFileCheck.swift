import Foundation
import WiringCore

/// `wiring check --against <file>`: whether a checked-in (or earlier generated) `AppGraph.swift` is still what the
/// sources generate, for a CI step that fails when someone changed a component but did not regenerate the graph.
struct GeneratedFileCheck {
    /// The file to compare with, as given.
    var path: String
    /// Generated paths are relative to it, as with `generate --source-root`: the build plugin passes the package's
    /// folder, and a file generated with another root (or none) differs in every source comment.
    var sourceRoot: String

    /// Generates the graph and compares it with the file. A missing file, or one that differs, is an error
    /// diagnostic (at the first differing line); returns the unified diff of a file that differs, for standard
    /// output. When the sources have errors, they are the diagnostics and there is no diff.
    func compare(_ files: [Pipeline.SourceFile], diagnostics: DiagnosticCollector) -> String? {
        let absolutePath = SourceFiles.absolute(path)
        let regenerate = "'wiring generate --output \(path) --source-root \(sourceRoot)' and the same inputs"
        let checkedIn = FileManager.default.contents(atPath: absolutePath)
        if checkedIn == nil {
            diagnostics.emit(.error(.missingGeneratedFile,
                                    "no readable file '\(absolutePath)' to compare with: create it with \(regenerate)",
                                    at: nil))
        }
        let options = RenderOptions(sourceRoot: SourceFiles.absolute(sourceRoot))
        guard let generated = Pipeline.generate(files, options: options, diagnostics: diagnostics),
              let checkedIn, checkedIn != Data(generated.utf8)
        else { return nil }
        let diff = LineDiff(from: String(decoding: checkedIn, as: UTF8.self), to: generated)
        let name = URL(fileURLWithPath: absolutePath).lastPathComponent
        diagnostics.emit(.error(
            .staleGeneratedFile,
            "'\(name)' is not what the sources generate now (the diff is on standard output): regenerate it with \(regenerate)",
            at: SourceLocation(file: absolutePath, line: diff.firstChangedOldLine ?? 1, column: 1)))
        return diff.unified(oldName: absolutePath, newName: absolutePath + " (generated now)")
    }
}
