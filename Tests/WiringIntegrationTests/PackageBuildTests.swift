import Foundation
import Testing

/// Builds real consuming packages with `swift build`, as a user would: each example must build and run as its README
/// shows (its `<!-- transcript: example -->` blocks, `docs/WritingDocs.md`), and each broken fixture target (in
/// `Tests/Fixtures`) must fail with exactly the diagnostics `Tests/Fixtures/Expected` lists for it.
///
/// Each package gets a scratch folder of its own, shared by its builds (SwiftPM's build cache is per root package): an
/// example its own `.build`, where its README's commands build it; a fixture package one beside the repository's.
/// Builds that share a folder run one at a time (the nested suites); the others run beside them, so that both cores
/// are busy while SwiftPM resolves, loads manifests and links, which it does on one.
/// Set `WIRING_UPDATE_REFERENCES=1` to rewrite the expected files after a deliberate change; review the diff.
@Suite
struct PackageBuildTests {
    /// The app-shaped example: a main-actor view-model chain over an `async throws` service, named stores, a keyed
    /// collection, a bundle, a storyboard-style controller with injected properties, a teardown, a child graph for
    /// each signed-in session and one for each screen inside it; and its own test target, which replaces the service
    /// with a mock through `AppGraph.Overrides` and a session's reading list through `SessionGraph.Overrides`.
    @Test func headlinesExampleRunsAndPassesItsTestsWithOverrides() throws {
        let printed = try Self.expectExampleRunsAsItsReadmeShows("Headlines")
        #expect(printed.count == 2 && !printed.joined().contains("warning:"), "\(printed)")
    }

    /// The HTTP server on Hummingbird 2: its own tests start it on 127.0.0.1 and send it real requests (fifty at once
    /// in one), replay the README's `curl` session against it, and check that the graceful shutdown closes the pool
    /// (the README's `swift test` transcript, which fails when they do). Then the built `Parcels` runs as the README's
    /// server session shows: it serves on 127.0.0.1, and SIGINT stops it gracefully, the graph's teardown closing the
    /// pool, with exit status 0.
    @Test func parcelsServerPassesItsLiveTestsAndStopsGracefully() throws {
        try Self.expectExampleRunsAsItsReadmeShows("Parcels")
        let package = Command.repositoryRoot.appending(path: "Examples/Parcels")
        let build = try Command.run(
            "swift", ["build", "--package-path", package.path, "--product", "Parcels", "--scratch-path", Command.exampleScratchPath("Parcels")])
        try #require(build.status == 0, "\(build.combined)")

        let readme = try String(contentsOf: package.appending(path: "README.md"), encoding: .utf8)
        let command = "$ swift run Parcels --port 8080"
        let session = readme.components(separatedBy: "\n").drop { $0 != command }.dropFirst().prefix { !$0.hasPrefix("```") }
        try #require(!session.isEmpty, "Examples/Parcels/README.md shows no '\(command)' session")

        let server = try ServerProcess(
            executable: URL(fileURLWithPath: Command.exampleScratchPath("Parcels")).appending(path: "debug/Parcels"),
            arguments: ["--port", "0"])
        defer { server.stop() }
        let listening = #/listening on 127\.0\.0\.1:(\d+)/#
        let port = try server.waitForOutput(matching: listening, seconds: 60).output.1
        server.interrupt()
        let status = try server.waitForExit(seconds: 30)
        #expect(status == 0, "Parcels exited with status \(status) after SIGINT:\n\(server.output)")
        // `^C` is the terminal's echo of Ctrl-C, which the process does not print.
        let page = session.filter { $0 != "^C" }.map { $0.replacingOccurrences(of: "8080", with: String(port)) }
        let printed = TranscriptOutput.shownLines(of: server.output, placeholders: [])
        if let difference = TranscriptOutput.difference(page: page, printed: printed, pageName: "Examples/Parcels/README.md (the page)") {
            Issue.record("the server printed something else than the README shows:\n\(difference)")
        }
    }

