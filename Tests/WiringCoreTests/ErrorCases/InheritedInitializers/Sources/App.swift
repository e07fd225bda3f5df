// @Component
final class Engine {}

class Vehicle {
    init(engine: Engine) {}
    convenience init() { self.init(engine: Engine()) }
}

// @Component
final class Car: Vehicle {}

class Wagon {
    init(engine: Engine) {}
}

// @Component
final class Trailer: Wagon {
    init(length: Int) { super.init(engine: Engine()) }
    convenience init() { self.init(length: 3) }
}
