/// Costly to make: a garage makes one only when a car first needs it.
// @Component
final class Engine {}

protocol Logger: AnyObject {}

// @Named(audit)
// @Component(scope: .shared, as: Logger)
final class AuditLogger: Logger, Sendable {}

protocol Telemetry: AnyObject {}

/// A pit crew: a new one for each request, so that '@Lazy' is what keeps one per car.
// @Component
final class PitCrew {}

/// Each car gets its own engine on its first start, and keeps it; a plain factory of the same type, beside it, makes
/// a new one on each call.
// @Component
final class Car {
    let engine: () -> Engine
    let spareEngine: () -> Engine
    let crew: @Sendable () -> PitCrew
    let logger: () -> any Logger
    let telemetry: () -> (any Telemetry)?

    init(
        // @Lazy
        engine: @escaping () -> Engine,
        spareEngine: @escaping () -> Engine,
        // @Lazy
        crew: @escaping @Sendable () -> PitCrew,
        // @Named(audit)
        // @Lazy
        logger: @escaping () -> any Logger,
        // @Optional
        // @Lazy
        telemetry: @escaping () -> (any Telemetry)?
    ) {
        self.engine = engine
        self.spareEngine = spareEngine
        self.crew = crew
        self.logger = logger
        self.telemetry = telemetry
    }
}

/// A team and its car need each other: the team's '@Lazy' car breaks the cycle as a factory does. (Sendable, as the
/// car's '@Sendable' crew holds the graph, which keeps the team.)
// @Component(scope: .shared)
final class Team: Sendable {
    let car: @Sendable () -> TeamCar
    init(
        // @Lazy
        car: @escaping @Sendable () -> TeamCar
    ) { self.car = car }
}

// @Component
final class TeamCar {
    let team: Team
    init(team: Team) { self.team = team }
}

/// A screen a framework makes: its '@Inject' property is lazy too.
final class GarageScreen {
    // @Inject
    // @Lazy
    var engine: (() -> Engine)!
}

/// The type a user's own sources may declare under the memo's name: the memo's class takes another name.
struct LazyValue {}
