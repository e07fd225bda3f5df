protocol Engine {}

// @Component(scop: .shared)
final class Gearbox {}

// @Component(scope: .singleton)
final class Clutch {}

// @Component
protocol Brakes {}

// @Component
enum Fuel { case petrol }

// @Component(as: Engine)
final class Radio {}

// @Component
final class Wheel {
    init(size: Int) {}
    init() {}
}

// @Component
struct Box<each Content> {}

// @Componet
final class Seat {}

func assemble() {
    // @Component
    final class Local {}
}
