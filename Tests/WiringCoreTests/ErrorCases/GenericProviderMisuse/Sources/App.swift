final class Cache<Key: Hashable, Value> {
    init() {}
}

enum Caches {
    // @Provides
    static func cache<Key: Hashable, Value, Policy>() -> Cache<Key, Value> { Cache() }

    // @Provides
    static func anything<T>() -> T { fatalError() }

    // @Provides(into: [Cache<String, Int>])
    static func contributed<Value>() -> Cache<String, Value> { Cache() }
}

// @Component
final class Screen {
    init(cache: Cache<String, Int>) {}
}
