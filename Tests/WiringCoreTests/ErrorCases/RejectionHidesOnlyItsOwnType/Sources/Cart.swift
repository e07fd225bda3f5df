enum Cart {
    final class Store { init() {} }
}

// @Component
final class Checkout {
    init(store: Cart.Store) {}
}

// @Component
final class Till {
    init(store: Shop.Store) {}
}

// What a fixed 'Shop.Store' could be made by, its factory, is not reported; a closure type no component is made by is.
// @Component
final class Counter {
    init(makeStore: (Int) -> Shop.Store, handle: @escaping @Sendable (Int) -> Shop.Store) {}
}
