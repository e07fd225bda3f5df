// A mistake: a router off the main actor keeps the factory of a main-actor assisted screen.
// @Component(assisted: itemID)
@MainActor
final class DetailScreen {
    let itemID: Int
    init(itemID: Int) { self.itemID = itemID }
}

// @Component(scope: .shared)
final class Router {
    let makeDetail: @MainActor (Int) -> DetailScreen
    init(makeDetail: @escaping @MainActor (Int) -> DetailScreen) { self.makeDetail = makeDetail }
}

// expect-diagnostic: Components.swift:12:10: error: parameter 'makeDetail' of 'Router.init' takes '@escaping @MainActor (Int) -> DetailScreen', which makes a '@MainActor' component, but 'Router.init' is not '@MainActor': a main-actor factory holds the graph, which cannot be sent to the main actor from elsewhere; mark 'Router' '@MainActor' too [#MainActorFactoryIsolation]
