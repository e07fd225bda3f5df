import Foundation
import Testing
import WiringCore

/// The `wiring` command line: its three commands, its exit codes, how it writes the output file, how it reports
/// diagnostics (as text or JSON, limited to the first errors), and `check --against` a checked-in graph.
@Suite struct CLITests {
    static let raceCarSources = Command.repositoryRoot.appending(path: "Examples/RaceCar/Sources/RaceCar").path
    static let cycleSources = Command.repositoryRoot.appending(path: "Tests/Fixtures/Sources/Cycle").path
    static let malformedSources = Command.repositoryRoot.appending(path: "Tests/Fixtures/Sources/Malformed").path

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "wiring-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func helpAndVersion() throws {
        let help = try Command.run(Command.wiring.path, ["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: wiring <command> [options] <inputs>..."))
        // Every annotation, as the help's list writes it.
        let listed = help.standardOutput.replacingOccurrences(of: "\n", with: " ")
        for kind in Annotation.Kind.allCases {
            #expect(listed.contains("// @\(kind.rawValue),") || listed.contains("// @\(kind.rawValue))"),
                    "'wiring --help' does not list '@\(kind.rawValue)'")
        }
        let version = try Command.run(Command.wiring.path, ["--version"])
        #expect(version.standardOutput == WiringVersion.current + "\n")
    }

    @Test(arguments: [
        ([], "wiring: error: missing command"),
        (["build"], "wiring: error: unknown command 'build'; use generate, check or dump (pictures: 'wiring-graph')"),
        (["graph", "--format", "svg", "x.swift"],
         "wiring: error: unknown command 'graph'; use generate, check or dump (pictures: 'wiring-graph')"),
        (["generate", "x.swift"], "wiring: error: missing '--output <value>'"),
        (["generate", "--output"], "wiring: error: '--output' needs a value"),
        (["generate", "--output", "a.swift", "--test-file", "t.swift", "x.swift"],
         "wiring: error: 'generate' takes '--test-file' only with '--overrides-when-named'"),
        (["generate", "--output", "a.swift", "--checked-in", "g.swift", "--overrides-when-named", "x.swift"],
         "wiring: error: 'generate' takes '--overrides-when-named' only without '--checked-in <file>'"),
        (["check"], "wiring: error: no input files or folders given"),
        (["check", "--strict", "x.swift"], "wiring: error: unknown option '--strict'"),
        (["dump", "x.swift"], "wiring: error: 'dump' needs '--json' (the only format it writes)"),
        (["check", "x.swift", "--dependency"], "wiring: error: '--dependency' needs a module name, then that module's files or folders"),
        (["check", "--package-dependency", "Core", "y.swift"], "wiring: error: no input files or folders given"),
        (["check", "--diagnostics-format", "xml", "x.swift"], "wiring: error: unknown diagnostics format 'xml'; use 'text' or 'json'"),
        (["check", "--max-errors", "many", "x.swift"], "wiring: error: '--max-errors' needs a whole number (0 for no limit)"),
        (["check", "--source-root", ".", "x.swift"], "wiring: error: 'check' takes '--source-root' only with '--against <file>'"),
        (["generate", "--output", "o.swift", "--target-name", "App", "x.swift"], "wiring: error: 'generate' takes '--target-name' only with '--checked-in <file>'"),
        (["check", "--target-name", "App", "x.swift"], "wiring: error: 'check' takes '--target-name' only with '--against <file>'"),
        (["generate", "--output", "o.swift", "--parts", "0", "x.swift"], "wiring: error: '--parts' takes a number from 1 to 4096, not '0'"),
        (["generate", "--output", "o.swift", "--parts", "some", "x.swift"], "wiring: error: '--parts' takes a number from 1 to 4096, not 'some'"),
        (["generate", "--output", "o.swift", "--checked-in", "g.swift", "--parts", "2", "x.swift"],
         "wiring: error: 'generate' takes '--parts' only without '--checked-in <file>'"),
    ])
    func badArgumentsExitWithStatusTwo(arguments: [String], message: String) throws {
        let result = try Command.run(Command.wiring.path, arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message + "\nRun 'wiring --help' for usage.\n")
    }

    /// The ModularApp example's modules given as the build plugin gives them: the app's graph holds every module's
    /// components; its configuration can leave a module out, and asks for warnings as errors.
    @Test func dependencyModulesAndConfiguration() throws {
        let example = Command.repositoryRoot.appending(path: "Examples/ModularApp")
        let arguments = [example.appending(path: "Sources/ModularApp").path,
                         "--package-dependency", "Feed", example.appending(path: "Sources/Feed").path,
                         "--package-dependency", "CoreServices", example.appending(path: "Sources/CoreServices").path,
                         "--dependency", "Networking", example.appending(path: "Packages/Networking/Sources/Networking").path]
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appending(path: "AppGraph.swift")
        let generate = try Command.run(Command.wiring.path, ["generate", "--output", output.path] + arguments)
        #expect(generate.status == 0, "\(generate.combined)")
        let code = try String(contentsOf: output, encoding: .utf8)
        #expect(code.contains("import CoreServices\nimport Feed\nimport Networking\nimport class Foundation.NSLock\n"))
        #expect(code.contains("var networkingCache: Networking.Cache {"))
        #expect(code.contains("var coreServicesCache: CoreServices.Cache {"))

        let configuration = folder.appending(path: "wiring.json")
        try #"{"skipModules": ["Networking"]}"#.write(to: configuration, atomically: true, encoding: .utf8)
        let skipped = try Command.run(Command.wiring.path, ["check", "--config", configuration.path] + arguments)
        #expect(skipped.status == 1)
        #expect(skipped.standardError.contains("error: missing binding for 'HTTPClient', needed by parameter 'client' of 'FeedService.init'"),
                "\(skipped.standardError)")
    }

    @Test func warningsPassUnlessTheyAreErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "Session.swift")
        try """
            // @Component(scope: .weak)
            final class Session {}
            // @Component(scope: .shared)
            final class Cache { init(session: Session) {} }

            """.write(to: source, atomically: true, encoding: .utf8)
        let message = "\(source.path):4:26: %@: shared 'Cache' holds weak 'Session' for the graph's lifetime, so it is never released and '.weak' has no effect: take '() -> Session' to ask for it when needed, or make 'Session' shared [#WeakInstanceHeldByShared]\n\(source.path):2:13: note: 'Session' is declared '.weak' here\n"

        let lenient = try Command.run(Command.wiring.path, ["check", source.path])
        #expect(lenient.status == 0)
        #expect(lenient.standardError == message.replacingOccurrences(of: "%@", with: "warning"))

        let strict = try Command.run(Command.wiring.path, ["generate", "--warnings-as-errors", "--output",
                                                           folder.appending(path: "AppGraph.swift").path, source.path])
        #expect(strict.status == 1)
        #expect(strict.standardError == message.replacingOccurrences(of: "%@", with: "error"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "AppGraph.swift").path))

        let configuration = folder.appending(path: "wiring.json")
        try #"{"warningsAsErrors": true}"#.write(to: configuration, atomically: true, encoding: .utf8)
        let configured = try Command.run(Command.wiring.path, ["check", "--config", configuration.path, source.path])
        #expect(configured.status == 1)
        #expect(configured.standardError == message.replacingOccurrences(of: "%@", with: "error"))
    }

    /// An unused binding of a graph that names its entry points is a warning, which `--warnings-as-errors` and the
    /// configuration's `"warningsAsErrors": true` make an error, for `generate` and `check` alike.
    @Test func unusedBindingsWarnUnlessWarningsAreErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "Site.swift")
        try """
            // @Component
            final class Crane {}
            // @Component
            final class Forklift {}
            // @EntryPoints
            protocol SiteEntryPoints {
                var crane: Crane { get }
            }

            """.write(to: source, atomically: true, encoding: .utf8)
        let message = "\(source.path):4:13: %@: component 'Forklift' is not used: nothing that 'AppGraph' offers needs it, directly or through what it needs (its entry points in 'SiteEntryPoints', its child graphs, 'inject(into:)'); remove '// @Component' above it, or add 'var forklift: Forklift { get }' to 'SiteEntryPoints' [#UnusedBinding]\n"
        let output = folder.appending(path: "AppGraph.swift")

        let lenient = try Command.run(Command.wiring.path, ["generate", "--output", output.path, source.path])
        #expect(lenient.status == 0)
        #expect(lenient.standardError == message.replacingOccurrences(of: "%@", with: "warning"))
        #expect(try String(contentsOf: output, encoding: .utf8).contains("final class AppGraph: Sendable, SiteEntryPoints {"))
        try FileManager.default.removeItem(at: output)

        for arguments in [["generate", "--warnings-as-errors", "--output", output.path, source.path],
                          ["check", "--warnings-as-errors", source.path]] {
            let strict = try Command.run(Command.wiring.path, arguments)
            #expect(strict.status == 1, "\(arguments[0])")
            #expect(strict.standardError == message.replacingOccurrences(of: "%@", with: "error"))
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let configuration = folder.appending(path: "wiring.json")
        try #"{"warningsAsErrors": true}"#.write(to: configuration, atomically: true, encoding: .utf8)
        for arguments in [["generate", "--config", configuration.path, "--output", output.path, source.path],
                          ["check", "--config", configuration.path, source.path]] {
            let configured = try Command.run(Command.wiring.path, arguments)
            #expect(configured.status == 1, "\(arguments[0])")
            #expect(configured.standardError == message.replacingOccurrences(of: "%@", with: "error"))
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// `dump --json` lists each graph's entry points, with what each property declares; a dump of sources without
    /// any has no `entryPoints` key, as before.
    @Test func dumpListsEntryPoints() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "Site.swift")
        try """
            // @Component
            final class Crane {}
            // @Named(spare)
            // @Component
            final class Hook {}
            // @EntryPoints
            protocol SiteEntryPoints {
                @MainActor var crane: Crane { get }
                // @Named(spare)
                var hook: Hook { get async }
            }

            """.write(to: source, atomically: true, encoding: .utf8)
        let result = try Command.run(Command.wiring.path, ["dump", "--json", source.path])
        #expect(result.status == 0, "\(result.standardError)")
        let dump = try JSONDecoder().decode(ModelDump.self, from: Data(result.standardOutput.utf8))
        let entryPoints = try #require(dump.entryPoints?.first)
        #expect(entryPoints.protocol == "SiteEntryPoints" && entryPoints.graph == "AppGraph" && entryPoints.line == 7)
        #expect(entryPoints.properties.map(\.name) == ["crane", "hook"])
        #expect(entryPoints.properties.map(\.named) == [nil, "spare"])
        #expect(entryPoints.properties.map(\.effects) == ["@MainActor", "async"])
        #expect(dump.bindings.contains { $0.source == "entry points" && $0.dependencies == ["Crane", "Hook @Named(spare)"] })

        let plain = try Command.run(Command.wiring.path, ["dump", "--json", Self.raceCarSources])
        #expect(!plain.standardOutput.contains("entryPoints"))
    }

    @Test func checkReportsEveryErrorAndWritesNothing() throws {
        let folder = try temporaryFolder()
        let result = try Command.run(Command.wiring.path, ["check", Self.cycleSources], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.components(separatedBy: ": error: dependency cycle:").count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let valid = try Command.run(Command.wiring.path, ["check", Self.raceCarSources])
        #expect(valid.status == 0)
        #expect(valid.standardError.isEmpty)
    }

    @Test func missingInputIsADiagnosticNotACrash() throws {
        let result = try Command.run(Command.wiring.path, ["check", "/no/such/File.swift"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: no such file or folder: '/no/such/File.swift' [#InputNotFound]\n")
    }

    @Test func aFolderIsSearchedWithoutHiddenFoldersOrLinksToFolders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Top.swift": "Top", "Feature/Nested.swift": "Nested", "Feature/Deeper/Deepest.swift": "Deepest",
            ".hidden/Hidden.swift": "Hidden", ".build/checkouts/Built.swift": "Built", "Feature/Notes.txt": "Notes",
        ]
        for (path, type) in files {
            let file = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "// @Component\nfinal class \(type) { init() {} }\n".write(to: file, atomically: true, encoding: .utf8)
        }
        // A link back up the tree would make a search that follows links endless; a link to a file is read.
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "Feature/Deeper/Up").path, withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "Linked.swift").path,
            withDestinationPath: folder.appending(path: ".hidden/Hidden.swift").path)
        let result = try Command.run(Command.wiring.path, ["dump", "--json", folder.path], timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let dump = try JSONDecoder().decode(ModelDump.self, from: Data(result.standardOutput.utf8))
        #expect(dump.components.map(\.type).sorted() == ["Deepest", "Hidden", "Nested", "Top"])
        #expect(dump.components.first { $0.type == "Hidden" }?.file == folder.appending(path: "Linked.swift").path)
    }

    #if os(Linux)
    /// The prebuilt Linux tools link the Swift runtime in, and with Foundation they would carry ICU's data too (42 MB
    /// in each). The debug build links its libraries dynamically, so `ldd` shows what the tools use.
    @Test(arguments: ["wiring", "wiring-graph"])
    func theToolsUseFoundationEssentialsNotFoundation(tool: String) throws {
        let result = try Command.run("/usr/bin/ldd", [Command.productsFolder.appending(path: tool).path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("libFoundationEssentials.so"))
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!result.standardOutput.contains(library), "\(tool) links \(library)")
        }
    }
    #endif

    @Test func dumpListsComponentsWithTheirInitParameters() throws {
        let result = try Command.run(Command.wiring.path, ["dump", "--json", Self.raceCarSources])
        #expect(result.status == 0, "\(result.standardError)")
        let dump = try JSONDecoder().decode(ModelDump.self, from: Data(result.standardOutput.utf8))
        let raceCar = try #require(dump.components.first { $0.type == "RaceCar" })
        #expect(raceCar.file.hasSuffix("Sources/RaceCar/RaceCar.swift"))
        #expect(raceCar.line == 8)
        #expect(raceCar.scope == "unscoped")
        #expect(raceCar.`init`.parameters.map(\.label)
                == ["engine", "transmission", "pitRadio", "team", "topSpeed", "wheelFactory", "fireExtinguisherFactory"])
        #expect(raceCar.`init`.parameters.map(\.type)
                == ["any Engine", "Transmission", "PitRadio", "RaceTeam", "Int", "() -> Wheel", "@escaping () -> FireExtinguisher"])
        #expect(raceCar.assisted == ["topSpeed"])
        let engine = try #require(dump.components.first { $0.type == "V8Engine" })
        #expect(engine.as == ["Engine", "Tunable", "Engine & Tunable"])
        #expect(engine.scope == "shared")
        #expect(dump.providers.map(\.function) == ["Frameworks.telemetryEncoder", "Frameworks.notificationCenter"])
        #expect(dump.inputs.map(\.name) == ["pitRadioFrequency"])
    }

    @Test func generateWritesOnceAndLeavesAnUnchangedFileAlone() throws {
        let folder = try temporaryFolder()
        let output = folder.appending(path: "Generated/AppGraph.swift")
        let arguments = ["generate", "--output", output.path, "--source-root", Self.raceCarSources, Self.raceCarSources]
        let first = try Command.run(Command.wiring.path, arguments)
        #expect(first.status == 0, "\(first.standardError)")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.hasPrefix("// AppGraph.swift\n// Generated by Wiring \(WiringVersion.current) from 12 Swift files"))

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        let second = try Command.run(Command.wiring.path, arguments)
        #expect(second.status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(modified == past, "an unchanged AppGraph.swift was rewritten")
        #expect(try String(contentsOf: output, encoding: .utf8) == written)
    }

    /// With `--parts`, the root file and each part's beside it: an interface edit of one component rewrites its part
    /// alone, and a smaller count removes the parts Wiring wrote beyond it.
    @Test func partsAreFilesAndAnEditRewritesItsPartAlone() throws {
        let folder = try temporaryFolder()
        let sources = folder.appending(path: "Sources")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.raceCarSources), to: sources)
        let output = folder.appending(path: "Generated/AppGraph.swift")
        let generate = { (parts: Int) in
            try Command.run(Command.wiring.path, ["generate", "--output", output.path, "--parts", "\(parts)", sources.path])
        }
        let first = try generate(4)
        #expect(first.status == 0, "\(first.standardError)")
        let generated = output.deletingLastPathComponent()
        let names = ["AppGraph.swift"] + (1...4).map { "AppGraph+Part\($0).swift" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted() == names.sorted())
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in names {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: generated.appending(path: name).path)
        }
        let dyno = sources.appending(path: "Dyno.swift")
        let text = try String(contentsOf: dyno, encoding: .utf8)
        try text.replacingOccurrences(of: "init(engine: any Tunable & Engine)", with: "init(engine: any Tunable & Engine, gearbox: Transmission)")
            .write(to: dyno, atomically: true, encoding: .utf8)
        #expect(try generate(4).status == 0)
        let rewritten = try names.filter { name in
            try FileManager.default.attributesOfItem(atPath: generated.appending(path: name).path)[.modificationDate] as? Date != past
        }
        #expect(rewritten.count == 1)
        let part = try String(contentsOf: generated.appending(path: rewritten.first ?? ""), encoding: .utf8)
        #expect(part.contains("//   Dyno.swift\n") && part.contains("Dyno(engine: engineTunable, gearbox: transmission)"))

        #expect(try generate(2).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
                == ["AppGraph+Part1.swift", "AppGraph+Part2.swift", "AppGraph.swift"])
    }

    @Test func failedGenerationLeavesThePreviousOutputInPlace() throws {
        let folder = try temporaryFolder()
        let output = folder.appending(path: "AppGraph.swift")
        try "// previous\n".write(to: output, atomically: true, encoding: .utf8)
        let result = try Command.run(Command.wiring.path, ["generate", "--output", output.path, Self.cycleSources])
        #expect(result.status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "// previous\n")
    }

    // MARK: - Diagnostics formats and the error limit

    @Test func jsonDiagnosticsAreOneDocumentWithSortedKeys() throws {
        let result = try Command.run(Command.wiring.path, ["check", "--diagnostics-format", "json", Self.cycleSources])
        #expect(result.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["diagnostics", "errorCount", "omittedErrorCount", "warningCount", "wiringVersion"])
        #expect(document["errorCount"] as? Int == 2)
        #expect(document["warningCount"] as? Int == 0)
        #expect(document["omittedErrorCount"] as? Int == 0)
        #expect(document["wiringVersion"] as? String == WiringVersion.current)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        let cycle = try #require(diagnostics.first)
        #expect(Set(cycle.keys) == ["id", "severity", "message", "file", "line", "column", "notes"])
        #expect(cycle["id"] as? String == "DependencyCycle")
        #expect(cycle["severity"] as? String == "error")
        #expect((cycle["message"] as? String)?.hasPrefix("dependency cycle: 'Dashboard' → 'TelemetrySink'") == true)
        #expect(cycle["file"] as? String == Self.cycleSources + "/Dashboard.swift")
        #expect(cycle["line"] as? Int == 5)
        #expect(cycle["column"] as? Int == 10)
        let notes = try #require(cycle["notes"] as? [[String: Any]])
        #expect(notes.count == 4)
        #expect(notes.allSatisfy { Set($0.keys) == ["message", "file", "line", "column"] })
        #expect(notes.first?["message"] as? String
                == "'Dashboard' depends on 'any TelemetrySink' through parameter 'sink' of 'Dashboard.init'")
        let keys = ["\"column\"", "\"file\"", "\"id\"", "\"line\"", "\"message\"", "\"notes\"", "\"severity\""]
        let positions = keys.compactMap { result.standardError.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted(), "keys are not sorted")
    }

    @Test func diagnosticsOutputWritesTheDocumentToAFileAndNothingToStandardError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appending(path: "reports/wiring.json")
        let missing = try Command.run(Command.wiring.path, ["check", "--diagnostics-format", "json",
                                                            "--diagnostics-output", report.path, "/no/such/File.swift"])
        #expect(missing.status == 1)
        #expect(missing.standardError.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let diagnostic = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(diagnostic.keys) == ["id", "severity", "message", "notes"], "an bare diagnostic has no place")
        #expect(diagnostic["id"] as? String == "InputNotFound")
        #expect(diagnostic["message"] as? String == "no such file or folder: '/no/such/File.swift'")

        let clean = try Command.run(Command.wiring.path, ["check", "--diagnostics-format", "json",
                                                          "--diagnostics-output", report.path, Self.raceCarSources])
        #expect(clean.status == 0)
        #expect(try String(contentsOf: report, encoding: .utf8) == """
            {
              "diagnostics" : [

              ],
              "errorCount" : 0,
              "omittedErrorCount" : 0,
              "warningCount" : 0,
              "wiringVersion" : "\(WiringVersion.current)"
            }

            """)
    }

    @Test func errorsPastTheLimitAreCountedNotShown() throws {
        let all = try Command.run(Command.wiring.path, ["check", "--max-errors", "0", Self.malformedSources])
        #expect(all.status == 1)
        let errors = all.standardError.components(separatedBy: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 9)
        #expect(!all.standardError.contains("not shown"))

        let limited = try Command.run(Command.wiring.path, ["check", "--max-errors", "3", Self.malformedSources])
        #expect(limited.status == 1)
        let allLines = all.standardError.components(separatedBy: "\n")
        let fourthError = try #require(allLines.firstIndex(of: errors[3]))
        let firstThree = allLines[..<fourthError].map { $0 + "\n" }.joined()
        #expect(limited.standardError
                == firstThree + "note: 6 more errors not shown, after the first 3; pass '--max-errors 0' to see them all\n")

        let json = try Command.run(Command.wiring.path, ["check", "--max-errors", "3", "--diagnostics-format", "json",
                                                         Self.malformedSources])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardError.utf8)) as? [String: Any])
        #expect((document["diagnostics"] as? [Any])?.count == 3)
        #expect(document["errorCount"] as? Int == 9)
        #expect(document["omittedErrorCount"] as? Int == 6)
    }

    @Test func theDefaultLimitIsTwentyErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "Needy.swift")
        let parameters = (1...25).map { "p\($0): Missing\($0)" }.joined(separator: ", ")
        try "// @Component\nfinal class Needy { init(\(parameters)) {} }\n".write(to: source, atomically: true, encoding: .utf8)
        let result = try Command.run(Command.wiring.path, ["check", source.path])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count { $0.contains(": error: missing binding for") } == 20)
        #expect(lines.last == "note: 5 more errors not shown, after the first 20; pass '--max-errors 0' to see them all")
    }

    // MARK: - Checking a checked-in graph

    /// Generates the race car's graph into a new folder, as a package would check it in.
    private func checkedInGraph() throws -> URL {
        let output = try temporaryFolder().appending(path: "AppGraph.swift")
        let generate = try Command.run(Command.wiring.path, ["generate", "--output", output.path,
                                                             "--source-root", Self.raceCarSources, Self.raceCarSources])
        #expect(generate.status == 0, "\(generate.standardError)")
        return output
    }

    @Test func checkAgainstAnUpToDateGraphPasses() throws {
        let output = try checkedInGraph()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let explicitRoot = try Command.run(Command.wiring.path, ["check", "--against", output.path,
                                                                 "--source-root", Self.raceCarSources, Self.raceCarSources])
        #expect(explicitRoot.status == 0, "\(explicitRoot.standardError)")
        #expect(explicitRoot.standardOutput.isEmpty)
        #expect(explicitRoot.standardError.isEmpty)

        // Run from the package's folder, as the plugin's '--source-root' is, the default root agrees.
        let defaultRoot = try Command.run(Command.wiring.path, ["check", "--against", output.path, "."],
                                          in: URL(fileURLWithPath: Self.raceCarSources))
        #expect(defaultRoot.status == 0, "\(defaultRoot.standardError)")

        // Generated with another root, every source comment differs.
        let otherRoot = try Command.run(Command.wiring.path, ["check", "--against", output.path,
                                                              "--source-root", "/", Self.raceCarSources])
        #expect(otherRoot.status == 1)
        #expect(otherRoot.standardOutput.contains("+    /// Declared at \(Self.raceCarSources.dropFirst())/Engine.swift:"))
    }

    @Test func checkAgainstAStaleGraphFailsWithAUnifiedDiff() throws {
        let output = try checkedInGraph()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let generated = try String(contentsOf: output, encoding: .utf8)
        var lines = generated.components(separatedBy: "\n")
        let header = lines[1]
        lines[1] = "// Generated by an older Wiring."
        try lines.joined(separator: "\n").write(to: output, atomically: true, encoding: .utf8)

        let result = try Command.run(Command.wiring.path, ["check", "--against", output.path,
                                                           "--source-root", Self.raceCarSources, Self.raceCarSources])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            --- \(output.path)
            +++ \(output.path) (generated now)
            @@ -1,5 +1,5 @@
             \(lines[0])
            -// Generated by an older Wiring.
            +\(header)
             \(lines[2])
             \(lines[3])
             \(lines[4])

            """)
        #expect(result.standardError == "\(output.path):2:1: error: 'AppGraph.swift' is not what the sources generate now (the diff is on standard output): regenerate it with 'wiring generate --output \(output.path) --source-root \(Self.raceCarSources)' and the same inputs [#StaleGeneratedFile]\n")
    }

    @Test func checkAgainstBrokenSourcesReportsTheirErrorsAndNoDiff() throws {
        let output = try checkedInGraph()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let result = try Command.run(Command.wiring.path, ["check", "--against", output.path,
                                                           "--source-root", Self.raceCarSources, Self.cycleSources])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.components(separatedBy: ": error: dependency cycle:").count == 3)
        #expect(!result.standardError.contains("StaleGeneratedFile"))
    }

    @Test func checkAgainstAMissingFileSaysSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Command.run(Command.wiring.path, ["check", "--against", "Graph/AppGraph.swift",
                                                           "--source-root", ".", Self.raceCarSources], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "error: no readable file '\(folder.path)/Graph/AppGraph.swift' to compare with: create it with 'wiring generate --output Graph/AppGraph.swift --source-root .' and the same inputs [#MissingGeneratedFile]\n")
    }

    /// A graph generated into the folder it is generated from is not read back as a source, so generating again,
    /// and checking it, give the same file.
    @Test func aGraphInsideItsSourceFolderIsNotAnInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// @Component\nfinal class Engine {}\n".write(to: folder.appending(path: "Engine.swift"), atomically: true,
                                                            encoding: .utf8)
        let output = folder.appending(path: "AppGraph.swift")
        for _ in 1...2 {
            let generate = try Command.run(Command.wiring.path, ["generate", "--output", output.path,
                                                                 "--source-root", folder.path, folder.path])
            #expect(generate.status == 0, "\(generate.standardError)")
        }
        #expect(try String(contentsOf: output, encoding: .utf8).contains("from 1 Swift file:"))
        let check = try Command.run(Command.wiring.path, ["check", "--against", output.path,
                                                          "--source-root", folder.path, folder.path])
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    }

    // MARK: - The build plugin and a graph the target keeps

    /// A target's folder with one component and the graph `wiring-generate` would write into it.
    private func targetKeepingItsGraph() throws -> (folder: URL, graph: URL) {
        let folder = try temporaryFolder()
        try "// @Component\nfinal class Engine {}\n".write(to: folder.appending(path: "Engine.swift"), atomically: true,
                                                            encoding: .utf8)
        let graph = folder.appending(path: "AppGraph.swift")
        let generate = try Command.run(Command.wiring.path, ["generate", "--output", graph.path,
                                                             "--source-root", folder.path, folder.path])
        #expect(generate.status == 0, "\(generate.standardError)")
        return (folder, graph)
    }

    /// The build plugin's command for such a target, as it passes it: every file of the target, the kept graph too.
    private func pluginCommand(_ folder: URL) -> [String] {
        ["generate", "--output", folder.appending(path: "Plugin/CheckedInAppGraph.swift").path,
         "--checked-in", folder.appending(path: "AppGraph.swift").path, "--target-name", "App",
         "--source-root", folder.path, folder.appending(path: "Engine.swift").path, folder.appending(path: "AppGraph.swift").path]
    }

    @Test func theBuildPluginCompilesAnUpToDateGraphTheTargetKeeps() throws {
        let (folder, graph) = try targetKeepingItsGraph()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = try Data(contentsOf: graph)
        let result = try Command.run(Command.wiring.path, pluginCommand(folder))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
        #expect(try String(contentsOf: folder.appending(path: "Plugin/CheckedInAppGraph.swift"), encoding: .utf8) == """
            // The target keeps its graph in its own 'AppGraph.swift', which is what its sources generate: the Wiring plugin
            // checked it, and generates nothing here.

            """)
        #expect(try Data(contentsOf: graph) == kept, "the kept graph is never written by the build")
    }

    @Test func theBuildPluginFailsOnAStaleGraphTheTargetKeeps() throws {
        let (folder, graph) = try targetKeepingItsGraph()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// @Component\nfinal class Engine {}\n// @Component\nfinal class Radio {}\n"
            .write(to: folder.appending(path: "Engine.swift"), atomically: true, encoding: .utf8)
        let result = try Command.run(Command.wiring.path, pluginCommand(folder))
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("--- \(graph.path)\n+++ \(graph.path) (generated now)\n"))
        #expect(result.standardError == "\(graph.path):2:1: error: 'AppGraph.swift' is not what the sources generate now (the diff is on standard output): regenerate it with 'swift package --allow-writing-to-package-directory wiring-generate --target App' [#StaleGeneratedFile]\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "Plugin/CheckedInAppGraph.swift").path))
    }

    /// `swift package wiring check --against` passes the target's name: the message names the command plugin that
    /// writes the file again, not a `wiring generate` line the user would have to complete.
    @Test func checkAgainstForATargetNamesTheCommandPlugin() throws {
        let (folder, graph) = try targetKeepingItsGraph()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// @Component\nfinal class Engine {}\n// @Component\nfinal class Radio {}\n"
            .write(to: folder.appending(path: "Engine.swift"), atomically: true, encoding: .utf8)
        let result = try Command.run(Command.wiring.path, ["check", "--against", graph.path, "--source-root", folder.path,
                                                           "--target-name", "App", folder.path])
        #expect(result.status == 1)
        #expect(result.standardError == "\(graph.path):2:1: error: 'AppGraph.swift' is not what the sources generate now (the diff is on standard output): regenerate it with 'swift package --allow-writing-to-package-directory wiring-generate --target App' [#StaleGeneratedFile]\n")
    }

    @Test func theBuildPluginRefusesAnAppGraphFileWiringDidNotWrite() throws {
        let (folder, graph) = try targetKeepingItsGraph()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "final class AppGraph {}\n".write(to: graph, atomically: true, encoding: .utf8)
        let result = try Command.run(Command.wiring.path, pluginCommand(folder))
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "\(graph.path):1:1: error: 'AppGraph.swift' is a source file of a target that applies the Wiring plugin, which generates a file of that name, and SwiftPM cannot build two files of one name in one target: rename this file [#GeneratedFileNameTaken]\n")
    }
}
