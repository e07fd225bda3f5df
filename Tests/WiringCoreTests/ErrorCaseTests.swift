import Foundation
import Testing
import WiringCore

/// Error cases as folders, after Google Wire's `testdata/<Case>/want`: each folder of `ErrorCases/` holds input
/// `Sources/` and `Expected/diagnostics.txt`, exactly what the pipeline reports for them (paths relative to the case's
/// folder), run in process. A case reads as the files a user has, several of them where the mistake spans files.
/// After a deliberate change, `WIRING_UPDATE_REFERENCES=1 swift test` rewrites the expected files; review the diff.
@Suite struct ErrorCaseTests {
    static let casesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "ErrorCases")

    static var cases: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: casesFolder.path))?.sorted() ?? []
    }

    @Test func thereAreErrorCases() {
        #expect(Self.cases.count >= 5)
    }

    @Test(arguments: cases)
    func reportsExactlyTheExpectedDiagnostics(caseName: String) throws {
        let folder = Self.casesFolder.appending(path: caseName)
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "Sources").path)
            .sorted().map { name in
                Pipeline.SourceFile(path: "Sources/\(name)",
                                    contents: [UInt8](try Data(contentsOf: folder.appending(path: "Sources/\(name)"))))
            }
        let diagnostics = DiagnosticCollector()
        // A case's own `wiring.json`, beside its `Sources/`, configures it as it would a target.
        let configurationFile = folder.appending(path: "wiring.json")
        var configuration = Configuration()
        if let contents = try? Data(contentsOf: configurationFile) {
            configuration = try #require(
                Configuration.parse([UInt8](contents), path: "wiring.json", diagnostics: diagnostics))
        }
        _ = Pipeline.resolve(
            sources, rootGraphName: configuration.graphTypeName,
            sendableRequirement: configuration.sendableRequirement, diagnostics: diagnostics)
        let actual = diagnostics.sorted.map(\.formatted).joined(separator: "\n") + "\n"
        #expect(diagnostics.hasErrors, "\(caseName) is an error case, but its sources have no error")

        let expectedURL = folder.appending(path: "Expected/diagnostics.txt")
        let expected = try expectedText(at: expectedURL, updatingTo: actual)
        #expect(actual == expected,
                "the diagnostics of \(caseName) differ:\n\(RenderReferenceTests.lineDiff(expected: expected, actual: actual))")
    }
}
