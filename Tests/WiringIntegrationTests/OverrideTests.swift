import Testing

/// Runs a generated graph with bindings replaced: everything that depends on a replaced binding gets the
/// replacement, a shared replacement is made once, and a graph without overrides builds its own. Overrides are
/// compiled into debug builds and those that define `WIRING_OVERRIDES`; a release build has none.
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

    @Test(arguments: ["DEBUG", "WIRING_OVERRIDES"])
    func replacedBindingsReachEveryDependent(condition: String) throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver, conditions: [condition])
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

    /// Without either condition (a release build), the graph is created with `init()` and builds every binding
    /// itself; `Overrides` does not exist, so a test that uses it does not compile either.
    @Test func aReleaseBuildHasNoOverrides() throws {
        let production = try GraphProgram(components: Self.components, driver: """
            print("production uses: \\(AppGraph().feedScreen.loader.networking.name)")
            """, conditions: [])
        defer { production.remove() }
        let run = try production.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "production uses: url\n")
        let compile = try GraphProgram.typecheck(components: Self.components, driver: Self.driver, conditions: [])
        #expect(compile.status != 0)
        #expect(compile.combined.contains("type 'AppGraph' has no member 'Overrides'"), "\(compile.combined)")
    }

    /// A graph that names its entry points keeps a member of `Overrides` for every binding, the others too: a test
    /// replaces what only an entry point needs, and the entry point gives the replacement.
    @Test func aGraphWithEntryPointsOverridesItsOtherBindings() throws {
        let components = Self.components + """

            // @EntryPoints
            protocol FeedEntryPoints {
                var screen: FeedScreen { get }
            }
            """
        let program = try GraphProgram(components: components, driver: """
            var overrides = AppGraph.Overrides()
            overrides.networking = { MockNetworking() }
            let graph = AppGraph(overrides: overrides)
            let entryPoints: any FeedEntryPoints = graph
            print("screen uses: \\(entryPoints.screen.loader.networking.name)")
            print("production uses: \\(AppGraph().screen.loader.networking.name)")
            """, conditions: ["DEBUG"])
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "screen uses: mock\nproduction uses: url\n")
    }
}
