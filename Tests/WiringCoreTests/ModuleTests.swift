import Testing
@testable import WiringCore

/// Graphs over several modules: the target's sources plus those of the modules it depends on. Names several modules
/// declare are told apart by module, and what the graph uses of another module must be visible from the target's.
@Suite struct ModuleTests {
    /// A file of the target (module nil) or of a dependency module.
    struct File {
        var path: String
        var module: DependencyModule?
        var source: String
    }

    static let core = DependencyModule(name: "Core", requiredAccess: .package)
    static let net = DependencyModule(name: "Net", requiredAccess: .public)

    static func sourceFiles(_ files: [File]) -> [Pipeline.SourceFile] {
        files.map { Pipeline.SourceFile(path: $0.path, contents: Array($0.source.utf8), module: $0.module) }
    }

    static func generate(_ files: [File], options: RenderOptions = RenderOptions()) -> (String?, [String]) {
        let collector = DiagnosticCollector()
        let generated = Pipeline.generate(sourceFiles(files), options: options, diagnostics: collector)?.singleFile
        return (generated, collector.sorted.map(\.formatted))
    }

    @Test func typesOfTheSameNameInTwoModulesAreToldApartByModule() throws {
        let (generated, errors) = Self.generate([
            File(path: "Core/Cache.swift", module: Self.core, source: """
                // @Component(scope: .shared)
                public final class Cache { public init() {} }
                """),
            File(path: "Net/Cache.swift", module: Self.net, source: """
                // @Component(scope: .shared)
                public final class Cache { public init() {} }
                // @Component
                public struct Client {
                    public init(cache: Cache) {}
                }
                """),
            File(path: "App/App.swift", module: nil, source: """
                import Core
                import Net
                // @Component
                struct Screen {
                    init(values: Core.Cache, responses: Net.Cache, client: Client) {}
                }
                """),
        ])
        #expect(errors == [])
        let code = try #require(generated)
        #expect(code.contains("import Core\nimport Net\nimport class Foundation.NSLock\n"))
        #expect(code.contains("var coreCache: Core.Cache {"))
        #expect(code.contains("var netCache: Net.Cache {"))
        // Inside `Net`, `Cache` is Net's own.
        #expect(code.contains("return Client(cache: netCache)"))
        #expect(code.contains("return Screen(values: coreCache, responses: netCache, client: client)"))
    }

    /// A feature module places its components in a child graph that another module declares, and takes the bindings
    /// of that graph and of the root: the app's generated file holds every graph.
    @Test func aFeatureModulePlacesComponentsInAChildGraphAnotherModuleDeclares() throws {
        let (generated, errors) = Self.generate([
            File(path: "Core/Session.swift", module: Self.core, source: """
                public struct Account { public let name: String }
                // @Inputs(graph: SessionGraph)
                public struct SessionInputs {
                    public let account: Account
                    public init(account: Account) { self.account = account }
                }
                // @Component(scope: .shared)
                public final class Network { public init() {} }
                """),
            File(path: "Net/Inbox.swift", module: Self.net, source: """
                import Core
                // @Component(scope: .shared, in: SessionGraph)
                public final class Inbox {
                    public init(account: Account, network: Network) {}
                }
                """),
            File(path: "App/App.swift", module: nil, source: """
                import Core
                import Net
                // @Component
                struct InboxScreen {
                    init(inbox: Inbox) {}
                }
                """),
        ])
        #expect(errors == [])
        let code = try #require(generated)
        #expect(code.contains("final class SessionGraph {"))
        #expect(code.contains("init(parent: AppGraph, inputs: SessionInputs, overrides: Overrides = Overrides()) {"))
        #expect(code.contains("let instance = Inbox(account: account, network: parent.network)"))
        #expect(code.contains("return InboxScreen(inbox: inbox)"))
    }

    @Test func anUnqualifiedNameMeansTheOnlyImportedModuleThatDeclaresIt() throws {
        let (generated, errors) = Self.generate([
            File(path: "Core/Cache.swift", module: Self.core, source: "// @Component\npublic final class Cache { public init() {} }\n"),
            File(path: "Net/Cache.swift", module: Self.net, source: "// @Component\npublic final class Cache { public init() {} }\n"),
            File(path: "App/App.swift", module: nil, source: "import Net\n// @Component\nstruct Screen { let cache: Cache }\n"),
        ])
        #expect(errors == [])
        #expect(try #require(generated).contains("return Screen(cache: netCache)"))
    }

