import Foundation
import Testing
import WiringCore

/// Compiles a generated graph with `swiftc` and hammers its shared accessors from many threads at once: every shared
/// binding must be created exactly once, nested shared creation must not deadlock, and unscoped accessors must still
/// return new instances.
@Suite struct SharedInstanceConcurrencyTests {
    static let components = """
        import Foundation

        /// Counts inits per type; guarded by a lock because the inits run on many threads.
        enum InitCounter {
            nonisolated(unsafe) static var counts: [String: Int] = [:]
            static let lock = NSLock()
            static func record(_ type: String) {
                lock.lock()
                counts[type, default: 0] += 1
                lock.unlock()
            }
        }

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
            print("\\(type) inits: \\(InitCounter.counts[type] ?? 0)")
        }
        for type in ["Database", "Repository", "Session", "Store"] {
            print("\\(type) distinct instances seen: \\(seen[type]?.count ?? 0)")
        }
        print("store is database: \\(graph.store === graph.database)")
        print("requests: \\(requests.count) distinct of \\(keptAlive.count)")
        """

    @Test func sharedInstancesAreCreatedOnceUnderConcurrentFirstAccess() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver)
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
        let program = try GraphProgram(components: components, driver: driver)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "distinct jobs: 400\n")
    }
}
