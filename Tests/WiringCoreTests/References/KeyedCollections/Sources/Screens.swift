protocol Screen {
    var title: String { get }
}

/// The cases are read from the sources; `key: .home` is checked against them.
enum Route {
    case home, settings
    case about
}

/// Has a case with a value, so it declares `Hashable` itself; only the plain cases can be keys.
enum Tab: Hashable {
    case feed
    case profile(id: Int)
}

/// Nothing contributes to a collection keyed by it: '@AllowEmpty' gives '[:]'.
enum Floor {
    case ground
}

// @Component(into: [Route: Screen], key: .settings)
struct SettingsScreen: Screen {
    var title: String { "Settings" }
}

// @Component(scope: .shared, into: [Route: Screen], key: .home)
final class HomeScreen: Screen {
    var title: String { "Home" }
}

enum Levels {
    // @Provides(into: [Int: Screen], key: 10)
    static func ten() -> any Screen { LevelScreen(level: 10) }

    // @Provides(into: [Int: Screen], key: -1)
    static func basement() -> any Screen { LevelScreen(level: -1) }

    // @Provides(into: [Int: Screen], key: 2)
    static func second() -> any Screen { LevelScreen(level: 2) }
}

struct LevelScreen: Screen {
    let level: Int
    var title: String { "Level \(level)" }
}

// @Component(into: [Tab: Screen], key: .feed)
struct FeedScreen: Screen {
    var title: String { "Feed" }
}

// @Component
final class Navigator {
    init(
        routes: [Route: any Screen],
        levels: [Int: () -> any Screen],
        tabs: Dictionary<Tab, Screen>,
        // @AllowEmpty
        floors: [Floor: () -> Screen]
    ) {}
}
