// A QA menu keeps its own 'Overrides' model (forced server, forced locale), a component like any other.
// @Component(scope: .shared)
final class Overrides {
    var server = "production"
}

// @Component
final class QAMenu {
    let overrides: Overrides
    init(overrides: Overrides) { self.overrides = overrides }
    func forceStaging() { overrides.server = "staging" }
}

// main.swift
let graph = AppGraph()
graph.qaMenu.forceStaging()
print(graph.qaMenu.overrides.server)
// expect-output: staging
