protocol Screen {}

/// A case with a value and no 'Hashable': a dictionary cannot be keyed by it.
enum Route {
    case home
    case detail(id: Int)
}

// @Component(into: [Double: Screen], key: 1)
struct ZoomScreen: Screen {}

// @Component(into: [Route: Screen], key: .home)
struct HomeScreen: Screen {}

/// Not told again that the two collections are missing: the keys above are the mistakes.
// @Component
final class Navigator {
    init(zoom: [Double: Screen], routes: [Route: Screen]) {}
}
