// The app delegate depends only on the graph's entry points: a root screen and the analytics client.
@MainActor
class UIViewController {
    init() {}
}

protocol Analytics: AnyObject {
    func track(_ event: String) -> String
}

// @Component(scope: .shared, as: Analytics)
final class ConsoleAnalytics: Analytics {
    func track(_ event: String) -> String { "tracked \(event)" }
}

// @Component
@MainActor
final class HomeViewController: UIViewController {
    let analytics: any Analytics
    init(analytics: any Analytics) {
        self.analytics = analytics
        super.init()
    }
}

// @EntryPoints
protocol AppEntryPoints {
    @MainActor var rootViewController: HomeViewController { get }
    var analytics: any Analytics { get }
}

@MainActor
final class AppDelegate {
    let graph: any AppEntryPoints = AppGraph()
    func didFinishLaunching() -> String {
        let root = graph.rootViewController
        return root.analytics.track("launch") + ", same client: \(root.analytics === graph.analytics)"
    }
}

// main.swift
print(AppDelegate().didFinishLaunching())
// expect-output: tracked launch, same client: true
