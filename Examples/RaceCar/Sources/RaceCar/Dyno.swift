/// The dynamometer tunes the engine and reads its power through one parameter that is both an `Engine` and a
/// `Tunable`: the composition the engine is bound `as:`, asked for here with its members in the other order.
// @Component
final class Dyno {
    let engine: any Engine & Tunable

    init(engine: any Tunable & Engine) {
        self.engine = engine
    }

    func run(mapping: String) -> String {
        engine.mapping = mapping
        return "\(engine.horsepower) hp on '\(engine.mapping)'"
    }
}
