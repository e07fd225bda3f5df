import Testing

/// A generic component that only `// @Optional` parameters ask for: the optional request specializes it as a plain
/// one does, so the parameter gets the instance, not nil.
@Suite struct GenericOptionalRequestTests {
    static let components = """
        // @Component(scope: .shared)
        final class Store<Item> {
            init() {}
        }

        // @Component
        final class Screen {
            let store: Store<Int>?
            let names: Store<String>?
            init(
                // @Optional
                store: Store<Int>?,
                // @Optional
                names: Store<String>?
            ) {
                self.store = store
                self.names = names
            }
        }

        // @Component
        final class Widget {
            let store: Store<Int>?
            init(
                // @Optional
                store: Store<Int>?
            ) {
                self.store = store
            }
        }
        """

    static let driver = """
        let graph = AppGraph()
        let screen = graph.screen
        print(screen.store == nil ? "nil" : "present", screen.names == nil ? "nil" : "present")
        print(screen.store === graph.widget.store ? "shared" : "separate")
        """

    @Test func anOptionalRequestSpecializesTheTemplate() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver)
        defer { program.remove() }
        let result = try program.run()
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.standardOutput == "present present\nshared\n")
    }
}
