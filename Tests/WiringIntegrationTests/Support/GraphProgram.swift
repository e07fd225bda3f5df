import Foundation
import Testing
import WiringCore

/// A program made of components, the graph Wiring generates for them, and a driver (`main.swift`), compiled with
/// `swiftc` in Swift 6 mode with warnings as errors: for tests of how generated graphs behave when they run.
struct GraphProgram {
    let folder: URL
    let binary: String
    let checksThreads: Bool

    /// Generates and compiles the program; records an issue (and throws) if it does not compile cleanly.
    /// `checkingThreads` compiles it with ThreadSanitizer, so that `run` fails on a data race or a lock-order
    /// inversion even when the output happens to be right.
    init(components: String, driver: String, checkingThreads: Bool = false, conditions: [String] = ["DEBUG"]) throws {
        checksThreads = checkingThreads
        folder = FileManager.default.temporaryDirectory.appending(path: "wiring-program-\(UUID().uuidString)")
        binary = folder.appending(path: "program").path
        let compile = try Self.compile(components: components, driver: driver, in: folder,
                                       arguments: ["-o", binary] + (checkingThreads ? ["-sanitize=thread"] : []),
                                       conditions: conditions)
        try #require(compile.status == 0, "the generated graph does not compile cleanly in Swift 6 mode:\n\(compile.combined)")
    }

    /// Type-checks the program without building it: for tests of what does not compile.
    static func typecheck(components: String, driver: String, conditions: [String]) throws -> Command.Result {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try compile(components: components, driver: driver, in: folder, arguments: ["-typecheck"],
                           conditions: conditions)
    }

    /// Writes the components, their generated graph and the driver to `folder`, and runs `swiftc` on them.
    private static func compile(components: String, driver: String, in folder: URL, arguments: [String],
                                conditions: [String]) throws -> Command.Result {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [Pipeline.SourceFile(path: "Components.swift", contents: Array(components.utf8))],
            options: RenderOptions(), diagnostics: diagnostics)
        let graph = try #require(generated, "\(diagnostics.sorted.map(\.formatted))")
        let files = ["Components.swift": components, "AppGraph.swift": graph, "main.swift": driver]
        for (name, contents) in files {
            try contents.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
        }
        return try Command.run("swiftc", ["-swift-version", "6", "-warnings-as-errors"] + arguments
                                         + conditions.flatMap { ["-D", $0] }
                                         + files.keys.sorted().map { folder.appending(path: $0).path })
    }

    /// Runs the program; a deadlock shows up as a timeout rather than a hung test run. Under ThreadSanitizer, a
    /// report is an issue.
    func run(_ arguments: [String] = [], timeout: TimeInterval = 120) throws -> Command.Result {
        let result = try Command.run(binary, arguments, timeout: timeout)
        if checksThreads {
            #expect(!result.standardError.contains("ThreadSanitizer"), "ThreadSanitizer reported:\n\(result.standardError)")
        }
        return result
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
