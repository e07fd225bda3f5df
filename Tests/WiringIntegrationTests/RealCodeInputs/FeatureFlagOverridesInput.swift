// QA builds launch with flag overrides, passed to the graph as an input named 'overrides'.
struct FlagOverrides: Sendable {
    let values: [String: Bool]
}

// @Inputs
struct QALaunch {
    let overrides: FlagOverrides
}

// @Component(scope: .shared)
final class FlagService {
    let forced: [String: Bool]
    init(overrides: FlagOverrides) { forced = overrides.values }
    func isOn(_ flag: String) -> Bool { forced[flag] ?? false }
}

// main.swift
let graph = AppGraph(inputs: QALaunch(overrides: FlagOverrides(values: ["newCheckout": true])))
print(graph.flagService.isOn("newCheckout"), graph.flagService.isOn("darkMode"))
// expect-output: true false
