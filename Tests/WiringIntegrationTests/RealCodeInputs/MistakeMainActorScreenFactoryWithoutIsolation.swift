// A mistake: a main-actor coordinator asks for a main-actor assisted screen's factory without '@MainActor'.
// @Component(assisted: itemID)
@MainActor
final class DetailScreen {
    init(itemID: Int) {}
}

// @Component(scope: .shared)
@MainActor
final class Router {
    init(makeDetail: @escaping (Int) -> DetailScreen) {}
}

// expect-diagnostic: Components.swift:11:10: error: missing binding for '@escaping (Int) -> DetailScreen', needed by parameter 'makeDetail' of 'Router.init'; 'DetailScreen' takes 'itemID: Int' from its caller ('assisted:'), so the graph offers it only as '@MainActor (Int) -> DetailScreen': ask for exactly that type and call it with those values [#MissingBinding]
// expect-diagnostic: Components.swift:4:13: note: 'DetailScreen' is declared here
