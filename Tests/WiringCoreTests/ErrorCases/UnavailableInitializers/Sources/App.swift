// @Component
final class Engine {
    @available(*, unavailable)
    init() {}
}

// @Component
final class Car {
    @available(*, unavailable)
    init() {}
    @available(*, deprecated)
    init(name: String = "car") {}
    init(engine: Engine) {}
}
