import Foundation
import Testing
import WiringCore

/// `docs/Architecture.md` lists, for every diagnostic ID, the files that report it, so that a newcomer finds any rule
/// by its ID. The list must be what the sources do: a rule moved, added or split without the page fails here.
@Suite struct ArchitectureDocumentationTests {
    @Test func everyDiagnosticIsListedWithTheFilesThatReportIt() throws {
        let root = Command.repositoryRoot
        let page = try String(contentsOf: root.appending(path: "docs/Architecture.md"), encoding: .utf8)
        // The section's table only: the page has other tables whose rows start with a name in backticks.
        let section = try #require(page.firstRange(of: "## Where each rule lives")).upperBound
        let table = page[section...].prefix { $0 != "#" }
        var listed: [String: Set<String>] = [:]
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            listed[id] = Set(cells[1].matches(of: /\(\.\.\/(Sources\/[^)]+\.swift)\)/).map { String($0.1) })
        }
        let sources = try Self.swiftFiles(under: "Sources", in: root)
        for id in DiagnosticID.allCases {
            let caseName = id.rawValue.prefix(1).lowercased() + id.rawValue.dropFirst()
            let reporting = Set(try sources.filter { file in
                try String(contentsOf: root.appending(path: file), encoding: .utf8)
                    .contains(try Regex("\\.\(caseName)\\b"))
            })
            #expect(listed[id.rawValue] == reporting,
                    "docs/Architecture.md lists \(listed[id.rawValue].map { $0.sorted().description } ?? "nothing") for \(id.rawValue), reported in \(reporting.sorted())")
        }
        #expect(Set(listed.keys) == Set(DiagnosticID.allCases.map(\.rawValue)), "the page lists an ID that does not exist")
    }

    /// The Swift files that can report a diagnostic: the core and the command line (not the ID's own declaration,
    /// nor the fuzzer, which only reads IDs).
    private static func swiftFiles(under folder: String, in root: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.appending(path: folder).path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            let file = "\(folder)/\(path)"
            guard file.hasSuffix(".swift"), !file.hasSuffix("/DiagnosticID.swift"), !file.hasPrefix("Sources/wiring-fuzz/")
            else { continue }
            files.append(file)
        }
        return files.sorted()
    }
}
