import Testing

/// Graphs of components whose isolation Swift infers (from a superclass, a protocol) or that name it with
/// `isolation:`, and teardown methods isolated apart from their class: generated, compiled in Swift 6 with warnings
/// as errors, and run.
@Suite struct InferredIsolationTests {

    @Test func isolationInheritedFromASuperclass() throws {
        let printed = try GraphProgram.output(
            components: """
                @MainActor class BaseController { init() {} }

                // @Component
                final class Home: BaseController {
                    override init() { super.init() }
                }

                // @Component
                final class Router {
                    let home: Home
                    init(home: Home) { self.home = home }
                }
                """,
            driver: """
                let graph = AppGraph()
                print(type(of: graph.router.home))
                """)
        #expect(printed == "Home\n")
    }

    @Test func isolationFromAConformedProtocol() throws {
        let printed = try GraphProgram.output(
            components: """
                @MainActor protocol Screen: AnyObject {}

                // @Component(scope: .shared)
                final class Home: Screen {
                    init() {}
                }

                // @Component
                final class Router {
                    let home: Home
                    init(home: Home) { self.home = home }
                }
                """,
            driver: """
                let graph = AppGraph()
                print(graph.router.home === graph.home)
                """)
        #expect(printed == "true\n")
    }

    /// A conformance declared in an extension isolates only that extension's members, so the graph creates the
    /// component anywhere: here from a detached task.
    @Test func aConformanceInAnExtensionLeavesTheTypeNonisolated() throws {
        let printed = try GraphProgram.output(
            components: """
                @MainActor protocol Screen: AnyObject {}

                // @Component
                final class Home {
                    init() {}
                }

                extension Home: Screen {}

                // @Component
                final class Opted: Screen {
                    nonisolated init() {}
                }
                """,
            driver: """
                let graph = AppGraph()
                let names = await Task.detached { [graph] in
                    "\\(type(of: graph.home)) \\(type(of: graph.opted))"
                }.value
                print(names)
                """)
        #expect(printed == "Home Opted\n")
    }

    /// An attribute is matched by the type it names: a typealias of `MainActor` isolates to the main actor, with no
    /// `isolation:` (which would be redundant).
    @Test func isolationThroughATypealiasOfTheMainActor() throws {
        let printed = try GraphProgram.output(
            components: """
                typealias UI = MainActor

                // @Component
                @UI final class Home {
                    init() {}
                }

                // @Component
                final class Router {
                    let home: Home
                    init(home: Home) { self.home = home }
                }
                """,
            driver: """
                print(type(of: AppGraph().router.home))
                """)
        #expect(printed == "Home\n")
    }

    @Test func aMainActorTeardownOfAClassThatIsNotIsolated() throws {
        let printed = try GraphProgram.output(
            components: """
                nonisolated(unsafe) var closed = 0

                // @Component(scope: .shared, teardown: close)
                final class Store {
                    init() {}
                    @MainActor func close() { closed += 1 }
                }

                // @Component
                final class Reader {
                    let store: Store
                    init(store: Store) { self.store = store }
                }
                """,
            driver: """
                let graph = AppGraph()
                _ = graph.reader
                graph.shutdown()
                print(closed)
                """)
        #expect(printed == "1\n")
    }
}
