/// Seed 002's "class registration" list, without its drawback: instead of a list of classes that must all share
/// one initializer, each entry contributes itself to the graph's `[() -> any RaceEntry]` and keeps its own init.
/// The grid is ordered by priority, then by name.
protocol RaceEntry: AnyObject {
    var name: String { get }
}

// @Component(into: [RaceEntry], priority: 2)
final class FastRaceCar: RaceEntry {
    let name: String

    init(engine: any Engine) {
        name = "fast car (\(engine.horsepower) hp)"
        BuildLog.record("FastRaceCar")
    }
}

// @Component(into: [RaceEntry], priority: 1)
final class SlowRaceCar: RaceEntry {
    let name: String

    init(transmission: Transmission) {
        name = "slow car (\(transmission.gearCount) gears, plush seats)"
        BuildLog.record("SlowRaceCar")
    }
}

// @Component(into: [RaceEntry], priority: 1)
final class SafetyCar: RaceEntry {
    let name = "safety car"

    init() {
        BuildLog.record("SafetyCar")
    }
}

/// Takes factories, so no entry is built until the race starts.
// @Component
final class StartingGrid {
    private let entryFactories: [() -> any RaceEntry]

    init(entryFactories: [() -> any RaceEntry]) {
        self.entryFactories = entryFactories
    }

    func lineUp() -> [String] {
        entryFactories.map { $0().name }
    }
}
