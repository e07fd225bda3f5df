import Testing
import WiringCore

/// A plain `() -> T` factory of a `@MainActor` product, taken by a consumer that the graph creates or injects on the
/// main actor: the graph forms the closure there, so Swift isolates it to the main actor, and, as it is not
/// `Sendable`, keeps it there. Wiring accepts it as Swift does, and the generated file compiles and runs; where the
/// closure would be formed off the main actor, or is `@Sendable`, the factory must still say `@MainActor`.
@Suite struct MainActorPlainFactoryTests {
    @Test func plainFactoriesOfMainActorProductsOnTheMainActor() throws {
        let components = """
            @MainActor
            class ViewController {
                init() {}
            }

            protocol Screen: AnyObject {}

            // @Component
            final class AboutViewController: ViewController, Screen {
                override init() { super.init() }
            }

            // @Component(into: [any Screen])
            @MainActor
            final class HelpViewController: Screen {
                init() {}
            }

            // @Component(into: [String: any Screen], key: "contact")
            final class ContactViewController: ViewController, Screen {
                override init() { super.init() }
            }

            // @Component(scope: .shared)
            @MainActor
            final class Router {
                let makeAbout: () -> AboutViewController
                let makeScreens: [() -> any Screen]
                let makeScreensByName: [String: () -> any Screen]
                init(
                    makeAbout: @escaping () -> AboutViewController,
                    makeScreens: [() -> any Screen],
                    makeScreensByName: [String: () -> any Screen]
                ) {
                    self.makeAbout = makeAbout
                    self.makeScreens = makeScreens
                    self.makeScreensByName = makeScreensByName
                }
            }

            // @Component
            final class Presenter {
                let router: Router
                let makeAbout: () -> AboutViewController
                let cachedAbout: () -> AboutViewController
                init(
                    router: Router,
                    makeAbout: @escaping () -> AboutViewController,
                    // @Lazy
                    cachedAbout: @escaping () -> AboutViewController
                ) {
                    self.router = router
                    self.makeAbout = makeAbout
                    self.cachedAbout = cachedAbout
                }
            }

            @MainActor
            final class SettingsViewController: ViewController {
                // @Inject
                var makeAbout: (() -> AboutViewController)!
                // @Inject
                // @Lazy
                var cachedAbout: (() -> AboutViewController)!
            }
            """
        let driver = """
            let graph = AppGraph()
            let router = graph.router
            print(router.makeAbout() !== router.makeAbout(), router.makeScreens.count, router.makeScreensByName["contact"]!() is ContactViewController)
            let presenter = graph.presenter
            print(presenter.makeAbout() !== presenter.makeAbout(), presenter.cachedAbout() === presenter.cachedAbout())
            let settings = SettingsViewController()
            graph.inject(into: settings)
            print(settings.makeAbout() !== settings.makeAbout(), settings.cachedAbout() === settings.cachedAbout())
            """
        let program = try GraphProgram(components: components, driver: driver)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standardOutput == "true 1 true\ntrue true\ntrue true\n")
    }

    /// Off the main actor the closure could not create the product, and a `@Sendable` one is formed on the main
    /// actor but may be called anywhere: both must say `@MainActor`.
    @Test func plainFactoryFormedOffTheMainActorMustSayMainActor() {
        let components = """
            // @Component
            @MainActor
            final class AboutViewController {
                init() {}
            }

            protocol Screen {}

            // @Component(into: [any Screen])
            @MainActor
            final class HelpViewController: Screen {
                init() {}
            }

            final class Settings {
                // @Inject
                var makeAbout: (() -> AboutViewController)!
            }

            // @Component
            @MainActor
            final class Launcher {
                init(makeAbout: @escaping @Sendable () -> AboutViewController) {}
            }

            // @Component
            final class Coordinator {
                init(makeScreens: [() -> any Screen]) {}
            }
            """
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [Pipeline.SourceFile(path: "Components.swift", contents: Array(components.utf8))],
            options: RenderOptions(), diagnostics: diagnostics)?.singleFile
        #expect(generated == nil)
        #expect(diagnostics.sorted.map(\.formatted) == [
            "Components.swift:17:9: error: creating 'AboutViewController' is '@MainActor', so factory parameter 'makeAbout' of 'Settings' must say so: declare it '@MainActor () -> AboutViewController' [#UndeclaredFactoryEffects]",
            "Components.swift:23:10: error: creating 'AboutViewController' is '@MainActor', so factory parameter 'makeAbout' of 'Launcher.init' must say so: declare it '@MainActor () -> AboutViewController' [#UndeclaredFactoryEffects]",
            "Components.swift:28:10: error: parameter 'makeScreens' takes factories of '[any Screen]', whose creation is '@MainActor'; a collection of factories takes only plain '() -> T': take the collection itself instead [#EffectfulFactoryCollection]",
        ])
    }
}
