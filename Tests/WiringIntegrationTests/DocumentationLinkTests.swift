import Foundation
import Testing

/// Every relative link of the documentation leads somewhere: to a file of the repository and, with a `#fragment`, to
/// a heading of that file (as GitHub makes anchors of headings).
@Suite struct DocumentationLinkTests {
    @Test func everyRelativeLinkResolves() throws {
        let root = Command.repositoryRoot
        var checked = 0
        for file in try DocumentationSamples.documentationFiles(in: root) where !file.contains(".docc/") {
            let text = try String(contentsOf: root.appending(path: file), encoding: .utf8)
            for (line, target) in Self.links(in: text) {
                let location = DocumentationSamples.Location(file: file, line: line)
                let (path, fragment) = Self.split(target)
                let resolved = path.isEmpty ? file : Self.normalized((file as NSString).deletingLastPathComponent + "/" + path)
                checked += 1
                guard FileManager.default.fileExists(atPath: root.appending(path: resolved).path) else {
                    Issue.record("\(location): the link '\(target)' leads to '\(resolved)', which does not exist",
                                 sourceLocation: DocumentationSampleTests.sourceLocation(location))
                    continue
                }
                guard let fragment, resolved.hasSuffix(".md") else { continue }
                let anchors = Self.anchors(in: try String(contentsOf: root.appending(path: resolved), encoding: .utf8))
                if !anchors.contains(fragment) {
                    Issue.record("\(location): the link '\(target)' names no heading of '\(resolved)'",
                                 sourceLocation: DocumentationSampleTests.sourceLocation(location))
                }
            }
        }
        #expect(checked > 0)
    }

    @Test func anchorsAreMadeAsGitHubMakesThem() {
        #expect(Self.anchors(in: "# Configuration: `wiring.json`\n## Lifecycles: `.weak` and `teardown:`\n```\n# not a heading\n```\n")
                == ["configuration-wiringjson", "lifecycles-weak-and-teardown"])
        #expect(Self.links(in: "See [a](b.md#c) and [d](https://e), `[f](g)`\n```\n[h](i)\n```\n").map(\.target) == ["b.md#c"])
    }

    /// The targets of the Markdown links outside code, with their lines; web and mail links are left out.
    static func links(in text: String) -> [(line: Int, target: String)] {
        var result: [(Int, String)] = []
        var fence: String?
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            if let open = fence {
                if DocumentationSamples.closes(line, fence: open) { fence = nil }
                continue
            }
            if let opening = DocumentationSamples.fence(line) {
                fence = opening.marker
                continue
            }
            // Inline code is not a link.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let target = rest[open.upperBound...].prefix { $0 != ")" && !$0.isWhitespace }
                rest = rest[open.upperBound...].dropFirst(target.count)
                if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") { continue }
                result.append((offset + 1, String(target)))
            }
        }
        return result
    }

    /// The anchors GitHub gives a file's headings: lowercased, punctuation removed, spaces made hyphens.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var fence: String?
        for line in text.split(separator: "\n").map(String.init) {
            if let open = fence {
                if DocumentationSamples.closes(line, fence: open) { fence = nil }
                continue
            }
            if let opening = DocumentationSamples.fence(line) {
                fence = opening.marker
                continue
            }
            guard line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            anchors.insert(String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            }))
        }
        return anchors
    }

    private static func split(_ target: String) -> (path: String, fragment: String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.index(after: hash)...]))
    }

    /// `docs/../Examples/RaceCar/README.md` → `Examples/RaceCar/README.md`.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
