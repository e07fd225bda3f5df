/// A bundle keeps an init short: one parameter instead of one per dependency.
protocol Engine: AnyObject {}

// @Component(scope: .shared, as: Engine)
final class V8Engine: Engine {}

// @Component
final class Wheel {}

// @Component(scope: .shared)
final class Clock {}

// @Bundle
protocol GarageServices {
    var engine: any Engine { get }
    /// A factory property: a new wheel on each call.
    var makeWheel: () -> Wheel { get }
    // @AllowEmpty
    var tools: [String] { get }
    var clock: Clock { get }
}

// @Component
final class Garage {
    let services: any GarageServices

    init(services: any GarageServices) {
        self.services = services
    }
}
