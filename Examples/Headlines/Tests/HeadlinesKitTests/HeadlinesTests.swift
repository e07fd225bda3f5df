import Testing
@testable import HeadlinesKit

/// The network replaced by a mock for one graph, through `AppGraph.Overrides`: production code is untouched, and
/// everything that depends on the service (the view model, the screen) gets the mock.
final class MockArticleService: ArticleService {
    func latest() async throws -> [Article] {
        [Article(title: "Mocked headline", source: "test")]
    }
}

@MainActor
@Suite struct HeadlinesTests {
    @Test func theScreenShowsWhatTheMockServiceReturns() async throws {
        var overrides = AppGraph.Overrides()
        overrides.articleService = { MockArticleService() }
        let graph = AppGraph(inputs: AppConfiguration(baseURL: "https://unused.example"), overrides: overrides)

        let screen = try await graph.headlinesScreen
        try await screen.viewModel.refresh()
        #expect(screen.render(style: "plain") == ["Mocked headline"])
        #expect(screen.render(style: "loud") == ["MOCKED HEADLINE!"])
        #expect(graph.primaryArticleStore.saved == [Article(title: "Mocked headline", source: "test")])
    }

    @Test func withoutOverridesAnInsecureURLFailsToOpenTheService() async throws {
        let graph = AppGraph(inputs: AppConfiguration(baseURL: "http://insecure.example"))
        await #expect(throws: ConfigurationError.self) { try await graph.headlinesScreen }
    }

    @Test func theStoreCanBeReplacedByNameToo() async throws {
        let spare = DiskStore()
        var overrides = AppGraph.Overrides()
        overrides.articleService = { MockArticleService() }
        overrides.backupArticleStore = { spare }
        let graph = AppGraph(inputs: AppConfiguration(baseURL: "https://unused.example"), overrides: overrides)
        let viewModel = try await graph.headlinesViewModel
        try await viewModel.refresh()
        #expect(spare.saved.count == 1)
        #expect(viewModel.storedIn == "disk (backup: disk)")
    }
}
