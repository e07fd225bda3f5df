// Experiments registered under their numeric IDs, each with a factory so that only the active one is made.
protocol Experiment {
    var variant: String { get }
}

// @Component(into: [Int: Experiment], key: 101)
final class PaywallExperiment: Experiment {
    let variant = "annual-first"
    init() { print("paywall experiment made") }
}

// @Component(into: [Int: Experiment], key: 202)
final class SearchExperiment: Experiment {
    let variant = "fuzzy"
    init() { print("search experiment made") }
}

// @Inputs
struct LaunchOptions {
    let activeExperiment: Int
}

// @Component
final class ExperimentRunner {
    let active: String
    init(experiments: [Int: () -> any Experiment], activeExperiment: Int) {
        active = experiments[activeExperiment]?().variant ?? "control"
    }
}

// main.swift
let graph = AppGraph(inputs: LaunchOptions(activeExperiment: 202))
print(graph.experimentRunner.active)
// expect-output: search experiment made
// expect-output: fuzzy
