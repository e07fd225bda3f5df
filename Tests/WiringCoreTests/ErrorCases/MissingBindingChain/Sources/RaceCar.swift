// @Component
final class RaceCar { init(engine: Engin) {} }
// @Component
final class Engine {}
