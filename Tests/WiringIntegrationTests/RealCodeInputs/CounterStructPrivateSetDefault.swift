// A struct service with 'private(set) var' counters that start at zero and a public dependency.
// @Component(scope: .shared)
final class EventBus {
    var events: [String] = []
}

// @Component
struct DownloadTracker {
    let bus: EventBus
    private(set) var finished: Int = 0

    mutating func finish(_ name: String) {
        finished += 1
        bus.events.append(name)
    }
}

// main.swift
var tracker = AppGraph().downloadTracker
tracker.finish("a.zip")
tracker.finish("b.zip")
print(tracker.finished, tracker.bus.events)
// expect-output: 2 ["a.zip", "b.zip"]
