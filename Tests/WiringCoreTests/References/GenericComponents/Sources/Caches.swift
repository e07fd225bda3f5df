final class Cache<Key: Hashable, Value>: @unchecked Sendable {
    init() {}
}

enum Caches {
    // @Provides(scope: .shared)
    static func cache<Key: Hashable, Value>() -> Cache<Key, Value> { Cache() }

    // @Provides
    static func clock<Owner>() -> Clock<Owner> { Clock() }
}

enum Index<Key: Hashable> {
    // @Component
    struct Page<Value> {
        let cache: Cache<Key, Value>
    }
}
