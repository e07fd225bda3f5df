import Foundation
import Testing
import WiringCore

/// Compiles generated graphs with `// @Lazy` factories and runs them: the closure a consumer receives creates its
/// value on the first call only and returns that one value on every call, each consumer instance has its own, many
/// tasks calling a `@Sendable` one at once create exactly one value (under ThreadSanitizer), and a value whose own
/// creation asks for it again stops with a message instead of waiting for itself.
@Suite struct LazyValueTests {
    static let components = GraphProgram.initCounter + """

        /// Unscoped: the graph makes a new one on each request, so only '@Lazy' keeps one.
        // @Component
        final class Connection: Sendable {
            init() {
                usleep(20_000)  // Slow, so that many tasks arrive while the first one is still creating it.
                InitCounter.record("Connection")
            }
        }

        // @Component
        final class Request: Sendable {
            let connection: @Sendable () -> Connection
            let freshConnection: @Sendable () -> Connection
            init(
                // @Lazy
                connection: @escaping @Sendable () -> Connection,
                freshConnection: @escaping @Sendable () -> Connection
            ) {
                self.connection = connection
                self.freshConnection = freshConnection
            }
        }

        // @Component(scope: .shared)
        final class Pool: Sendable {
            let connection: @Sendable () -> Connection
            init(
                // @Lazy
                connection: @escaping @Sendable () -> Connection
            ) { self.connection = connection }
        }
        """

    @Test func aLazyValueIsCreatedOnFirstCallOncePerConsumerInstanceAndOnceUnderConcurrentCalls() async throws {
        let driver = """
            import Foundation

            let graph = AppGraph()
            let pool = graph.pool
            print("before the first call: \\(InitCounter.count("Connection"))")

            // Many tasks call one consumer's lazy factory at once: one value is created, all get it.
            let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<200 { group.addTask { ObjectIdentifier(pool.connection()) } }
                var seen: Set<ObjectIdentifier> = []
                for await identifier in group { seen.insert(identifier) }
                return seen
            }
            print("concurrent calls: \\(seen.count) value, \\(InitCounter.count("Connection")) init")
            print("later calls: the same: \\(pool.connection() === pool.connection() && ObjectIdentifier(pool.connection()) == seen.first)")

            // Each consumer instance has its own value; a plain factory beside it makes a new one on each call.
            let first = graph.request
            let second = graph.request
            print("same value per request: \\(first.connection() === first.connection() && second.connection() === second.connection())")
            print("one value each: \\(first.connection() !== second.connection() && first.connection() !== pool.connection())")
            print("plain factory: new each call: \\(first.freshConnection() !== first.freshConnection())")
            print("inits: \\(InitCounter.count("Connection"))")
            """
        let program = try GraphProgram(
            components: Self.components, driver: driver, languageModes: ["6", "5"], checkingThreads: true)
        defer { program.remove() }
        for mode in ["6", "5"] {
            let run = try program.run(languageMode: mode)
            #expect(run.status == 0, "\(run.combined)")
            #expect(run.standardOutput == """
                before the first call: 0
                concurrent calls: 1 value, 1 init
                later calls: the same: true
                same value per request: true
                one value each: true
                plain factory: new each call: true
                inits: 5

                """, "Swift \(mode) mode")
        }
    }

    /// A team's '@Lazy' car breaks the cycle team → car → team, as a factory does; a car whose init calls the team's
    /// lazy car asks for the value during its own creation, which stops the program with the fix.
    @Test func aLazyValueAskedForDuringItsOwnCreationStopsWithAMessage() throws {
        let components = """
            // @Component(scope: .shared)
            final class Team {
                let car: () -> Car
                init(
                    // @Lazy
                    car: @escaping () -> Car
                ) { self.car = car }
            }

            // @Component
            final class Car {
                let team: Team
                init(team: Team) {
                    self.team = team
                    if CommandLine.arguments.contains("--call-in-init") { _ = team.car() }
                }
            }
            """
        let driver = """
            let graph = AppGraph()
            let team = graph.team
            print("cycle: \\(team.car() === team.car() && team.car().team === team)")
            """
        let program = try GraphProgram(components: components, driver: driver)
        defer { program.remove() }
        let fine = try program.run()
        #expect(fine.status == 0, "\(fine.combined)")
        #expect(fine.standardOutput == "cycle: true\n")
        let stopped = try program.run(["--call-in-init"])
        #expect(stopped.status != 0)
        #expect(
            stopped.standardError.contains(
                "AppGraph: the '@Lazy' value 'Car' was asked for again during its own creation: call the factory later, not in an init its creation reaches"
            ), "\(stopped.combined)")
    }
}
