import Foundation
import Testing
import WiringCore

/// Graphs of modules built with `.defaultIsolation(MainActor.self)` (`-default-isolation MainActor`): the generated
/// file compiles under that setting too, and `wiring.json`'s `defaultIsolation` (for the target, and for each
/// dependency module under `modules`) tells Wiring that types without isolation of their own are on the main actor.
@Suite struct DefaultIsolationTests {

    /// The memo of a `@Lazy` factory is called from anywhere: it is `nonisolated`, not the main actor's by default.
    @Test func lazyFactoryCompilesWithoutTheKey() throws {
        let printed = try GraphProgram.output(
            components: """
                // @Component
                final class Engine { init() {} }

                // @Component(scope: .shared)
                final class Car {
                    let engine: () -> Engine
                    init(
                        // @Lazy
                        engine: @escaping () -> Engine
                    ) { self.engine = engine }
                }
                """,
            driver: """
                let graph = AppGraph()
                print(graph.car.engine() === graph.car.engine())
                """,
            defaultIsolation: .mainActor(declared: false))
        #expect(printed == "true\n")
    }

    /// An async accessor off the main actor is `nonisolated(nonsending)`: the overrides it asks must not be the main
    /// actor's. (`Database` is `nonisolated`, so that the test's replacement, a `@Sendable` closure, can create one.)
    @Test func asyncInitWithOverridesCompilesWithoutTheKey() throws {
        let printed = try GraphProgram.output(
            components: """
                // @Component
                nonisolated struct Database: Sendable {
                    let name: String
                    // @Inject
                    init() async { name = "real" }
                    init(name: String) { self.name = name }
                }

                // @Component
                final class Repository {
                    let database: Database
                    init(database: Database) { self.database = database }
                }
                """,
            driver: """
                var overrides = AppGraph.Overrides()
                overrides.database = { Database(name: "fake") }
                print(await AppGraph().repository.database.name, await AppGraph(overrides: overrides).repository.database.name)
                """,
            defaultIsolation: .mainActor(declared: false))
        #expect(printed == "real fake\n")
    }

    /// A child graph leaves its parent's list from its `deinit`, which is nonisolated: the parent's list and the
    /// function it calls must not be the main actor's.
    @Test func childGraphCompilesWithoutTheKey() throws {
        let printed = try GraphProgram.output(
            components: """
                struct Member {
                    let name: String
                }

                // @Inputs(graph: MemberGraph)
                struct MemberInputs {
                    let member: Member
                }

                // @Component(scope: .shared, teardown: close)
                final class Ledger {
                    init() {}
                    func close() { print("ledger closed") }
                }

                // @Component
                final class Locker {
                    let member: Member
                    init(member: Member, ledger: Ledger) { self.member = member }
                }

                // @Component(scope: .shared)
                final class SignUpDesk {
                    let open: (MemberInputs) -> MemberGraph
                    init(open: @escaping (MemberInputs) -> MemberGraph) { self.open = open }
                }
                """,
            driver: """
                let graph = AppGraph()
                do {
                    let member = graph.signUpDesk.open(MemberInputs(member: Member(name: "Ada")))
                    print(member.locker.member.name)
                }
                graph.shutdown()
                """,
            defaultIsolation: .mainActor(declared: false))
        #expect(printed == "Ada\nledger closed\n")
    }

    /// With the key, a component without isolation of its own is on the main actor, as Swift makes it: a `@Sendable`
    /// factory of it says `@MainActor`, and the graph creates it there.
    @Test func sendableFactoryOfAMainActorByDefaultComponent() throws {
        let printed = try GraphProgram.output(
            components: """
                // @Component(scope: .shared)
                final class Database: Sendable { init() {} }

                // @Component(scope: .shared)
                final class Repository: Sendable {
                    let database: @MainActor @Sendable () -> Database
                    init(database: @escaping @MainActor @Sendable () -> Database) { self.database = database }
                }
                """,
            driver: """
                let graph = AppGraph()
                print(graph.repository.database() === graph.database)
                """,
            defaultIsolation: .mainActor(declared: true))
        #expect(printed == "true\n")
    }

