struct EngineError: Error {}

// @Component
final class Engine {
    init() throws {}
}

// @Component
final class Piston {
    init() {}
}

/// A factory that throws a typed error cannot pass on the `any Error` that creating an engine throws; one of a
/// piston, which throws nothing, is fine.
// @Component
final class Garage {
    let engine: () throws(EngineError) -> Engine
    let piston: () throws(EngineError) -> Piston
    init(engine: @escaping () throws(EngineError) -> Engine, piston: @escaping () throws(EngineError) -> Piston) {
        self.engine = engine
        self.piston = piston
    }
}

/// A value whose creation asks for the garage, so that it is not unused.
enum Workshop {
    // @Provides
    static func open(garage: Garage) -> String { "open" }
}
