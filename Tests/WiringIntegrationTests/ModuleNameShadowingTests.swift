import Foundation
import Testing
import WiringCore

/// Names of dependency modules that the generated graph must not confuse: a library's type named like one of
/// Foundation's, which the generated file must not make ambiguous by importing all of Foundation for its locks; a
/// module whose name a type hides (its own type, or one of the target), whose types the graph reaches with the module
/// selector (`Networking::Cache`); and a library's type named like the graph. The modules are compiled with `swiftc` as SwiftPM would (each a module of
/// its own, the app importing them), and the app runs.
@Suite struct ModuleNameShadowingTests {
    /// A dependency module: its name and its files' sources.
    struct Module {
        var name: String
        var sources: [String]
    }

    /// Generates the graph of the app's sources and the modules', compiles the modules and the app in Swift 6 with
    /// warnings as errors, runs the app and returns what it prints.
    private func run(modules: [Module], app: String, driver: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs = [Pipeline.SourceFile(path: "App/App.swift", contents: Array(app.utf8))]
        for module in modules {
            let dependency = DependencyModule(name: module.name, requiredAccess: .public)
            var paths: [String] = []
            for (number, source) in module.sources.enumerated() {
                let path = folder.appending(path: "\(module.name)\(number).swift").path
                try source.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
                inputs.append(
                    Pipeline.SourceFile(path: "\(module.name)/\(number).swift", contents: Array(source.utf8), module: dependency))
            }
            let library = try Command.run(
                "swiftc",
                ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", module.name,
                 "-emit-module", "-emit-module-path", folder.appending(path: "\(module.name).swiftmodule").path,
                 "-emit-library", "-static", "-o", folder.appending(path: "lib\(module.name).a").path] + paths,
                in: folder)
            try #require(library.status == 0, "module \(module.name) does not compile:\n\(library.combined)")
        }
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(inputs, options: RenderOptions(), diagnostics: diagnostics)?.singleFile
        let graph = try #require(generated, "\(diagnostics.sorted.map(\.formatted))")
        let files = ["App.swift": app, "AppGraph.swift": graph, "main.swift": driver]
        for (name, contents) in files { try contents.write(to: folder.appending(path: name), atomically: true, encoding: .utf8) }
        let program = folder.appending(path: "program").path
        let compile = try Command.run(
            "swiftc",
            ["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-I", folder.path, "-L", folder.path]
                + modules.map { "-l\($0.name)" } + files.keys.sorted().map { folder.appending(path: $0).path }
                + ["-o", program],
            in: folder)
        try #require(compile.status == 0, "the app does not compile:\n\(compile.combined)\n\(graph)")
        let run = try Command.run(program, [])
        #expect(run.status == 0, "\(run.combined)")
        return run.standardOutput
    }

    @Test func aLibraryTypeNamedLikeFoundationsIsNotAmbiguous() throws {
        let core = Module(name: "Core", sources: ["""
            // @Component(scope: .shared)
            public final class Timer: Sendable {
                public init() {}
            }

            // @Component(scope: .shared)
            public final class Data: Sendable {
                public init(timer: Timer) {}
            }
            """])
        let app = """
            import Core

            // @Component
            struct Screen {
                let timer: Timer
                let data: Data
            }
            """
        let driver = """
            let graph = AppGraph()
            print(graph.screen.timer === graph.timer, graph.screen.data === graph.data)
            """
        #expect(try run(modules: [core], app: app, driver: driver) == "true true\n")
    }

    @Test func aModuleNamedLikeOneOfItsTypesIsReachedWithItsSelector() throws {
        let clock = Module(name: "Clock", sources: ["""
            // @Component(scope: .shared)
            public final class Clock: Sendable {
                public init() {}
            }
            """])
        let timing = Module(name: "Timing", sources: ["""
            // @Component(scope: .shared)
            public final class Clock: Sendable {
                public init() {}
            }
            """])
        let app = """
            import Clock
            import Timing

            // @Component
            struct Screen {
                let clock: Timing.Clock
            }
            """
        let driver = """
            let graph = AppGraph()
            print(graph.screen.clock === graph.timingClock, graph.clockClock === graph.clockClock)
            """
        #expect(try run(modules: [clock, timing], app: app, driver: driver) == "true true\n")
    }

    @Test func aModuleNamedLikeATypeOfTheTargetIsReachedWithItsSelector() throws {
        let networking = Module(name: "Networking", sources: ["""
            // @Component(scope: .shared)
            public final class Cache: Sendable {
                public init() {}
            }

            // @Component
            public struct Client {
                public let cache: Cache
                public init(cache: Cache) { self.cache = cache }
            }
            """])
        let storage = Module(name: "Storage", sources: ["""
            // @Component(scope: .shared)
            public final class Cache: Sendable {
                public init() {}
            }
            """])
        let app = """
            import Networking
            import Storage

            struct Networking {}

            // @Component
            struct Screen {
                let client: Client
                let cache: Storage.Cache
            }
            """
        let driver = """
            let graph = AppGraph()
            print(graph.screen.client.cache === graph.networkingCache, graph.screen.cache === graph.storageCache)
            """
        #expect(try run(modules: [networking, storage], app: app, driver: driver) == "true true\n")
    }

    @Test func aLibraryTypeNamedLikeTheGraphIsDuplicateGraph() {
        let core = """
            // @Component(scope: .shared)
            public final class AppGraph: Sendable {
                public init() {}
            }
            """
        let app = """
            import Core

            // @Component
            struct Screen {
                let graph: AppGraph
            }
            """
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [Pipeline.SourceFile(path: "App.swift", contents: Array(app.utf8)),
             Pipeline.SourceFile(path: "Core.swift", contents: Array(core.utf8),
                                 module: DependencyModule(name: "Core", requiredAccess: .public))],
            options: RenderOptions(), diagnostics: diagnostics)?.singleFile
        #expect(generated == nil)
        #expect(diagnostics.sorted.map(\.formatted) == [
            "Core.swift:2:20: error: type 'AppGraph' is named like the graph that Wiring generates, and the two would clash: rename the type, or give the graph another name with \"graphName\" in wiring.json [#DuplicateGraph]"
        ])
    }
}
