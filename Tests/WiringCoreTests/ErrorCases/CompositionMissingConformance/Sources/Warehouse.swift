protocol Lifting: AnyObject {}
protocol Driving: AnyObject {}

// @Component(scope: .shared, as: Lifting & Driving)
final class ReachTruck: Lifting {}

/// Not told again that 'any Lifting & Driving' is missing: the 'as:' above is the mistake.
// @Component
final class Yard {
    init(truck: any Driving & Lifting) {}
}
