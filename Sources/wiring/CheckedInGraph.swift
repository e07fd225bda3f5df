import WiringCommandLine
import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `wiring generate --checked-in <file>`: what the build plugin runs for a target that keeps its generated graph
/// among its sources. SwiftPM cannot compile two files of one name in one target ("multiple producers"), so instead
/// of a second `AppGraph.swift` the plugin has the one in the target checked against the sources, and generates a
/// file that declares nothing: the build compiles the checked-in graph, and fails when it is stale.
struct CheckedInGraph {
    /// The graph in the target's sources.
    var path: String
    /// The target, for the command that regenerates the file.
    var targetName: String?

    /// Checks the file; returns the diff of a stale one, for standard output. `output` is written only when the
    /// checked-in graph is up to date.
    func check(
        _ files: [Pipeline.SourceFile], configuration: Configuration, sourceRoot: String, output: String,
        diagnostics: DiagnosticCollector
    ) throws -> String? {
        let absolutePath = SourceFiles.absolute(path)
        let name = URL(fileURLWithPath: absolutePath).lastPathComponent
        let check = GeneratedFileCheck(path: path, sourceRoot: sourceRoot, targetName: targetName)
        let contents = check.readFile()
        if let contents, !GeneratedFileCheck.isGeneratedByWiring(contents) {
            diagnostics.emit(
                .error(
                    .generatedFileNameTaken,
                    "'\(name)' is a source file of a target that applies the Wiring plugin, which generates a file of that name, and SwiftPM cannot build two files of one name in one target: rename this file",
                    at: SourceLocation(file: absolutePath, line: 1, column: 1)))
            return nil
        }
        let diff = check.compare(files, checkedIn: contents, configuration: configuration, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return diff }
        try OutputFile.write(
            """
            // The target keeps its graph in its own '\(name)', which is what its sources generate: the Wiring plugin
            // checked it, and generates nothing here.

            """, to: output)
        return nil
    }
}