    /// A package that depends on a release of Wiring by URL and version, as users do, with the trait
    /// `OptimizedTool` enabled: SwiftPM accepts the manifest's `unsafeFlags` (a manifest of tools version 6.2 or
    /// later may have them in a package depended on by version), compiles the plugin's tool with `-O` after its
    /// `-Onone` in the debug build (and the package's own target without it), and the build and the program work. The
    /// same release without the trait is what the README's quick start builds (`DocumentationTranscriptTests`); that
    /// the flag is there only with the trait, and only in debug builds, `ManifestTests` checks in the manifest.
    @Test func aPackageDependingOnAReleaseBuildsWithTheOptimizedToolTrait() throws {
        let release = try WorkingTreeRelease(of: Command.repositoryRoot)
        defer { release.remove() }
        let package = release.folder.appending(path: "packages/MyApp")
        try FileManager.default.createDirectory(
            at: package.appending(path: "Sources/MyApp"), withIntermediateDirectories: true)
        try """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "MyApp",
                dependencies: [
                    .package(url: "\(SampleLayout.wiringURL)", exact: "\(WorkingTreeRelease.version)", traits: ["OptimizedTool"]),
                ],
                targets: [
                    .executableTarget(name: "MyApp", plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]),
                ]
            )

            """.write(to: package.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try """
            protocol Engine: AnyObject { var horsepower: Int { get } }

            // @Component(scope: .shared, as: Engine)
            final class V8Engine: Engine {
                let horsepower = 750
                init() {}
            }

            // @Component
            final class RaceCar {
                let engine: any Engine
                init(engine: any Engine) { self.engine = engine }
            }

            print("A race car with \\(AppGraph().raceCar.engine.horsepower) hp")

            """.write(to: package.appending(path: "Sources/MyApp/main.swift"), atomically: true, encoding: .utf8)

        let build = try Command.run(
            "swift", ["build", "-v", "--package-path", package.path], environment: release.environment, timeout: 1200)
        try #require(build.status == 0, "\(build.combined)")
        let compiles = build.combined.split(separator: "\n").filter { $0.contains("swiftc -module-name ") }
        for module in ["WiringCore", "WiringCommandLine", "wiring", "MyApp"] {
            let line = try #require(compiles.first { $0.contains("swiftc -module-name \(module) ") },
                                    "no compile of \(module) in the build's log")
            let flags = line.split(separator: " ")
            let optimized = (flags.lastIndex(of: "-O") ?? -1) > (flags.lastIndex(of: "-Onone") ?? -1)
            #expect(optimized == (module != "MyApp"), "\(module) compiled with optimized: \(!optimized):\n\(line)")
        }
        let run = try Command.run(package.appending(path: ".build/debug/MyApp").path, [])
        #expect(run.status == 0 && run.standardOutput == "A race car with 750 hp\n", "\(run.combined)")
    }

    /// Runs the commands of the example's README in its folder, in its own scratch folder, and expects what the
    /// README shows; returns what each command printed.
    @discardableResult
    static func expectExampleRunsAsItsReadmeShows(_ example: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let (failures, printed) = try TranscriptChecker.runExample(example, scratchPath: Command.exampleScratchPath(example))
        for failure in failures {
            Issue.record(Comment(rawValue: failure.description), sourceLocation: DocumentationSampleTests.sourceLocation(failure.location))
        }
        #expect(!printed.isEmpty, sourceLocation: sourceLocation)
        return printed
    }

    /// `swift package … <verb>` on a package of this repository, in the scratch folder `scratchPath`;
    /// `wiring-generate` with its permission to write.
    static func commandPlugin(in package: String, scratchPath: String, verb: String = "wiring") -> [String] {
        ["package", "--package-path", Command.repositoryRoot.appending(path: package).path, "--scratch-path", scratchPath]
            + (verb == "wiring-generate" ? ["--allow-writing-to-package-directory"] : []) + [verb]
    }

    /// `swift package …`, once more if SwiftPM itself crashed: a CI run once saw `swift-package` stop with a bad
    /// pointer in libdispatch's event loop while it passed on a plugin's output, and the next run of the same
    /// command pass. What the command printed is still checked in full; only SwiftPM's own crash is run again, and
    /// the test says so.
    static func runSwiftPackage(_ arguments: [String]) throws -> Command.Result {
        let result = try Command.run("swift", arguments)
        guard result.status == 11, result.combined.contains("Thread 0 \"swift-package\"") else { return result }
        print("PackageBuildTests: swift-package crashed (signal 11) running 'swift \(arguments.joined(separator: " "))'; running it again")
        return try Command.run("swift", arguments)
    }

