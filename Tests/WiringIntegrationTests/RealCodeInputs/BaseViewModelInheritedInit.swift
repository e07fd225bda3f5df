// View models share a base class that takes the analytics client; subclasses inherit its init.
protocol Analytics: AnyObject {
    func screen(_ name: String) -> String
}

// @Component(scope: .shared, as: Analytics)
final class Mixpanel: Analytics {
    func screen(_ name: String) -> String { "viewed \(name)" }
}

class BaseViewModel {
    let analytics: any Analytics
    init(analytics: any Analytics) { self.analytics = analytics }
    var screenName: String { "base" }
    func appear() -> String { analytics.screen(screenName) }
}

// @Component
final class HomeViewModel: BaseViewModel {
    override var screenName: String { "home" }
}

// main.swift
print(AppGraph().homeViewModel.appear())
// expect-output: viewed home
