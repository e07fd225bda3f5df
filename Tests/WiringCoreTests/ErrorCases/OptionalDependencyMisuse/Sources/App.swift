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

/// A bundle's property and an '@Inject' property are properties, and the messages say so.
// @Bundle
protocol ScreenServices {
    // @Optional
    var analytics: (any Analytic)? { get }
}

final class Banner {
    // @Inject
    // @Optional
    var payments: (any Payment)?
}

/// The caller passes an input, the graph never looks it up: it is never absent, nor empty for want of contributions.
// @Inputs
struct GraphInputs {
    // @Optional
    let payments: (any Payments)?
    // @AllowEmpty
    let plugins: [any Analytics]
    // @Named(backup)
    let title: String
}