    /// With the key, a factory that does not say `@MainActor` is an error at its parameter, as it is for a component
    /// marked `@MainActor`, instead of a generated file the compiler refuses.
    @Test func sendableFactoryThatDoesNotSayMainActorIsAnError() {
        let components = """
            // @Component(scope: .shared)
            final class Database: Sendable { init() {} }

            // @Component(scope: .shared)
            final class Repository: Sendable {
                let database: @Sendable () -> Database
                init(database: @escaping @Sendable () -> Database) { self.database = database }
            }
            """
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [Pipeline.SourceFile(path: "Components.swift", contents: Array(components.utf8), isMainActorByDefault: true)],
            options: RenderOptions(), diagnostics: diagnostics)?.singleFile
        #expect(generated == nil)
        #expect(diagnostics.sorted.map(\.formatted) == [
            "Components.swift:7:10: error: creating 'Database' is '@MainActor', so factory parameter 'database' of 'Repository.init' must say so: declare it '@MainActor () -> Database' [#UndeclaredFactoryEffects]",
        ])
    }

    /// With the key, a kept instance without isolation of its own is the main actor's, and so is its teardown.
    @Test func teardownOfAMainActorByDefaultComponent() throws {
        let printed = try GraphProgram.output(
            components: """
                // @Component(scope: .shared, teardown: close)
                final class Database {
                    init() {}
                    func close() { print("closed") }
                }

                // @Component
                final class Repository {
                    let database: Database
                    init(database: Database) { self.database = database }
                }
                """,
            driver: """
                let graph = AppGraph()
                _ = graph.repository
                graph.shutdown()
                """,
            defaultIsolation: .mainActor(declared: true))
        #expect(printed == "closed\n")
    }

    /// With the key, an entry points protocol is the main actor's, as Swift makes it, and so is each property that is
    /// not `nonisolated`: the graph class is `nonisolated`, so that the accessors of what is off the main actor (the
    /// clock, the report) stay off it while implementing the protocol.
    @Test func entryPointsOfAMainActorByDefaultModule() throws {
        let printed = try GraphProgram.output(
            components: """
                protocol Lifting: AnyObject {}

                // @Component(scope: .shared, as: Lifting)
                final class Crane: Lifting {}

                // @Component
                final class Scaffold {
                    let lifting: any Lifting
                    init(lifting: any Lifting) { self.lifting = lifting }
                }

                // @Component(scope: .shared)
                nonisolated final class Clock: Sendable {
                    init() {}
                }

                struct Report: Sendable {
                    let title: String
                }

                enum Reports {
                    // @Provides
                    nonisolated static func daily(clock: Clock) async throws -> Report { Report(title: "daily") }
                }

                // @EntryPoints
                protocol SiteEntryPoints {
                    var scaffold: Scaffold { get }
                    var mainCrane: any Lifting { get }
                    nonisolated var clock: Clock { get }
                    nonisolated(nonsending) var report: Report { get async throws }
                }
                """,
            driver: """
                let graph = AppGraph()
                let site: any SiteEntryPoints = graph
                print(site.scaffold.lifting === graph.mainCrane, try await site.report.title)
                let clock = await Task.detached { graph.clock }.value
                print(clock === graph.clock)
                """,
            defaultIsolation: .mainActor(declared: true))
        #expect(printed == "true daily\ntrue\n")
    }

    /// With the key, a graph that is not `Sendable` (it keeps a ledger off the main actor that is not `Sendable`)
    /// creates a `nonisolated` component with `async`, on the caller's actor: its accessor, its overrides and the
    /// ledger's storage are all off the main actor.
    @Test func nonSendableGraphWithANonisolatedAsyncComponent() throws {
        let printed = try GraphProgram.output(
            components: """
                // @Component(scope: .shared)
                nonisolated final class Ledger {
                    var entries: [String] = []
                    init() {}
                }

                // @Component
                nonisolated final class Database {
                    init() async {}
                }

                // @Component
                final class Screen {
                    let database: Database
                    let ledger: Ledger
                    init(database: Database, ledger: Ledger) {
                        self.database = database
                        self.ledger = ledger
                        ledger.entries.append("opened")
                    }
                }
                """,
            driver: """
                let graph = AppGraph()
                let screen = await graph.screen
                print(screen.ledger === graph.ledger, graph.ledger.entries)
                """,
            defaultIsolation: .mainActor(declared: true))
        #expect(printed == "true [\"opened\"]\n")
    }

    /// A dependency module built with the setting, declared under `modules`: its component is the main actor's, and
    /// the app's consumer (off any actor by default) gets a `@MainActor` accessor. Without the key Wiring would take
    /// it for nonisolated and the compiler would refuse the generated file.
    @Test func dependencyModuleBuiltWithTheSetting() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-default-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let core = """
            // @Component(scope: .shared)
            public final class Session {
                public init() {}
                public var name: String { "session" }
            }
            """
        let app = """
            import Core

            // @Component
            final class Screen {
                let session: Session
                init(session: Session) { self.session = session }
            }
            """
        let module = DependencyModule(name: "Core", requiredAccess: .public)
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [
                Pipeline.SourceFile(path: "App.swift", contents: Array(app.utf8)),
                Pipeline.SourceFile(
                    path: "Core.swift", contents: Array(core.utf8), module: module, isMainActorByDefault: true),
            ],
            options: RenderOptions(), diagnostics: diagnostics)?.singleFile
        let graph = try #require(generated, "\(diagnostics.sorted.map(\.formatted))")
        #expect(graph.contains("@MainActor var screen: Screen"))
        let files = ["Core.swift": core, "App.swift": app, "AppGraph.swift": graph,
                     "main.swift": "print(AppGraph().screen.session.name)"]
        for (name, contents) in files {
            try contents.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
        }
        let path = { (name: String) in folder.appending(path: name).path }
        let library = try Command.run("swiftc", [
            "-swift-version", "6", "-warnings-as-errors", "-default-isolation", "MainActor", "-parse-as-library",
            "-module-name", "Core", "-emit-module", "-emit-module-path", path("Core.swiftmodule"), "-static",
            "-emit-library", "-o", path("libCore.a"), path("Core.swift"),
        ])
        try #require(library.status == 0, "\(library.combined)")
        let program = try Command.run("swiftc", [
            "-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-L", folder.path, "-lCore",
            path("App.swift"), path("AppGraph.swift"), path("main.swift"), "-o", path("program"),
        ])
        try #require(program.status == 0, "\(program.combined)")
        let run = try Command.run(path("program"), [])
        #expect(run.standardOutput == "session\n", "\(run.combined)")
    }
}
