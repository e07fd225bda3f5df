import Foundation
import Testing

/// The scanner against the compiler on real code: `Tools/fidelity.py` runs `wiring` over a fixed sample of the
/// package mirror and compares every init it accepts with `swiftc -dump-parse` (docs/Fidelity.md). The whole
/// corpus is checked on demand with the same script.
@Suite struct FidelityTests {
    static let mirror = "/opt/swift-packages"
    /// Files taken from the mirror, by a hash of their paths: enough for every kind of decline, under a minute.
    static let sampleSize = 300

    @Test(.enabled(if: FileManager.default.fileExists(atPath: mirror),
                   "no package mirror at /opt/swift-packages: the fidelity sample has no real code to run on"))
    func sampleOfThePackageMirrorAgreesWithTheCompiler() throws {
        let reportFile = FileManager.default.temporaryDirectory.appending(path: "wiring-fidelity-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: reportFile) }
        let script = Command.repositoryRoot.appending(path: "Tools/fidelity.py").path
        let result = try Command.run("python3", [script, "--wiring", Command.wiring.path, "--mirror", Self.mirror,
                                                 "--sample", String(Self.sampleSize), "--report", reportFile.path],
                                     timeout: 300)
        // The script exits 1 for disagreements too; without a report it failed itself.
        let data = try #require(try? Data(contentsOf: reportFile), "fidelity.py wrote no report:\n\(result.combined)")
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scan = try #require(report["scan"] as? [String: Any])
        let comparison = try #require(report["comparison"] as? [String: Any])

        #expect(scan["files"] as? Int == Self.sampleSize)
        let crashes = (scan["crashes"] as? [Any] ?? []) + (comparison["crashes"] as? [Any] ?? [])
        for crash in crashes {
            Issue.record("wiring crashed: \(Self.json(crash))")
        }
        for disagreement in comparison["disagreements"] as? [Any] ?? [] {
            Issue.record("wiring and swiftc -dump-parse disagree: \(Self.json(disagreement))")
        }
        let compared = try #require(comparison["initsCompared"] as? Int)
        let agreeing = try #require(comparison["initsAgreeing"] as? Int)
        let notComparable = try #require(comparison["initsNotComparable"] as? Int)
        #expect(compared > 0, "the sample compared no init at all")
        #expect(agreeing == compared - notComparable)
        #expect(result.status == 0, "\(result.standardError)")
    }

    private static func json(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }
}
