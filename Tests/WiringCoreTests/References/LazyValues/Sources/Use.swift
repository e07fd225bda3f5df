func use() {
    let graph = AppGraph()
    let car = graph.car
    precondition(car.engine() === car.engine() && car.spareEngine() !== car.spareEngine())
    precondition(car.engine() !== graph.car.engine() && car.crew() === car.crew())
    precondition(car.logger() === car.logger() && car.telemetry() == nil)
    let team = graph.team
    precondition(team.car() === team.car() && team.car().team === team)
    let screen = GarageScreen()
    graph.inject(into: screen)
    precondition(screen.engine() === screen.engine())
}
