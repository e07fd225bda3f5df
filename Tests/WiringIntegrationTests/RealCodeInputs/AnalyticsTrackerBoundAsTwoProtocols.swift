// One analytics client serves two roles, screen tracking and event logging; both roles get the same instance.
protocol ScreenTracking: AnyObject {
    func screen(_ name: String)
}

protocol EventLogging: AnyObject {
    func log(_ event: String)
}

// @Component(scope: .shared, as: [ScreenTracking, EventLogging])
final class AnalyticsClient: ScreenTracking, EventLogging {
    private(set) var history: [String] = []
    func screen(_ name: String) { history.append("screen:\(name)") }
    func log(_ event: String) { history.append("event:\(event)") }
}

// @Component
final class ProductPage {
    init(tracking: any ScreenTracking, logging: any EventLogging) {
        tracking.screen("product")
        logging.log("view_item")
    }
}

// main.swift
let graph = AppGraph()
_ = graph.productPage
print(graph.analyticsClient.history)
print(graph.screenTracking === graph.eventLogging)
// expect-output: ["screen:product", "event:view_item"]
// expect-output: true
