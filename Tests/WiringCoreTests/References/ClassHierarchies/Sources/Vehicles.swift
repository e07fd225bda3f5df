// @Component(scope: .shared)
final class Engine {}

// @Component
final class Tire {}

/// Declares the init its subclasses inherit, and a property the graph sets on each of them.
class Vehicle {
    let engine: Engine
    init(engine: Engine) { self.engine = engine }

    // @Inject
    var spare: Tire!
}

class Car: Vehicle {}

// @Component
// MARK: - The one the graph builds
final class SportsCar: Car {
    // @Inject
    var front: Tire!
}

class Holder<Value> {
    let value: Value
    init(value: Value) { self.value = value }
}

// @Component
final class EngineHolder: Holder<Engine> {}

/// Its debug and release inits take the same parameters, so the graph calls either alike.
// @Component
final class Dashboard {
    #if DEBUG
    // @Inject
    init(engine: Engine) {}
    init(label: String) {}
    #else
    init(engine: Engine) {}
    #endif

    @available(*, unavailable)
    init() { fatalError() }
}

class Clock {
    required init() {}

    // @Provides
    class func make() -> Self { Self() }
}
