// A mistake: two screens registered under the same route.
enum Route: Hashable {
    case home, search
}

protocol Screen {}

// @Component(into: [Route: Screen], key: .home)
struct HomeScreen: Screen {}

// @Component(into: [Route: Screen], key: .home)
struct SearchScreen: Screen {}

// @Component
struct Router {
    let screens: [Route: any Screen]
}

// expect-diagnostic: Components.swift:11:43: error: key .home is contributed twice to '[Route: Screen]', by 'HomeScreen' and 'SearchScreen'; a dictionary's keys must be unique: change one [#DuplicateContributionKey]
// expect-diagnostic: Components.swift:8:43: note: .home is first contributed here
