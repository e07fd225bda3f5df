// The host app passes its analytics implementation to the feature's graph as an input of protocol type.
protocol Analytics: Sendable {
    func log(_ event: String) -> String
}

struct HostAnalytics: Analytics {
    func log(_ event: String) -> String { "host logged \(event)" }
}

// @Inputs
struct FeatureInputs {
    let analytics: any Analytics
}

// @Component
struct FeatureScreen {
    let analytics: Analytics
}

// @Component
final class FeatureCoordinator {
    let screen: FeatureScreen
    init(screen: FeatureScreen, analytics: any Analytics) {
        self.screen = screen
        print(analytics.log("coordinator"))
    }
}

// main.swift
let graph = AppGraph(inputs: FeatureInputs(analytics: HostAnalytics()))
print(graph.featureCoordinator.screen.analytics.log("screen"))
// expect-output: host logged coordinator
// expect-output: host logged screen
