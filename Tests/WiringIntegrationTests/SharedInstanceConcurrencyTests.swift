import Foundation
import Testing
import WiringCore

/// Compiles a generated graph with `swiftc` and ThreadSanitizer and hammers its shared and weak accessors from many
/// threads at once: every shared binding must be created exactly once, a weak one once while it is held, nested
/// creation must not deadlock, unscoped accessors must still return new instances, and ThreadSanitizer must report
/// no data race and no lock-order inversion.
@Suite struct SharedInstanceConcurrencyTests {
    static let components = GraphProgram.initCounter + """
        protocol Store: AnyObject {}

        // @Component(scope: .shared, as: Store)
        final class Database: Store {
            init() {
                usleep(20_000)  // Slow, so that many threads arrive while the first one is still creating it.
                InitCounter.record("Database")
            }
        }

        // @Component(scope: .shared)
        final class Repository {
            let store: any Store
            init(store: any Store) {
                self.store = store
                usleep(10_000)
                InitCounter.record("Repository")
            }
        }

        // @Component(scope: .shared)
        final class Session {
            let repository: Repository
            let store: any Store
            init(repository: Repository, store: any Store) {
                self.repository = repository
                self.store = store
                InitCounter.record("Session")
            }
        }

        // @Component
        final class Request {
            let session: Session
            init(session: Session) { self.session = session }
        }
        """

    static let driver = """
        import Foundation

        // AppGraph is not Sendable (its shared instances may not be), so the driver opts out of the check to share it.
        nonisolated(unsafe) let graph = AppGraph()
        let threads = 16
        let readsPerThread = 200
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let seenLock = NSLock()
        nonisolated(unsafe) var seen: [String: Set<ObjectIdentifier>] = [:]
        nonisolated(unsafe) var requests: Set<ObjectIdentifier> = []
        nonisolated(unsafe) var keptAlive: [Request] = []

        for thread in 0..<threads {
            done.enter()
            Thread {
                start.wait()
                for read in 0..<readsPerThread {
                    // Threads enter the graph at different points, so creation nests in different orders.
                    let session: Session
                    switch (thread + read) % 3 {
                    case 0: session = graph.session
                    case 1: _ = graph.repository; session = graph.session
                    default: _ = graph.store; session = graph.request.session
                    }
                    let request = graph.request
                    seenLock.lock()
                    seen["Session", default: []].insert(ObjectIdentifier(session))
                    seen["Repository", default: []].insert(ObjectIdentifier(session.repository))
                    seen["Store", default: []].insert(ObjectIdentifier(session.store))
                    seen["Database", default: []].insert(ObjectIdentifier(graph.database))
                    requests.insert(ObjectIdentifier(request))
                    keptAlive.append(request)
                    seenLock.unlock()
                }
                done.leave()
            }.start()
        }
        for _ in 0..<threads { start.signal() }
        done.wait()

        for type in ["Database", "Repository", "Session"] {
            print("\\(type) inits: \\(InitCounter.count(type))")
        }
        for type in ["Database", "Repository", "Session", "Store"] {
            print("\\(type) distinct instances seen: \\(seen[type]?.count ?? 0)")
        }
        print("store is database: \\(graph.store === graph.database)")
        print("requests: \\(requests.count) distinct of \\(keptAlive.count)")
        """

    @Test func sharedInstancesAreCreatedOnceUnderConcurrentFirstAccess() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver, checkingThreads: true)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == """
            Database inits: 1
            Repository inits: 1
            Session inits: 1
            Database distinct instances seen: 1
            Repository distinct instances seen: 1
            Session distinct instances seen: 1
            Store distinct instances seen: 1
            store is database: true
            requests: 3200 distinct of 3200

            """)
    }

    /// A `@Sendable` factory makes the graph `Sendable`: Swift 6 then lets threads share the graph and call the
    /// factory without opting out of the checks.
    @Test func sendableFactoriesAreCalledFromManyThreads() throws {
        let components = """
            import Foundation

            // @Component
            final class Job: Sendable {}

            // @Component(scope: .shared)
            final class JobQueue: Sendable {
                let makeJob: @Sendable () -> Job
                init(makeJob: @escaping @Sendable () -> Job) { self.makeJob = makeJob }
            }
            """
        let driver = """
            import Foundation

            let graph = AppGraph()
            let lock = NSLock()
            nonisolated(unsafe) var jobs: [ObjectIdentifier: Job] = [:]
            DispatchQueue.concurrentPerform(iterations: 400) { _ in
                let job = graph.jobQueue.makeJob()
                lock.lock()
                jobs[ObjectIdentifier(job)] = job
                lock.unlock()
            }
            print("distinct jobs: \\(jobs.count)")
            """
        let program = try GraphProgram(components: components, driver: driver, checkingThreads: true)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "distinct jobs: 400\n")
    }

    /// A weak binding is one instance while anything holds it, whichever thread asks; released, it is created anew.
    /// Each instance takes a serial number, since a freed instance's address (its `ObjectIdentifier`) can be reused.
    @Test func weakInstancesAreSharedWhileHeldAndRecreatedAfterUnderConcurrentAccess() throws {
        let components = """
            import Foundation

            enum Serials {
                nonisolated(unsafe) static var next = 0
                static let lock = NSLock()
                static func take() -> Int {
                    lock.lock()
                    defer { lock.unlock() }
                    next += 1
                    return next
                }
            }

            // @Component(scope: .shared)
            final class Store {
                let serial = Serials.take()
            }

            // @Component(scope: .weak)
            final class Session {
                let serial = Serials.take()
                let store: Store
                init(store: Store) {
                    usleep(5_000)  // Slow, so that many threads arrive while the first one is still creating it.
                    self.store = store
                }
            }

            // @Component(scope: .weak)
            final class Screen {
                let session: Session
                init(session: Session) { self.session = session }
            }
            """
        let driver = """
            import Foundation

            nonisolated(unsafe) let graph = AppGraph()
            let lock = NSLock()

            /// Runs `body` on 16 threads that start together, 200 times each.
            func hammer(_ body: @escaping @Sendable () -> Void) {
                let start = DispatchSemaphore(value: 0)
                let done = DispatchGroup()
                for _ in 0..<16 {
                    done.enter()
                    Thread {
                        start.wait()
                        for _ in 0..<200 { body() }
                        done.leave()
                    }.start()
                }
                for _ in 0..<16 { start.signal() }
                done.wait()
            }

            nonisolated(unsafe) var storesSeen: Set<Int> = []

            /// Held: threads that all ask at once for the first session, and keep what they get, see one session,
            /// directly or through a screen. Returns its serial number.
            func hammerWhileHeld() -> Int {
                nonisolated(unsafe) var kept: [Session] = []
                hammer {
                    let store = graph.store
                    let sessions = [graph.session, graph.screen.session]
                    lock.lock()
                    storesSeen.insert(store.serial)
                    kept += sessions
                    lock.unlock()
                }
                let serials = Set(kept.map(\\.serial))
                print("while held: \\(serials.count) session in \\(kept.count) reads")
                return kept[0].serial
            }
            let heldSerial = hammerWhileHeld()

            // Not held: screens and sessions come and go on every thread; the shared store stays one.
            hammer {
                let store = graph.screen.session.store
                lock.lock()
                storesSeen.insert(store.serial)
                lock.unlock()
            }
            print("stores: \\(storesSeen.count)")
            print("after release: a new session: \\(graph.session.serial != heldSerial)")
            """
        let program = try GraphProgram(components: components, driver: driver, checkingThreads: true)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == """
            while held: 1 session in 6400 reads
            stores: 1
            after release: a new session: true

            """)
    }
}
