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
    init() {
        Log.printsLines = false
    }

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

    /// A binding of a child graph replaced through `SessionGraph.Overrides`: the session's reading list is one the
    /// test holds, and the article screen, in a graph inside the session, saves to it. The app graph's own override
    /// (the mock service) reaches the screen through the session's parent.
    @Test func aSessionsReadingListCanBeReplacedForTheScreensInIt() async throws {
        var appOverrides = AppGraph.Overrides()
        appOverrides.articleService = { MockArticleService() }
        let graph = AppGraph(inputs: AppConfiguration(baseURL: "https://unused.example"), overrides: appOverrides)
        try await graph.headlinesViewModel.refresh()

        let spare = ReadingList(account: Account(name: "Spare"))
        var overrides = SessionGraph.Overrides()
        overrides.readingList = { spare }
        let inputs = SessionInputs(account: Account(name: "Tess"))
        let session = SessionGraph(parent: graph, inputs: inputs, overrides: overrides)
        #expect(session.readingList === spare)

        let screen = ArticleScreenGraph(parent: session, inputs: ArticleScreenInputs(articleIndex: 0))
        let page = try await screen.articlePage
        #expect(page.viewModel.readingList === spare)
        page.viewModel.saveForLater()
        #expect(spare.articles == [Article(title: "Mocked headline", source: "test")])
        #expect(page.render(style: "loud") == "MOCKED HEADLINE! — for Tess")

        // Another session, without the override, gets a reading list of its own.
        let other = graph.signIn.signIn(as: "Otto")
        let otherList = other.readingList
        #expect(otherList !== spare && otherList.articles.isEmpty)

        // The app's shutdown shuts both sessions down, newest first, and closes the replacement like its own.
        withExtendedLifetime((session, other)) { graph.shutdown() }
        #expect(Log.lines.suffix(3) == [
            "Otto's reading list #\(otherList.number) closed (0 saved)",
            "Spare's reading list #\(spare.number) closed (1 saved)",
            "memory store flushed 1 articles",
        ])
    }

    /// The generic `RecordStore` is one binding per record type: each specialization is shared by every session and
    /// screen of the graph, is the instance its `any Repository<…>` binding gives, and is replaced on its own through
    /// `AppGraph.Overrides` (here the articles' store; the accounts' store stays the graph's).
    @Test func eachRecordTypeHasOneSharedStoreThatCanBeReplacedOnItsOwn() async throws {
        let spare = RecordStore<Article>()
        var overrides = AppGraph.Overrides()
        overrides.articleService = { MockArticleService() }
        overrides.recordStoreArticle = { spare }
        let graph = AppGraph(inputs: AppConfiguration(baseURL: "https://unused.example"), overrides: overrides)
        try await graph.headlinesViewModel.refresh()

        for name in ["Tess", "Otto", "Tess"] {
            let session = graph.signIn.signIn(as: name)
            _ = try await ArticleScreenGraph(parent: session, inputs: ArticleScreenInputs(articleIndex: 0)).articlePage
        }
        #expect(spare.all == [Article(title: "Mocked headline", source: "test")])
        #expect(graph.repositoryArticle === spare)
        #expect(graph.recordStoreAccount.all.map(\.name) == ["Tess", "Otto"])
        #expect(graph.repositoryAccount === graph.recordStoreAccount)
        #expect(graph.signIn.accounts === graph.recordStoreAccount)
    }
}
