import Testing
@testable import WiringCore

/// A global actor declared in a dependency module, matched by the type it names: written with its module's name
/// (`@Core.DatabaseActor`), through a typealias, or plainly; and told apart from another module's actor of the same
/// name.
@Suite struct GlobalActorModuleTests {
    typealias File = ModuleTests.File

    static let coreActor = File(
        path: "Core/DatabaseActor.swift", module: ModuleTests.core,
        source: """
            @globalActor package actor DatabaseActor {
                package static let shared = DatabaseActor()
            }
            """)

    @Test func anActorOfADependencyModuleWrittenWithTheModulesName() throws {
        let (generated, errors) = ModuleTests.generate([
            Self.coreActor,
            File(
                path: "App/Store.swift", module: nil,
                source: """
                    import Core

                    typealias Database = Core.DatabaseActor

                    // @Component(scope: .shared)
                    @Core.DatabaseActor final class Store {
                        init() {}
                    }

                    // @Component
                    @Database final class Importer {
                        init(store: Store) {}
                    }

                    // @Component
                    final class Exporter {
                        init(store: Store) {}
                    }
                    """),
        ])
        #expect(errors == [])
        let text = try #require(generated)
        #expect(text.contains("@DatabaseActor var store: Store {"))
        #expect(text.contains("@DatabaseActor fileprivate var storeInstance: Store?"))
        #expect(text.contains("@DatabaseActor var importer: Importer {"))
        #expect(text.contains("@DatabaseActor var exporter: Exporter {"))
    }

    /// Two modules declare an actor of the same name: each component is isolated to the one its file sees, and the
    /// graph writes each with its module's name.
    @Test func actorsOfTheSameNameInTwoModulesAreToldApart() throws {
        let (generated, errors) = ModuleTests.generate([
            Self.coreActor,
            File(
                path: "Net/DatabaseActor.swift", module: ModuleTests.net,
                source: """
                    @globalActor public actor DatabaseActor {
                        public static let shared = DatabaseActor()
                    }

                    // @Component(scope: .shared)
                    @DatabaseActor public final class Cache {
                        public init() {}
                    }
                    """),
            File(
                path: "App/Store.swift", module: nil,
                source: """
                    import Core
                    import Net

                    // @Component(scope: .shared)
                    @Core.DatabaseActor final class Store {
                        init() {}
                    }
                    """),
        ])
        #expect(errors == [])
        let text = try #require(generated)
        #expect(text.contains("@Core.DatabaseActor var store: Store {"))
        #expect(text.contains("@Net.DatabaseActor var cache: Cache {"))
    }
}
