// A push registrar built by the graph, whose delegate-style dependencies are injected properties.
// @Component(scope: .shared)
final class DeviceTokenStore {
    var token: String?
}

// @Component
final class BadgeUpdater {
    func update(_ count: Int) -> String { "badge \(count)" }
}

// @Component(scope: .shared)
final class PushRegistrar {
    let appID: String
    init() { appID = "com.example.todo" }

    // @Inject
    var tokens: DeviceTokenStore!
    // @Inject
    var makeBadgeUpdater: (() -> BadgeUpdater)!

    func didRegister(_ token: String) -> String {
        tokens.token = token
        return "\(appID) registered, \(makeBadgeUpdater().update(3))"
    }
}

// main.swift
let graph = AppGraph()
print(graph.pushRegistrar.didRegister("abc"))
print(graph.deviceTokenStore.token ?? "nil", graph.pushRegistrar.tokens === graph.deviceTokenStore)
// expect-output: com.example.todo registered, badge 3
// expect-output: abc true
