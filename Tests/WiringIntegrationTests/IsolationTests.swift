import Testing

/// Runs a generated graph whose main-actor view model needs a service that opens asynchronously and may fail:
/// callers that arrive while the shared view model is being created get the same one, and errors reach the caller.
@Suite struct IsolationTests {
    static let components = """
        nonisolated(unsafe) var opened = 0
        nonisolated(unsafe) var viewModels = 0
        nonisolated(unsafe) var failNextOpen = false

        struct OpenFailed: Error {}

        final class FeedService {
            init() async throws {
                try await Task.sleep(for: .milliseconds(50))
                if failNextOpen { throw OpenFailed() }
                opened += 1
            }
        }

        // @Provides
        func openFeedService() async throws -> FeedService { try await FeedService() }

        // @Component(scope: .shared)
        @MainActor
        final class FeedViewModel {
            let service: FeedService
            init(service: FeedService) {
                self.service = service
                viewModels += 1
            }
        }

        // @Component
        @MainActor
        final class FeedScreen {
            let viewModel: FeedViewModel
            init(viewModel: FeedViewModel) { self.viewModel = viewModel }
        }
        """

    static let driver = """
        let graph = AppGraph()
        let first = Task { @MainActor in try await graph.feedScreen.viewModel }
        let second = Task { @MainActor in try await graph.feedViewModel }
        let sameViewModel = try await first.value === second.value
        print("same view model for concurrent callers: \\(sameViewModel), view models made: \\(viewModels), services opened: \\(opened)")

        failNextOpen = true
        do {
            _ = try await AppGraph().feedScreen
            print("no error")
        } catch {
            print("error reaches the caller: \\(error is OpenFailed)")
        }
        """

    @Test func mainActorChainOverAsyncThrowingService() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == """
            same view model for concurrent callers: true, view models made: 1, services opened: 1
            error reaches the caller: true

            """)
    }
}
