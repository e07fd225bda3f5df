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

// A teardown method with an attribute Wiring cannot classify.
// @Component(scope: .shared, teardown: close)
final class Connection {
    init() {}
    @NetworkActor func close() {}
}
