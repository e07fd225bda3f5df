import Testing
import WiringCore

/// A module built with `.defaultIsolation(MainActor.self)`, as `wiring.json` declares it: what has no isolation of
/// its own there is the main actor's, what says `nonisolated` is not, and a file of another module is as it was.
@Suite struct DefaultIsolationInferenceTests {
    @Test func whatHasNoIsolationOfItsOwnIsTheMainActors() {
        let mainActorByDefault = """
            class Base { init() {} }

            // @Component
            final class Plain { init() {} }

            // @Component
            nonisolated final class Opted { init() {} }

            // @Component
            final class OptedInit { nonisolated init() {} }

            // @Component
            struct Value {}

            enum Providers {
                // @Provides
                static func makeRate() -> Double { 0 }

                // @Provides
                nonisolated static func makeFlag() -> Bool { true }
            }
            """
        let plainModule = """
            // @Component
            final class Subclass: Base { override init() { super.init() } }

            // @Component
            final class Elsewhere { init() {} }
            """
        let collector = DiagnosticCollector()
        let model = Pipeline.model(
            [
                Pipeline.SourceFile(
                    path: "Default.swift", contents: Array(mainActorByDefault.utf8), isMainActorByDefault: true),
                Pipeline.SourceFile(path: "Plain.swift", contents: Array(plainModule.utf8)),
            ],
            diagnostics: collector)
        #expect(collector.sorted.isEmpty, "\(collector.sorted.map(\.formatted))")
        let isolated = model.bindings.filter(\.ownEffects.isMainActor).map(\.key.text).sorted()
        #expect(isolated == ["Double", "Plain", "Subclass", "Value"])
    }

    @Test func declaringIsolationWhereTheDefaultDecidesIsRedundant() {
        let source = """
            // @Component(isolation: .mainActor)
            final class Plain { init() {} }
            """
        let collector = DiagnosticCollector()
        _ = Pipeline.model(
            [Pipeline.SourceFile(path: "File.swift", contents: Array(source.utf8), isMainActorByDefault: true)],
            diagnostics: collector)
        #expect(collector.sorted.map(\.formatted) == [
            "File.swift:1:26: error: 'isolation:' is for a component whose attributes Wiring cannot classify; 'Plain' is isolated to '@MainActor' (by its module's default isolation), as Wiring can tell from the sources: remove 'isolation:' [#RedundantOptionValue]",
        ])
    }
}
