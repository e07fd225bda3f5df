import Testing
@testable import WiringCore

/// The graph stage, from sources: every missing, duplicate or cyclic binding, what the generated code could not
/// express, and a declaration the model stage rejects reported once, with the exact diagnostics a user sees. The
/// model stage on its own (which init is used, what cannot be built) is in `ModelStageTests`; the cases that read best
/// as files of their own are folders of `ErrorCases/` (`ErrorCaseTests`).
@Suite struct GraphStageTests {
    /// "Did you mean" compares names only near the diagonal of the edit-distance table: two 30,000-character names
    /// one edit apart are still suggested, at the cost of their length rather than its square.
    @Test func nearMatchesOfVeryLongNames() {
        let long = String(repeating: "A", count: 30_000)
        let errors = diagnostics(of: """
            // @Component
            final class \(long)B {}
            // @Component
            final class User { init(x: \(long)C) {} }
            """)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("did you mean '\(long)B'?") == true)
    }

    @Test(arguments: [
        ("kitten", "sitting", 3, 3), ("kitten", "sitting", 2, nil), ("flaw", "lawn", 2, 2), ("", "ab", 2, 2),
        ("abc", "", 2, nil), ("engine", "engine", 1, 0), ("ab", "ba", 3, 2), ("abcdef", "abc", 2, nil),
    ] as [(String, String, Int, Int?)])
    func editDistanceWithinALimit(lhs: String, rhs: String, limit: Int, expected: Int?) {
        #expect(NearMatches.editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars), limit: limit) == expected)
    }

    @Test func everyMissingBindingIsReportedInOneRun() {
        let errors = diagnostics(of: """
            // @Component
            struct A { let b: B; let c: C }
            // @Component
            struct D { let e: E }
            """)
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0.contains("error: missing binding for") })
    }

    @Test func aCycleThroughAFactoryIsLegal() throws {
        let source = """
            // @Component(scope: .shared)
            final class Team { init(carFactory: @escaping () -> Car) {} }
            // @Component
            final class Car { init(team: Team, wheel: () -> Wheel) {} }
            // @Component
            final class Wheel {}
            """
        let collector = DiagnosticCollector()
        let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector))
        #expect(collector.diagnostics.isEmpty)
        let team = try #require(graph.model.bindings.first { $0.key.text == "Team" })
        #expect(team.dependencies.map(\.key.text) == ["Car"])
        #expect(team.dependencies.map(\.form) == [.factory(isSendable: false)])
        // `Team`, a class that does not declare `Sendable`, keeps the graph from being `Sendable`.
        #expect(graph.sendableGraphs.isEmpty)
    }

    /// A `@Sendable` factory, alone or in a collection, holds its graph wherever it is sent: the graph must be
    /// `Sendable`. One that keeps a value the sources cannot decide on (a subclass of a framework's class) is then
    /// declared `Sendable`, for the compiler to check; without the factory, it is not.
    @Test func aSendableFactoryRequiresASendableGraph() throws {
        let factories = [
            ("make: @escaping @Sendable () -> Wheel", "@Component", true),
            ("makers: [@Sendable () -> Part]", "@Component(into: [Part])", true),
            ("make: @escaping () -> Wheel", "@Component", false),
        ]
        for (parameter, annotation, requiresSendable) in factories {
            let source = """
                // @Component
                final class Car { init(registry: Registry, \(parameter)) {} }
                // @Component(scope: .shared)
                final class Registry: NSObject {}
                protocol Part {}
                // \(annotation)
                final class Wheel: Part {}
                """
            let collector = DiagnosticCollector()
            let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector))
            #expect(collector.diagnostics.isEmpty)
            #expect(graph.sendableGraphs == (requiresSendable ? [0] : []), "\(parameter)")
        }
    }

    // MARK: - Child graphs

    static let club = """
        struct Member { let name: String }
        // @Inputs(graph: MemberGraph)
        struct MemberInputs { let member: Member }
        // @Inputs(graph: CourtGraph, parent: MemberGraph)
        struct CourtInputs { let number: Int }
        // @Component(scope: .shared)
        final class Ledger {}
        // @Component
        final class Clock {}
        // @Component(scope: .shared, in: MemberGraph)
        final class Locker { init(member: Member, ledger: Ledger) {} }
        // @Component
        final class Screen { init(locker: Locker, clock: Clock) {} }
        // @Component
        final class Scoreboard { init(number: Int, screen: Screen) {} }
        protocol Perk {}
        // @Component(into: [Perk])
        struct Sauna: Perk {}
        // @Component(into: [Perk])
        struct Coach: Perk { init(member: Member) {} }
        // @Component
        final class PerkList { init(perks: [Perk]) {} }
        """

    /// The graphs each binding of `source` is made in, by type: `["Clock": ["AppGraph"], …]`.
    static func placements(_ source: String) throws -> [String: [String]] {
        let collector = DiagnosticCollector()
        let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector))
        #expect(collector.diagnostics.map(\.formatted) == [])
        var placements: [String: [String]] = [:]
        for binding in graph.model.bindings {
            placements[binding.key.text, default: []].append(graph.model.graphs[binding.graph ?? 0].name)
        }
        return placements
    }

    @Test func anUnscopedBindingIsMadeInTheHighestGraphThatHasAllItNeeds() throws {
        let placements = try Self.placements(Self.club)
        #expect(placements["Clock"] == ["AppGraph"])
        #expect(placements["Ledger"] == ["AppGraph"])
        #expect(placements["Locker"] == ["MemberGraph"])
        // It needs the locker, which lives in a member's graph; the court graph reaches it there.
        #expect(placements["Screen"] == ["MemberGraph"])
        #expect(placements["Scoreboard"] == ["CourtGraph"])
        #expect(placements["(MemberInputs) -> MemberGraph"] == ["AppGraph"])
        #expect(placements["(CourtInputs) -> CourtGraph"] == ["MemberGraph"])
    }

    @Test func aCollectionLivesInEachGraphThatContributesToIt() throws {
        let placements = try Self.placements(Self.club)
        // The root graph's has the sauna; a member's adds the coach, who needs the member. What takes the collection
        // is made in both, each with its own graph's.
        #expect(placements["[Perk]"] == ["AppGraph", "MemberGraph"])
        #expect(placements["PerkList"] == ["AppGraph", "MemberGraph"])
        let collector = DiagnosticCollector()
        let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(Self.club.utf8))], diagnostics: collector))
        let perks = graph.model.bindings.filter { $0.key.text == "[Perk]" }
        #expect(perks.map { $0.dependencies.map(\.parameter.name) } == [["Sauna"], ["Coach", "Sauna"]])
    }

    @Test func aCollectionTakenAllowEmptyIsEmptyInAGraphWithoutItsContributions() throws {
        let source = """
            struct Member { let name: String }
            // @Inputs(graph: MemberGraph)
            struct MemberInputs { let member: Member }
            protocol Perk {}
            // @Component(into: [Perk])
            struct Coach: Perk { init(member: Member) {} }
            // @Component(scope: .shared)
            final class PerkList {
                init(
                    // @AllowEmpty
                    perks: [Perk]
                ) {}
            }
            // @Component
            final class MemberPerks {
                init(
                    // @AllowEmpty
                    perks: [Perk], member: Member
                ) {}
            }
            """
        let placements = try Self.placements(source)
        // The empty one is placed after every other instance.
        #expect(placements["[Perk]"] == ["MemberGraph", "AppGraph"])
        #expect(placements["PerkList"] == ["AppGraph"])
        let collector = DiagnosticCollector()
        let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector))
        let perks = graph.model.bindings.filter { $0.key.text == "[Perk]" }
        #expect(perks.map { $0.dependencies.map(\.parameter.name) } == [["Coach"], []])
    }

    @Test func siblingGraphsMayEachBindAType() throws {
        let source = """
            struct Member { let name: String }
            struct Guest { let name: String }
            // @Inputs(graph: MemberGraph)
            struct MemberInputs { let member: Member }
            // @Inputs(graph: GuestGraph)
            struct GuestInputs { let guest: Guest }
            final class Badge {}
            enum Badges {
                // @Provides(scope: .shared, in: MemberGraph)
                static func member(member: Member) -> Badge { Badge() }
                // @Provides(scope: .shared, in: GuestGraph)
                static func guest(guest: Guest) -> Badge { Badge() }
            }
            // @Component
            final class Door { init(badge: Badge) {} }
            """
        let placements = try Self.placements(source)
        #expect(placements["Badge"] == ["MemberGraph", "GuestGraph"])
        #expect(placements["Door"] == ["MemberGraph", "GuestGraph"])
    }

    @Test func assistedValuesComeFromTheCaller() throws {
        let source = """
            // @Component(assisted: [topSpeed, name])
            final class Car { init(engine: Engine, topSpeed: Int, name: String) {} }
            // @Component
            final class Engine {}
            // @Component
            final class Dealer { init(order: @escaping (Int, String) -> Car) {} }
            """
        let collector = DiagnosticCollector()
        let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector))
        #expect(collector.diagnostics.isEmpty)
        let car = try #require(graph.model.bindings.first { $0.type == "(Int, String) -> Car" })
        #expect(car.dependencies.map(\.key.text) == ["Engine"])
        let dealer = try #require(graph.model.bindings.first { $0.type == "Dealer" })
        #expect(dealer.dependencies.map(\.key.text) == ["(Int, String) -> Car"])
    }

    /// Issue 14: the init keeps an assisted closure, so the `make` function that passes it on takes it `@escaping`,
    /// and the factory type has it inside; a requester may write the outer `@escaping` or not. (`References/
    /// TypeSpellings` compiles the same graph.)
    @Test func anAssistedClosureStaysEscapingInTheMakeFunctionAndTheFactoryType() throws {
        let source = """
            // @Component(assisted: completion)
            final class NetworkService { init(completion: @escaping () -> Void, session: Session) {} }
            // @Component
            final class Session { init() {} }
            // @Component
            final class Client { init(makeService: @escaping (@escaping () -> Void) -> NetworkService) {} }
            // @Component
            final class Poller { init(makeService: (@escaping () -> Void) -> NetworkService) {} }
            """
        let collector = DiagnosticCollector()
        let generated = Pipeline.generate([.init(path: "File.swift", contents: Array(source.utf8))], options: RenderOptions(),
                                          diagnostics: collector)?.singleFile
        #expect(collector.sorted.map(\.formatted) == [])
        let text = try #require(generated)
        #expect(text.contains("    func makeNetworkService(completion: @escaping () -> Void) -> NetworkService {\n"))
        #expect(text.contains("Components ask for it as `(@escaping () -> Void) -> NetworkService`."))
    }

    /// `(() -> Void) -> NetworkService` is another Swift type, whose closure could not pass its argument on to an
    /// init that keeps it: it does not match, and the message names the type to ask for.
    @Test func aFactoryTypeWithoutTheInnerEscapingIsMissingAndTheMessageNamesTheOneToAskFor() {
        #expect(diagnostics(of: """
            // @Component(assisted: completion)
            final class NetworkService { init(completion: @escaping () -> Void) {} }
            // @Component
            final class Client { init(makeService: @escaping (() -> Void) -> NetworkService) {} }
            """) == [
            """
            File.swift:4:27: error: missing binding for '@escaping (() -> Void) -> NetworkService', needed by parameter 'makeService' of 'Client.init'; 'NetworkService' takes 'completion: @escaping () -> Void' from its caller ('assisted:'), so the graph offers it only as '(@escaping () -> Void) -> NetworkService': ask for exactly that type and call it with those values [#MissingBinding]
            File.swift:2:13: note: 'NetworkService' is declared here
            """,
        ])
    }

    @Test func assistedMisuse() {
        #expect(diagnostics(of: """
            protocol Vehicle {}
            // @Component(assisted: topSped)
            final class Car { init(topSpeed: Int) {} }
            // @Component(scope: .shared, assisted: [size, size], as: Vehicle)
            final class Truck: Vehicle { init(size: Int) {} }
            // @Component(assisted: speed)
            final class Bike { init(speed: Int) {} }
            // @Component
            final class Rider { init(bike: Bike) {} }
            """) == [
            "File.swift:2:25: error: 'topSped' in 'assisted:' is not a parameter of 'Car.init'; did you mean 'topSpeed'? [#UnknownAssistedParameter]",
            "File.swift:4:4: error: 'Truck' takes assisted values, so each call creates a new one and it cannot be shared: remove 'scope: .shared' [#ConflictingOptions]",
            "File.swift:4:48: error: 'size' is listed twice in 'assisted:'; keep one [#RedundantOptionValue]",
            "File.swift:4:59: error: 'Truck' takes assisted values, so the graph cannot hand it out as 'Vehicle' on its own: remove 'as:', and bind a factory with a '// @Provides' function if you need one [#ConflictingOptions]",
            "File.swift:9:26: error: missing binding for 'Bike', needed by parameter 'bike' of 'Rider.init'; 'Bike' takes 'speed: Int' from its caller ('assisted:'), so the graph cannot build it alone: ask for '(Int) -> Bike' instead and call it with those values [#MissingBinding]\nFile.swift:7:13: note: 'Bike' is declared here",
        ])
    }

    @Test func aRejectedComponentIsNotAlsoReportedMissing() {
        #expect(diagnostics(of: """
            // @Component
            final class Engine { init?() {} }
            // @Component
            final class Car { init(engine: Engine) {} }
            """) == [
            "File.swift:2:22: error: the init of 'Engine' is failable (init?); Wiring cannot build a component that may be nil: make the init non-failable, or return the value from a '// @Provides' function that handles the failure [#FailableInitializer]",
        ])
    }

    @Test func accessorNamesAndCollisions() {
        #expect(NameAllocator.accessorBase(forType: "URLSession") == "urlSession")
        #expect(NameAllocator.accessorBase(forType: "UUID") == "uuid")
        #expect(NameAllocator.accessorBase(forType: "V8Engine") == "v8Engine")
        #expect(NameAllocator.accessorBase(forType: "Garage.Lift") == "garageLift")
        #expect(NameAllocator.accessorBase(forType: "any Engine") == "engine")
        #expect(NameAllocator.accessorBase(forType: "[Wheel]") == "wheelArray")
        #expect(NameAllocator.accessorBase(forType: "[String: Int]") == "stringIntDictionary")
        #expect(NameAllocator.accessorBase(forType: "Engine?") == "optionalEngine")
        // Any non-ASCII character can be part of a Swift name, letters and emoji alike.
        #expect(NameAllocator.accessorBase(forType: "Café.Crème") == "caféCrème")
        #expect(NameAllocator.accessorBase(forType: "[🚗Maker]") == "🚗MakerArray")
        var allocator = NameAllocator(reserved: ["jsonDecoder"])
        #expect(allocator.allocate("jsonDecoder") == "jsonDecoder2")
        #expect(allocator.allocate("engine") == "engine")
        #expect(allocator.allocate("engine") == "engine2")
        #expect(allocator.allocate("init") == "init2")
        #expect(NameAllocator.declared("default") == "`default`")
    }

    @Test func dependencyOrderPutsEveryBindingAfterItsDependencies() throws {
        let collector = DiagnosticCollector()
        let source = """
            // @Component
            struct D { let c: C; let b: B }
            // @Component
            struct C { let a: A }
            // @Component
            struct B { let a: A }
            // @Component
            struct A {}
            """
        let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector))
        let order = graph.order.map { graph.model.bindings[$0].key.text }
        #expect(order == ["A", "B", "C", "D"])
    }

    @Test func namedBindingsThatDoNotMatchSayWhichNamesExist() {
        #expect(diagnostics(of: """
            protocol Store {}
            // @Named(primary)
            // @Component(as: Store)
            final class Disk: Store {}
            // @Named(backup)
            // @Component(as: Store)
            final class Cloud: Store {}
            // @Component
            final class Sync {
                init(
                    // @Named(backups)
                    a: any Store,
                    b: any Store
                ) {}
            }
            """) == [
            """
            File.swift:12:9: error: missing binding for 'any Store @Named(backups)', needed by parameter 'a' of 'Sync.init'; did you mean '@Named(backup)'? [#MissingBinding]
            File.swift:6:19: note: 'Store @Named(backup)' is bound here
            File.swift:3:19: note: 'Store @Named(primary)' is bound here
            """,
            """
            File.swift:13:9: error: missing binding for 'any Store', needed by parameter 'b' of 'Sync.init'; 'any Store' is bound only with names, '@Named(backup)' or '@Named(primary)': put '// @Named(…)' with the one it needs on the line above parameter 'b' [#MissingBinding]
            File.swift:6:19: note: 'Store @Named(backup)' is bound here
            File.swift:3:19: note: 'Store @Named(primary)' is bound here
            """,
        ])
    }

    @Test func oneNameOnTwoBindingsOfATypeIsADuplicate() {
        #expect(diagnostics(of: """
            protocol Store {}
            // @Named(primary)
            // @Component(as: Store)
            final class Disk: Store {}
            enum Stores {
                // @Named(primary)
                // @Provides
                static func memory() -> Store { fatalError() }
            }
            """) == [
            """
            File.swift:3:19: error: 'Store @Named(primary)' is bound 2 times, by component 'Disk' ('as: Store') and provider 'Stores.memory()'; a type can have only one binding: remove all but one [#DuplicateBinding]
            File.swift:3:19: note: 'Store @Named(primary)' is bound here by component 'Disk' ('as: Store')
            File.swift:8:17: note: 'Store @Named(primary)' is bound here by provider 'Stores.memory()'
            """,
        ])
    }

    @Test func anEmptyCollectionIsMissingUnlessAllowed() throws {
        #expect(diagnostics(of: """
            protocol Widget {}
            // @Component
            final class Host {
                init(
                    widgets: [any Widget],
                    // @AllowEmpty
                    count: Int = 0
                ) {}
            }
            """) == [
            "File.swift:5:9: error: missing binding for '[any Widget]', needed by parameter 'widgets' of 'Host.init'; nothing contributes to it: add 'into: [Widget]' to the annotation of a component or provider, or put '// @AllowEmpty' above parameter 'widgets' if an empty collection will do [#MissingBinding]",
        ])
        let (model, errors) = model(of: """
            protocol Widget {}
            // @Component
            struct Host {
                // @AllowEmpty
                let widgets: [any Widget]
                // @AllowEmpty
                let factories: [String: () -> any Widget]
            }
            """)
        #expect(errors.isEmpty)
        #expect(model.bindings.map(\.type) == ["Host", "[any Widget]", "[String: any Widget]"])
    }

    @Test func aBundlesMissingPropertyIsReportedAtTheProperty() {
        #expect(diagnostics(of: """
            // @Bundle
            protocol Services {
                var clock: Clock { get }
            }
            // @Component
            final class Garage {
                init(services: any Services) {}
            }
            """) == [
            """
            File.swift:3:9: error: missing binding for 'Clock', needed by property 'clock' of bundle 'Services'; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct [#MissingBinding]
            File.swift:7:10: note: 'Garage' needs 'any Services' through parameter 'services' of 'Garage.init'
            """,
        ])
    }

    @Test func propertyInjectionMisuse() {
        #expect(diagnostics(of: """
            final class Car {}
            struct S {
                // @Inject
                var x: Int
            }
            class T {
                // @Inject
                let y: Car
                // @Inject
                private(set) var z: Car? = nil
                // @Inject
                var w: Car { Car() }
                // @Inject
                static var v: Car?
                // @Inject
                var clock: Clock!
            }
            """) == [
            "File.swift:4:9: error: '@Inject' property 'x' is in struct 'S'; only a class can be injected after it is made: annotate 'S' '// @Component' and take 'x' in its init instead [#InjectedPropertyOutsideClass]",
            "File.swift:8:9: error: '@Inject' property 'y' of 'T' is a 'let'; 'inject(into:)' sets it after init: make it a 'var' [#UnsettableInjectedProperty]",
            "File.swift:10:22: error: '@Inject' property 'z' of 'T' cannot be set from the generated file: make it (and its setter) internal [#InaccessibleDeclaration]",
            "File.swift:12:9: error: '@Inject' property 'w' of 'T' is get-only; give it a setter, or make it a stored 'var' [#UnsettableInjectedProperty]",
            "File.swift:14:16: error: '@Inject' property 'v' of 'T' is static; 'inject(into:)' sets instance properties: remove 'static' [#UnsettableInjectedProperty]",
            "File.swift:16:9: error: missing binding for 'Clock', needed by property 'clock' of 'T'; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct [#MissingBinding]",
        ])
    }

    @Test func effectsTheGeneratedCodeCannotExpress() {
        let errors = diagnostics(of: """
            // @Component
            final class Connection { init() async throws {} }
            // @Component(scope: .shared)
            final class Cache { init(makeSocket: () async -> Socket, connection: Connection) {} }
            // @Component
            @MainActor
            final class ViewModel {}
            // @Component
            final class Loader { init(makeConnection: () -> Connection, makeViewModel: @escaping @MainActor () -> ViewModel) {} }
            // @Component(assisted: id)
            final class Download { init(id: Int, connection: Connection) {} }
            // @Component
            final class Socket { init() async {} }
            """)
        #expect(errors == [
            "File.swift:4:13: error: 'Cache' is shared and created asynchronously, because it needs 'Connection'; the graph can create a kept instance asynchronously only once on the main actor: mark 'Cache' '@MainActor', make it unscoped, or create it before the graph and pass it in the '@Inputs' struct [#AsyncKeptInstance]",
            "File.swift:9:27: error: creating 'Connection' is 'async throws', so factory parameter 'makeConnection' of 'Loader.init' must say so: declare it '() async throws -> Connection' [#UndeclaredFactoryEffects]",
            "File.swift:9:61: error: factory parameter 'makeViewModel' is '@MainActor', but 'Loader.init' is not: a main-actor factory holds the graph, which cannot be sent to the main actor from elsewhere; mark 'Loader' '@MainActor' too [#MainActorFactoryIsolation]",
            "File.swift:11:13: error: '(Int) -> Download' is made with assisted values, but creating it is 'async throws', because it needs 'Connection'; Wiring makes assisted components only synchronously, and on the main actor only when they are '@MainActor' themselves, for now: take that dependency through a factory, or remove 'assisted:' [#EffectfulAssistedComponent]",
        ])
    }

    /// A component's `@Inject` properties are dependencies of its creation: a missing one is reported at the
    /// property, a cycle through one is a cycle, and a factory property closes a cycle legally.
    @Test func injectedPropertiesOfComponentsAreDependencies() {
        #expect(diagnostics(of: """
            // @Component(scope: .shared)
            final class Car {
                init() {}
                // @Inject
                var radio: Radio!
            }
            // @Component
            final class Radio { init(car: Car) {} }
            // @Component
            final class Garage {
                init() {}
                // @Inject
                var lift: Lift!
            }
            """) == [
            """
            File.swift:5:9: error: dependency cycle: 'Car' → 'Radio' → 'Car'; none of them can be created first: take a factory '() -> T' instead of 'T' in one of these inits to create it later, remove one of these dependencies, or move what they share into a new component that each of them depends on [#DependencyCycle]
            File.swift:5:9: note: 'Car' depends on 'Radio' through '@Inject' property 'radio' of 'Car'
            File.swift:8:26: note: 'Radio' depends on 'Car' through parameter 'car' of 'Radio.init'
            """,
            "File.swift:13:9: error: missing binding for 'Lift', needed by '@Inject' property 'lift' of 'Garage'; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct [#MissingBinding]",
        ])
        #expect(diagnostics(of: """
            // @Component(scope: .shared)
            final class Car {
                init() {}
                // @Inject
                var makeRadio: (() -> Radio)!
            }
            // @Component
            final class Radio { init(car: Car) {} }
            """) == [])
    }

    /// A rejected declaration is reported once, where it is: what it would have bound is not reported missing at
    /// its consumers, and a shared asynchronous component is not reported again for its `as:` binding.
    /// An effect the generated code cannot express is one error per binding (`ErrorCases/OneMistakeOneError` has the
    /// annotation and model mistakes).
    @Test func oneEffectMistakeGivesOneError() {
        #expect(diagnostics(of: """
            protocol Engine: AnyObject {}
            // @Component(scope: .shared, as: Engine)
            final class V8: Engine { init() async {} }
            struct Decoder {}
            // @Provides(scope: .shared)
            func decoder() async -> Decoder { Decoder() }
            """) == [
            "File.swift:3:13: error: 'V8' is shared and created asynchronously; the graph can create a kept instance asynchronously only once on the main actor: mark 'V8' '@MainActor', make it unscoped, or create it before the graph and pass it in the '@Inputs' struct [#AsyncKeptInstance]",
            "File.swift:6:6: error: 'Decoder' is shared and created asynchronously; the graph can create a kept instance asynchronously only once on the main actor: mark 'decoder()' '@MainActor', make it unscoped, or create it before the graph and pass it in the '@Inputs' struct [#AsyncKeptInstance]",
        ])
    }

    /// "Did you mean" suggests what is plausibly the same name mistyped: nothing for a one-letter name, and for a
    /// factory type of an assisted component that is not the one it offers, the one it offers.
    @Test func suggestionsArePlausible() {
        #expect(diagnostics(of: """
            // @Component
            final class B {}
            // @Component
            final class C {}
            // @Component(assisted: label)
            final class Badge { init(label: String) {} }
            // @Component
            final class User { init(a: A, makeBadge: (Int) -> Badge) {} }
            """) == [
            "File.swift:8:25: error: missing binding for 'A', needed by parameter 'a' of 'User.init'; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct [#MissingBinding]",
            "File.swift:8:31: error: missing binding for '(Int) -> Badge', needed by parameter 'makeBadge' of 'User.init'; 'Badge' takes 'label: String' from its caller ('assisted:'), so the graph offers it only as '(String) -> Badge': ask for exactly that type and call it with those values [#MissingBinding]\nFile.swift:6:13: note: 'Badge' is declared here",
        ])
    }

    /// What would compile into code the compiler rejects is refused at the annotation: an actor's teardown method
    /// that is isolated to it (`shutdown()` calls it without `await`), and a kept class created asynchronously on the
    /// main actor that is not `Sendable` (the callers that wait for its creation share it).
    @Test func keptInstancesTheGeneratedCodeCouldNotShare() {
        #expect(diagnostics(of: """
            // @Component(scope: .shared, teardown: close)
            actor Database { init() {}; func close() {} }
            """) == [
            "File.swift:1:41: error: teardown method 'close()' of actor 'Database' is isolated to the actor, but 'shutdown()' calls it directly, without 'await': declare it 'nonisolated func close()' [#UnsupportedTeardownMethod]\nFile.swift:2:34: note: 'close()' is declared here",
        ])
        #expect(diagnostics(of: """
            // @Component(scope: .shared)
            final class Repository { @MainActor init() async {} }
            // @Component(scope: .shared)
            final class SendableRepository: Sendable { @MainActor init() async {} }
            // @Component(scope: .shared)
            @MainActor final class Screen { init() async {} }
            protocol Repository: AnyObject {}
            // @Provides(scope: .shared)
            @MainActor func repository() async -> LocalRepository { LocalRepository() }
            final class LocalRepository: Repository {}
            // @Component(scope: .shared)
            final class External: SomeFrameworkBase { @MainActor init() async {} }
            // @Component(scope: .shared, teardown: close)
            actor Database { init() {}; nonisolated func close() {} }
            """) == [
            "File.swift:2:13: error: 'Repository' is shared and created asynchronously on the main actor, where the callers that ask for it meanwhile wait for the one creation; Swift lets a value be shared with them only if it is Sendable, and class 'Repository' is not: mark the class '@MainActor' (not only its init), make it 'Sendable', or make it unscoped [#AsyncKeptInstance]",
            "File.swift:9:17: error: 'LocalRepository' is shared and created asynchronously on the main actor, where the callers that ask for it meanwhile wait for the one creation; Swift lets a value be shared with them only if it is Sendable, and class 'LocalRepository' is not: mark the class '@MainActor' (not only its init), make it 'Sendable', or make it unscoped [#AsyncKeptInstance]",
        ])
    }

    /// A child graph may be declared before its parent: the graph stage takes the graphs parents first (it crashed,
    /// reading what the parent's placement had not computed yet), and the file declares the parent's class first.
    @Test func aChildGraphDeclaredBeforeItsParent() throws {
        let source = """
            // @Inputs(graph: CourtGraph, parent: MemberGraph)
            struct CourtInputs { let number: Int }
            // @Inputs(graph: MemberGraph)
            struct MemberInputs { let name: String }
            // @Component(scope: .shared, in: MemberGraph)
            final class Locker { init(name: String) {} }
            // @Component(scope: .shared, in: CourtGraph)
            final class Court { init(number: Int, locker: Locker) {} }
            // @Component
            final class Screen { init(court: Court, locker: Locker) {} }
            """
        let collector = DiagnosticCollector()
        let generated = try #require(
            Pipeline.generate([.init(path: "F.swift", contents: Array(source.utf8))], options: RenderOptions(),
                              diagnostics: collector)?.singleFile)
        #expect(collector.diagnostics.isEmpty)
        let member = try #require(generated.range(of: "final class MemberGraph {"))
        let court = try #require(generated.range(of: "final class CourtGraph {"))
        #expect(member.lowerBound < court.lowerBound)
        #expect(generated.contains("let parent: MemberGraph"))
        #expect(generated.contains("Court(number: number, locker: parent.locker)"))
        #expect(generated.contains("Screen(court: court, locker: parent.locker)"))
    }

    /// A binding that no graph can make because something it needs is made nowhere is reported there once: its
    /// dependents are not also told that a dependency lives in a graph they cannot see, nor that no graph has all they
    /// need (here `MemberGraph` has both `Locker` and `Clock`; found by GeneratedGraphPropertyTests).
    @Test func aDependencyMadeNowhereIsReportedOnce() {
        #expect(diagnostics(of: """
            // @Inputs(graph: MemberGraph)
            struct MemberInputs { let name: String }
            // @Component(scope: .shared, in: MemberGraph)
            final class Locker { init(name: String, number: Int) {} }
            // @Component
            final class Clock { init() {} }
            // @Component
            final class Screen { init(locker: Locker, clock: Clock) {} }
            """) == [
            "File.swift:4:41: error: missing binding for 'Int', needed by parameter 'number' of 'Locker.init'; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct [#MissingBinding]",
        ])
    }

    /// A graph that names itself as its parent is told so, not that graphs are each other's parents.
    @Test func aChildGraphThatIsItsOwnParent() {
        #expect(diagnostics(of: """
            // @Inputs(graph: MemberGraph, parent: MemberGraph)
            struct MemberInputs { let name: String }
            """) == [
            "File.swift:1:40: error: child graph 'MemberGraph' is its own parent, so it cannot be created: make it a child of another graph, or of 'AppGraph' (remove its 'parent:') [#GraphParentCycle]\nFile.swift:1:40: note: 'MemberGraph' is a child of 'MemberGraph' here",
        ])
    }

    // MARK: - Entry points

    /// A graph that names no entry points offers every accessor: nothing in it is unused, whatever needs it.
    @Test func withoutEntryPointsNothingIsUnused() {
        #expect(diagnostics(of: """
            // @Component
            final class Crane {}
            // @Component
            final class Forklift {}
            """).isEmpty)
    }

    /// What a child graph that names no entry points needs of its parent is used; what a child graph that names
    /// some does not offer is not, even when the root graph's would need it; a specialization of a generic component
    /// is reported through what asks for it; an '@Optional' value and a collection taken whole count as uses.
    @Test func whatTheGraphsOfferIsUsed() {
        let warnings = diagnostics(of: """
            struct Member {}
            protocol Plugin {}
            protocol Payments {}
            // @Inputs(graph: MemberGraph)
            struct MemberInputs { let member: Member }
            // @Inputs(graph: GuestGraph)
            struct GuestInputs { let member: Member }
            // @Component
            final class Scanner {}
            // @Component(scope: .shared, in: GuestGraph)
            final class Guest { init(member: Member, scanner: Scanner) {} }
            // @Component(scope: .shared, in: MemberGraph)
            final class Locker { init(member: Member, scanner: Scanner) {} }
            // @Component(scope: .shared)
            final class Store<Record> {}
            // @Component
            final class Archive { init(store: Store<Int>) {} }
            // @Component(as: Payments)
            final class Card: Payments {}
            // @Component(into: [Plugin])
            struct Logging: Plugin {}
            // @Component
            final class Checkout {
                init(
                    // @Optional
                    payments: (any Payments)?,
                    plugins: [any Plugin]
                ) {}
            }
            // @EntryPoints
            protocol AppEntryPoints {
                var checkout: Checkout { get }
            }
            // @EntryPoints(graph: MemberGraph)
            protocol MemberEntryPoints {
                var member: Member { get }
            }
            """)
        #expect(warnings.map { $0.components(separatedBy: " is not used").first ?? $0 } == [
            "File.swift:13:13: warning: component 'Locker'",
            "File.swift:17:13: warning: component 'Archive'",
        ])
    }

    /// The accessors a graph that names entry points does not offer are internal, never public (the other parts of
    /// the graph call them); its `inject(into:)` is its API; the entry points name their accessors, and an entry
    /// point that cannot name one (a second one of a binding) reads it.
    @Test func theAccessorsNoEntryPointNamesAreInternal() throws {
        let source = """
            // @Component
            final class Crane {}
            // @Component
            final class Hook {}
            final class Gate {
                // @Inject
                var hook: Hook?
            }
            // @EntryPoints
            protocol SiteEntryPoints {
                var mainCrane: Crane { get }
                var craneAgain: Crane { get }
            }
            """
        let collector = DiagnosticCollector()
        let generated = try #require(
            Pipeline.generate([.init(path: "F.swift", contents: Array(source.utf8))],
                              options: RenderOptions(), diagnostics: collector)?.singleFile)
        #expect(collector.diagnostics.isEmpty)
        // It keeps nothing, so it is `Sendable` too, and its overrides take `@Sendable` closures.
        #expect(generated.contains("final class AppGraph: Sendable, SiteEntryPoints {"))
        #expect(generated.contains("\n    var mainCrane: Crane {\n"))
        #expect(generated.contains("\n    var hook: Hook {\n"))
        #expect(!generated.contains("private var hook"))
        #expect(generated.contains("\n    func inject(into target: Gate) {\n"))
        #expect(generated.contains("\n    var craneAgain: Crane {\n        mainCrane\n    }\n"))
        // The test overrides name every binding, the others too, after their accessors.
        #expect(generated.contains("let mainCrane: Binding<@Sendable () -> Crane>"))
        #expect(generated.contains("let hook: Binding<@Sendable () -> Hook>"))
    }
}
