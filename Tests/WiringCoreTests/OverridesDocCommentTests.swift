import Testing
import WiringCore

/// The doc comments of the generated `Overrides` show a binding of the graph they are in: a reader of a graph without
/// an `engine` must not be told that `overrides.engine` exists.
@Suite struct OverridesDocCommentTests {
    static func generated(_ source: String) throws -> String {
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [Pipeline.SourceFile(path: "File.swift", contents: Array(source.utf8))], options: RenderOptions(),
            diagnostics: diagnostics)?.singleFile
        return try #require(generated, "\(diagnostics.sorted.map(\.formatted))")
    }

    @Test func theExampleIsABindingOfTheGraph() throws {
        let generated = try Self.generated(
            """
            // @Component(scope: .shared)
            final class Wheel { init() {} }

            // @Component
            final class Cart { init(wheel: Wheel) {} }
            """)
        // The first binding by name.
        #expect(generated.contains("A closure set here (`overrides.cart = { … }`) is used"))
        #expect(generated.contains("of the type of its replacement: `overrides.cart` reaches `cart`."))
        #expect(generated.contains("/// `overrides.cart`: the replacement of `cart`, nil unless one is set."))
        #expect(!generated.contains("engine"))
    }

    @Test func aGraphOfOneChildGraphsBindingsNamesItsOwn() throws {
        let generated = try Self.generated(
            """
            // @Component(scope: .shared)
            final class Clock { init() {} }

            // @Inputs(graph: SessionGraph)
            struct Session { let user: String }

            // @Component(scope: .shared, in: SessionGraph)
            final class Basket { init(user: String, clock: Clock) {} }
            """)
        #expect(generated.contains("`overrides.clock`: the replacement of `clock`"))
        #expect(generated.contains("`overrides.basket`: the replacement of `basket`"))
    }
}
