import Foundation
import Testing
import WiringCore

/// `wiring generate --cache`: after every kind of edit, the output is the one a run without the cache writes, whether
/// the run reuses the graph or reads the scans of the files that did not change, and a damaged cache gives the same
/// output, not a crash.
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

        func remove(_ path: String) throws {
            try FileManager.default.removeItem(at: folder.appending(path: path))
        }

        func move(_ path: String, to newPath: String) throws {
            try FileManager.default.moveItem(at: folder.appending(path: path), to: folder.appending(path: newPath))
        }

        /// The scans the cache keeps, by the hash of the bytes scanned.
        var scansFolder: URL { folder.appending(path: "cache/scans") }

        /// The hash of a source file's bytes, which names its scan.
        func contentsHash(_ path: String) throws -> String {
            StableHash.hex(StableHash.of([UInt8](try Data(contentsOf: folder.appending(path: path)))))
        }

        /// Expects the cache to keep a scan of each file of the last run that is valid UTF-8, and nothing else.
        func expectScansOfTheFilesOnly(_ step: String) throws {
            let sources = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("cached/") && !$0.hasPrefix("plain/") }
            let valid = try sources.filter {
                String(validating: [UInt8](try Data(contentsOf: folder.appending(path: $0))), as: UTF8.self) != nil
            }
            let kept = try FileManager.default.contentsOfDirectory(atPath: scansFolder.path)
            #expect(Set(kept) == Set(try valid.map(contentsHash)), "\(step): the scans kept")
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

    @Test func aFullRunAfterEveryKindOfEditGivesTheOutputOfARunWithoutTheCache() throws {
        let package = try Package()
        try package.expectSameOutput("cold cache")
        try package.expectScansOfTheFilesOnly("cold cache")

        try package.replace("    init() {}\n    func start()", with: "    init() {}\n    func stop() {}\n    func start()", in: "App/Components.swift")
        try package.expectSameOutput("an interface edit")
        try package.expectScansOfTheFilesOnly("an interface edit")

        try package.replace("return 2", with: "let two = 2\n        return two", in: "Dep/Util.swift")
        try package.expectSameOutput("a body edit")
        try package.replace("public init() {}\n}", with: "public init(hour: Int = 0) {}\n}", in: "Dep/Clock.swift")
        try package.expectSameOutput("an interface edit after a body edit")
        try package.expectScansOfTheFilesOnly("an interface edit after a body edit")

        try package.write("App/Wheel.swift", "// @Component\nstruct Wheel {\n    let clock: Clock\n}\n")
        let added = try package.expectSameOutput("a file added")
        #expect(added?.contains("App/Wheel.swift:2") == true)
        try package.move("App/Wheel.swift", to: "App/Wheels.swift")
        let renamed = try package.expectSameOutput("a file renamed, its bytes the same")
        #expect(renamed?.contains("App/Wheels.swift:2") == true)
        try package.expectScansOfTheFilesOnly("a file renamed")
        try package.move("App/Wheels.swift", to: "Dep/Wheels.swift")
        try package.expectSameOutput("a file moved into the dependency module, its bytes the same")
        try package.remove("Dep/Wheels.swift")
        try package.expectSameOutput("a file removed")
        try package.expectScansOfTheFilesOnly("a file removed")

        try package.write("Dep/Engine.swift", "// @Component\npublic final class Engine {\n    public init() {}\n}\n")
        let clash = try package.expectSameOutput("a type of the target's name in the dependency module")
        #expect(clash?.contains("Dep.Engine") == true, "the dependency's Engine is named by its module")
        try package.replace("    func stop() {}\n", with: "", in: "App/Components.swift")
        try package.expectSameOutput("an interface edit, the dependency's Engine read from the cache")

        try package.replace("engine.start()", with: "engine.start() // \u{FFFD}", in: "App/Driving.swift")
        var bytes = [UInt8](try Data(contentsOf: package.folder.appending(path: "App/Driving.swift")))
        bytes.replaceSubrange(bytes.firstRange(of: Array("\u{FFFD}".utf8))!, with: [0xC3])
        try Data(bytes).write(to: package.folder.appending(path: "App/Driving.swift"))
        let invalid = try package.generate(cache: true)
        #expect(invalid.messages.contains("invalid UTF-8 (byte 0xC3)"))
        try package.expectSameOutput("a file that is not valid UTF-8, run again")
        try package.expectScansOfTheFilesOnly("a file that is not valid UTF-8: no scan of it")
        try package.replace("public init(hour: Int = 0) {}", with: "public init() {}", in: "Dep/Clock.swift")
        try package.expectSameOutput("an interface edit beside a file that is not valid UTF-8")
        bytes.removeSubrange(bytes.firstRange(of: Array(" // ".utf8) + [0xC3])!)
        try Data(bytes).write(to: package.folder.appending(path: "App/Driving.swift"))
        try package.expectSameOutput("valid again")
        try package.expectScansOfTheFilesOnly("valid again")
    }

    /// The scan of a file whose bytes did not change is read from the cache, not made again: a scan put in another
    /// file's place shows in the graph, and the other files' scans are not written again.
    @Test func aFullRunScansOnlyTheFilesThatChanged() throws {
        let package = try Package()
        try package.expectSameOutput("cold cache")
        let util = package.scansFolder.appending(path: try package.contentsHash("Dep/Util.swift"))
        let clock = try Data(contentsOf: package.scansFolder.appending(path: try package.contentsHash("Dep/Clock.swift")))
        let parts = clock.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let hashes = String(decoding: parts[1], as: UTF8.self).split(separator: " ")
        try (parts[0] + Data("\n\(hashes[0]) \(try package.contentsHash("Dep/Util.swift")) \(hashes[2])\n".utf8) + parts[2])
            .write(to: util)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in try FileManager.default.contentsOfDirectory(atPath: package.scansFolder.path) {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: package.scansFolder.appending(path: name).path)
        }

        try package.replace("    init() {}\n    func start()", with: "    init() {}\n    func stop() {}\n    func start()", in: "App/Components.swift")
        let cached = try package.generate(cache: true)
        #expect(cached.status == 1, "\(cached.messages)")
        #expect(cached.messages.contains("Dep/Util.swift:2:"), "Clock's scan read for Util.swift: its component twice")
        for name in try FileManager.default.contentsOfDirectory(atPath: package.scansFolder.path) {
            let modified = try FileManager.default.attributesOfItem(
                atPath: package.scansFolder.appending(path: name).path)[.modificationDate] as? Date
            #expect(
                (modified == past) == (name != (try package.contentsHash("App/Components.swift"))),
                "only the edited file's scan is written")
        }
    }

    @Test func aDamagedScanIsMadeAgain() throws {
        let package = try Package()
        try package.expectSameOutput("cold cache")
        let scan = package.scansFolder.appending(path: try package.contentsHash("Dep/Util.swift"))
        let original = try Data(contentsOf: scan)
        let parts = original.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let hashes = String(decoding: parts[1], as: UTF8.self).split(separator: " ")
        let archive = Data(parts[2])
        /// A scan's header line and the line of hashes, around `archive`.
        func entry(header: String = "wiring-cache-scan 1", tool: Substring = hashes[0], contents: Substring = hashes[1], archive: Data) -> Data {
            let hash = StableHash.hex(StableHash.of([UInt8](archive)))
            return Data("\(header)\n\(tool) \(contents) \(hash)\n".utf8) + archive
        }
        var flipped = original
        flipped[flipped.count - 3] ^= 0x01
        let damages: [(String, Data)] = [
            ("truncated", original.prefix(original.count / 2)),
            ("empty", Data()),
            ("not a scan", Data("wiring-cache-scan 1\nzz\n".utf8)),
            ("a byte of the scan changed", flipped),
            ("another version of the format", entry(header: "wiring-cache-scan 0", archive: archive)),
            ("made by another tool", entry(tool: "0123456789abcdef", archive: archive)),
            ("of other bytes", entry(contents: "0123456789abcdef", archive: archive)),
            ("bytes that are not a scan, with their hash", entry(archive: Data([2, 0, 7, 0xFF, 0x80, 0x80, 3, 1, 0]))),
            ("a scan that ends early, with its hash", entry(archive: archive.prefix(archive.count - 1))),
        ]
        for (step, (damage, damaged)) in damages.enumerated() {
            try damaged.write(to: scan)
            try package.replace("    init() {}\n", with: "    init() {}\n    func step\(step)() {}\n", in: "App/Components.swift")
            try package.expectSameOutput("a scan \(damage)")
            #expect(try Data(contentsOf: scan) == original, "a scan \(damage): made again")
        }
    }

    /// Replaces the recorded graph with a mark, keeping its key, so that a run that reuses it shows: a graph whose
    /// one file's top is the mark and whose root is empty, each piece after the line with its length.
    private func markRecordedGraph(in package: Package) throws {
        let record = package.folder.appending(path: "cache/output")
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n", maxSplits: 2)
        let mark = "// reused\n"
        let pieces = "\(mark.utf8.count)\n\(mark)0\n0\n"
        let hashes = "\(lines[1].split(separator: " ")[0]) \(StableHash.hex(StableHash.of(Array(pieces.utf8))))"
        try "\(lines[0])\n\(hashes)\n\(pieces)".write(to: record, atomically: true, encoding: .utf8)
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
