import Foundation

/// A race car: everything it needs comes in through its init (constructor injection), so it never builds its
/// own engine or reaches for a global. Factories (`() -> T`) let it create wheels now and fire extinguishers only
/// if it ever crashes. Its top speed has no reasonable default: whoever orders a car says it (an assisted value),
/// and the graph offers `makeRaceCar(topSpeed:)` instead of a `raceCar` property.
// @Component(assisted: topSpeed)
final class RaceCar {
    let engine: any Engine
    let transmission: Transmission
    let wheels: [Wheel]
    let pitRadio: PitRadio
    let team: RaceTeam
    let topSpeed: Int
    private let fireExtinguisherFactory: () -> FireExtinguisher

    init(engine: any Engine, transmission: Transmission, pitRadio: PitRadio, team: RaceTeam, topSpeed: Int,
         wheelFactory: () -> Wheel, fireExtinguisherFactory: @escaping () -> FireExtinguisher) {
        self.engine = engine
        self.topSpeed = topSpeed
        self.transmission = transmission
        self.pitRadio = pitRadio
        self.team = team
        self.wheels = (1...4).map { _ in wheelFactory() }
        self.fireExtinguisherFactory = fireExtinguisherFactory
        BuildLog.record("RaceCar")
    }

    /// Creates an extinguisher only now, when there is a fire.
    func recover(from fire: String) -> String {
        fireExtinguisherFactory().extinguish(fire)
    }
}

/// The team: one per graph. It shares the pit radio with its cars, and can build a spare car of any top speed.
/// Team and car need each other (a car knows its team, the team makes cars), which is a legal cycle because the
/// team's side is a factory: no car is created while the team is.
// @Component(scope: .shared)
final class RaceTeam {
    let pitRadio: PitRadio
    private let carFactory: (Int) -> RaceCar
    let notifications: NotificationCenter

    init(pitRadio: PitRadio, carFactory: @escaping (Int) -> RaceCar, notifications: NotificationCenter) {
        self.pitRadio = pitRadio
        self.carFactory = carFactory
        self.notifications = notifications
    }

    func buildSpareCar(topSpeed: Int) -> RaceCar {
        carFactory(topSpeed)
    }
}
