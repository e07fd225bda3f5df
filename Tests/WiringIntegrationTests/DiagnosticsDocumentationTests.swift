import Foundation
import Testing
import WiringCore

/// `docs/Diagnostics.md` cannot rot: every identifier has a section there, and every example in a section produces
/// exactly the diagnostics printed below it, all with the section's identifier.
///
/// An example is a ```` ```swift ```` source (`App.swift`), a ```` ```sh ```` script, or both, followed by the
/// ```` ```text ```` it prints. A source alone runs through the pipeline as `wiring check` runs it; a script (marked
/// `<!-- diagnostics example -->`) runs in a new folder holding the source, with `wiring` on its path, and its
/// standard error is compared with the paths shortened to that folder.
@Suite struct DiagnosticsDocumentationTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var id: String
        var source: String?
        var script: String?
        var expected: String
        /// Where the expected text starts in the document, to find a failing example.
        var line: Int

        var testDescription: String { "\(id) (Diagnostics.md:\(line))" }
    }

    static let documentPath = "docs/Diagnostics.md"

    static let examples: [Example] = {
        let url = Command.repositoryRoot.appending(path: documentPath)
        return parse((try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }()

    @Test func everyIdentifierHasASectionWithAnExample() {
        let documented = Set(Self.examples.map(\.id))
        let identifiers = Set(DiagnosticID.allCases.map(\.rawValue))
        #expect(identifiers.subtracting(documented).sorted() == [], "identifiers without an example in \(Self.documentPath)")
        #expect(documented.subtracting(identifiers).sorted() == [], "sections for identifiers that do not exist")
    }

    /// The page's scripts carry `<!-- diagnostics example -->`, which leaves them to this suite rather than to the
    /// documentation's transcript test (`docs/WritingDocs.md`); and only they do, so that no marked block goes unrun.
    @Test func theExamplesScriptsAreMarkedAsSuch() throws {
        let text = try String(contentsOf: Command.repositoryRoot.appending(path: Self.documentPath), encoding: .utf8)
        let marked = DocumentationSamples.blocks(in: text, file: Self.documentPath).blocks.filter { $0.shell == .diagnosticsExample }
        #expect(marked.map(\.text) == Self.examples.compactMap(\.script), "\(marked.map(\.location))")
    }

    @Test(arguments: examples)
    func exampleProducesExactlyItsDocumentedDiagnostics(_ example: Example) throws {
        let produced: String
        if let script = example.script {
            produced = try Self.run(script, source: example.source)
        } else {
            let collector = DiagnosticCollector()
            let source = Pipeline.SourceFile(path: "App.swift", contents: Array((example.source ?? "").utf8))
            _ = Pipeline.resolve([source], diagnostics: collector)
            produced = collector.sorted.map { $0.formatted + "\n" }.joined()
        }
        #expect(produced == example.expected)
        let identifiers = produced.split(separator: "\n").compactMap { line in
            line.range(of: " [#").map { String(line[$0.upperBound...].dropLast()) }
        }
        #expect(!identifiers.isEmpty && identifiers.allSatisfy { $0 == example.id }, "\(identifiers)")
    }

    /// Runs `script` with `sh` in a new folder that holds `source` as `App.swift`; returns its standard error with
    /// the folder's path left out.
    private static func run(_ script: String, source: String?) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let source {
            try source.write(to: folder.appending(path: "App.swift"), atomically: true, encoding: .utf8)
        }
        let path = "export PATH='\(Command.productsFolder.path)':\"$PATH\"\n"
        let result = try Command.run("/bin/sh", ["-c", path + script], in: folder)
        return [folder.path, folder.resolvingSymlinksInPath().path].reduce(result.standardError) {
            $0.replacingOccurrences(of: $1 + "/", with: "")
        }
    }

    /// The examples of each `### \`Identifier\`` section; any other heading ends the section.
    static func parse(_ document: String) -> [Example] {
        var examples: [Example] = []
        var section: String?
        var source: String?
        var script: String?
        var block: (language: String, lines: [Substring], start: Int)?
        for (offset, line) in document.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let open = block {
                guard line == "```" else {
                    block?.lines.append(line)
                    continue
                }
                block = nil
                guard let id = section else { continue }
                let text = open.lines.map { $0 + "\n" }.joined()
                switch open.language {
                case "swift": source = text
                case "sh": script = text
                case "text":
                    examples.append(Example(id: id, source: source, script: script, expected: text, line: open.start))
                    source = nil
                    script = nil
                default: break
                }
            } else if line.hasPrefix("```") {
                block = (String(line.dropFirst(3)), [], offset + 2)
            } else if line.hasPrefix("#") {
                source = nil
                script = nil
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                section = line.hasPrefix("### `") && title.hasSuffix("`") ? String(title.dropFirst().dropLast()) : nil
            }
        }
        return examples
    }
}
