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
            """)
        #expect(isolated == ["HomeController", "Banner", "Delegate", "HomeView"])
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
}
