protocol Screen {}

enum Route: Hashable {
    case home, settings
    case detail(id: Int)
}

// @Component(into: [Route: Screen], key: .hom)
struct HomeScreen: Screen {}

// @Component(into: [Route: Screen], key: "settings")
struct SettingsScreen: Screen {}

// @Component(into: [Route: Screen], key: .detail)
struct DetailScreen: Screen {}

// @Component(into: [Int: Screen], key: .home)
struct LevelScreen: Screen {}

// @Component(into: [String: Screen], key: 3)
struct NamedScreen: Screen {}

// @Component
final class Navigator {
    init(routes: [Route: Screen], levels: [Int: Screen], named: [String: Screen]) {}
}
