import Foundation

/// A race car: everything it needs comes in through its init (constructor injection), so it never builds its
/// own engine or reaches for a global.
// @Component
final class RaceCar {
    let engine: any Engine
    let transmission: Transmission
    let wheels: WheelSet
    let pitRadio: PitRadio
    let notifications: NotificationCenter

    init(engine: any Engine, transmission: Transmission, wheels: WheelSet, pitRadio: PitRadio,
         notifications: NotificationCenter) {
        self.engine = engine
        self.transmission = transmission
        self.wheels = wheels
        self.pitRadio = pitRadio
        self.notifications = notifications
        BuildLog.record("RaceCar")
    }
}

/// The team: one per graph, and it shares the pit radio with its cars.
// @Component(scope: .shared)
final class RaceTeam {
    let pitRadio: PitRadio

    init(pitRadio: PitRadio) {
        self.pitRadio = pitRadio
    }
}
