// A mistake: a coordinator off the main actor takes a plain factory of a main-actor screen.
// @Component
@MainActor
final class CheckoutScreen {}

// @Component(scope: .shared)
final class Coordinator {
    init(makeCheckout: @escaping () -> CheckoutScreen) {}
}

// expect-diagnostic: Components.swift:8:10: error: creating 'CheckoutScreen' is '@MainActor', so factory parameter 'makeCheckout' of 'Coordinator.init' must say so: declare it '@MainActor () -> CheckoutScreen' [#UndeclaredFactoryEffects]