    @Test func aTypeOfTheTargetShadowsImportedOnesAsInSwift() throws {
        let (generated, errors) = Self.generate([
            File(path: "Net/Cache.swift", module: Self.net, source: "// @Component\npublic final class Cache { public init() {} }\n"),
            File(path: "App/App.swift", module: nil, source: """
                import Net
                // @Component
                final class Cache {}
                // @Component
                struct Screen { let mine: Cache; let theirs: Net.Cache }
                """),
        ])
        #expect(errors == [])
        #expect(try #require(generated).contains("return Screen(mine: cache, theirs: netCache)"))
    }

    @Test func aModuleQualifiedNameFindsATypeOnlyOneModuleDeclares() {
        let (generated, errors) = Self.generate([
            File(path: "Net/Client.swift", module: Self.net, source: "// @Component\npublic final class Client { public init() {} }\n"),
            File(path: "App/App.swift", module: nil, source: "import Net\n// @Component\nstruct Screen { let client: Net.Client }\n"),
        ])
        #expect(errors == [])
        #expect(generated?.contains("return Screen(client: client)") == true)
    }

    @Test func freeProvidersOfTheSameNameAreCalledThroughTheirModule() throws {
        let (generated, errors) = Self.generate([
            File(path: "Core/Make.swift", module: Self.core, source: "// @Provides\npublic func make() -> String { \"\" }\n"),
            File(path: "Net/Make.swift", module: Self.net, source: "// @Provides\npublic func make() -> Int { 1 }\n"),
        ])
        #expect(errors == [])
        let code = try #require(generated)
        #expect(code.contains("return Core.make()"))
        #expect(code.contains("return Net.make()"))
    }

