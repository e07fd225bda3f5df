// @Component(scope: .shared)
final class Store<Item> {
    init(seed: Item) {}
}

extension Store where Item == Int {
    // @Inject
    convenience init() { self.init(seed: 0) }
}

// @Component
final class Counter {
    init(store: Store<Int>) {}
}

// @Component
final class Labels {
    init(store: Store<String>) {}
}
