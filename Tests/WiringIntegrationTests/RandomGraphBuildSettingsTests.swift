import SeededRandom
import Foundation
import Testing
import WiringCore

/// Random valid graphs (`RandomGraph`, as `GeneratedGraphPropertyTests` makes them) compile under the build settings
/// `docs/Modules.md` lists, `InternalImportsByDefault` and `MemberImportVisibility`, in Swift 6 mode with warnings as
/// errors: the generated file's imports suffice when no import of the module is public by default. One module: the
/// graphs of several modules are `ModuleBuildSettingsTests`' and `PackageBuildTests`'.
@Suite struct RandomGraphBuildSettingsTests {
    @Test func randomGraphsCompileWithTheUpcomingImportFeatures() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["WIRING_PROPERTY_BUILD_SETTINGS_GRAPHS"].flatMap(Int.init) ?? 4
        let firstSeed = environment["WIRING_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_240_601
        for number in 0..<count {
            let seed = firstSeed &+ UInt64(number)
            var random = SplitMix64(seed: seed ^ 0x5EED)
            let graph = RandomGraph(seed: seed, size: Int.random(in: 3...40, using: &random))
            let source = RandomGraphSource(graph)
            let driver = RandomGraphDriver(graph, seed: graph.seed)
            let diagnostics = DiagnosticCollector()
            let generated = try #require(
                Pipeline.generate(
                    [Pipeline.SourceFile(path: RandomGraphSource.path, contents: Array(source.text.utf8))],
                    options: RenderOptions(), diagnostics: diagnostics)?.singleFile,
                "\(diagnostics.sorted.map(\.formatted))")
            let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-settings-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var files: [String] = []
            for (name, text) in [("Components.swift", source.text), ("AppGraph.swift", generated), ("main.swift", driver.text)] {
                let path = folder.appending(path: name).path
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                files.append(path)
            }
            let compile = try Command.run(
                "swiftc",
                ["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-typecheck"]
                    + ModuleBuildSettingsTests.upcomingFeatures + files)
            #expect(
                compile.status == 0,
                "graph of seed \(seed) (WIRING_PROPERTY_SEED=\(seed) WIRING_PROPERTY_BUILD_SETTINGS_GRAPHS=1):\n\(compile.combined)")
        }
    }
}
