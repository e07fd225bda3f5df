/// One wheel. Unscoped: every request builds a new one.
// @Component
final class Wheel {
    let serialNumber: Int

    init() {
        serialNumber = BuildLog.record("Wheel")
    }
}

/// The four wheels of a car: a struct whose memberwise init asks the graph for four (distinct) wheels.
// @Component
struct WheelSet {
    let frontLeft: Wheel
    let frontRight: Wheel
    let rearLeft: Wheel
    let rearRight: Wheel

    var all: [Wheel] { [frontLeft, frontRight, rearLeft, rearRight] }
}
