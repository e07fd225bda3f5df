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
