import Testing

/// Runs a generated graph with weak and torn-down components: a weak instance is shared while held and created
/// again after, `shutdown()` tears down in reverse dependency order exactly once, and any later use traps.
@Suite struct LifecycleTests {
    static let components = """
        nonisolated(unsafe) var events: [String] = []

        // @Component(scope: .shared, teardown: close)
        final class Database {
            init() { events.append("open database") }
            func close() { events.append("close database") }
        }

        // @Component(scope: .weak, teardown: stop)
        final class Session {
            let database: Database
            init(database: Database) {
                self.database = database
                events.append("start session")
            }
            func stop() { events.append("stop session") }
        }

        // @Component(scope: .shared, teardown: flush)
        final class Cache {
            let database: Database
            init(database: Database) { self.database = database }
            func flush() { events.append("flush cache") }
        }

        // @Component
        final class Screen {
            let session: Session
            let cache: Cache
            init(session: Session, cache: Cache) {
                self.session = session
                self.cache = cache
            }
        }
        """

    static let driver = """
        let graph = AppGraph()
        switch CommandLine.arguments.dropFirst().first {
        case "use-after-shutdown":
            graph.shutdown()
            _ = graph.screen
        case "shutdown-twice":
            graph.shutdown()
            graph.shutdown()
        default:
            var screen: Screen? = graph.screen
            weak let firstSession = screen?.session
            print("weak while held: \\(graph.session === firstSession)")
            print("shared cache: \\(graph.screen.cache === screen?.cache)")
            screen = nil
            print("weak released with its last holder: \\(firstSession == nil)")
            let held = graph.session
            print("weak created again: \\(events.filter { $0 == "start session" }.count == 2)")
            graph.shutdown()
            print("events: \\(events.joined(separator: ", "))")
            _ = held
        }
        """

    @Test func weakInstancesAndShutdown() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver)
        defer { program.remove() }

        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == """
            weak while held: true
            shared cache: true
            weak released with its last holder: true
            weak created again: true
            events: open database, start session, start session, stop session, flush cache, close database

            """)

        let useAfterShutdown = try program.run(["use-after-shutdown"])
        #expect(useAfterShutdown.status != 0)
        #expect(useAfterShutdown.combined.contains("AppGraph used after shutdown()"), "\(useAfterShutdown.combined)")

        let shutdownTwice = try program.run(["shutdown-twice"])
        #expect(shutdownTwice.status != 0)
        #expect(shutdownTwice.combined.contains("AppGraph.shutdown() called twice"), "\(shutdownTwice.combined)")
    }

    /// A weak instance that only a shared one holds (through an unscoped one) is alive when `shutdown()` begins, so it
    /// is torn down, although releasing the shared instance releases it (found by GeneratedGraphPropertyTests).
    @Test func aWeakInstanceThatOnlyASharedOneHoldsIsTornDown() throws {
        let program = try GraphProgram(components: """
            nonisolated(unsafe) var events: [String] = []

            // @Component(scope: .weak, teardown: stop)
            final class Session {
                func stop() { events.append("stop session") }
            }

            // @Component
            final class Screen {
                let session: Session
                init(session: Session) { self.session = session }
            }

            // @Component(scope: .shared)
            final class Navigator {
                let screen: Screen
                init(screen: Screen) { self.screen = screen }
            }
            """, driver: """
            let graph = AppGraph()
            _ = graph.navigator
            graph.shutdown()
            print("events: \\(events.joined(separator: ", "))")
            """)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "events: stop session\n")
    }

    /// When a main-actor instance makes `shutdown()` `@MainActor`, a child graph lists itself in its parent through a
    /// `@MainActor` closure, from its init, which is not isolated: capturing the graph (not `Sendable`) there did not
    /// compile in Swift 6 mode ("sending 'self' risks causing data races"; found by GeneratedGraphPropertyTests).
    @Test func aChildGraphOfAMainActorShutdown() throws {
        let program = try GraphProgram(components: """
            nonisolated(unsafe) var events: [String] = []

            // @Inputs(graph: MemberGraph)
            struct MemberInputs { let name: String }

            // @Component(scope: .shared, teardown: close)
            @MainActor final class Screen {
                func close() { events.append("close screen") }
            }

            // @Component(scope: .shared, in: MemberGraph, teardown: close)
            final class Locker {
                let name: String
                init(name: String) { self.name = name }
                func close() { events.append("close locker \\(name)") }
            }
            """, driver: """
            let graph = AppGraph()
            _ = graph.screen
            let first = MemberGraph(parent: graph, inputs: MemberInputs(name: "a"))
            let second = MemberGraph(parent: graph, inputs: MemberInputs(name: "b"))
            _ = first.locker
            _ = second.locker
            graph.shutdown()
            print("events: \\(events.joined(separator: ", "))")
            """)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "events: close locker b, close locker a, close screen\n")
    }
}
