/// A database torn down last, a weak session, and a cache flushed on shutdown.
// @Component(scope: .shared, teardown: close)
final class Database {
    func close() {}
}

// @Component(scope: .weak, teardown: stop)
final class Session {
    init(database: Database) {}
    func stop() {}
}

// @Component(scope: .shared, teardown: flush)
final class Cache {
    init(database: Database) {}
}

extension Cache {
    func flush() {}
}

// @Component
final class Screen {
    init(session: Session, cache: Cache, makeSession: @escaping () -> Session) {}
}
