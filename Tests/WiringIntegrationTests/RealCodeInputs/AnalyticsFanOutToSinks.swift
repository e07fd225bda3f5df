// One analytics tracker forwards every event to all sinks; the sinks are shared, so they count across trackers.
protocol AnalyticsSink: AnyObject {
    var name: String { get }
    var received: [String] { get }
    func send(_ event: String)
}

// @Component(scope: .shared, into: [AnalyticsSink])
final class AmplitudeSink: AnalyticsSink {
    let name = "amplitude"
    private(set) var received: [String] = []
    func send(_ event: String) { received.append(event) }
}

// @Component(scope: .shared, into: [AnalyticsSink])
final class FirebaseSink: AnalyticsSink {
    let name = "firebase"
    private(set) var received: [String] = []
    func send(_ event: String) { received.append(event) }
}

// @Component
final class Tracker {
    let sinks: [any AnalyticsSink]
    init(sinks: [any AnalyticsSink]) { self.sinks = sinks }
    func track(_ event: String) { sinks.forEach { $0.send(event) } }
}

// main.swift
let graph = AppGraph()
graph.tracker.track("app_open")
graph.tracker.track("purchase")
for sink in graph.analyticsSinkArray { print(sink.name, sink.received) }
// expect-output: amplitude ["app_open", "purchase"]
// expect-output: firebase ["app_open", "purchase"]
