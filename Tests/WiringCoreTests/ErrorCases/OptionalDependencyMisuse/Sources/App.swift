protocol Analytics: AnyObject {}

protocol Payments: AnyObject {}

// @Component(scope: .shared, as: Analytics)
final class ConsoleAnalytics: Analytics {}

// @Component
final class Engine {}

/// The type is not optional: '@Optional' would have nothing to pass when the engine is absent.
// @Component
final class Car {
    init(
        // @Optional
        engine: Engine,
        // @Optional
        makeEngine: () -> Engine
    ) {}
}

/// 'Analytic' is bound nowhere and declared nowhere: a misspelling that must not become nil.
// @Component
final class Screen {
    init(
        // @Optional
        analytics: (any Analytic)?,
        // @Optional
        payments: (any Payments)?
    ) {}
}

/// '@Optional' says what a parameter asks for; a component asks for nothing.
// @Optional
// @Component
final class Garage {}
