@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

enum Actors {
    @globalActor final class Network {
        static let shared = NetworkActorInstance()
    }
}

actor NetworkActorInstance {}

typealias NetworkActor = Actors.Network

// @Component(scope: .shared)
@DatabaseActor final class Store {
    init() {}
}

// A plain class on the database actor, because it needs the store: not Sendable, so it cannot reach the main actor.
// @Component
final class Exporter {
    let store: Store
    init(store: Store) { self.store = store }
}

// @Component
@MainActor final class ViewModel {
    init(exporter: Exporter, store: Store) {}
}

// Isolated through a typealias to a nested global actor; a teardown there too makes 'shutdown()' need a second actor.
// @Component(scope: .shared, teardown: close)
@NetworkActor final class Socket {
    init() {}
    func close() {}
}

// A plain kept instance whose teardown is on the main actor: a third.
// @Component(scope: .shared, teardown: flush)
final class Journal: Sendable {
    init() {}
    @MainActor func flush() {}
}

// A plain consumer's factory of a value on the database actor: its type cannot say so.
// @Component
final class Loader {
    init(makeStore: @escaping () -> Store) {}
}

// A main-actor factory of a value on the database actor, and an entry point that declares the main actor for it.
// @Component
@MainActor final class Browser {
    init(makeStore: @escaping @MainActor () async -> Store) {}
}

// @EntryPoints
protocol AppEntryPoints {
    @MainActor var store: Store { get async }
}
