import Foundation

/// Every kind of binding and edge a graph picture shows, in one graph: the reference for the DOT and Mermaid
/// exports (and, like every reference case, a generated AppGraph.swift that compiles).
protocol Engine: AnyObject {}
protocol Tunable: AnyObject {}
protocol Store: AnyObject {}
protocol Plugin {}
protocol Theme {}
protocol Widget {}

/// One engine behind two protocols.
// @Component(scope: .shared, as: [Engine, Tunable])
final class V8Engine: Engine, Tunable {}

// @Named(primary)
// @Component(scope: .shared, as: Store)
final class DiskStore: Store {}

/// Released when nothing holds it; closed by `shutdown()`.
// @Named(backup)
// @Component(scope: .weak, as: Store, teardown: close)
final class CloudStore: Store {
    init(session: Session) {}
    func close() {}
}

// @Component(scope: .weak)
final class Session {
    init(token: String) {}
}

// @Inputs
struct GarageInputs {
    let token: String
}

enum Frameworks {
    // @Provides(scope: .shared)
    static func decoder() -> JSONDecoder { JSONDecoder() }
    // @Provides(into: [Plugin], priority: -5)
    static func crashReporter() -> any Plugin { LoggingPlugin() }
}

/// A car whose top speed its caller gives.
// @Component(assisted: topSpeed)
final class RaceCar {
    init(engine: any Engine, topSpeed: Int, makeWheel: () -> Wheel) {}
}

// @Component
final class Wheel {}

/// Makes cars later, through their assisted factory.
// @Component(scope: .shared)
final class Team {
    init(carFactory: @escaping (Int) -> RaceCar, tuning: any Tunable) {}
}

// @Component(into: [Plugin], priority: 10)
final class LoggingPlugin: Plugin {}

// @Component(scope: .shared, into: [Plugin])
final class MetricsPlugin: Plugin {
    init(decoder: JSONDecoder) {}
}

// @Component(into: [String: Theme], key: "dark")
struct DarkTheme: Theme {}

// @Component(into: [String: Theme], key: "light")
struct LightTheme: Theme {}

// @Component
final class PluginHost {
    init(
        plugins: [any Plugin],
        pluginFactories: [() -> any Plugin],
        themes: [String: any Theme],
        // @AllowEmpty
        widgets: [any Widget]
    ) {}
}

// @Bundle
protocol GarageServices {
    var engine: any Engine { get }
    var makeWheel: () -> Wheel { get }
}

/// Asks for both stores by name, the backup one through a factory.
// @Component
final class Garage {
    init(
        services: any GarageServices,
        // @Named(primary)
        local: any Store,
        // @Named(backup)
        remote: @escaping () -> any Store
    ) {}
}

/// Made on the main actor, asynchronously, and may fail.
// @Component
@MainActor
final class Dashboard {
    init(team: Team, decoder: JSONDecoder) async throws {}
}

/// Made by a storyboard; the graph sets its properties.
class PitWallController {
    // @Inject
    var engine: (any Engine)!
    // @Inject
    // @Named(primary)
    var store: (any Store)!
}
