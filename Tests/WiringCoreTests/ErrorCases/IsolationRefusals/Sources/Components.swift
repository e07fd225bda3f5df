@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

// A global actor other than the main actor: the graph cannot call the init.
// @Component(scope: .shared)
@DatabaseActor final class Worker {
    init() {}
}

// Its consumer is not told that 'Worker' is missing too.
// @Component
final class Report {
    let worker: Worker
    init(worker: Worker) { self.worker = worker }
}

// Isolation inherited from the superclass.
@DatabaseActor class Table {
    init() {}
}

// @Component
final class Ledger: Table {
    override init() { super.init() }
}

// An attribute that may be a global actor of another module.
// @Component
@CacheActor final class Cache {
    init() {}
}

// 'isolation:' where the sources decide already.
// @Component(isolation: .nonisolated)
@MainActor final class Screen {
    init() {}
}

// A teardown method isolated to another global actor.
// @Component(scope: .shared, teardown: flush)
final class Journal {
    init() {}
    @DatabaseActor func flush() {}
}

// A teardown method with an attribute Wiring cannot classify.
// @Component(scope: .shared, teardown: close)
final class Connection {
    init() {}
    @NetworkActor func close() {}
}

// Made fine by a nonisolated init.
// @Component
@DatabaseActor final class Index {
    nonisolated init() {}
}
