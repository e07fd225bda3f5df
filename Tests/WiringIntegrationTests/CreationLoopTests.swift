import Testing

/// Runs generated graphs where a kept instance's creation reaches itself again at run time, through a factory that an
/// init calls right away — what the build cannot see. The thread (or task) creating the instance stops at once with a
/// message naming the loop and the fix, instead of deadlocking on its own lock or awaiting itself; other threads
/// asking at the same time still wait and get the one instance.
@Suite struct CreationLoopTests {
    /// One loop per kind of kept instance: `X` needs `LoopX`, whose init calls its `() -> BackX` factory, and `BackX`
    /// needs `X`.
    static let components = """
        import Foundation

        // @Component(scope: .shared)
        final class Shared { init(loop: LoopShared) {} }
        // @Component
        final class LoopShared { init(makeBack: () -> BackShared) { _ = makeBack() } }
        // @Component
        final class BackShared { init(shared: Shared) {} }

        // @Component(scope: .weak)
        final class Weak { init(loop: LoopWeak) {} }
        // @Component
        final class LoopWeak { init(makeBack: () -> BackWeak) { _ = makeBack() } }
        // @Component
        final class BackWeak { init(weak: Weak) {} }

        // @Component(scope: .shared)
        @MainActor
        final class Screen { init(loop: LoopScreen) {} }
        // @Component
        @MainActor
        final class LoopScreen { init(makeBack: @MainActor () -> BackScreen) { _ = makeBack() } }
        // @Component
        @MainActor
        final class BackScreen { init(screen: Screen) {} }

        // @Component(scope: .shared)
        @MainActor
        final class Store { init(loop: LoopStore) async {} }
        // @Component
        @MainActor
        final class LoopStore { init(makeBack: @MainActor () async -> BackStore) async { _ = await makeBack() } }
        // @Component
        @MainActor
        final class BackStore { init(store: Store) async {} }

        /// A loop whose halves two threads start at once: `Dealer`'s init calls the factory of `Table`, which needs
        /// `Dealer`.
        // @Component(scope: .shared)
        final class Dealer: @unchecked Sendable { init(makeTable: () -> Table) { _ = makeTable() } }
        // @Component(scope: .shared)
        final class Table: @unchecked Sendable {
            init(dealer: Dealer) {}
        }

        /// On a loop too, but its factory is called only later: creating it from many threads at once is fine.
        // @Component(scope: .shared)
        final class Session: @unchecked Sendable {
            let later: LoopSession
            init(later: LoopSession) {
                Thread.sleep(forTimeInterval: 0.01)
                self.later = later
            }
        }
        // @Component
        final class LoopSession: @unchecked Sendable {
            let makeBack: () -> BackSession
            init(makeBack: @escaping () -> BackSession) { self.makeBack = makeBack }
        }
        // @Component
        final class BackSession { let session: Session; init(session: Session) { self.session = session } }
        """

    static let driver = """
        import Foundation

        let graph = AppGraph()
        switch CommandLine.arguments.dropFirst().first {
        case "shared": _ = graph.shared
        case "weak": _ = graph.weak
        case "main-actor": _ = graph.screen
        case "main-actor-async": _ = await graph.store
        case "two-threads":
            nonisolated(unsafe) let graph = graph
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                if half == 0 { _ = graph.dealer } else { _ = graph.table }
            }
        default:
            // The graph is not Sendable (its factories are not); this hammers its locks on purpose.
            nonisolated(unsafe) let graph = graph
            let sessions = NSLock()
            nonisolated(unsafe) var seen: [ObjectIdentifier] = []
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                let session = graph.session
                sessions.lock()
                seen.append(ObjectIdentifier(session))
                sessions.unlock()
            }
            print("one session for 16 threads: \\(Set(seen).count == 1)")
            print("its factory works later: \\(graph.session.later.makeBack().session === graph.session)")
        }
        """

    /// The message that stops a loop `instance` → `Loop<instance>` → `Back<instance>` → `instance`.
    static func stop(_ instance: String) -> String {
        let loop = "'\(instance)' → 'Loop\(instance)' → 'Back\(instance)' → '\(instance)'"
        return "Fatal error: AppGraph: '\(instance)' was asked for again during its own creation: \(loop); factory parameter 'makeBack' of 'Loop\(instance).init' is called while '\(instance)' is being created, so '\(instance)' needs itself: call the factory later, not in an init"
    }

    @Test func aCreationThatNeedsItselfStopsWithTheLoopInsteadOfHanging() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver)
        defer { program.remove() }
        let expected = [
            "shared": Self.stop("Shared"),
            "weak": Self.stop("Weak"),
            "main-actor": Self.stop("Screen"),
            "main-actor-async": Self.stop("Store"),
        ]
        for (scenario, message) in expected.sorted(by: { $0.key < $1.key }) {
            // A deadlock would show up as the run's timeout.
            let result = try program.run([scenario], timeout: 60)
            #expect(result.status != 0, "\(scenario): \(result.combined)")
            #expect(result.standardError.contains(message), "\(scenario): \(result.standardError)")
        }
        // Two threads that start the two halves of a loop at once are not stuck waiting for each other: the cycle's
        // instances are created by one thread at a time, which then stops.
        let halves = try program.run(["two-threads"], timeout: 60)
        #expect(halves.status != 0, "\(halves.combined)")
        #expect(halves.standardError.contains("'Dealer' was asked for again during its own creation: 'Dealer' → 'Table' → 'Dealer'")
                    || halves.standardError.contains("'Table' was asked for again during its own creation: 'Table' → 'Dealer' → 'Table'"),
                "\(halves.standardError)")
    }

    /// A kept instance on a loop whose factory is called only later is created once however many threads ask at
    /// once, under ThreadSanitizer.
    @Test func threadsAskingForAnInstanceOnALoopWaitForTheOneInstance() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver, checkingThreads: true)
        defer { program.remove() }
        let concurrent = try program.run()
        #expect(concurrent.status == 0, "\(concurrent.combined)")
        #expect(concurrent.standardOutput == "one session for 16 threads: true\nits factory works later: true\n")
    }
}
