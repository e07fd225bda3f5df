// Build a graph, ask it for two race cars, and show which parts they share.

let graph = AppGraph(inputs: RaceInputs(pitRadioFrequency: 121.5))

let first = graph.makeRaceCar(topSpeed: 340)
let second = graph.makeRaceCar(topSpeed: 325)

print("Built two race cars:")
for (number, car) in [first, second].enumerated() {
    let wheels = car.wheels.map { "#\($0.serialNumber)" }.joined(separator: " ")
    print("  car \(number + 1): \(car.engine.name) engine (\(car.engine.horsepower) hp), \(car.transmission.gearCount)-speed transmission, \(car.topSpeed) km/h, wheels \(wheels)")
}
print("")
print("Shared (one per graph):")
print("  same engine in both cars:      \(first.engine === second.engine)")
print("  graph.engine is graph.v8Engine: \(graph.engine === graph.v8Engine)")
graph.tunable.mapping = "qualifying"
print("  one engine, two protocols:     \(graph.tunable === graph.engine), car 1 now runs '\((first.engine as? any Tunable)?.mapping ?? "?")'")
print("  dyno on the same engine:       \(graph.dyno.engine === graph.engine), \(graph.dyno.run(mapping: "race"))")
print("  same pit radio, cars and team: \(first.pitRadio === second.pitRadio && graph.raceTeam.pitRadio === first.pitRadio)")
print("  same team:                     \(first.team === second.team)")
print("Unscoped (new on each request):")
print("  different cars:                \(first !== second)")
print("  no wheel used twice:           \(Set((first.wheels + second.wheels).map(ObjectIdentifier.init)).count == 8)")
print("")
print("Factories (created when called):")
print("  extinguishers before a crash:  \(BuildLog.counts["FireExtinguisher"] ?? 0)")
print("  car 1 crashes:                 \(first.recover(from: "engine fire"))")
let spare = graph.raceTeam.buildSpareCar(topSpeed: 300)
print("  spare car from the team:       \(spare.topSpeed) km/h, \(spare.wheels.count) new wheels, same team: \(spare.team === first.team)")
print("")
print("Pit radio on \(graph.pitRadioFrequency) MHz: \(first.pitRadio.transmit(["car": "1", "status": "box this lap"]))")
print("Instances built: \(BuildLog.counts.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))")
print("")
print("Starting grid (built only now): \(graph.startingGrid.lineUp().joined(separator: ", "))")
print("Tyres by compound:              \(graph.pitWall.strategy())")
graph.shutdown()
