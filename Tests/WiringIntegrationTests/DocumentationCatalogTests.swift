import Foundation
import Testing

/// The DocC catalog of WiringCore builds, with the toolchain's `docc` and without a warning: a link to a symbol that
/// was renamed or removed fails here. It runs `Tools/build-docs.sh`, the one way the documentation is built.
@Suite struct DocumentationCatalogTests {
    @Test func theCatalogBuildsWithoutWarnings() throws {
        let output = FileManager.default.temporaryDirectory.appending(path: "wiring-docs-\(UUID().uuidString).doccarchive")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = Command.repositoryRoot.appending(path: "Tools/build-docs.sh").path
        let result = try Command.run(script, [output.path])
        #expect(result.status == 0, "Tools/build-docs.sh failed:\n\(result.combined)")
        #expect(!result.combined.contains("warning:"), "\(result.combined)")

        // The landing page, the article, and a symbol page the landing page curates.
        let pages = output.appending(path: "data/documentation/wiringcore")
        for page in ["../wiringcore.json", "usingwiringcore.json", "pipeline.json", "diagnosticcollector.json"] {
            #expect(FileManager.default.fileExists(atPath: pages.appending(path: page).standardizedFileURL.path),
                    "the archive has no \(page)")
        }
        let landing = try String(contentsOf: output.appending(path: "data/documentation/wiringcore.json"), encoding: .utf8)
        #expect(landing.contains("Stage 1: Scan"), "the landing page lost its topic groups")
    }
}
