import Foundation
import Testing
import WiringCore

/// `wiring generate --cache`: after every kind of edit, the output is the one a run without the cache writes, and a
/// damaged cache gives the same output, not a crash.
@Suite struct GenerationCacheTests {
    /// A target with two components, a file of it without annotations, and a dependency module with a component
    /// and a file without annotations.
    private struct Package {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appending(path: "wiring-cache-\(UUID().uuidString)")
            try write(
                "App/Components.swift",
                """
                import Dep

                // @Component(scope: .shared)
                final class Engine {
                    init() {}
                    func start() -> Int {
                        return 1
                    }
                }

                // @Component
                struct Car {
                    let engine: Engine
                    let clock: Clock
                }

                """)
            try write(
                "App/Driving.swift",
                """
                extension Car {
                    func drive() -> Int {
                        engine.start()
                    }
                }

                """)
            try write(
                "Dep/Clock.swift",
                """
                // @Component
                public final class Clock {
                    public init() {}
                }

                """)
            try write(
                "Dep/Util.swift",
                """
                public struct Util {
                    public init() {}
                    public func work() -> Int {
                        return 2
                    }
                }

                """)
        }

        func write(_ path: String, _ contents: String) throws {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }

        func replace(_ old: String, with new: String, in path: String) throws {
            let contents = try String(contentsOf: folder.appending(path: path), encoding: .utf8)
            #expect(contents.contains(old), "the edit applies to \(path)")
            try write(path, contents.replacingOccurrences(of: old, with: new))
        }

        func generate(cache: Bool) throws -> (status: Int32, output: String?, messages: String) {
            let output = folder.appending(path: cache ? "cached/AppGraph.swift" : "plain/AppGraph.swift")
            try? FileManager.default.removeItem(at: output)
            let result = try Command.run(
                Command.wiring.path,
                ["generate", "--output", output.path, "--source-root", folder.path]
                    + (cache ? ["--cache", folder.appending(path: "cache").path] : [])
                    + [folder.appending(path: "App").path, "--dependency", "Dep", folder.appending(path: "Dep").path])
            return (result.status, try? String(contentsOf: output, encoding: .utf8), result.standardError)
        }

