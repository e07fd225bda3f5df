import Testing
@testable import WiringCore

/// What a graph needs of the modules it uses beyond the declarations' visibility: the imports it writes (`@_spi`,
/// `public import`, the modules of extensions), the fixes its visibility errors offer, and a configuration that
/// says one thing twice.
@Suite struct AcrossModulesTests {
    typealias File = ModuleTests.File

    @Test func aKeyWrittenTwiceInTheConfigurationIsAnErrorAtItsSecondLine() {
        let (configuration, errors) = ConfigurationTests.parse("""
            {
              "sendable": true,
              "graphName": "FeedGraph",
              "sendable": false
            }
            """)
        #expect(configuration == nil)
        #expect(errors == [
            "wiring.json:4:3: error: 'sendable' is written more than once in Wiring's configuration, and only one of its values would be read: keep one [#InvalidConfiguration]"
        ])
    }

    /// Only the top-level object's keys count: a string in a list, even one that spells a key, is a value.
    @Test func aValueThatSpellsAKeyIsNoSecondKey() {
        let (configuration, errors) = ConfigurationTests.parse("""
            {"graphName": "FeedGraph", "skipModules": ["graphName", "a\\"b"],
             "includeModules": ["graphName"]}
            """)
        #expect(errors == [])
        #expect(configuration?.skippedModules == ["graphName", "a\"b"])
    }

    /// Raising the setter of `public private(set) var` to `package` must leave its getter public.
    @Test func theFixOfAHiddenSetterKeepsItsGetter() {
        let (_, errors) = ModuleTests.generate([
            File(path: "Core/Core.swift", module: ModuleTests.core, source: """
                public final class Connection {}
                public class Controller {
                    // @Inject
                    public private(set) var connection: Connection?
                    // @Inject
                    private(set) var other: Connection?
                }
                """)
        ])
        #expect(errors == [
            "Core/Core.swift:4:29: error: the setter of '@Inject' property 'connection' of 'Controller' is private in module 'Core', and the graph that uses it is generated in another module of the same package: declare it 'public package(set) var' (or 'public') [#InvisibleAcrossModules]",
            "Core/Core.swift:6:22: error: the setter of '@Inject' property 'other' of 'Controller' is private in module 'Core', and the graph that uses it is generated in another module of the same package: declare it 'package var' (or 'public') [#InvisibleAcrossModules]",
        ])
    }

    /// The graph reads the properties of an `@Inputs` struct: in another module, they must be visible from it, as a
    /// component's init must.
    @Test func anInputsPropertyHiddenFromTheGraphIsReportedAtIt() {
        let (generated, errors) = ModuleTests.generate([
            File(path: "Net/Inputs.swift", module: ModuleTests.net, source: """
                public struct Token {}
                // @Inputs
                public struct AppInputs {
                    public let token: Token
                    let secret: String
                    package var region: Int
                }
                // @Inputs(graph: SessionGraph)
                public struct SessionInputs {
                    var user: Int8
                }
                """),
            File(path: "App/App.swift", module: nil, source: """
                import Net
                // @Component
                struct Screen { let token: Token; let secret: String; let region: Int }
                // @Component(scope: .shared, in: SessionGraph)
                final class Profile { init(user: Int8) {} }
                """),
        ])
        #expect(generated == nil)
        #expect(errors == [
            "Net/Inputs.swift:5:9: error: input 'secret' of 'AppInputs' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public let' [#InvisibleAcrossModules]",
            "Net/Inputs.swift:6:17: error: input 'region' of 'AppInputs' is package in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public var' [#InvisibleAcrossModules]",
            "Net/Inputs.swift:10:9: error: input 'user' of 'SessionInputs' is internal in module 'Net', and the graph that uses it is generated in a module of another package: declare it 'public var' [#InvisibleAcrossModules]",
        ])
    }

    /// An import inside `#if` may not apply on every platform: the graph guards it with `canImport`, unless another
    /// file imports the module without `#if`.
    @Test func anImportInsideIfStaysConditional() throws {
        let (generated, errors) = ModuleTests.generate([
            File(path: "App/A.swift", module: nil, source: """
                #if os(Linux)
                import Glibc
                import Dispatch
                #endif
                // @Component
                struct A {}
                """),
            File(path: "App/B.swift", module: nil, source: "import Dispatch\n// @Component\nstruct B { let a: A }\n"),
        ])
        #expect(errors == [])
        #expect(try #require(generated).contains("\nimport Dispatch\n#if canImport(Glibc)\nimport Glibc\n#endif\n"))
    }

    @Test func theScanReadsTheSPIGroupsOfAnImport() {
        let file = DeclarationReader.read(
            path: "App.swift", bytes: Array("@_spi(Lab) @_spi(Tools) import Core\n@testable import Net\n".utf8))
        #expect(file.imports.map(\.spiGroups) == [["Lab", "Tools"], []])
    }

    @Test func spiGroupsOfTheSourcesImportsAddUp() throws {
        let (generated, errors) = ModuleTests.generate([
            File(path: "Core/Core.swift", module: ModuleTests.net, source: """
                // @Component
                public struct Service { @_spi(Lab) public init() {} }
                // @Component
                public struct Probe { @_spi(Tools) public init() {} }
                """),
            File(path: "App/A.swift", module: nil, source: "@_spi(Lab) import Net\n// @Component\nstruct A { let service: Service }\n"),
            File(path: "App/B.swift", module: nil, source: "@_spi(Tools) import Net\n// @Component\nstruct B { let probe: Probe }\n"),
        ])
        #expect(errors == [])
        let code = try #require(generated)
        #expect(code.contains("\n@_spi(Lab) @_spi(Tools) import Net\n"), "\(code)")
    }

    @Test func onlyTheModulesAPublicGraphNamesInItsAPIAreImportedPublicly() throws {
        let (generated, errors) = ModuleTests.generate(
            [
                File(path: "Core/Clock.swift", module: ModuleTests.core, source: """
                    // @Component(scope: .shared)
                    package final class Clock { package init() {} }
                    """),
                File(path: "Net/Client.swift", module: ModuleTests.net, source: """
                    // @Component
                    public final class Client { public init() {} }
                    """),
                File(path: "App/App.swift", module: nil, source: """
                    import Core
                    import Net
                    // @Component
                    public struct Screen { let clock: Clock; let client: Client }
                    """),
            ], options: RenderOptions(graphTypeName: "FeatureGraph", accessLevel: .public))
        #expect(errors == [])
        let code = try #require(generated)
        #expect(code.contains("\nimport Core\npublic import Net\nimport class Foundation.NSLock\n"), "\(code)")
        // An internal graph imports as the sources do.
        let (internalGraph, _) = ModuleTests.generate([
            File(path: "Net/Client.swift", module: ModuleTests.net, source: "// @Component\npublic final class Client { public init() {} }\n"),
            File(path: "App/App.swift", module: nil, source: "import Net\n// @Component\npublic struct Screen { let client: Client }\n"),
        ])
        #expect(try #require(internalGraph).contains("\nimport Net\n"))
    }

    /// `moduleAliases: ["Utils": "AUtils"]`: the build names the module `AUtils`, and the sources still write `Utils`,
    /// as the generated file must.
    @Test func aModuleRenamedByModuleAliasesIsNamedAsTheSourcesImportIt() throws {
        let aliased = DependencyModule(name: "AUtils", requiredAccess: .public, originalName: "Utils")
        let (generated, errors) = ModuleTests.generate([
            File(path: "Utils/Cache.swift", module: aliased, source: "// @Component\npublic final class Cache { public init() {} }\n"),
            File(path: "Net/Cache.swift", module: ModuleTests.net, source: "// @Component\npublic final class Cache { public init() {} }\n"),
            File(path: "App/App.swift", module: nil, source: """
                import Net
                import Utils
                // @Component
                struct Screen { let mine: Utils.Cache; let theirs: Net.Cache }
                """),
        ])
        #expect(errors == [])
        let code = try #require(generated)
        #expect(code.contains("import Net\nimport Utils\n"), "\(code)")
        #expect(code.contains("var utilsCache: Utils.Cache {"), "\(code)")
        #expect(!code.contains("AUtils"), "\(code)")
        // Not imported by that name, the module keeps the one the build gives it.
        let (unaliased, _) = ModuleTests.generate([
            File(path: "Utils/Tool.swift", module: aliased, source: "// @Component\npublic struct Tool { public init() {} }\n"),
            File(path: "App/App.swift", module: nil, source: "import AUtils\n// @Component\nstruct Screen { let tool: Tool }\n"),
        ])
        #expect(try #require(unaliased).contains("import AUtils\n"))
    }

    /// A type no source declares (`Int`) comes from a module Wiring does not read: a module it reads, imported
    /// `public`ly by a source for its own reasons, is no candidate, as its types are found by name.
    @Test func aTypeNoSourceDeclaresMakesNoReadModuleAPublicImport() throws {
        let (generated, errors) = ModuleTests.generate(
            [
                File(path: "Core/Core.swift", module: ModuleTests.core, source: "public struct Token {}\n"),
                File(path: "Net/Client.swift", module: ModuleTests.net, source: """
                    public import Core
                    // @Component
                    public final class Client { public init() {} }
                    """),
                File(path: "App/App.swift", module: nil, source: """
                    import Net
                    // @Provides
                    public func port() -> Int { 1 }
                    """),
            ], options: RenderOptions(graphTypeName: "FeatureGraph", accessLevel: .public))
        #expect(errors == [])
        let code = try #require(generated)
        #expect(code.contains("\nimport Core\npublic import Net\n"), "\(code)")
    }
}
