// Deep links open screens registered per route, an enum the app declares.
@MainActor
class UIViewController {
    let name: String
    init(name: String) { self.name = name }
}

enum Route: Hashable {
    case home, profile, settings
}

@MainActor
protocol ScreenBuilder {
    func build() -> UIViewController
}

// @Component(into: [Route: ScreenBuilder], key: .home)
struct HomeScreenBuilder: ScreenBuilder {
    func build() -> UIViewController { UIViewController(name: "Home") }
}

// @Component(into: [Route: ScreenBuilder], key: .profile)
struct ProfileScreenBuilder: ScreenBuilder {
    func build() -> UIViewController { UIViewController(name: "Profile") }
}

// @Component
@MainActor
final class DeepLinkRouter {
    let builders: [Route: any ScreenBuilder]
    init(builders: [Route: any ScreenBuilder]) { self.builders = builders }
    func open(_ route: Route) -> String { builders[route]?.build().name ?? "no screen for \(route)" }
}

// main.swift
let router = AppGraph().deepLinkRouter
print(router.open(.home))
print(router.open(.profile))
print(router.open(.settings))
// expect-output: Home
// expect-output: Profile
// expect-output: no screen for settings
