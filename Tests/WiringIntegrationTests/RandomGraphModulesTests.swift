import Foundation
import SeededRandom
import Testing
import WiringCore

/// Random valid graphs (`RandomGraph`) whose components are a library module of their own, as `PublicLibrary` writes
/// them, and whose graph is generated in the module that imports it: both modules built as SwiftPM builds them (the
/// library on its own, then the app with its graph in parts and the driver), with `InternalImportsByDefault` and
/// `MemberImportVisibility`, in Swift 6 mode with warnings as errors; the program must print what the model says.
/// From the seed, the graph is internal or public, the library's name is plain or hidden (by one of its own types,
/// or by a type of the app), the app declares types named like some of the library's, and free functions named like
/// the graph's members provide values. Graphs whose
/// components take a child graph's factory are left out: a library cannot name a type its importer generates.
@Suite struct RandomGraphModulesTests {
    @Test func randomGraphsOfALibraryRunAsTheModelSaysInTheModuleThatImportsIt() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["WIRING_PROPERTY_MODULE_GRAPHS"].flatMap(Int.init) ?? 6
        let firstSeed = environment["WIRING_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_240_601
        var (built, tried) = (0, UInt64(0))
        while built < count {
            let seed = firstSeed &+ tried
            tried += 1
            let reproduction = "graph of seed \(seed) (WIRING_PROPERTY_SEED=\(seed) WIRING_PROPERTY_MODULE_GRAPHS=1)"
            var random = SplitMix64(seed: seed ^ 0x30D_0_1E5)
            var graph = RandomGraph(seed: seed, size: Int.random(in: 3...30, using: &random))
            for index in graph.nodes.indices { graph.nodes[index].isMemberwise = false }
            let moduleName: PublicLibrary.ModuleName =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: .plain
                case 1: .likeItsOwnType(random.pick(graph.nodes.map(\.className)) ?? "Part0")
                default: .likeATypeOfTheImporter
                }
            let accessLevel: AccessLevel = random.chance(50) ? .public : .internal
            let membersNamedLike = PublicLibrary.namedLikeGraphMembers(seed: seed)
            let source = RandomGraphSource(graph).text
            // A library cannot name a graph that the module importing it generates (a child graph's factory).
            guard !PublicLibrary.namesAGraph(source, graph) else { continue }
            built += 1
            let library = try PublicLibrary.text(of: source, graph) + PublicLibrary.providers(namedLike: membersNamedLike)
            let driver = RandomGraphDriver(graph, seed: graph.seed)
            let check = PublicLibrary.driverCheck(namedLike: membersNamedLike)
            let importerTypes = PublicLibrary.namesTheImporterDeclares(
                graph, library: library, driver: driver.text, seed: seed)
            let output = try Self.run(
                library: library, moduleName: moduleName, importerTypes: importerTypes, accessLevel: accessLevel,
                driver: "import \(moduleName.name)\n" + driver.text + check.code, reproduction: reproduction)
            var printed = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if printed.last == "" { printed.removeLast() }
            printed.removeAll { $0.hasPrefix(RandomGraphDriver.teardownPrefix) }
            let expected = driver.expectedLines + [check.expected]
            #expect(printed == expected, """
                \(reproduction), module \(moduleName), \(accessLevel) graph, the app declaring \(importerTypes):
                \(LineDiff(from: expected.joined(separator: "\n"), to: printed.joined(separator: "\n"))
                    .unified(oldName: "expected", newName: "printed"))
                """)
        }
    }

    /// Generates the graph of the app (which imports the library, may declare a type named like it, and declares
    /// types named like some of its types) in three parts, compiles the library, then the app with the graph and the
    /// driver, runs it and returns what it printed.
    private static func run(
        library: String, moduleName: PublicLibrary.ModuleName, importerTypes: [String], accessLevel: AccessLevel,
        driver: String, reproduction: String
    ) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-module-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = moduleName.name
        let declarations = (moduleName.importerDeclaration.map { [$0] } ?? []) + importerTypes.map { "struct \($0) {}" }
        let app = (["import \(name)", ""] + declarations).joined(separator: "\n") + "\n"
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [
                Pipeline.SourceFile(path: "App/App.swift", contents: Array(app.utf8)),
                Pipeline.SourceFile(
                    path: "\(name)/Components.swift", contents: Array(library.utf8),
                    module: DependencyModule(name: name, requiredAccess: .public)),
            ],
            options: RenderOptions(accessLevel: accessLevel, partCount: 3), diagnostics: diagnostics)
        let graph = try #require(generated, "\(reproduction): \(diagnostics.sorted.map(\.formatted))")
        let libraryPath = folder.appending(path: "\(name).swift").path
        try library.write(toFile: libraryPath, atomically: true, encoding: .utf8)
        let common = ["-swift-version", "6", "-warnings-as-errors"] + ModuleBuildSettingsTests.upcomingFeatures
        let compiledLibrary = try Command.run(
            "swiftc",
            common + [
                "-parse-as-library", "-module-name", name, "-emit-module", "-emit-module-path",
                folder.appending(path: "\(name).swiftmodule").path, "-emit-library", "-static", "-o",
                folder.appending(path: "lib\(name).a").path, libraryPath,
            ],
            in: folder)
        try #require(compiledLibrary.status == 0, "\(reproduction): the library does not compile:\n\(compiledLibrary.combined)")
        let files = [("App.swift", app), ("main.swift", driver)] + graph.files.map { ($0.name, $0.text) }
        for (file, text) in files {
            try text.write(to: folder.appending(path: file), atomically: true, encoding: .utf8)
        }
        let program = folder.appending(path: "program").path
        let compiledApp = try Command.run(
            "swiftc",
            common + ["-D", "DEBUG", "-module-name", "App", "-I", folder.path, "-L", folder.path, "-l\(name)"]
                + files.map { folder.appending(path: $0.0).path } + ["-o", program],
            in: folder)
        try #require(
            compiledApp.status == 0,
            "\(reproduction): the app does not compile:\n\(compiledApp.combined)\n\(graph.files.map(\.text).joined())")
        let run = try Command.run(program, [], timeout: 120)
        try #require(run.status == 0, "\(reproduction):\n\(run.combined)")
        return run.standardOutput
    }
}
