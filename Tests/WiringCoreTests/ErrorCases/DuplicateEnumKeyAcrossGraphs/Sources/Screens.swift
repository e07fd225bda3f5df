protocol Screen {}

enum Route {
    case home, settings
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let user: String
}

// @Component(scope: .shared, into: [Route: Screen], key: .home)
final class HomeScreen: Screen {}

/// Lives in each session, and lists the app's home screen too: '.home' twice in one dictionary.
// @Component(scope: .shared, in: SessionGraph, into: [Route: Screen], key: .home)
final class WelcomeScreen: Screen {
    init(user: String) {}
}

// @Provides(into: [Int: Screen], key: 7)
func seventh() -> any Screen { HomeScreen() }

// @Provides(scope: .shared, in: SessionGraph, into: [Int: Screen], key: 0007)
func lucky() -> any Screen { HomeScreen() }

// @Component(in: SessionGraph, scope: .shared)
final class Navigator {
    init(routes: [Route: Screen], levels: [Int: Screen]) {}
}