        /// Generates with and without the cache; expects the two runs to agree in everything, and returns the graph.
        @discardableResult
        func expectSameOutput(_ step: String) throws -> String? {
            let plain = try generate(cache: false)
            let cached = try generate(cache: true)
            #expect(cached.status == plain.status, "\(step): exit status")
            #expect(cached.output == plain.output, "\(step): AppGraph.swift")
            #expect(cached.messages == plain.messages, "\(step): diagnostics")
            return cached.output
        }
    }

    @Test func everyKindOfEditGivesTheOutputOfARunWithoutTheCache() throws {
        let package = try Package()
        let cold = try package.expectSameOutput("cold cache")
        #expect(cold?.contains("App/Components.swift:12") == true)
        try package.expectSameOutput("warm cache")

        try package.replace("return 2", with: "let two = 2\n\n        return two", in: "Dep/Util.swift")
        try package.expectSameOutput("an edit inside a body of a file without annotations")

        try package.replace("let two = 2", with: "// two\n        let two = 2", in: "Dep/Util.swift")
        try package.expectSameOutput("a comment added to a file without annotations")

        try package.replace("// @Component\nstruct Car", with: "// @Component(\n// scope: .shared)\nstruct Car", in: "App/Components.swift")
        try package.expectSameOutput("an annotation's second line")
        try package.replace("// scope: .shared)", with: "// )", in: "App/Components.swift")
        try package.expectSameOutput("an annotation's second line changed")
        try package.replace("// @Component(\n// )\nstruct Car", with: "// @Component\nstruct Car", in: "App/Components.swift")
        try package.expectSameOutput("the annotation on one line again")

        try package.replace("return 1", with: "let one = 1\n        return one", in: "App/Components.swift")
        let shifted = try package.expectSameOutput("an edit inside a body above a component")
        #expect(shifted?.contains("App/Components.swift:13") == true, "the component's line moved")

        try package.replace("    public init() {}\n", with: "    public init() {}\n    public var on = true\n", in: "Dep/Util.swift")
        try package.expectSameOutput("an interface edit of a file without annotations")

        try package.replace(
            "    func drive()",
            with: "    // @Inject\n    init(engine: Engine) {\n        self.init(engine: engine, clock: Clock())\n    }\n\n    func drive()",
            in: "App/Driving.swift")
        let injected = try package.expectSameOutput("an annotation added")
        #expect(injected?.contains("App/Driving.swift:3") == true)

        try package.replace("extension Car {\n", with: "extension Car {\n\n\n", in: "App/Driving.swift")
        try package.expectSameOutput("lines added above an annotated init")

        try package.replace("        return two", with: "        return two // @Named", in: "Dep/Util.swift")
        try package.expectSameOutput("an annotation inside a body (an error)")
        try package.replace("        return two // @Named", with: "        return two", in: "Dep/Util.swift")
        try package.expectSameOutput("the error fixed")

        try package.replace("let two = 2", with: "let two = 2 // \u{FFFD}", in: "Dep/Util.swift")
        var bytes = [UInt8](try Data(contentsOf: package.folder.appending(path: "Dep/Util.swift")))
        bytes.replaceSubrange(bytes.firstRange(of: Array("\u{FFFD}".utf8))!, with: [0xFF])
        try Data(bytes).write(to: package.folder.appending(path: "Dep/Util.swift"))
        try package.expectSameOutput("invalid UTF-8 inside a body")
    }

    /// Replaces the recorded graph with a mark, keeping its key, so that a run that reuses it shows.
    private func markRecordedGraph(in package: Package) throws {
        let record = package.folder.appending(path: "cache/output")
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n", maxSplits: 2)
        let mark = "// reused\n"
        let hashes = "\(lines[1].split(separator: " ")[0]) \(StableHash.hex(StableHash.of(Array(mark.utf8))))"
        try "\(lines[0])\n\(hashes)\n\(mark)".write(to: record, atomically: true, encoding: .utf8)
    }

    @Test func onlyEditsThatCannotChangeTheGraphReuseIt() throws {
        let package = try Package()
        try package.expectSameOutput("cold cache")
        try markRecordedGraph(in: package)
        try package.replace("return 2", with: "let two = 2\n\n        return two", in: "Dep/Util.swift")
        #expect(try package.generate(cache: true).output == "// reused\n", "a body edit in a file without annotations")
        try package.replace("return two", with: "// return 2\n        return two // two", in: "Dep/Util.swift")
        #expect(try package.generate(cache: true).output == "// reused\n", "comments in a file without annotations")
        try package.replace("        return 1", with: "        return 1 + 0", in: "App/Components.swift")
        #expect(try package.generate(cache: true).output == "// reused\n", "a body edit that moves no line")
        try package.replace("    public init() {}\n", with: "    public init() {}\n    public var on = true\n", in: "Dep/Util.swift")
        #expect(try package.generate(cache: true).output != "// reused\n", "an interface edit")
    }

    @Test func aDamagedCacheGivesTheSameOutput() throws {
        let package = try Package()
        try package.expectSameOutput("cold cache")
        let cache = package.folder.appending(path: "cache")
        let files = try Data(contentsOf: cache.appending(path: "files"))
        let output = try Data(contentsOf: cache.appending(path: "output"))
        let damages: [(String, Data, Data)] = [
            ("truncated", files.prefix(files.count / 2), output.prefix(output.count / 2)),
            ("empty", Data(), Data()),
            ("garbage", Data("wiring-cache-files 2\nzz\n".utf8), Data([0xFF, 0x0A, 0x00])),
            ("graph changed", files, output.prefix(output.count - 10) + Data("// changed\n".utf8)),
        ]
        for (damage, damagedFiles, damagedOutput) in damages {
            try damagedFiles.write(to: cache.appending(path: "files"))
            try damagedOutput.write(to: cache.appending(path: "output"))
            try package.expectSameOutput("a cache \(damage)")
        }
    }

    @Test func aReusedGraphLeavesTheOutputFileUntouched() throws {
        let package = try Package()
        let output = package.folder.appending(path: "out/AppGraph.swift")
        let arguments = [
            "generate", "--output", output.path, "--cache", package.folder.appending(path: "cache").path,
            package.folder.appending(path: "App").path, "--dependency", "Dep", package.folder.appending(path: "Dep").path,
        ]
        #expect(try Command.run(Command.wiring.path, arguments).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        try package.replace("return 2", with: "let two = 2\n        return two", in: "Dep/Util.swift")
        #expect(try Command.run(Command.wiring.path, arguments).status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(modified == past, "AppGraph.swift was rewritten after an edit that does not change the graph")
    }

    @Test func theCacheIsForGeneratedGraphsOnly() throws {
        let result = try Command.run(
            Command.wiring.path, ["generate", "--output", "/tmp/x.swift", "--checked-in", "A.swift", "--cache", "c", "."])
        #expect(result.status == 2)
        #expect(result.standardError.contains("'generate' takes '--cache' only without '--checked-in <file>'"))
    }
}
