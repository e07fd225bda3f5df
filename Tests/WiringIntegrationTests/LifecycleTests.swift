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

    /// Child graphs: each tears down only what it created, dependents first, each teardown once; a parent's
    /// `shutdown()` first shuts down its children still alive, newest first (a grandchild before its parent); a child
    /// shut down already, or released, is left alone; and misuse traps naming the graph.
    static let clubComponents = """
        nonisolated(unsafe) var events: [String] = []

        struct Member { let name: String }
        // @Inputs(graph: MemberGraph)
        struct MemberInputs { let member: Member }
        // @Inputs(graph: CourtGraph, parent: MemberGraph)
        struct CourtInputs { let number: Int }

        // @Component(scope: .shared, teardown: close)
        final class Ledger {
            func close() { events.append("close ledger") }
        }

        // @Component(scope: .shared, in: MemberGraph, teardown: close)
        final class Locker {
            let name: String
            init(member: Member, ledger: Ledger) { name = member.name }
            func close() { events.append("close \\(name)'s locker") }
        }

        // @Component(scope: .shared, in: MemberGraph, teardown: fold)
        final class Towel {
            let name: String
            init(member: Member, locker: Locker) { name = member.name }
            func fold() { events.append("fold \\(name)'s towel") }
        }

        // @Component(scope: .shared, in: CourtGraph, teardown: free)
        final class Court {
            let number: Int
            init(number: Int, locker: Locker) { self.number = number }
            func free() { events.append("free court \\(number)") }
        }
        """

    static let clubDriver = """
        let club = AppGraph()
        @MainActor func member(_ name: String) -> MemberGraph {
            MemberGraph(parent: club, inputs: MemberInputs(member: Member(name: name)))
        }
        switch CommandLine.arguments.dropFirst().first {
        case "child-after-parent-shutdown":
            let ann = member("ann")
            _ = ann.towel
            club.shutdown()
            _ = ann.towel
        case "child-shutdown-twice":
            let ann = member("ann")
            ann.shutdown()
            ann.shutdown()
        case "child-of-a-shut-down-graph":
            club.shutdown()
            _ = member("ann")
        default:
            let ann = member("ann")
            let bob = member("bob")
            let cid = member("cid")
            _ = ann.towel
            _ = bob.towel
            _ = cid.locker
            let court = CourtGraph(parent: ann, inputs: CourtInputs(number: 3))
            _ = court.court
            bob.shutdown()
            print("bob: \\(events.joined(separator: ", "))")
            events = []
            do {
                // Released without a shutdown: it leaves its parent's list, and its teardowns are not called.
                let dan = member("dan")
                _ = dan.locker
            }
            club.shutdown()
            print("club: \\(events.joined(separator: ", "))")
            _ = (ann, cid, court)
        }
        """

    @Test func childGraphsShutDownTheirOwnAndTheirParentsShutDownThemFirst() throws {
        let program = try GraphProgram(components: Self.clubComponents, driver: Self.clubDriver)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == """
            bob: fold bob's towel, close bob's locker
            club: close cid's locker, free court 3, fold ann's towel, close ann's locker, close ledger

            """)
        let cases = [
            "child-after-parent-shutdown": "MemberGraph used after shutdown()",
            "child-shutdown-twice": "MemberGraph.shutdown() called twice",
            "child-of-a-shut-down-graph": "AppGraph used after shutdown()",
        ]
        for (scenario, message) in cases.sorted(by: { $0.key < $1.key }) {
            let result = try program.run([scenario])
            #expect(result.status != 0, "\(scenario): \(result.combined)")
            #expect(result.combined.contains(message), "\(scenario): \(result.combined)")
        }
    }

    /// A child graph compiles in Swift 6 mode when a main-actor instance makes every `shutdown()` main-actor: the
    /// child's init once sent its `self` into the main-actor closure its parent keeps, which Swift 6 rejects
    /// ("sending 'self' risks causing data races"). The parent's shutdown still reaches the child still alive, and
    /// not one released before.
    @Test func aChildGraphWithMainActorShutdownsCompilesAndIsShutDownByItsParent() throws {
        let program = try GraphProgram(components: """
            nonisolated(unsafe) var events: [String] = []

            // @Inputs(graph: SessionGraph)
            struct SessionInputs {
                let name: String
            }

            // @Component(scope: .shared)
            @MainActor
            final class Screen {}

            // @Component(scope: .shared, in: SessionGraph, teardown: close)
            final class Store {
                let name: String
                init(name: String) { self.name = name }
                func close() { events.append("close \\(name)") }
            }
            """, driver: """
            @MainActor func main() {
                let graph = AppGraph()
                _ = graph.screen
                let ann = SessionGraph(parent: graph, inputs: SessionInputs(name: "ann"))
                _ = ann.store
                do {
                    let released = SessionGraph(parent: graph, inputs: SessionInputs(name: "released"))
                    _ = released.store
                }
                let bob = SessionGraph(parent: graph, inputs: SessionInputs(name: "bob"))
                _ = bob.store
                bob.shutdown()
                graph.shutdown()
                print("events: \\(events.joined(separator: ", "))")
                _ = ann
            }
            main()
            """)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "events: close bob, close ann\n")
    }
}
