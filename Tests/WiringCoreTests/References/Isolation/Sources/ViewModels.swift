/// A main-actor view-model chain over services that open asynchronously and may fail.
protocol FeedService: AnyObject, Sendable {}

// @Component(as: FeedService)
final class RemoteFeedService: FeedService {
    /// Opening a connection suspends and can fail.
    init() async throws {}
}

// @Component(scope: .shared)
final class Settings {
    init() throws {}
}

// @Component(scope: .shared)
@MainActor
final class FeedViewModel {
    init(service: any FeedService, settings: Settings) {}
}

// @Component
@MainActor
final class FeedScreen {
    init(viewModel: FeedViewModel, makeService: @escaping () async throws -> any FeedService) {}
}

// @Component(scope: .shared)
final class Analytics {
    @MainActor
    init(settings: Settings) {}
}

// @Component
@MainActor
final class AppRouter {
    init(screen: @escaping @MainActor () async throws -> FeedScreen, analytics: Analytics) {}
}

/// Created on the main actor, asynchronously, from nothing the graph holds.
// @Component(scope: .shared)
@MainActor
final class Clock {
    init() async {}
}

protocol Plugin {}

/// Created on the main actor, asynchronously, from a collection of factories nothing contributes to (`[]`).
// @Component(scope: .shared)
@MainActor
final class PluginHost {
    init(
        // @AllowEmpty
        makePlugins: [() -> any Plugin]
    ) async {}
}
