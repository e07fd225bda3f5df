import Testing

/// Runs a generated graph with bindings replaced: everything that depends on a replaced binding gets the
/// replacement, a shared replacement is made once, and a graph without overrides builds its own.
@Suite struct OverrideTests {
    static let components = """
        protocol Networking: AnyObject { var name: String { get } }

        // @Component(scope: .shared, as: Networking)
        final class URLNetworking: Networking { let name = "url" }

        // @Component
        final class FeedLoader {
            let networking: any Networking
            init(networking: any Networking) { self.networking = networking }
        }

        // @Component(scope: .shared)
        final class FeedScreen {
            let loader: FeedLoader
            init(loader: FeedLoader) { self.loader = loader }
        }

        final class MockNetworking: Networking { let name = "mock" }
        """

    static let driver = """
        nonisolated(unsafe) var mocksMade = 0
        var overrides = AppGraph.Overrides()
        overrides.networking = {
            mocksMade += 1
            return MockNetworking()
        }
        let test = AppGraph(overrides: overrides)
        print("screen uses: \\(test.feedScreen.loader.networking.name)")
        print("loader uses: \\(test.feedLoader.networking.name)")
        print("mocks made: \\(mocksMade)")

        var sharedOverrides = AppGraph.Overrides()
        sharedOverrides.urlNetworking = {
            mocksMade += 1
            return URLNetworking()
        }
        let shared = AppGraph(overrides: sharedOverrides)
        print("shared replacement reused: \\(shared.networking === shared.feedLoader.networking), made \\(mocksMade - 2)")

        let production = AppGraph()
        print("production uses: \\(production.feedScreen.loader.networking.name)")
        """

    @Test func replacedBindingsReachEveryDependent() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == """
            screen uses: mock
            loader uses: mock
            mocks made: 2
            shared replacement reused: true, made 1
            production uses: url

            """)
    }
}
