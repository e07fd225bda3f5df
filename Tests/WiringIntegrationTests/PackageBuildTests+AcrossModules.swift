import Foundation
import Testing

/// `Tests/Fixtures/AcrossModules`, built with `swift build` as a user would: a library whose public graph is built with
/// `InternalImportsByDefault` and `MemberImportVisibility` and calls an `@_spi(Lab)` init and an init and a teardown
/// method declared in extensions in modules its files do not import; and an app that keeps its graph checked in under
/// a name of its own, `Graph.generated.swift`, with the build plugin still applied.
extension PackageBuildTests {
    @Test func packageAcrossModulesBuildsAndRuns() throws {
        let package = "Tests/Fixtures/AcrossModules"
        let root = Command.repositoryRoot.appending(path: package)
        let checkedIn = root.appending(path: "Sources/App/Graph.generated.swift")
        defer { try? FileManager.default.removeItem(at: checkedIn) }
        let generate = try Self.runSwiftPackage(
            Self.commandPlugin(in: package, scratchPath: Command.scratchPath("AcrossModules"), verb: "wiring-generate")
                + ["--target", "App", "--output", "Sources/App/Graph.generated.swift"])
        try #require(generate.status == 0, "\(generate.combined)")

        let build = try Command.run(
            "swift", ["build", "--package-path", root.path, "--scratch-path", Command.scratchPath("AcrossModules")])
        try #require(build.status == 0, "\(build.combined)")
        #expect(build.combined.contains("Wiring: checking the checked-in Graph.generated.swift of App"), "\(build.combined)")
        let run = try Command.run(
            URL(fileURLWithPath: Command.scratchPath("AcrossModules")).appending(path: "debug/App").path, [])
        #expect(run.status == 0)
        #expect(
            run.standardOutput == """
                feature: engine 120, gauge 7, lab lab
                app: engine 120, gauge 7, lab lab, tool
                meters closed: 2

                """)

        // Without `--output`, the graph the target keeps is written again where it is, not beside it.
        let again = try Self.runSwiftPackage(
            Self.commandPlugin(in: package, scratchPath: Command.scratchPath("AcrossModules"), verb: "wiring-generate") + ["--target", "App"])
        #expect(again.status == 0, "\(again.combined)")
        #expect(again.combined.contains("Sources/App/Graph.generated.swift"), "\(again.combined)")
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Sources/App/AppGraph.swift").path))
    }
}
