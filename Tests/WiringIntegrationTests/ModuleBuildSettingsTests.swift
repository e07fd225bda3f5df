import Foundation
import Testing
import WiringCore

/// Graphs over several modules compiled as SwiftPM compiles them: each dependency module on its own, then the
/// target with its generated graph, under the build settings and import forms `docs/Modules.md` lists
/// (`InternalImportsByDefault`, `MemberImportVisibility`, `@_spi` imports), in Swift 6 mode with warnings as errors.
@Suite struct ModuleBuildSettingsTests {
    struct Module {
        var name: String
        /// A module of the target's package, which may offer `package` declarations.
        var samePackage: Bool
        var source: String
    }

    static let upcomingFeatures = [
        "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "MemberImportVisibility",
    ]

    /// Generates the graph of `target` (a library module, `Feature`) and type-checks it with and without the
    /// upcoming features; returns the generated file.
    static func compile(
        _ modules: [Module], target: String, configuration: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = folder.appending(path: "Modules")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        var files: [String: String] = [:]
        for module in modules {
            let path = folder.appending(path: "\(module.name).swift").path
            try module.source.write(toFile: path, atomically: true, encoding: .utf8)
            files[module.name] = path
        }
        let targetFile = folder.appending(path: "Feature.swift").path
        try target.write(toFile: targetFile, atomically: true, encoding: .utf8)
        let graph = folder.appending(path: "FeatureGraph.swift").path
        var arguments = ["generate", "--warnings-as-errors", "--output", graph, targetFile]
        if let configuration {
            let path = folder.appending(path: "wiring.json").path
            try configuration.write(toFile: path, atomically: true, encoding: .utf8)
            arguments += ["--config", path]
        }
        for module in modules {
            arguments += [module.samePackage ? "--package-dependency" : "--dependency", module.name, files[module.name]!]
        }
        let generate = try Command.run(Command.wiring.path, arguments)
        try #require(generate.status == 0, "\(generate.combined)", sourceLocation: sourceLocation)
        let generated = try String(contentsOfFile: graph, encoding: .utf8)
        for features in [upcomingFeatures, []] {
            let common = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", built.path] + features
            for module in modules {
                let compile = try Command.run(
                    "swiftc",
                    common + [
                        "-emit-module", "-module-name", module.name, "-package-name",
                        module.samePackage ? "Feature" : module.name,
                        "-emit-module-path", built.appending(path: "\(module.name).swiftmodule").path, files[module.name]!,
                    ])
                try #require(compile.status == 0, "\(module.name): \(compile.combined)", sourceLocation: sourceLocation)
            }
            let compile = try Command.run(
                "swiftc", common + ["-typecheck", "-module-name", "Feature", "-package-name", "Feature", targetFile, graph])
            #expect(
                compile.status == 0, "\(features.isEmpty ? "without" : "with") the upcoming features:\n\(compile.combined)\n\(generated)",
                sourceLocation: sourceLocation)
        }
        return generated
    }

    /// A public graph names the types of other modules in its public accessors: a module built with
    /// `InternalImportsByDefault` must import those modules `public`ly, and only those (an unused `public import` is a
    /// warning); a module whose types its `package` accessors name, with `package import`, as the target's files
    /// write access levels on their imports. A type of a module Wiring does not read, Foundation's `URL`, is
    /// imported as the sources import it.
    @Test func aPublicGraphImportsPubliclyTheModulesItsPublicAPINames() throws {
        let generated = try Self.compile(
            [
                Module(name: "Base", samePackage: false, source: """
                    // @Component(scope: .shared)
                    public final class Engine {
                        public init() {}
                    }
                    """),
                Module(name: "Clocks", samePackage: true, source: """
                    // @Component(scope: .shared)
                    package final class Clock {
                        package init() {}
                    }
                    """),
            ],
            target: """
                import Base
                internal import Clocks
                public import Foundation

                // @Provides
                public func homepage() -> URL { URL(fileURLWithPath: "/") }

                // @Component
                public final class Dashboard {
                    let engine: Engine
                    let clock: Clock

                    init(engine: Engine, clock: Clock) {
                        self.engine = engine
                        self.clock = clock
                    }
                }
                """,
            configuration: #"{"graphName": "FeatureGraph", "accessLevel": "public"}"#)
        // `URL` is Foundation's, which the sources import publicly.
        #expect(generated.contains("public import Base\npackage import Clocks\npublic import Foundation\n"), "\(generated)")
    }

    /// An `@Inject` init and a teardown method declared in extensions in a module that no file of the target
    /// imports: the graph imports it to call them.
    @Test func aModuleThatDeclaresAnExtensionsInitOrTeardownIsImported() throws {
        let generated = try Self.compile(
            [
                Module(name: "Core", samePackage: true, source: """
                    // @Component(scope: .shared)
                    public final class Gauge {
                        public let level: Int

                        package init(level: Int) { self.level = level }
                    }

                    // @Component(scope: .shared, teardown: close)
                    public final class Meter {
                        public init() {}
                    }
                    """),
                Module(name: "CoreExtras", samePackage: true, source: """
                    public import Core

                    extension Gauge {
                        // @Inject
                        public convenience init(reading: Double) {
                            self.init(level: Int(reading))
                        }
                    }
                    """),
                Module(name: "CoreLifecycle", samePackage: true, source: """
                    public import Core

                    extension Meter {
                        public func close() {}
                    }
                    """),
            ],
            target: """
                import Core

                // @Component
                struct Dashboard {
                    let gauge: Gauge
                    let meter: Meter
                }

                // @Provides
                func reading() -> Double { 3 }
                """)
        #expect(generated.contains("import Core\nimport CoreExtras\nimport CoreLifecycle\n"), "\(generated)")
    }

    /// `@_spi(Lab) public init()`: the target's files import the module with `@_spi(Lab)`, and so does the graph.
    @Test func spiImportsAreMirrored() throws {
        let generated = try Self.compile(
            [
                Module(name: "Core", samePackage: false, source: """
                    // @Component
                    public struct Service {
                        @_spi(Lab) public init() {}
                    }
                    """)
            ],
            target: """
                @_spi(Lab) import Core

                // @Component
                struct Dashboard {
                    let service: Service
                }
                """)
        #expect(generated.contains("@_spi(Lab) import Core\n"), "\(generated)")
    }

    /// The build plugin finds a graph checked in under any name by the mark `wiring` writes on its second line; it
    /// cannot import the tool's modules, so it spells the mark itself.
    @Test func thePluginsFindCheckedInGraphsByTheToolsMark() throws {
        let inputs = try String(
            contentsOf: Command.repositoryRoot.appending(path: "Plugins/Shared/PluginSupport.swift"), encoding: .utf8)
        #expect(inputs.contains("static let generatedFileMark = \"\(WiringVersion.generatedFileMark)\"\n"))
    }
}
