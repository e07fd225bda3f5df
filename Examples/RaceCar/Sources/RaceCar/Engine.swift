/// What a race car needs from an engine. Cars depend on this protocol, not on a concrete engine, so a test can
/// hand them a fake one.
protocol Engine: AnyObject {
    var name: String { get }
    var horsepower: Int { get }
}

/// The team's engine: expensive to build, so the whole graph shares one.
// @Component(scope: .shared, as: Engine)
final class V8Engine: Engine {
    let name = "V8"
    let horsepower = 750

    init() {
        BuildLog.record("V8Engine")
    }
}
