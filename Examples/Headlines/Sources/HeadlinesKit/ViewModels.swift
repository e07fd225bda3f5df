/// A main-actor chain: the view model and the screen are `@MainActor`, so their accessors are too, and they await
/// the service, whose creation is `async throws`.
@MainActor
// @Component(scope: .shared)
final class HeadlinesViewModel {
    private let service: any ArticleService
    private let store: any ArticleStore
    private let backup: any ArticleStore
    private(set) var headlines: [Article] = []

    init(
        service: any ArticleService,
        // @Named(primary)
        store: any ArticleStore,
        // @Named(backup)
        backup: any ArticleStore
    ) {
        self.service = service
        self.store = store
        self.backup = backup
    }

    func refresh() async throws {
        headlines = try await service.latest()
        store.save(headlines)
        backup.save(headlines)
    }

    var storedIn: String { "\(store.name) (backup: \(backup.name))" }
}

/// What a screen needs, as one bundle instead of a growing init.
// @Bundle
protocol ScreenServices {
    var formatters: [String: any HeadlineFormatter] { get }
    var baseURL: String { get }
}

// @Component
@MainActor
final class HeadlinesScreen {
    let viewModel: HeadlinesViewModel
    private let services: any ScreenServices

    init(viewModel: HeadlinesViewModel, services: any ScreenServices) {
        self.viewModel = viewModel
        self.services = services
    }

    func render(style: String) -> [String] {
        let formatter = services.formatters[style] ?? PlainFormatter()
        return viewModel.headlines.map(formatter.format)
    }
}

/// Made by a storyboard, not by the graph: its dependencies are properties the graph sets with `inject(into:)`.
@MainActor
final class ArticleDetailController {
    // @Inject
    var viewModel: HeadlinesViewModel!
    // @Inject
    // @Named(backup)
    var store: (any ArticleStore)!

    func title(at index: Int) -> String {
        "\(viewModel.headlines[index].title) — kept in \(store.name)"
    }
}
