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

    /// Loops through child graphs: a shared instance of the root whose init opens a member's graph and asks it for a
    /// locker that needs the instance (the child graph's factory counts as needing every binding of the child), and
    /// a towel of a member's graph whose init calls a factory of itself; and that shortest loop in the root graph.
    static let childGraphComponents = """
        struct Member { let name: String }
        // @Inputs(graph: MemberGraph)
        struct MemberInputs { let member: Member }

        // @Component(scope: .shared, in: MemberGraph)
        final class Locker { init(member: Member, desk: Desk) {} }

        // @Component(scope: .shared)
        final class Desk {
            init(open: @escaping (MemberInputs) -> MemberGraph) {
                _ = open(MemberInputs(member: Member(name: "ann"))).locker
            }
        }

        // @Component(scope: .shared, in: MemberGraph)
        final class Towel { init(member: Member, makeTowel: () -> Towel) { _ = makeTowel() } }

        /// The shortest loop: an init that calls its own type's factory (before, it deadlocked on its own lock).
        // @Component(scope: .shared)
        final class Mirror { init(makeMirror: () -> Mirror) { _ = makeMirror() } }
        """

    static let childGraphDriver = """
        let club = AppGraph()
        switch CommandLine.arguments.dropFirst().first {
        case "desk": _ = club.desk
        case "mirror": _ = club.mirror
        default: _ = MemberGraph(parent: club, inputs: MemberInputs(member: Member(name: "bob"))).towel
        }
        """

    @Test func aLoopThroughAChildGraphStopsWithTheLoopInsteadOfHanging() throws {
        let program = try GraphProgram(components: Self.childGraphComponents, driver: Self.childGraphDriver)
        defer { program.remove() }
        let desk = try program.run(["desk"], timeout: 60)
        #expect(desk.status != 0, "\(desk.combined)")
        #expect(
            desk.standardError.contains(
                "Fatal error: AppGraph: 'Desk' was asked for again during its own creation: 'Desk' in 'AppGraph' → '(MemberInputs) -> MemberGraph' in 'AppGraph' → 'Locker' in 'MemberGraph' → 'Desk' in 'AppGraph'; factory parameter 'open' of 'Desk.init' is called while 'Desk' is being created, so 'Desk' needs itself: call the factory later, not in an init"
            ), "\(desk.standardError)")
        let towel = try program.run(["towel"], timeout: 60)
        #expect(towel.status != 0, "\(towel.combined)")
        #expect(
            towel.standardError.contains(
                "Fatal error: MemberGraph: 'Towel' was asked for again during its own creation: 'Towel' in 'MemberGraph' → 'Towel' in 'MemberGraph'"
            ), "\(towel.standardError)")
        let mirror = try program.run(["mirror"], timeout: 60)
        #expect(mirror.status != 0, "\(mirror.combined)")
        #expect(
            mirror.standardError.contains(
                "Fatal error: AppGraph: 'Mirror' was asked for again during its own creation: 'Mirror' in 'AppGraph' → 'Mirror' in 'AppGraph'"
            ), "\(mirror.standardError)")
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
