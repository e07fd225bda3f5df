// Services that subclass NSObject, as delegates of Apple frameworks must.
import Foundation

// @Component(scope: .shared)
final class PushAPI: Sendable {
    let endpoint = "/push"
}

// @Component(scope: .shared)
final class PushService: NSObject {
    let api: PushAPI
    init(api: PushAPI) {
        self.api = api
        super.init()
    }
}

// @Component
final class LocationDelegate: NSObject {
    override init() {
        super.init()
    }
    var label: String { "location delegate" }
}

// main.swift
let graph = AppGraph()
print(graph.pushService.api.endpoint, graph.locationDelegate.label, graph.pushService === graph.pushService)
// expect-output: /push location delegate true
