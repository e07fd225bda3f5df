import WiringCommandLine
import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether a checked-in (or earlier generated) `AppGraph.swift` is still what the sources generate: for
/// `wiring check --against`, a CI step that fails when someone changed a component but did not regenerate the graph,
/// and for `wiring generate --checked-in`, the build plugin's check of a graph kept in the target.
struct GeneratedFileCheck {
    /// The file to compare with, as given.
    var path: String
    /// Generated paths are relative to it, as with `generate --source-root`: the build plugin passes the package's
    /// folder, and a file generated with another root (or none) differs in every source comment.
    var sourceRoot: String
    /// The command that writes the file again, for the messages: the `wiring` command, or the command plugin when
    /// a plugin checks the file of a target it names.
    var regenerateCommand: String

    init(path: String, sourceRoot: String, targetName: String? = nil) {
        self.path = path
        self.sourceRoot = sourceRoot
        self.regenerateCommand =
            targetName.map {
                "'swift package --allow-writing-to-package-directory wiring-generate --target \($0)'"
            } ?? "'wiring generate --output \(path) --source-root \(sourceRoot)' and the same inputs"
    }

    /// The file's contents, or nil when it cannot be read.
    func readFile() -> Data? {
        FileManager.default.contents(atPath: SourceFiles.absolute(path))
    }

    /// Generates the graph and compares it with `checkedIn`, the file's contents (``readFile()``). A missing file,
    /// or one that differs, is an error diagnostic (at the first differing line); returns the unified diff of a file
    /// that differs, for standard output. When the sources have errors, they are the diagnostics and there is no diff.
    func compare(
        _ files: [Pipeline.SourceFile], checkedIn: Data?, configuration: Configuration,
        diagnostics: DiagnosticCollector
    ) -> String? {
        let absolutePath = SourceFiles.absolute(path)
        if checkedIn == nil {
            diagnostics.emit(
                .error(
                    .missingGeneratedFile,
                    "no readable file '\(absolutePath)' to compare with: create it with \(regenerateCommand)",
                    at: nil))
        }
        let options = configuration.renderOptions(sourceRoot: SourceFiles.absolute(sourceRoot))
        guard
            let generated = Pipeline.generate(
                files, options: options, sendableRequirement: configuration.sendableRequirement,
                diagnostics: diagnostics)?.singleFile,
            let checkedIn, checkedIn != Data(generated.utf8)
        else { return nil }
        let diff = LineDiff(from: String(decoding: checkedIn, as: UTF8.self), to: generated)
        let name = URL(fileURLWithPath: absolutePath).lastPathComponent
        diagnostics.emit(
            .error(
                .staleGeneratedFile,
                "'\(name)' is not what the sources generate now (the diff is on standard output): regenerate it with \(regenerateCommand)",
                at: SourceLocation(file: absolutePath, line: diff.firstChangedOldLine ?? 1, column: 1)))
        return diff.unified(oldName: absolutePath, newName: absolutePath + " (generated now)")
    }

    /// Whether the file was written by Wiring (its second line is Wiring's mark), so that a file someone wrote by
    /// hand is never compared, and never offered to be overwritten, as if it were a stale graph.
    static func isGeneratedByWiring(_ contents: Data) -> Bool {
        let lines = String(decoding: contents.prefix(200), as: UTF8.self).split(separator: "\n", maxSplits: 2)
        return lines.count > 1 && lines[1].hasPrefix(WiringVersion.generatedFileMark)
    }
}
