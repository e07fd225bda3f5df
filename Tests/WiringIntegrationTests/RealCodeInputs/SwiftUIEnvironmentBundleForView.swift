// A view takes its environment as one bundle of services instead of a long init.
protocol Clock: Sendable {
    var now: Int { get }
}

// @Component(scope: .shared, as: Clock)
struct FixedClock: Clock {
    let now = 1_700
}

// @Component(scope: .shared)
final class Localizer {
    func text(_ key: String) -> String { key == "greeting" ? "Good morning" : key }
}

// @Component
struct Badge {
    let text = "new"
}

// @Bundle
protocol DashboardEnvironment {
    var clock: any Clock { get }
    var localizer: Localizer { get }
    var makeBadge: () -> Badge { get }
}

// @Component
struct DashboardView {
    let environment: any DashboardEnvironment
    var body: String {
        "\(environment.localizer.text("greeting")) at \(environment.clock.now) [\(environment.makeBadge().text)]"
    }
}

// main.swift
let graph = AppGraph()
print(graph.dashboardView.body)
print(graph.dashboardView.environment.localizer === graph.localizer)
// expect-output: Good morning at 1700 [new]
// expect-output: true
