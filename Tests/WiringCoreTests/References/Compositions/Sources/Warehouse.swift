protocol Lifting: AnyObject {
    func lift() -> String
}

protocol Driving: AnyObject {
    func drive() -> String
}

protocol Charging {}

/// Bound as the composition, written in one order and asked for in the other, with and without `any`.
// @Component(scope: .shared, as: Lifting & Driving)
final class ReachTruck: Lifting, Driving {
    init() {}
    func lift() -> String { "lifted" }
    func drive() -> String { "driven" }
}

/// Conforms through a composition in its own inheritance clause.
// @Component(as: [any Charging & Lifting, Lifting])
final class PalletJack: Charging & Lifting {
    func lift() -> String { "jacked" }
}

// @Component
final class Yard {
    init(truck: any Driving & Lifting, spare: () -> Lifting & Driving, jack: any Lifting & Charging) {}
}

// @Component(into: [any Lifting & Driving])
final class Tugger: Driving, Lifting {
    func lift() -> String { "tugged" }
    func drive() -> String { "towed" }
}

// @Component
final class Fleet {
    init(vehicles: [Driving & Lifting]) {}
}
