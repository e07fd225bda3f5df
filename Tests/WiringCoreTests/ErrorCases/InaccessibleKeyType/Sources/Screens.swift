protocol Screen {}

/// The generated graph, in another file, writes 'Route.home': a private enum cannot key a collection.
private enum Route {
    case home, settings
}

enum Settings {
    fileprivate enum Tab {
        case general
    }
}

fileprivate struct Hidden {
    enum Level {
        case first
    }
}

// @Component(into: [Route: Screen], key: .home)
struct HomeScreen: Screen {}

// @Component(into: [Settings.Tab: Screen], key: .general)
struct GeneralScreen: Screen {}

// @Component(into: [Hidden.Level: Screen], key: .first)
struct FirstScreen: Screen {}

/// Not told again that the collections are missing: each key type above is the mistake.
// @Component
final class Navigator {
    init(routes: [Route: Screen], tabs: [Settings.Tab: Screen], levels: [Hidden.Level: Screen]) {}
}
