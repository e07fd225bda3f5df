protocol Lifting: AnyObject {}
protocol Driving: AnyObject {}
protocol Loading: AnyObject {}
protocol Weighing: AnyObject {}

// @Component(scope: .shared, as: Lifting & Driving)
final class ReachTruck: Lifting {}

/// Not told that 'Driving & Lifting' is bound nowhere and declared nowhere: the 'as:' above, rejected, is the
/// mistake, whatever order the members are asked for in.
// @Component
final class Yard {
    init(
        // @Optional
        truck: (any Driving & Lifting)?
    ) {}
}

// @Component(as: Loading & Weighing, in: DockGraph)
final class Scale: Loading, Weighing {}

/// Nor here: the component above is rejected for its 'in:', and would have bound 'Loading & Weighing'.
// @Component
final class Dock {
    init(
        // @Optional
        scale: (any Weighing & Loading)?
    ) {}
}
