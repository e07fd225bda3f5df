// @Component(assisted: sped)
final class Bike { init(speed: Int) {} }
// @Component
final class Rider { init(makeBike: (Int) -> Bike) {} }
// @Component(scop: .shared)
// @Named(main)
final class Store {}