    @Test func whatTheGraphUsesOfAnotherModuleMustBeVisibleFromIt() {
        let (_, errors) = Self.generate([
            File(path: "Net/Net.swift", module: Self.net, source: """
                // @Component
                final class Hidden {}
                // @Component
                public struct Memberwise { let value: Int }
                // @Component
                public final class Implicit {}
                // @Component
                public final class InternalInit { init() {} }
                // @Component
                public final class PackageInit { package init() {} }
                enum Namespace {
                    // @Component
                    public final class Nested { public init() {} }
                }
                // @Provides
                func makeValue() -> Int { 1 }
                // @Component(scope: .shared, teardown: close)
                public final class Connection {
                    public init() {}
                    func close() {}
                }
                public class Controller {
                    // @Inject
                    public private(set) var connection: Connection?
                }
                """),
        ])
        #expect(errors == [
            "Net/Net.swift:2:13: error: 'Hidden' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public class Hidden' [#InvisibleAcrossModules]",
            "Net/Net.swift:4:15: error: the memberwise init that Swift synthesizes for 'Memberwise' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare a 'public init' that takes its properties [#InvisibleAcrossModules]",
            "Net/Net.swift:6:20: error: the init() that Swift synthesizes for 'Implicit' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare 'public init() {}' [#InvisibleAcrossModules]",
            "Net/Net.swift:8:35: error: the init of 'InternalInit' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public init' [#InvisibleAcrossModules]",
            "Net/Net.swift:10:42: error: the init of 'PackageInit' is package in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public init' [#InvisibleAcrossModules]",
            "Net/Net.swift:11:6: error: 'Namespace' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public enum Namespace' [#InvisibleAcrossModules]",
            "Net/Net.swift:16:6: error: function 'makeValue' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public func makeValue' [#InvisibleAcrossModules]",
            "Net/Net.swift:20:10: error: function 'close' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public func close' [#InvisibleAcrossModules]",
            "Net/Net.swift:24:29: error: the setter of '@Inject' property 'connection' of 'Controller' is private in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public var' [#InvisibleAcrossModules]",
        ])
    }

    @Test func packageAccessIsEnoughWithinThePackageAndExtensionsLendTheirAccess() {
        let (generated, errors) = Self.generate([
            File(path: "Core/Core.swift", module: Self.core, source: """
                // @Component
                package final class Clock { package init() {} }
                // @Component
                public struct Settings { let clock: Clock }
                public extension Settings {
                    // @Inject
                    init(clock: Clock) { self.clock = clock }
                }
                // @Component
                struct Hidden { package init() {} }
                """),
        ])
        #expect(generated == nil)
        #expect(errors == [
            "Core/Core.swift:10:8: error: 'Hidden' is internal in module 'Core', and the graph that uses it is generated in another module of the same package: declare it 'package struct Hidden' (or 'public') [#InvisibleAcrossModules]",
        ])
    }

    /// The graph writes the cases of an enum that keys a collection (`Route.home`): of a dependency module, it must be
    /// as visible as the components, whichever module the contribution is in; a public one is fine.
    @Test func anEnumThatKeysACollectionMustBeVisibleFromTheGraph() {
        let (generated, errors) = Self.generate([
            File(path: "Net/Net.swift", module: Self.net, source: """
                public protocol Screen {}
                enum Route { case home }
                public enum Level { case first }
                // @Component(into: [Route: Screen], key: .home)
                public struct HomeScreen: Screen { public init() {} }
                // @Component(into: [Level: Screen], key: .first)
                public struct FirstScreen: Screen { public init() {} }
                """),
            File(path: "Core/Core.swift", module: Self.core, source: """
                enum Tab { case general }
                """),
            File(path: "App/App.swift", module: nil, source: """
                // @Component(into: [Tab: Screen], key: .general)
                struct GeneralScreen: Screen {}
                """),
        ])
        #expect(generated == nil)
        #expect(errors == [
            "Core/Core.swift:1:6: error: 'Tab' is internal in module 'Core', and the graph that uses it is generated in another module of the same package: declare it 'package enum Tab' (or 'public') [#InvisibleAcrossModules]",
            "Net/Net.swift:2:6: error: 'Route' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public enum Route' [#InvisibleAcrossModules]",
        ])
    }

    @Test func aPublicGraphExposesEachBindingAsFarAsItsTypeAllows() throws {
        let (generated, errors) = Self.generate([
            File(path: "Core/Core.swift", module: Self.core, source: """
                public protocol Clock {}
                // @Component(as: Clock)
                package final class CountingClock: Clock { package init() {} }
                """),
            File(path: "Feature/Feature.swift", module: nil, source: """
                // @Component
                public struct Screen { public init(clock: Clock) {} }
                // @Component
                struct Helper {}
                """),
        ], options: RenderOptions(graphTypeName: "FeatureGraph", accessLevel: .public))
        #expect(errors == [])
        let code = try #require(generated)
        // It keeps nothing and is given nothing: it is `Sendable`, and so are its overrides.
        #expect(code.contains("public final class FeatureGraph: Sendable {"))
        #expect(code.contains("    public init(overrides: Overrides = Overrides()) {"))
        #expect(code.contains("        package let countingClock: Binding<@Sendable () -> CountingClock>"))
        #expect(code.contains("        public let clock: Binding<@Sendable () -> any Clock>"))
        #expect(code.contains("    package var countingClock: CountingClock {"))
        #expect(code.contains("    public var clock: any Clock {"))
        #expect(code.contains("    public var screen: Screen {"))
        #expect(code.contains("    var helper: Helper {"))
    }

    @Test func eachBindingKnowsItsModule() {
        let collector = DiagnosticCollector()
        let model = Pipeline.model(Self.sourceFiles([
            File(path: "Net/Net.swift", module: Self.net, source: "// @Component\npublic final class Client { public init() {} }\n"),
            File(path: "App/App.swift", module: nil, source: "// @Component\nstruct Screen { let client: Client }\n"),
        ]), diagnostics: collector)
        #expect(model.bindings.map { [$0.type: $0.module ?? "target"] } == [["Screen": "target"], ["Client": "Net"]])
    }

    @Test func onlyModulesThatContributeBindingsAreImported() throws {
        let (generated, _) = Self.generate([
            File(path: "Net/Net.swift", module: Self.net, source: "public struct Unrelated {}\n"),
            File(path: "App/App.swift", module: nil, source: "// @Component\nstruct Screen {}\n"),
        ])
        #expect(try #require(generated).contains("import Net") == false)
    }

    /// An `@EntryPoints` protocol of another module, which the app's graph conforms to: it must be visible from the
    /// graph, and the generated file imports its module.
    @Test func entryPointsOfAnotherModuleMustBeVisibleFromTheGraph() throws {
        let crane = File(path: "Net/Crane.swift", module: Self.net, source: """
            // @Component
            public final class Crane { public init() {} }
            """)
        let (_, errors) = Self.generate([crane, File(path: "Net/EntryPoints.swift", module: Self.net, source: """
            // @EntryPoints
            protocol SiteEntryPoints {
                var crane: Crane { get }
            }
            """)])
        #expect(errors == [
            "Net/EntryPoints.swift:2:10: error: 'SiteEntryPoints' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public protocol SiteEntryPoints' [#InvisibleAcrossModules]",
        ])
        let (generated, visibleErrors) = Self.generate([crane, File(path: "Net/EntryPoints.swift", module: Self.net, source: """
            // @EntryPoints
            public protocol SiteEntryPoints {
                var crane: Crane { get }
            }
            """)])
        #expect(visibleErrors.isEmpty)
        let code = try #require(generated)
        #expect(code.contains("import Net\n"))
        // It keeps nothing, so it is `Sendable` too.
        #expect(code.contains("final class AppGraph: Sendable, SiteEntryPoints {"))
    }
}