    /// The compiler-format lines (`path:line:column: error: …`, `note: …`) of a build log, with the package's own
    /// path removed so the expectations do not depend on where the repository is checked out.
    static func diagnosticLines(in log: String, relativeTo package: URL) -> String {
        let prefix = package.path + "/"
        return log.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in
                line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ")
                    || line.hasPrefix("error: ") || line.hasPrefix("note: ")
            }
            // SwiftPM's own line for each job it stops once the generator fails: how many there are depends on how
            // far the other jobs got, so it is not part of what a fixture shows.
            .filter { $0 != "error: cancelled" }
            .map { $0.replacingOccurrences(of: prefix, with: "") }
            .joined(separator: "\n") + "\n"
    }

    /// The RaceCar example's builds, one after the other in its scratch folder.
    @Suite(.serialized) struct RaceCar {
        @Test func raceCarExampleRunsAsItsReadmeShows() throws {
            try PackageBuildTests.expectExampleRunsAsItsReadmeShows("RaceCar")
        }

        /// A rebuild with no change must not run the generator again; touching a source must.
        @Test func generatorRunsOnlyWhenSourcesChange() throws {
            let package = Command.repositoryRoot.appending(path: "Examples/RaceCar")
            let build = { try Command.run("swift", ["build", "--package-path", package.path,
                                                     "--scratch-path", Command.exampleScratchPath("RaceCar")]) }
            let first = try build()
            #expect(first.status == 0, "\(first.combined)")
            let noOp = try build()
            #expect(noOp.status == 0)
            #expect(!noOp.combined.contains("Wiring: generating"), "a no-op rebuild ran the generator:\n\(noOp.combined)")

            let source = package.appending(path: "Sources/RaceCar/Transmission.swift")
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: source.path)
            let afterTouch = try build()
            #expect(afterTouch.status == 0)
            #expect(afterTouch.combined.contains("Wiring: generating AppGraph.swift for RaceCar"),
                    "touching a source did not rerun the generator:\n\(afterTouch.combined)")
        }
    }

    /// The ModularApp example's build and its command-plugin runs, one after the other in its scratch folder.
    @Suite(.serialized) struct ModularApp {
        /// An app over three library modules, one of them a separate local package: the app's graph includes every
        /// module's components (told apart by module where two declare `Cache`), and the `Feed` library's own public
        /// graph, configured by its `wiring.json`, works beside it.
        @Test func modularAppRunsWithEveryModulesComponents() throws {
            let printed = try PackageBuildTests.expectExampleRunsAsItsReadmeShows("ModularApp")
            #expect(!printed.joined().contains("warning:"), "\(printed)")
        }

        /// The command plugin reads the same modules as the build plugin: `check` passes, and `graph` draws the app's
        /// graph framed by module — the picture in the example's README, which must be what the tool draws now. With no
        /// `--target`, the plugin reads the app: `Feed`, which applies the build plugin too, and `CoreServices` are
        /// modules it depends on. With no `--format`, `graph` prints Mermaid.
        @Test func commandPluginChecksAndDrawsTheModularApp() throws {
            let plugin = PackageBuildTests.commandPlugin(in: "Examples/ModularApp", scratchPath: Command.exampleScratchPath("ModularApp"))
            let check = try PackageBuildTests.runSwiftPackage(plugin + ["check"])
            #expect(check.status == 0, "\(check.combined)")
            let unknown = try Command.run("swift", plugin + ["check", "--target", "Nowhere"])
            #expect(unknown.status != 0)
            #expect(unknown.combined.contains("error: no Swift target named 'Nowhere' in this package; its targets are CoreServices, Feed, ModularApp"))

            let graph = try PackageBuildTests.runSwiftPackage(plugin + ["graph", "--format", "svg"])
            #expect(graph.status == 0, "\(graph.combined)")
            #expect(graph.standardOutput.contains(">Networking</text>"))
            try expectMatchesReference(graph.standardOutput, at: "docs/images/ModularApp-graph.svg")

            let plain = try PackageBuildTests.runSwiftPackage(plugin + ["graph"])
            let mermaid = try PackageBuildTests.runSwiftPackage(plugin + ["graph", "--target", "ModularApp", "--format", "mermaid"])
            #expect(plain.status == 0 && mermaid.status == 0, "\(plain.combined)\n\(mermaid.combined)")
            #expect(plain.standardOutput.hasPrefix("flowchart TB\n"))
            #expect(plain.standardOutput == mermaid.standardOutput)
        }

        /// `--help`, `help` and each command's `--help` print the plugin's own usage (the README shows it in full), not
        /// the tool's, whose inputs the plugin passes; `wiring-generate` has its own. A missing or unknown command points
        /// at it, and `generate`, which this plugin may not run, at the plugin that may.
        @Test func commandPluginsPrintTheirOwnUsage() throws {
            let plugin = PackageBuildTests.commandPlugin(in: "Examples/ModularApp", scratchPath: Command.exampleScratchPath("ModularApp"))
            let help = try PackageBuildTests.runSwiftPackage(plugin + ["--help"])
            #expect(help.status == 0, "\(help.combined)")
            #expect(help.standardOutput.hasPrefix("USAGE: swift package wiring <command> [--target <name>] [options]\n"))
            for arguments in [["help"], ["graph", "--help"], ["check", "--help"], ["dump", "-h"]] {
                let other = try PackageBuildTests.runSwiftPackage(plugin + arguments)
                #expect(other.status == 0 && other.standardOutput == help.standardOutput, "\(arguments): \(other.combined)")
            }
            for (arguments, message) in [
                ([], "error: name a command: check, dump, graph (see 'swift package wiring --help')"),
                (["draw"], "error: unknown command 'draw'; use check, dump, graph (see 'swift package wiring --help')"),
                (["generate"], "error: 'generate' writes into your package, which a command plugin may do only with your permission: run 'swift package --allow-writing-to-package-directory wiring-generate'"),
            ] {
                let wrong = try PackageBuildTests.runSwiftPackage(plugin + arguments)
                #expect(wrong.status != 0 && wrong.combined.contains(message + "\n"), "\(arguments): \(wrong.combined)")
            }
            let generate = try PackageBuildTests.runSwiftPackage(
                PackageBuildTests.commandPlugin(in: "Examples/ModularApp", scratchPath: Command.exampleScratchPath("ModularApp"), verb: "wiring-generate") + ["--help"])
            #expect(generate.status == 0, "\(generate.combined)")
            #expect(generate.standardOutput.hasPrefix(
                "USAGE: swift package --allow-writing-to-package-directory wiring-generate [--target <name>] [--output <file>]\n"))
        }

        /// When the tool fails, the plugin names the command the user typed, not the tool's first argument; after a bad
        /// command line (exit status 2) it points at its own usage.
        @Test func aFailingToolIsReportedAsTheCommandTyped() throws {
            let plugin = PackageBuildTests.commandPlugin(in: "Examples/ModularApp", scratchPath: Command.exampleScratchPath("ModularApp"))
            let root = try PackageBuildTests.runSwiftPackage(plugin + ["graph", "--root", "Nowhere"])
            #expect(root.status != 0)
            #expect(root.combined.contains("error: 'wiring graph' failed for target 'ModularApp' (exit status 1)\n"),
                    "\(root.combined)")
            let format = try PackageBuildTests.runSwiftPackage(plugin + ["graph", "--format", "jpeg"])
            #expect(format.status != 0)
            #expect(format.combined.contains("error: 'wiring graph' failed for target 'ModularApp' (exit status 2); 'swift package wiring --help' lists its options\n"),
                    "\(format.combined)")
        }
    }

    /// The fixtures' builds and command-plugin runs, one after the other in their scratch folder.
    @Suite(.serialized) struct Fixtures {
        static let fixtures = ["BadConfiguration", "Cycle", "Duplicate", "Invisible", "Malformed", "Missing", "Misuse"]

        /// `swift package <verb>` on the fixtures, in their scratch folder.
        static func commandPlugin(verb: String = "wiring") -> [String] {
            PackageBuildTests.commandPlugin(in: "Tests/Fixtures", scratchPath: Command.scratchPath("Fixtures"), verb: verb)
        }

        /// With no `--target` and several targets the user may mean (the fixtures are eight apps), both command plugins
        /// ask for one and list them; `InvisibleServices`, a module of `Invisible`, is not among them.
        @Test func commandPluginsAskWhichTargetAmongSeveral() throws {
            let list = "(one of BadConfiguration, Cycle, Duplicate, Invisible, Malformed, Missing, Misuse, Warning)"
            let check = try PackageBuildTests.runSwiftPackage(Self.commandPlugin() + ["check"])
            #expect(check.status != 0)
            #expect(check.combined.contains("error: name the target whose graph to use: --target <name> \(list)"),
                    "\(check.combined)")
            let generate = try PackageBuildTests.runSwiftPackage(
                Self.commandPlugin(verb: "wiring-generate"))
            #expect(generate.status != 0)
            #expect(generate.combined.contains(
                "error: name the target whose graph to use: wiring-generate --target <name> [--output <file>] \(list)"),
                    "\(generate.combined)")
        }

        /// When the tool fails for `wiring-generate`, the plugin names that command, and the output is not written.
        @Test func aFailingGenerateIsReportedAsTheCommandTypedAndWritesNothing() throws {
            let output = FileManager.default.temporaryDirectory.appending(path: "wiring-\(UUID().uuidString).swift")
            let generate = try PackageBuildTests.runSwiftPackage(
                Self.commandPlugin(verb: "wiring-generate")
                    + ["--target", "Cycle", "--output", output.path])
            #expect(generate.status != 0)
            #expect(generate.combined.contains("error: 'wiring-generate' failed for target 'Cycle' (exit status 1)\n"),
                    "\(generate.combined)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }

        /// A dubious graph builds, and the build shows the warning at the right place. The generator's output is removed
        /// first: a build that finds it up to date does not run the generator, and so prints no warning.
        @Test func dubiousGraphBuildsWithAWarning() throws {
            let package = Command.repositoryRoot.appending(path: "Tests/Fixtures")
            let outputs = URL(fileURLWithPath: Command.scratchPath("Fixtures")).appending(path: "plugins/outputs")
            for identity in (try? FileManager.default.contentsOfDirectory(atPath: outputs.path)) ?? [] {
                try? FileManager.default.removeItem(at: outputs.appending(path: "\(identity)/Warning"))
            }
            let result = try Command.run("swift", ["build", "--package-path", package.path, "--target", "Warning",
                                                   "--scratch-path", Command.scratchPath("Fixtures")])
            #expect(result.status == 0, "the build of Warning failed:\n\(result.combined)")
            let diagnostics = PackageBuildTests.diagnosticLines(in: result.combined, relativeTo: package)
            try expectMatchesReference(diagnostics, at: "Tests/Fixtures/Expected/Warning.txt")
        }

        @Test(arguments: fixtures)
        func brokenGraphFailsTheBuild(fixture: String) throws {
            let package = Command.repositoryRoot.appending(path: "Tests/Fixtures")
            let result = try Command.run("swift", ["build", "--package-path", package.path, "--target", fixture,
                                                   "--scratch-path", Command.scratchPath("Fixtures")])
            #expect(result.status != 0, "the build of \(fixture) succeeded but its graph is broken:\n\(result.combined)")
            // The fixture's own module, `Compiling Invisible Main.swift`: a module it depends on (`InvisibleServices`) needs
            // no graph, and SwiftPM may compile it beside the generator.
            #expect(!result.combined.contains("Compiling \(fixture) "), "the compiler ran although the graph is broken")
            let diagnostics = PackageBuildTests.diagnosticLines(in: result.combined, relativeTo: package)
            try expectMatchesReference(diagnostics, at: "Tests/Fixtures/Expected/\(fixture).txt")
        }
    }
}

