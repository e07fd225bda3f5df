import Foundation
import Testing

/// A package that depends on a release of Wiring by URL and version, the release shipping its tools prebuilt: an
/// artifact bundle that `Tools/make-artifact-bundle.sh assemble` makes of this build's own `wiring` and
/// `wiring-graph`, its manifest rewritten by `Tools/release-manifest.sh` as the release job rewrites it (with the zip
/// inside the package: SwiftPM downloads over https only). By default the build compiles none of Wiring's Swift
/// sources and the graph is generated, and generated again after an edit; with the trait `SourceBuild` the tools are
/// compiled; with no trait, and on a platform the bundle has no variant for, the build stops with a message that
/// names the fix.
extension PackageBuildTests {
    /// The modules of the tools, whose compiles a build with the prebuilt tools must not have.
    static let toolModules = ["WiringCore", "WiringCommandLine", "wiring", "wiring_graph", "WiringPictures"]

    @Test func aPackageOnAReleaseRunsThePrebuiltToolsAndCompilesNoneOfWiring() throws {
        let bundle = try WorkingTreeRelease.prebuiltToolsBundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let release = try WorkingTreeRelease(of: Command.repositoryRoot, prebuiltTools: bundle)
        defer { release.remove() }

        let app = try Self.raceCarPackage(in: release, traits: nil)
        let build = try Self.build(app, release)
        try #require(build.status == 0, "\(build.combined)")
        #expect(Self.compiledModules(build.combined).intersection(Self.toolModules).isEmpty,
                "the build compiled Wiring's sources: \(Self.compiledModules(build.combined).sorted())")
        #expect(try Self.runApp(app) == "A race car with 750 hp\n")

        // An edit that changes the graph: the prebuilt tool generates it again.
        try Self.writeRaceCar(in: app, pitCrew: true)
        let rebuild = try Self.build(app, release)
        try #require(rebuild.status == 0, "\(rebuild.combined)")
        #expect(Self.compiledModules(rebuild.combined).intersection(Self.toolModules).isEmpty)
        #expect(try Self.runApp(app) == "A race car with 750 hp and a pit crew of 4\n")

        // The trait `SourceBuild` compiles the tools instead, and the graph is the same.
        let fromSource = try Self.raceCarPackage(in: release, traits: ["SourceBuild"])
        let sourceBuild = try Self.build(fromSource, release)
        try #require(sourceBuild.status == 0, "\(sourceBuild.combined)")
        #expect(Self.compiledModules(sourceBuild.combined).isSuperset(of: ["WiringCore", "WiringCommandLine", "wiring"]))
        #expect(try Self.runApp(fromSource) == "A race car with 750 hp\n")

        // No trait at all gives the plugin no tool: the message says which trait to name.
        let noTrait = try Self.raceCarPackage(in: release, traits: [])
        let failed = try Self.build(noTrait, release)
        #expect(failed.status != 0)
        #expect(failed.combined.contains(
            "error: Wiring's plugins have no 'wiring': your package's dependency on Wiring enables neither the trait "
                + "'Prebuilt' (the default, the release's prebuilt tools) nor 'SourceBuild' (the tools compiled from "
                + "source); leave out its 'traits:', or add \"SourceBuild\" to them"), "\(failed.combined)")
    }

    /// A platform the release has no variant for (here, a bundle whose only variant says it runs on RISC-V): the
    /// build stops with the message that names the trait, not SwiftPM's "not supported on the target platform".
    @Test func aPlatformWithoutAPrebuiltVariantIsToldToBuildFromSource() throws {
        let bundle = try WorkingTreeRelease.prebuiltToolsBundle(supportedTriple: "riscv64-unknown-linux-gnu")
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let release = try WorkingTreeRelease(of: Command.repositoryRoot, prebuiltTools: bundle)
        defer { release.remove() }
        let app = try Self.raceCarPackage(in: release, traits: nil)
        let build = try Self.build(app, release)
        #expect(build.status != 0)
        #expect(build.combined.contains(
            "error: Wiring's release has no prebuilt 'wiring' for this platform (it has them for macOS on arm64 and "
                + "x86_64, and for Linux on x86_64 and aarch64): build the tools from source by adding 'traits: "
                + "[\"SourceBuild\"]' to your package's dependency on Wiring"), "\(build.combined)")
    }

    /// The quick start's package, depending on the release with `traits` (nil: the default ones), in a folder of its
    /// own in the release's.
    static func raceCarPackage(in release: WorkingTreeRelease, traits: [String]?) throws -> URL {
        let name = traits.map { $0.isEmpty ? "NoTrait" : $0.joined() } ?? "Default"
        let package = release.folder.appending(path: "packages/\(name)")
        try FileManager.default.createDirectory(
            at: package.appending(path: "Sources/MyApp"), withIntermediateDirectories: true)
        let traitList = traits.map { ", traits: [\($0.map { "\"\($0)\"" }.joined(separator: ", "))]" } ?? ""
        try """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "MyApp",
                dependencies: [
                    .package(url: "\(SampleLayout.wiringURL)", exact: "\(WorkingTreeRelease.version)"\(traitList)),
                ],
                targets: [
                    .executableTarget(name: "MyApp", plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]),
                ]
            )

            """.write(to: package.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try writeRaceCar(in: package, pitCrew: false)
        return package
    }

    /// The app's one file; with `pitCrew`, a component more, which the car takes.
    static func writeRaceCar(in package: URL, pitCrew: Bool) throws {
        let crew = pitCrew ? "\n// @Component\nstruct PitCrew {\n    let size = 4\n}\n" : ""
        let parameter = pitCrew ? ", crew: PitCrew" : ""
        let printed = pitCrew ? " and a pit crew of \\(car.crew.size)" : ""
        try """
            protocol Engine: AnyObject { var horsepower: Int { get } }

            // @Component(scope: .shared, as: Engine)
            final class V8Engine: Engine {
                let horsepower = 750
                init() {}
            }
            \(crew)
            // @Component
            final class RaceCar {
                let engine: any Engine
                \(pitCrew ? "let crew: PitCrew" : "")
                init(engine: any Engine\(parameter)) {
                    self.engine = engine
                    \(pitCrew ? "self.crew = crew" : "")
                }
            }

            let car = AppGraph().raceCar
            print("A race car with \\(car.engine.horsepower) hp\(printed)")

            """.write(to: package.appending(path: "Sources/MyApp/main.swift"), atomically: true, encoding: .utf8)
    }

    static func build(_ package: URL, _ release: WorkingTreeRelease) throws -> Command.Result {
        try Command.run(
            "swift", ["build", "-v", "--package-path", package.path], environment: release.environment, timeout: 1200)
    }

    static func runApp(_ package: URL) throws -> String {
        let run = try Command.run(package.appending(path: ".build/debug/MyApp").path, [])
        #expect(run.status == 0, "\(run.combined)")
        return run.standardOutput
    }

    /// The modules the build's log shows compiled (`swiftc -module-name <name> `).
    static func compiledModules(_ log: String) -> Set<String> {
        Set(log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "swiftc -module-name ") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        })
    }
}
