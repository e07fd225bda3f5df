import Testing
import WiringCore

/// Where Wiring reads a component's isolation from, as Swift decides it: framework types the sources cannot show are
/// known by name, and what Swift does not count (a conformance declared in an extension) is not counted.
@Suite struct IsolationInferenceTests {
    private func mainActorComponents(_ source: String) -> [String] {
        let (model, errors) = model(of: source)
        #expect(errors.isEmpty, "\(errors)")
        return model.bindings.filter(\.ownEffects.isMainActor).map(\.key.text)
    }

    @Test func frameworkViewsControllersAndDelegatesAreMainActor() {
        let isolated = mainActorComponents("""
            import UIKit
            import SwiftUI
            // @Component
            final class HomeController: UIViewController {}
            // @Component
            final class Banner: NSView {}
            // @Component
            final class Delegate: NSObject, UIApplicationDelegate {}
            // @Component
            struct HomeView: View { var body: some View { EmptyView() } }
            // @Component
            final class Service: NSObject {}
            // @Component
            @Observable @available(iOS 17, *) final class Store {}
            // @Component
            @MainActor(unsafe) final class Legacy {}
            """)
        #expect(isolated == ["HomeController", "Banner", "Delegate", "HomeView", "Legacy"])
    }

    @Test func isolationComesThroughSuperclassesAndRefinedProtocols() {
        let isolated = mainActorComponents("""
            @MainActor class Base { init() {} }
            class Middle: Base {}
            @MainActor protocol Screen: AnyObject {}
            protocol DetailScreen: Screen {}
            // @Component
            final class Leaf: Middle { override init() { super.init() } }
            // @Component
            final class Detail: DetailScreen { init() {} }
            // @Component
            final class Opted: DetailScreen { nonisolated init() {} }
            // @Component
            final class Extended { init() {} }
            extension Extended: Screen {}
            """)
        #expect(isolated == ["Leaf", "Detail"])
    }

    @Test func aTypeDeclaredInTheSourcesHidesTheFrameworkOneOfItsName() {
        let isolated = mainActorComponents("""
            class UIView { init() {} }
            // @Component
            final class Badge: UIView { override init() { super.init() } }
            """)
        #expect(isolated.isEmpty)
    }

    /// What is Sendable follows the same isolation: a class isolated through its superclass is, one whose conformance
    /// to a `@MainActor` protocol is declared in an extension is not, and neither is counted by its attribute's name.
    @Test func sendabilityFollowsTheInferredIsolation() {
        let collector = DiagnosticCollector()
        let source = """
            @MainActor class Base { init() {} }
            @MainActor protocol Screen: AnyObject {}
            // @Component(scope: .shared)
            final class Store: Base { override init() { super.init() } }
            // @Component(scope: .shared)
            final class Ledger { init() {} }
            extension Ledger: Screen {}
            """
        _ = Pipeline.resolve(
            [Pipeline.SourceFile(path: "File.swift", contents: Array(source.utf8))],
            sendableRequirement: SourceLocation(file: "wiring.json", line: 2, column: 3), diagnostics: collector)
        let graphErrors = collector.sorted.filter { $0.id == .nonSendableGraph }.map(\.formatted)
        #expect(graphErrors.count == 1, "\(graphErrors)")
        #expect(graphErrors.first?.contains("keeps the shared 'Ledger'") == true, "\(graphErrors)")
    }
}
