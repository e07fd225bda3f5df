// Debug builds log analytics to the console; release builds send them; a provider's body chooses.
protocol Analytics {
    func record(_ event: String) -> String
}

// @Component
final class ConsoleAnalytics: Analytics {
    func record(_ event: String) -> String { "console: \(event)" }
}

// @Component(scope: .shared)
final class Network {
    init() { print("network up") }
}

// @Component
final class RemoteAnalytics: Analytics {
    let network: Network
    init(network: Network) { self.network = network }
    func record(_ event: String) -> String { "remote: \(event)" }
}

enum AnalyticsChoice {
    // @Provides(scope: .shared)
    static func analytics(console: ConsoleAnalytics, remote: () -> RemoteAnalytics) -> any Analytics {
        #if DEBUG
        return console
        #else
        return remote()
        #endif
    }
}

// @Component
struct CheckoutFlow {
    let analytics: any Analytics
}

// main.swift
print(AppGraph().checkoutFlow.analytics.record("checkout"))
// expect-output: console: checkout
