/// Controllers made by a storyboard or a framework: the graph sets their '@Inject' properties.
protocol Engine: AnyObject {}

// @Component(scope: .shared, as: Engine)
final class V8Engine: Engine {}

// @Component
final class RaceCar {}

class ProfileController {
    // @Inject
    var engine: (any Engine)!
    /// A factory: a new car on each call.
    // @Inject
    var makeCar: (() -> RaceCar)!
    // @Inject
    // @AllowEmpty
    var tags: [String] = []
}

/// A subclass is injected with its superclass's function.
final class DetailController: ProfileController {}

final class SettingsController {
    // @Inject
    var engine: (any Engine)?
}

/// A component with '@Inject' properties: the graph sets them right after its init.
// @Component(scope: .shared)
final class PitWall {
    let car: RaceCar
    init(car: RaceCar) { self.car = car }
    // @Inject
    var engine: (any Engine)!
    // @Inject
    var makeCar: (() -> RaceCar)?
}
