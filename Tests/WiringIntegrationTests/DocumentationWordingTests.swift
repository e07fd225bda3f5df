import Foundation
import Testing

/// The pages users read speak to users: no issue numbers, "point 3" of an issue, commit ids, dated runs or
/// development history ("as before"), and nothing of the articles the project started from. The benchmarks' method
/// notes may keep the date and commit of a run, after their summary.
@Suite struct DocumentationWordingTests {
    struct Rule: Sendable {
        var name: String
        var pattern: String
        var caseInsensitive = true
        /// Whether the rule applies to a line of a page.
        var applies: @Sendable (_ page: String, _ line: Int, _ summaryEnd: Int) -> Bool = { _, _, _ in true }
    }

    /// The commit and date of a measurement belong to the benchmarks' method notes, which follow their summary.
    @Sendable static func outsideMethodNotes(_ page: String, _ line: Int, _ summaryEnd: Int) -> Bool {
        page != "Benchmarks/README.md" || line < summaryEnd
    }

    static let rules: [Rule] = [
        Rule(name: "an issue number", pattern: #"\bissues? #?[0-9]+\b|\bissue ""#),
        Rule(name: "a point of an issue", pattern: #"(?<![-\w])points? [0-9]+\b"#),
        Rule(name: "development history", pattern: #"\bas before\b|\bbefore the last\b|\bseed articles?\b"#),
        // Reliability and the benchmarks speak of random generators' seeds, which a reader uses to replay a run.
        Rule(name: "the seeds", pattern: #"\bseeds?\b"#) { page, _, _ in
            !["docs/Reliability.md", "Benchmarks/README.md"].contains(page)
        },
        Rule(
            name: "a commit id", pattern: #"(?<![\w/#.-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b"#,
            caseInsensitive: false, applies: outsideMethodNotes),
        Rule(name: "a dated run", pattern: #"\b20[0-9]{2}-[0-9]{2}-[0-9]{2}\b"#, applies: outsideMethodNotes),
    ]

    /// The pages for users: the README, the CHANGELOG, CONTRIBUTING, the guide, the examples' READMEs, the benchmarks.
    static func userPages(in root: URL) throws -> [String] {
        let manager = FileManager.default
        var pages = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md", "Benchmarks/README.md"]
        pages += try manager.contentsOfDirectory(atPath: root.appending(path: "docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        pages += try manager.contentsOfDirectory(atPath: root.appending(path: "Examples").path)
            .map { "Examples/\($0)/README.md" }
            .filter { manager.fileExists(atPath: root.appending(path: $0).path) }
        return pages.sorted()
    }

    /// Each line of `text` that breaks a rule, as `page:line: <rule>: '<words>'`.
    static func findings(in text: String, page: String) throws -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The benchmarks' summary ends at their second `## ` heading, where the method notes begin.
        let summaryEnd = lines.indices.filter { lines[$0].hasPrefix("## ") }.dropFirst().first.map { $0 + 1 } ?? Int.max
        var findings: [String] = []
        for rule in rules {
            let expression = try NSRegularExpression(
                pattern: rule.pattern, options: rule.caseInsensitive ? [.caseInsensitive] : [])
            for (index, line) in lines.enumerated() where rule.applies(page, index + 1, summaryEnd) {
                for match in expression.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    let words = (line as NSString).substring(with: match.range)
                    findings.append("\(page):\(index + 1): \(rule.name): '\(words)'")
                }
            }
        }
        return findings
    }

    @Test func userPagesSpeakToUsers() throws {
        let root = Command.repositoryRoot
        let pages = try Self.userPages(in: root)
        #expect(pages.contains("README.md") && pages.contains("CHANGELOG.md") && pages.count > 10)
        for page in pages {
            let text = try String(contentsOf: root.appending(path: page), encoding: .utf8)
            for finding in try Self.findings(in: text, page: page) {
                Issue.record(Comment(rawValue: finding))
            }
        }
    }

    /// The rules find what they are for, and leave alone what only looks like it.
    @Test func theRulesFindTheWordsTheyAreFor() throws {
        let text = """
            - **Faster** (issue 28, point 1): the run at commit 50ec7e4, 2026-11-28, is 0.9× what it was before the last
              speed-ups; the seed articles' race car; seed 002's wheels; generated as before.
            - [swift-package-manager#6003](https://github.com/swiftlang/swift-package-manager/issues/6003), a runtime
              issue, `--entry-points 3`, the hex value 0xC04905, 7 points, 1234567 runs.
            """
        let found = try Self.findings(in: text, page: "docs/Page.md")
        #expect(
            found == [
                "docs/Page.md:1: an issue number: 'issue 28'",
                "docs/Page.md:1: a point of an issue: 'point 1'",
                "docs/Page.md:1: development history: 'before the last'",
                "docs/Page.md:2: development history: 'seed articles'",
                "docs/Page.md:2: development history: 'as before'",
                "docs/Page.md:2: the seeds: 'seed'",
                "docs/Page.md:2: the seeds: 'seed'",
                "docs/Page.md:1: a commit id: '50ec7e4'",
                "docs/Page.md:1: a dated run: '2026-11-28'",
            ], "\(found)")
        let benchmarks = """
            # Benchmarks

            ## Summary

            | Read | 16 ns |

            ## Running them

            From a run at commit 50ec7e4, 2026-11-28, with `--seed 1`.
            """
        #expect(try Self.findings(in: benchmarks, page: "Benchmarks/README.md").isEmpty)
        #expect(
            try Self.findings(in: benchmarks.replacingOccurrences(of: "16 ns", with: "16 ns (50ec7e4)"), page: "Benchmarks/README.md")
                == ["Benchmarks/README.md:5: a commit id: '50ec7e4'"])
    }
}
