// The location tracker runs only while some screen observes it; the graph recreates it when needed again.
// @Component(scope: .weak, teardown: stopUpdating)
final class LocationTracker {
    nonisolated(unsafe) static var started = 0
    init() {
        LocationTracker.started += 1
        print("tracking started \(LocationTracker.started)")
    }
    func stopUpdating() { print("tracking stopped") }
}

// @Component
final class MapScreen {
    let tracker: LocationTracker
    init(tracker: LocationTracker) { self.tracker = tracker }
}

// main.swift
let graph = AppGraph()
var map: MapScreen? = graph.mapScreen
var other: MapScreen? = graph.mapScreen
print(map!.tracker === other!.tracker)
map = nil
other = nil
let again = graph.mapScreen
print(LocationTracker.started)
graph.shutdown()
_ = again
// expect-output: tracking started 1
// expect-output: true
// expect-output: tracking started 2
// expect-output: 2
// expect-output: tracking stopped
