import Foundation
import Testing

/// `wiring generate --overrides-when-named`, as the build plugin runs it: a graph that neither the target nor its
/// tests name `Overrides` for has none (and still compiles, in a debug build too), one named anywhere is the graph a
/// plain run writes, and the cache follows the test files.
@Suite struct OverridesUseTests {
    private let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-overrides-\(UUID().uuidString)")

    private func write(_ path: String, _ contents: String) throws -> String {
        let url = folder.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func writeTarget(extra: String = "") throws -> String {
        try write(
            "App/Components.swift",
            """
            // @Component(scope: .shared)
            final class Engine {
                init() {}
            }

            // @Component
            struct Car {
                let engine: Engine
            }
            \(extra)
            """)
    }

    /// The graph generated from the target's folder with `arguments`.
    private func generate(_ arguments: [String]) throws -> String {
        let output = folder.appending(path: "out/AppGraph.swift")
        let result = try Command.run(
            Command.wiring.path,
            ["generate", "--output", output.path] + arguments + [folder.appending(path: "App").path])
        try #require(result.status == 0, "wiring generate failed:\n\(result.standardError)")
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// Type-checks the target with its graph and `driver`, as a debug build does.
    private func typecheck(graph: String, driver: String) throws -> Command.Result {
        let files = [
            folder.appending(path: "App/Components.swift").path,
            try write("check/AppGraph.swift", graph), try write("check/main.swift", driver),
        ]
        return try Command.run("swiftc", ["-typecheck", "-swift-version", "6", "-D", "DEBUG"] + files)
    }

    @Test func aGraphNothingNamesTheOverridesForHasNone() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try writeTarget()
        let tests = try write("Tests/CarTests.swift", "func testCar() { _ = AppGraph().car }\n")
        let graph = try generate(["--overrides-when-named", "--test-file", tests])
        #expect(!graph.contains("overridden("))
        #expect(!graph.contains("#if DEBUG"))
        #expect(graph.contains("@available(*, unavailable, message: \"AppGraph.Overrides was left out"))
        let uses = try typecheck(graph: graph, driver: "print(AppGraph().car.engine === AppGraph().engine)\n")
        #expect(uses.status == 0, "\(uses.standardError)")
        let misuse = try typecheck(graph: graph, driver: "_ = AppGraph.Overrides()\n")
        #expect(misuse.status != 0)
        #expect(misuse.standardError.contains("AppGraph.Overrides was left out: the build plugin generates it when"))
    }

    @Test(arguments: [
        ("a test names the type", "", "var overrides = AppGraph.Overrides()\n"),
        ("a test passes them", "", "let graph = AppGraph(overrides: .init())\n"),
        ("the target names them, in a comment", "// Previews use AppGraph.Overrides.\n", "\n"),
        ("a test file cannot be read", "", nil),
    ])
    func anyMentionKeepsThemAsAPlainRunWritesThem(case: String, target: String, test: String?) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try writeTarget(extra: target)
        let tests = try test.map { try write("Tests/CarTests.swift", $0) } ?? folder.appending(path: "missing.swift").path
        let plain = try generate([])
        #expect(plain.contains("overridden("))
        #expect(try generate(["--overrides-when-named", "--test-file", tests]) == plain, "\(`case`)")
    }

    @Test func theCacheFollowsTheTestFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try writeTarget(extra: "func preview() { _ = 0 }\n")
        let tests = try write("Tests/CarTests.swift", "var overrides = AppGraph.Overrides()\n")
        let arguments = ["--cache", folder.appending(path: "cache").path, "--overrides-when-named", "--test-file", tests]
        #expect(try generate(arguments).contains("overridden("))
        _ = try write("Tests/CarTests.swift", "let graph = AppGraph()\n")
        #expect(!(try generate(arguments).contains("overridden(")), "the test no longer names them")
        // An edit inside a body that moves no line: one the cache otherwise reuses its graph after.
        _ = try writeTarget(extra: "func preview() { _ = AppGraph(overrides: .init()) }\n")
        #expect(try generate(arguments).contains("overridden("), "a body edit of the target names them")
    }
}
