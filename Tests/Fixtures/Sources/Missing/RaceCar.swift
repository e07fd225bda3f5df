struct Brakes {}

final class Tyres {}

// @Component
final class Team {
    init(car: RaceCar) {}
}

// @Component
final class RaceCar {
    init(brakes: Brakes, tires: Tires, fuel: Fuel) {}
}

protocol Fuel {}

// @Component
final class Petrol: Fuel {}

// @Component
struct Garage {
    let lift: Lift
}
