import Foundation
import SeededRandom
import Testing
import WiringCore

/// Golden-file tests for the render stage: each folder in `References/` holds input `Sources/` and the exact
/// `Expected/AppGraph.swift`, compared byte for byte. A reviewer sees every change to the generated code in the diff.
/// After a deliberate change, `WIRING_UPDATE_REFERENCES=1 swift test` rewrites the expected files.
@Suite struct RenderReferenceTests {
    static let referencesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "References")

    static var cases: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: referencesFolder.path))?.sorted() ?? []
    }

    static func sources(of caseName: String) throws -> [Pipeline.SourceFile] {
        let folder = referencesFolder.appending(path: "\(caseName)/Sources")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            let url = folder.appending(path: name)
            return Pipeline.SourceFile(path: url.path, contents: [UInt8](try Data(contentsOf: url)))
        }
    }

    static func generate(_ caseName: String, files: [Pipeline.SourceFile]) throws -> String {
        let diagnostics = DiagnosticCollector()
        let options = RenderOptions(sourceRoot: referencesFolder.appending(path: caseName).path)
        let generated = Pipeline.generate(files, options: options, diagnostics: diagnostics)?.singleFile
        return try #require(generated, "\(caseName) has errors:\n\(diagnostics.sorted.map(\.formatted).joined(separator: "\n"))")
    }

    @Test func thereAreReferenceCases() {
        #expect(Self.cases.count >= 5)
    }

    @Test(arguments: cases)
    func rendersExactlyTheExpectedFile(caseName: String) throws {
        let actual = try Self.generate(caseName, files: try Self.sources(of: caseName))
        let expectedURL = Self.referencesFolder.appending(path: "\(caseName)/Expected/AppGraph.swift")
        let expected = try expectedText(at: expectedURL, updatingTo: actual)
        #expect(actual == expected, "AppGraph.swift of \(caseName) differs:\n\(Self.lineDiff(expected: expected, actual: actual))")
    }

    /// The generated file must compile together with the sources without warnings, in Swift 6 mode (complete
    /// strict-concurrency checking) and in Swift 5 mode.
    @Test(arguments: cases, ["6", "5"])
    func expectedFileTypeChecks(caseName: String, languageMode: String) throws {
        let files = try Self.sources(of: caseName).map(\.path)
            + [Self.referencesFolder.appending(path: "\(caseName)/Expected/AppGraph.swift").path]
        let (status, output) = try Self.typeCheck(files, languageMode: languageMode)
        #expect(status == 0, "\(caseName) does not type-check in Swift \(languageMode) mode:\n\(output)")
    }

    /// Spread over three parts, the graph compiles as files of their own, as the build plugin writes them: every
    /// member a part uses of another, or of the root, is visible across files, and no file imports what it does not
    /// use publicly.
    @Test(arguments: cases)
    func partsTypeCheckAsFilesOfTheirOwn(caseName: String) throws {
        let diagnostics = DiagnosticCollector()
        let options = RenderOptions(sourceRoot: Self.referencesFolder.appending(path: caseName).path, partCount: 3)
        let graph = try #require(
            Pipeline.generate(try Self.sources(of: caseName), options: options, diagnostics: diagnostics))
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-parts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in graph.files {
            try file.text.write(to: folder.appending(path: file.name), atomically: true, encoding: .utf8)
        }
        let files = try Self.sources(of: caseName).map(\.path) + graph.files.map { folder.appending(path: $0.name).path }
        let (status, output) = try Self.typeCheck(files, languageMode: "6")
        #expect(status == 0, "the parts of \(caseName) do not type-check:\n\(output)")
    }

    /// `swiftc -typecheck` of the files with warnings as errors: its status and what it printed.
    static func typeCheck(_ files: [String], languageMode: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", languageMode, "-warnings-as-errors"] + files
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The output depends on the sources only, not on the order the files are given in.
    @Test(arguments: cases)
    func outputIsTheSameWhateverTheFileOrder(caseName: String) throws {
        let files = try Self.sources(of: caseName)
        let reference = try Self.generate(caseName, files: files)
        var generator = SplitMix64(seed: 42)
        for _ in 0..<5 {
            #expect(try Self.generate(caseName, files: files.shuffled(using: &generator)) == reference)
            #expect(try Self.generate(caseName, files: files.reversed()) == reference)
        }
    }

    /// The lines that differ, with their line numbers: enough to see what changed without a diff tool.
    static func lineDiff(expected: String, actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        var report: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? expectedLines[index] : "<none>"
            let right = index < actualLines.count ? actualLines[index] : "<none>"
            if left != right { report.append("line \(index + 1):\n- \(left)\n+ \(right)") }
        }
        return report.prefix(20).joined(separator: "\n")
    }
}
