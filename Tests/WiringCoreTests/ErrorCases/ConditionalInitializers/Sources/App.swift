// @Component
final class Engine {}

// @Component
final class Car {
    #if DEBUG
    // @Inject
    init(engine: Engine) {}
    #else
    init() {}
    #endif
}

// @Component
final class Truck {
    #if os(Linux)
    // @Inject
    init(engine: Engine) {}
    #elseif os(macOS)
    init(engine: Engine) {}
    #endif
}
