/// One wheel. Unscoped: every request builds a new one.
// @Component
final class Wheel {
    let serialNumber: Int

    init() {
        serialNumber = BuildLog.record("Wheel")
    }
}

/// Needed only after a crash, and then possibly more than once: the car takes a factory for it.
// @Component
final class FireExtinguisher {
    init() {
        BuildLog.record("FireExtinguisher")
    }

    func extinguish(_ fire: String) -> String {
        "extinguished the \(fire)"
    }
}
