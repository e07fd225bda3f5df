protocol Lifting: AnyObject {}
protocol Driving: AnyObject {}

// @Component(scope: .shared, as: [Lifting, Driving])
final class ReachTruck: Lifting, Driving {}

// @Component
final class Yard {
    init(truck: any Lifting & Driving) {}
}