/// Compares `actual` with the reference file at `path` (relative to the repository root), or rewrites the file when
/// `WIRING_UPDATE_REFERENCES=1`.
func expectMatchesReference(_ actual: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = Command.repositoryRoot.appending(path: path)
    if ProcessInfo.processInfo.environment["WIRING_UPDATE_REFERENCES"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(path)>"
    #expect(actual == expected, "output differs from \(path):\n--- expected\n\(expected)\n--- actual\n\(actual)",
            sourceLocation: sourceLocation)
}

/// A server started for a test, its standard output and standard error going to one file: watched for a line, sent
/// SIGINT, and waited for, each with a time limit; `stop()` ends it if it still runs.
final class ServerProcess {
    let process = Process()
    let outputFile = FileManager.default.temporaryDirectory.appending(path: "wiring-server-\(UUID().uuidString).out")

    init(executable: URL, arguments: [String]) throws {
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: outputFile.path])
        }
        let handle = try FileHandle(forWritingTo: outputFile)
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        // The server has its own copy once it runs; this one would leak (Foundation never closes it).
        defer { try? handle.close() }
        try process.run()
    }

    var output: String {
        (try? Data(contentsOf: outputFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The first match of `pattern` in what the server printed, once it has printed it.
    func waitForOutput<Output>(matching pattern: Regex<Output>, seconds: Double) throws -> Regex<Output>.Match {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let match = output.firstMatch(of: pattern) { return match }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "the server did not print what was expected within \(Int(seconds)) s:\n\(output)")
    }

    func interrupt() {
        process.interrupt()
    }

    /// The exit status once the process has exited on its own.
    func waitForExit(seconds: Double) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else {
                throw Failure(description: "the server did not exit within \(Int(seconds)) s:\n\(output)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: outputFile)
    }
}
