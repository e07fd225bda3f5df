// A codebase moving off singletons: the type keeps its 'static let shared' for old callers, the graph makes its own.
// @Component(scope: .shared)
final class AnalyticsManager: Sendable {
    static let shared = AnalyticsManager(label: "legacy")
    let label: String
    init(label: String = "graph") { self.label = label }
}

// @Component
final class OnboardingController {
    let analytics: AnalyticsManager
    init(analytics: AnalyticsManager) { self.analytics = analytics }
}

// main.swift
let graph = AppGraph()
print(graph.onboardingController.analytics.label, AnalyticsManager.shared.label)
print(graph.onboardingController.analytics === graph.analyticsManager)
// expect-output: graph legacy
// expect-output: true
