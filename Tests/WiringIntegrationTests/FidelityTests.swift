import Foundation
import Testing

/// The scanner against the compiler on real code: `Tools/fidelity.py` runs `wiring` over a fixed sample of the
/// package corpus (the packages and tags of `Tools/corpus.txt`, fetched by `Tools/fetch-corpus.sh`) and compares
/// every init it accepts with `swiftc -dump-parse` (docs/Fidelity.md). The whole corpus is checked on demand with the
/// same script.
@Suite struct FidelityTests {
    /// Where `Tools/fetch-corpus.sh` puts the corpus: `WIRING_CORPUS`, else the repository's `.corpus`.
    static let corpus = ProcessInfo.processInfo.environment["WIRING_CORPUS"].flatMap { $0.isEmpty ? nil : $0 }
        ?? Command.repositoryRoot.appending(path: ".corpus").path
    /// Files taken from the corpus, by a hash of their paths: enough for every kind of decline, under a minute.
    static let sampleSize = 300

    /// Fails, never skips, without the corpus: the message names the command that fetches it.
    @Test func sampleOfThePackageCorpusAgreesWithTheCompiler() throws {
        try #require(FileManager.default.fileExists(atPath: Self.corpus),
                     "no package corpus at \(Self.corpus): fetch it with Tools/fetch-corpus.sh (CI runs it first)")
        let reportFile = FileManager.default.temporaryDirectory.appending(path: "wiring-fidelity-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: reportFile) }
        let script = Command.repositoryRoot.appending(path: "Tools/fidelity.py").path
        let result = try Command.run("python3", [script, "--wiring", Command.wiring.path, "--corpus", Self.corpus,
                                                 "--sample", String(Self.sampleSize), "--report", reportFile.path],
                                     timeout: 300)
        // The script exits 1 for disagreements too; without a report it failed itself (status 2: the corpus is
        // missing or not the pinned one, and the message says how to fetch it).
        let data = try #require(try? Data(contentsOf: reportFile), "fidelity.py wrote no report:\n\(result.combined)")
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let corpus = try #require(report["corpus"] as? [String: Any])
        #expect(corpus["pinned"] as? Bool == true)
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
