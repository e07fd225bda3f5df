// A mistake: a main-actor assisted screen whose init loads asynchronously; its coordinator asks for its factory.
// @Component(assisted: itemID)
@MainActor
final class LoadingScreen {
    init(itemID: Int) async {}
}

// @Component(scope: .shared)
@MainActor
final class ScreenCoordinator {
    let makeScreen: @MainActor (Int) -> LoadingScreen
    init(makeScreen: @escaping @MainActor (Int) -> LoadingScreen) { self.makeScreen = makeScreen }
}

// expect-diagnostic: Components.swift:4:13: error: 'LoadingScreen' takes assisted values and its creation is '@MainActor async'; Wiring makes assisted components only synchronously for now: remove 'assisted:' and take those values another way, or make its init neither 'async' nor 'throws' [#EffectfulAssistedComponent]
