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
