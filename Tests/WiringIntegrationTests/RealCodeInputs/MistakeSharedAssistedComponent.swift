// A mistake: an assisted per-order screen marked shared, as if one screen served every order.
// @Component(scope: .shared, assisted: orderID)
final class OrderScreen {
    init(orderID: String) {}
}

// expect-diagnostic: Components.swift:2:4: error: 'OrderScreen' takes assisted values, so each call creates a new one and it cannot be shared: remove 'scope: .shared' [#ConflictingOptions]
