import Foundation
import Testing

/// `Tests/Fixtures/DefaultIsolation`, built with `swift build` as a user would: its app and its `Core` are built with
/// `.defaultIsolation(MainActor.self)`, which Wiring reads in the manifest (there is no wiring.json), so that a
/// `@Sendable` factory that says `@MainActor` and a `@Lazy` factory compile; and it takes `Kit`, renamed `AKit` by
/// `moduleAliases`, whose manifest gives it a `path:` of its own, as its sources import it: `Kit`.
extension PackageBuildTests {
    @Test func packageBuiltWithTheDefaultIsolationSettingBuildsAndRuns() throws {
        let root = Command.repositoryRoot.appending(path: "Tests/Fixtures/DefaultIsolation")
        let scratch = Command.scratchPath("DefaultIsolation")
        let build = try Command.run("swift", ["build", "--package-path", root.path, "--scratch-path", scratch])
        try #require(build.status == 0, "\(build.combined)")
        let run = try Command.run(URL(fileURLWithPath: scratch).appending(path: "debug/App").path, [])
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "true true\nsession tool\n")
    }
}
