/// What a race car needs from an engine. Cars depend on this protocol, not on a concrete engine, so a test can
/// hand them a fake one.
protocol Engine: AnyObject {
    var name: String { get }
    var horsepower: Int { get }
}

/// What the pit crew adjusts between sessions.
protocol Tunable: AnyObject {
    var mapping: String { get set }
}

/// The team's engine: expensive to build, so the whole graph shares one, whether it is asked for as an `Engine`
/// (by the cars), as a `Tunable` (by the pit crew) or as both at once (by the dyno): one object behind two protocols.
// @Component(scope: .shared, as: [Engine, Tunable, Engine & Tunable])
final class V8Engine: Engine, Tunable {
    let name = "V8"
    let horsepower = 750
    var mapping = "race"

    init() {
        BuildLog.record("V8Engine")
    }
}
