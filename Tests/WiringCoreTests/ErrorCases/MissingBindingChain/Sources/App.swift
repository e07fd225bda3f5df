// @Component
final class App { init(team: Team) {} }
// @Component
final class Team { init(car: RaceCar) {} }
