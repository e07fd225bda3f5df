import Testing

/// Graphs of components isolated to global actors the sources declare (`@globalActor actor DatabaseActor`), alone
/// and beside the main actor: generated, compiled in Swift 6 with warnings as errors, and run. The components check
/// at run time that they are created on their actor.
@Suite struct GlobalActorTests {
    static let databaseActor = """
        @globalActor actor DatabaseActor {
            static let shared = DatabaseActor()
        }

        """

    @Test func sharedAndUnscopedComponentsOnADeclaredGlobalActor() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared)
                @DatabaseActor final class RecordStore {
                    private var records: [String] = []
                    init() { DatabaseActor.preconditionIsolated() }
                    func insert(_ record: String) -> Int {
                        records.append(record)
                        return records.count
                    }
                }

                // @Component
                @DatabaseActor final class ImportService {
                    let store: RecordStore
                    init(store: RecordStore) { self.store = store }
                    func run() -> Int { store.insert("row") }
                }
                """,
            driver: """
                let graph = AppGraph()
                let service = await graph.importService
                print(await service.run(), await service.run())
                print(await graph.recordStore === service.store, await graph.importService === service)
                """)
        #expect(printed == "1 2\ntrue false\n")
    }

    /// A plain component that takes a value on a global actor is created on that actor too, as with the main actor.
    @Test func aPlainConsumerTakesOnTheActorOfWhatItNeeds() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared)
                @DatabaseActor final class RecordStore {
                    init() {}
                }

                // @Component(scope: .shared)
                final class Exporter {
                    let store: RecordStore
                    init(store: RecordStore) {
                        DatabaseActor.preconditionIsolated()
                        self.store = store
                    }
                }
                """,
            driver: """
                let graph = AppGraph()
                let same = await Task { @DatabaseActor in graph.exporter.store === graph.recordStore }.value
                print(same)
                """)
        #expect(printed == "true\n")
    }

    /// A main-actor view model that takes a store on another global actor: its accessor awaits the store's, and the
    /// store, isolated to its actor, is `Sendable`.
    @Test func aMainActorConsumerAwaitsAValueOfAnotherGlobalActor() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared)
                @DatabaseActor final class RecordStore {
                    var count = 0
                    init() { DatabaseActor.preconditionIsolated() }
                }

                // @Component(scope: .shared)
                @MainActor final class ViewModel {
                    let store: RecordStore
                    init(store: RecordStore) {
                        MainActor.preconditionIsolated()
                        self.store = store
                    }
                }

                // @Component
                @MainActor final class Screen {
                    let model: ViewModel
                    init(model: ViewModel) { self.model = model }
                }
                """,
            driver: """
                let graph = AppGraph()
                let screen = await graph.screen
                print(screen.model === (await graph.viewModel), screen.model.store === (await graph.recordStore))
                """)
        #expect(printed == "true true\n")
    }

    /// `shutdown()` runs on the actor of what it tears down: a kept instance on it, or a teardown method isolated to
    /// it on a plain class.
    @Test func shutdownTearsDownOnTheGlobalActor() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared, teardown: close)
                @DatabaseActor final class RecordStore {
                    init() {}
                    func close() { print("store closed") }
                }

                // @Component(scope: .shared, teardown: flush)
                final class Journal: Sendable {
                    init() {}
                    @DatabaseActor func flush() { print("journal flushed") }
                }

                // @Component(scope: .shared)
                final class Importer: Sendable {
                    let journal: Journal
                    init(journal: Journal) { self.journal = journal }
                }
                """,
            driver: """
                let graph = AppGraph()
                _ = await graph.recordStore
                _ = graph.importer
                await graph.shutdown()
                """)
        // Newest first: the journal, made after the store.
        #expect(printed == "journal flushed\nstore closed\n")
    }

    /// A test replaces a binding on a global actor with a closure isolated to it, and its consumers get the
    /// replacement.
    @Test func overridesOfBindingsOnAGlobalActor() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared)
                @DatabaseActor final class RecordStore {
                    let name: String
                    // @Inject
                    init() { name = "real" }
                    init(name: String) { self.name = name }
                }

                // @Component
                @MainActor final class ViewModel {
                    let store: RecordStore
                    init(store: RecordStore) { self.store = store }
                }
                """,
            driver: """
                var overrides = AppGraph.Overrides()
                overrides.recordStore = { @DatabaseActor in RecordStore(name: "fake") }
                let graph = AppGraph(overrides: overrides)
                print((await graph.viewModel).store.name, (await graph.viewModel).store === (await graph.recordStore))
                """)
        #expect(printed == "fake true\n")
    }

    /// The attribute is matched by the declaration it names: a global actor nested in another type, written in full
    /// or through a typealias, a final class whose `shared` is an actor, isolating a provider, an async shared
    /// component, an assisted one, a superclass and a protocol.
    @Test func aNestedGlobalActorNamedThroughATypealias() throws {
        let printed = try GraphProgram.output(
            components: """
                enum Actors {
                    @globalActor final class Storage {
                        static let shared = StorageExecutor()
                    }
                }

                actor StorageExecutor {}

                typealias Storage = Actors.Storage

                final class Connection {
                    init() { Actors.Storage.preconditionIsolated() }
                }

                // @Provides(scope: .shared)
                @Storage func makeConnection() -> Connection { Connection() }

                // @Component(scope: .shared)
                @Actors.Storage final class Pool {
                    let connection: Connection
                    init(connection: Connection) async { self.connection = connection }
                }

                // @Component(assisted: name)
                @Storage final class Table {
                    let name: String
                    let connection: Connection
                    init(connection: Connection, name: String) {
                        self.connection = connection
                        self.name = name
                    }
                }

                @Storage class Repository {
                    init() {}
                }

                // @Component
                final class UserRepository: Repository {
                    override init() { super.init() }
                }

                @Storage protocol Migration: AnyObject {}

                // @Component(scope: .shared)
                final class AddUsers: Migration {
                    init() {}
                }

                // @Component
                @MainActor final class Screen {
                    let pool: Pool
                    let users: UserRepository
                    let migration: AddUsers
                    init(pool: Pool, users: UserRepository, migration: AddUsers) {
                        self.pool = pool
                        self.users = users
                        self.migration = migration
                    }
                }
                """,
            driver: """
                let graph = AppGraph()
                let table = await graph.makeTable(name: "users")
                let screen = await graph.screen
                let shared = await Task { @Actors.Storage in screen.pool.connection === table.connection }.value
                print(table.name, shared)
                print(screen.migration === (await graph.addUsers))
                """)
        #expect(printed == "users true\ntrue\n")
    }

    /// An entry point isolated to a declared global actor, and a plain factory a consumer on that actor takes: formed
    /// there, it runs there.
    @Test func entryPointsAndFactoriesOnADeclaredGlobalActor() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared)
                @DatabaseActor final class Store {
                    init() {}
                }

                // @Component
                @DatabaseActor final class Worker {
                    let makeStore: () -> Store
                    init(makeStore: @escaping () -> Store) { self.makeStore = makeStore }
                }

                // @EntryPoints
                protocol AppEntryPoints {
                    @DatabaseActor var store: Store { get }
                    @DatabaseActor var worker: Worker { get }
                }
                """,
            driver: """
                let graph = AppGraph()
                let same = await Task { @DatabaseActor in
                    let entryPoints: any AppEntryPoints = graph
                    return entryPoints.worker.makeStore() === entryPoints.store
                }.value
                print(same)
                """)
        #expect(printed == "true\n")
    }

    /// A child graph keeps an instance on a declared global actor, which its parent's `shutdown()` tears down there.
    @Test func aChildGraphKeepsAnInstanceOnADeclaredGlobalActor() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                struct Member: Sendable { let name: String }

                // @Inputs(graph: MemberGraph)
                struct MemberInputs {
                    let member: Member
                }

                // @Component(scope: .shared)
                @DatabaseActor final class Ledger {
                    var entries: [String] = []
                    init() {}
                }

                // @Component(scope: .shared, in: MemberGraph, teardown: close)
                @DatabaseActor final class Locker {
                    let member: Member
                    init(member: Member, ledger: Ledger) {
                        self.member = member
                        ledger.entries.append("locker for \\(member.name)")
                    }
                    func close() { print("\\(member.name)'s locker closed") }
                }
                """,
            driver: """
                let club = AppGraph()
                let ann = MemberGraph(parent: club, inputs: MemberInputs(member: Member(name: "ann")))
                let same = await Task { @DatabaseActor in ann.locker === ann.locker }.value
                print(same, await club.ledger.entries)
                await club.shutdown()
                """)
        #expect(printed == "true [\"locker for ann\"]\nann's locker closed\n")
    }

    /// A plain component that needs values of two global actors is created on the first one's and awaits the other;
    /// a shared one on a declared actor that awaits the main actor is created once, its creation kept in flight.
    @Test func consumersOfTwoGlobalActors() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared)
                @MainActor final class Theme {
                    init() {}
                }

                // @Component(scope: .shared)
                @DatabaseActor final class Store {
                    init() {}
                }

                // @Component
                final class Coordinator: Sendable {
                    let theme: Theme
                    let store: Store
                    init(theme: Theme, store: Store) {
                        MainActor.preconditionIsolated()
                        self.theme = theme
                        self.store = store
                    }
                }

                // @Component(scope: .shared)
                @DatabaseActor final class Syncer {
                    let theme: Theme
                    init(theme: Theme) { self.theme = theme }
                }
                """,
            driver: """
                let graph = AppGraph()
                let coordinator = await graph.coordinator
                print(coordinator.theme === graph.theme, coordinator.store === (await graph.store))
                async let first = graph.syncer
                async let second = graph.syncer
                let (one, two) = await (first, second)
                print(one === two, one.theme === graph.theme)
                """)
        #expect(printed == "true true\ntrue true\n")
    }

    /// `// @Inject` properties of a main-actor class set from a declared global actor's accessor: awaited, on the
    /// graph's own creation and in `inject(into:)`.
    @Test func injectedPropertiesFromAnotherGlobalActor() throws {
        let printed = try GraphProgram.output(
            components: Self.databaseActor + """
                // @Component(scope: .shared)
                @DatabaseActor final class Store {
                    init() {}
                }

                // @Component
                @MainActor final class Screen {
                    // @Inject
                    var store: Store!
                    init() {}
                }

                @MainActor final class Later {
                    // @Inject
                    var store: Store!
                    init() {}
                }
                """,
            driver: """
                let graph = AppGraph()
                let screen = await graph.screen
                let later = Later()
                await graph.inject(into: later)
                print(screen.store === (await graph.store), later.store === screen.store)
                """)
        #expect(printed == "true true\n")
    }
}
