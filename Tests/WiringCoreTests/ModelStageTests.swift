import Testing
@testable import WiringCore

/// The binding model stage: which init a component is built with (Swift's rules for declared, memberwise and
/// implicit inits), what creating each binding involves, what the checks reject with the exact diagnostics a user
/// sees (and in which order), and what the building makes of what passes. What the graph stage then does with the
/// model, a rejected declaration not reported missing too among it, is in `GraphStageTests`.
@Suite struct ModelStageTests {
    // MARK: - Which init is used

    /// ``InitializerChoice`` on its own: the marked init, else the body's only one, else the synthesized one when
    /// nothing declares an init; an init declared only in an extension leaves the synthesized one in the choice.
    @Test func theInitChoiceFollowsSwiftsRules() throws {
        let (index, sources) = read("""
            struct Plain { let a: Int }
            final class Empty {}
            actor Counter {}
            final class One { init(a: Int) {} }
            final class Marked {
                init(a: Int) {}
                // @Inject
                init(b: Int) {}
            }
            final class Twice {
                // @Inject
                init(a: Int) {}
                // @Inject
                init(b: Int) {}
            }
            struct Extended { let a: Int }
            extension Extended { init(b: Int) { a = b } }
            final class Opened { let a = 1 }
            extension Opened { convenience init(b: Int) { self.init() } }
            struct MarkedInExtension { let a: Int }
            public extension MarkedInExtension {
                // @Inject
                init(b: Int) { a = b }
            }
            final class Pair { init(a: Int) {}; init(b: Int) {} }
            """)
        func choice(_ name: String) throws -> String {
            let type = try #require(index.declarations[name]?.first)
            return describe(InitializerChoice(of: type, in: index, injected: sources.injectedInitializers), of: name)
        }
        #expect(try choice("Plain") == "memberwise")
        #expect(try choice("Empty") == "implicit")
        #expect(try choice("Counter") == "implicit")
        #expect(try choice("One") == "declared init(a:) at 4:19")
        #expect(try choice("Marked") == "declared init(b:) at 8:5")
        #expect(try choice("Twice") == "marked more than once: init(a:) at 12:5, init(b:) at 14:5")
        #expect(try choice("Extended") == "ambiguous: the synthesized init, init(b:) at 17:22")
        #expect(try choice("Opened") == "ambiguous: the synthesized init, init(b:) at 19:32")
        #expect(try choice("MarkedInExtension") == "declared init(b:) at 23:5 in a public extension")
        #expect(try choice("Pair") == "ambiguous: init(a:) at 25:20, init(b:) at 25:37")
    }

    /// A class that declares no designated init has its superclass's inits, convenience ones too, through every
    /// level; one that declares a designated init has none of them. Unavailable inits are no candidates, and inits
    /// with the same parameters in the branches of one `#if` are one.
    @Test func theInitChoiceFollowsSwiftsRulesOfInheritance() throws {
        let (index, sources) = read("""
            class Base { init(a: Int) {} }
            class Middle: Base {}
            final class Leaf: Middle {}
            class Both { init(a: Int) {}; convenience init() { self.init(a: 1) } }
            final class Inherits: Both {}
            final class Declares: Both { init(b: Int) { super.init(a: b) } }
            final class OnlyConvenience: Base { convenience init(c: Int) { self.init(a: c) } }
            final class Unavailable { @available(*, unavailable) init() {}; init(a: Int) {} }
            final class Nothing { @available(*, unavailable) init() {} }
            final class Deprecated { @available(*, deprecated) init() {}; init(a: Int) {} }
            final class Branches {
                #if DEBUG
                // @Inject
                init(a: Int) {}
                #else
                init(a: Int) {}
                #endif
            }
            final class Framework: SomeFrameworkClass {}
            """)
        func choice(_ name: String) throws -> String {
            let type = try #require(index.declarations[name]?.first)
            return describe(InitializerChoice(of: type, in: index, injected: sources.injectedInitializers), of: name)
        }
        #expect(try choice("Leaf") == "declared init(a:) at 1:14 of Base")
        #expect(try choice("Inherits") == "ambiguous: init(a:) at 4:14, init() at 4:43")
        #expect(try choice("Declares") == "declared init(b:) at 6:30")
        #expect(try choice("OnlyConvenience") == "ambiguous: init(c:) at 7:49, init(a:) at 1:14")
        #expect(try choice("Unavailable") == "declared init(a:) at 8:65")
        #expect(try choice("Nothing") == "unavailable: init() at 9:50")
        #expect(try choice("Deprecated") == "ambiguous: init() at 10:52, init(a:) at 10:63")
        #expect(try choice("Branches") == "declared init(a:) at 14:5 in 2 branches")
        #expect(try choice("Framework") == "implicit")
    }

    /// The chosen init is the component's, as the generated code calls it: its origin, parameters, place, access
    /// (an extension's, when it says one) and isolation.
    @Test func theChosenInitIsTheComponents() throws {
        let (model, errors) = model(of: """
            // @Component
            final class Engine {}
            // @Component
            struct Wheel { let size: Int = 17; var pressure: Double? }
            // @Component
            final class Car {
                init(engine: Engine) {}
                // @Inject
                @MainActor init(engine: Engine, wheel: Wheel) {}
            }
            // @Component
            struct Settings { let name: String }
            public extension Settings {
                // @Inject
                init() { name = "" }
            }
            """)
        #expect(errors.isEmpty)
        let initializers = model.components.map(\.initializer)
        #expect(initializers.map(\.origin) == [.implicit, .memberwise, .declared, .declared])
        #expect(initializers.map { $0.parameters.map(\.name) } == [[], ["pressure"], ["engine", "wheel"], []])
        #expect(initializers.map { "\($0.location.line):\($0.location.column)" } == ["2:13", "4:8", "9:16", "15:5"])
        #expect(initializers.map(\.access) == [.internal, .internal, .internal, .public])
        #expect(initializers.map { $0.attributes.map(\.name) } == [[], [], ["MainActor"], []])
    }

    /// A component nested in generic types is a template over their parameters, each on its own member of the path;
    /// a type the sources extend but do not declare has none. Nested 100 deep, every level is found (the check walks
    /// the path once, so hostile nesting stays cheap).
    @Test func aComponentNestedInGenericTypesIsATemplateOverTheirParameters() {
        let depth = 100
        let opening = (0..<depth).map { "struct Level\($0)<T\($0)> {\n" }.joined()
        let deepest = (0..<depth).map { "Level\($0)<Int>." }.joined() + "Deepest"
        let (model, errors) = model(of: """
            struct Outer<Key: Hashable> {
                enum Middle {
                    // @Component
                    struct Inner<Value> { init() {} }
                }
            }
            extension JSONDecoder {
                struct Holder<T> {
                    // @Component
                    final class Leaf { init() {} }
                }
            }
            \(opening)// @Component
            final class Deepest { init() {} }
            \(String(repeating: "}\n", count: depth))
            // @Component
            final class User {
                init(inner: Outer<Int>.Middle.Inner<String>, leaf: JSONDecoder.Holder<Int>.Leaf, deepest: \(deepest)) {}
            }
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(model.bindings.map(\.key.text).sorted() == [
            "JSONDecoder.Holder<Int>.Leaf", "Outer<Int>.Middle.Inner<String>", "User", deepest,
        ].sorted())
    }

    @Test func componentsThatCannotBeBuilt() {
        #expect(diagnostics(of: """
            // @Component
            struct Box<each T> {}
            // @Component
            private final class Hidden {}
            // @Component
            final class Pair { init(a: Int) {}; init(b: Int) {} }
            // @Component
            final class Marked {
                // @Inject
                init(a: Int) {}
                // @Inject
                init(b: Int) {}
            }
            // @Component
            final class Slow { init(_ work: () throws -> Void) rethrows {} }
            // @Component
            final class Many { init(values: Int...) {} }
            enum Factory {
                // @Provides
                func instanceMethod() -> Int { 1 }
                // @Provides
                static func nothing() {}
            }
            """) == [
            "File.swift:2:8: error: 'Box' has the generic parameter pack 'each T'; Wiring specializes components over type parameters only: make 'T' a type parameter, or add a '// @Provides' function for each specialization you need [#GenericDeclaration]",
            "File.swift:4:21: error: 'Hidden' is private and cannot be a component: the generated graph is in another file; make it internal [#InaccessibleDeclaration]",
            "File.swift:6:13: error: 'Pair' has 2 inits and Wiring cannot tell which to use; put '// @Inject' on the line above the one it should call [#AmbiguousInitializer]\nFile.swift:6:20: note: candidate: init(a:)\nFile.swift:6:37: note: candidate: init(b:)",
            "File.swift:8:13: error: 'Marked' has 2 inits marked '// @Inject'; keep the mark on exactly one [#AmbiguousInitializer]\nFile.swift:10:5: note: marked here\nFile.swift:12:5: note: marked here",
            "File.swift:15:20: error: the init of 'Slow' is 'rethrows'; Wiring cannot tell whether the closures it passes make it throw: declare it 'throws', or not throwing [#RethrowsDeclaration]",
            "File.swift:17:25: error: parameter 'values' of 'Many.init' is variadic; Wiring cannot fill it in: give it a default value, or take an array instead [#UnsupportedParameter]",
            "File.swift:20:10: error: '@Provides' function 'Factory.instanceMethod' must be 'static' (or a free function): the graph calls it without an instance [#NonStaticProvider]",
            "File.swift:22:17: error: '@Provides' function 'Factory.nothing' must return the value it provides; add a return type [#ProviderWithoutReturnType]",
        ])
    }

    /// An unconditional component must not rely on a declaration that some configuration leaves out; one inside the
    /// same `#if` block as its type is no different from the type's other members.
    @Test func declarationsAComponentReliesOnInsideConditionalBlocks() {
        #expect(diagnostics(of: """
            // @Component(scope: .shared, teardown: close)
            final class Store {
                init() {}
                #if DEBUG
                func close() {}
                #endif
            }
            // @Component
            final class Screen {
                #if os(Linux)
                init(store: Store) {}
                #endif
            }
            // @Component
            struct Settings {
                let name: String
                #if DEBUG
                var verbose: Bool
                #else
                #endif
            }
            // @Component
            final class Cache {
                #if DEBUG
                func log() {}
                #endif
                init() {}
            }
            """) == [
            "File.swift:5:5: error: teardown method 'close()' of 'Store' is inside '#if DEBUG', so it may be missing from a build configuration, and Wiring builds one graph for all of them: declare it outside the '#if' [#ConditionalDeclaration]\nFile.swift:4:5: note: '#if DEBUG' begins here",
            "File.swift:11:5: error: 'init(store:)', the init of 'Screen' that Wiring calls, is inside '#if os(Linux)', so a build configuration may leave it out, and the generated graph calls it in every one: declare an init with the same parameters in every branch of the '#if', an '#else' included, or declare it outside the '#if' [#ConditionalDeclaration]\nFile.swift:10:5: note: declared in '#if os(Linux)'",
            "File.swift:18:5: error: property 'verbose' of 'Settings', a parameter of the memberwise init Wiring calls, is inside '#if DEBUG', so it may be missing from a build configuration, and Wiring builds one graph for all of them: move it out of the '#if', or declare an init outside it [#ConditionalDeclaration]\nFile.swift:17:5: note: '#if DEBUG' begins here",
        ])
    }

    // MARK: - The memberwise init

    @Test func memberwiseInitFollowsSwiftsRules() {
        let (model, errors) = model(of: """
            // @Component
            struct Settings {
                let a: Int
                let b = 2
                var c: Int = 3
                var d: String?
                lazy var e: Int = 4
                var f: Double
                static let g = 5
                var h: Int { 6 }
            }
            """)
        #expect(errors.isEmpty)
        let parameters = model.components.first?.initializer.parameters ?? []
        #expect(parameters.map(\.name) == ["a", "c", "d", "e", "f"])
        #expect(parameters.map { $0.defaultValue != nil } == [false, true, true, true, false])
    }

    /// ``MemberwiseInitializer`` on its own: one parameter per stored instance property, in order, even several
    /// declared on one line; attributes that wrap nothing leave a property as it is.
    @Test func theMemberwiseInitIsMadeOfTheStoredProperties() throws {
        let (index, _) = read("""
            struct Settings {
                @available(*, deprecated) var legacy: Int
                let a: Int, b: String
                let c = 1
                var d: Int?
                var e: Int!
                lazy var f: Int = 2
                static var g: Int = 3
                var h: Int { 4 }
                @Published var i: Int
            }
            """)
        let type = try #require(index.declarations["Settings"]?.first)
        let signature = MemberwiseInitializer.signature(of: type)
        #expect(signature.origin == .memberwise)
        #expect(signature.location == type.nameLocation)
        #expect(signature.access == .internal)
        #expect(signature.parameters.map(\.name) == ["legacy", "a", "b", "d", "e", "f", "i"])
        #expect(signature.parameters.map(\.label) == ["legacy", "a", "b", "d", "e", "f", "i"])
        #expect(signature.parameters.map(\.type.text) == ["Int", "Int", "String", "Int?", "Int!", "Int", "Int"])
        #expect(signature.parameters.map { $0.defaultValue != nil } == [false, false, false, true, true, true, false])
        let variables = MemberwiseInitializer.storedVariables(of: type)
        #expect(variables.map { $0.bindings.map(\.name) }
                == [["legacy"], ["a", "b"], ["c"], ["d"], ["e"], ["f"], ["i"]])
        #expect(variables.map { MemberwiseInitializer.wrapper(of: $0)?.name }
                == [nil, nil, nil, nil, nil, nil, "Published"])
    }

    @Test func memberwiseInitThatWiringCannotCall() {
        #expect(diagnostics(of: """
            // @Component
            struct Secret { private let key: String }
            // @Component
            struct Wrapped { @Published var value: Int }
            """) == [
            "File.swift:2:29: error: the memberwise init of 'Secret' is private because property 'key' is; declare an internal init, or make the property internal [#InaccessibleDeclaration]",
            "File.swift:4:33: error: 'Wrapped' has no declared init and its property 'value' uses '@Published' without an initial value, which changes the memberwise init in ways Wiring does not model; give it an initial value, or declare an init [#UnsupportedPropertyWrapper]",
        ])
    }

    /// A property Wiring cannot read a parameter from is an error, but one with an initial value is no parameter
    /// (a `let`) or one with a default, which the graph does not pass (a `var`, a wrapped `var`), so it may go
    /// untyped; unless it is an assisted value, which the caller passes.
    @Test func aMemberwiseInitNeedsTheTypesOfTheParametersItPasses() {
        #expect(diagnostics(of: """
            // @Component
            struct Constant { let d = 4 }
            // @Component
            struct Defaulted { let e: Constant; var c = 3; @State private var isOn = false }
            // @Component(assisted: c)
            struct Assisted { let e: Constant; var c = 3 }
            // @Component(assisted: isOn)
            struct AssistedWrapped { let e: Constant; @State var isOn: Bool = false }
            // @Component
            struct Hidden { private var c = 3 }
            // @Component
            struct Isolated { @DatabaseActor private var c = 3 }
            """) == [
            "File.swift:6:40: error: property 'c' of 'Assisted' has no type annotation, so Wiring cannot read the type of the assisted value; write its type, or declare an init [#MissingTypeAnnotation]",
            "File.swift:10:29: error: the memberwise init of 'Hidden' is private because property 'c' is; declare an internal init, or make the property internal [#InaccessibleDeclaration]",
            "File.swift:12:46: error: the memberwise init of 'Isolated' is private because property 'c' is; declare an internal init, or make the property internal [#InaccessibleDeclaration]",
        ])
    }

    // MARK: - Effects

    /// A component's creation is `@MainActor` when its type or init is, and `async` or `throws` when its init is; a
    /// provider's when it or its enclosing type is `@MainActor`, and as its function says. A contribution keeps them.
    @Test func creationEffectsComeFromTheDeclarations() {
        let (model, errors) = model(of: """
            protocol Plugin {}
            // @Component
            @MainActor final class Screen {}
            // @Component
            final class Loader { @MainActor init() {} }
            // @Component
            final class Connection { init() async throws {} }
            // @Component
            struct Plain { init() throws {} }
            // @Component(into: [Plugin])
            final class Tracker: Plugin { init() async {} }
            @MainActor enum Views {
                // @Provides
                static func toolbar() -> Toolbar { Toolbar() }
            }
            enum Network {
                // @Provides
                static func session() async throws -> Session { Session() }
                // @Provides(into: [Plugin])
                @MainActor static func logger() -> any Plugin { fatalError() }
            }
            final class Toolbar {}
            final class Session {}
            """)
        #expect(errors.isEmpty)
        #expect(model.bindings.map { "\($0.key.text): \($0.ownEffects.description)" } == [
            "Screen: @MainActor", "Loader: @MainActor", "Connection: async throws", "Plain: throws",
            "Tracker in [Plugin]: async", "Toolbar: @MainActor",
            "Session: async throws", "Network.logger() in [Plugin]: @MainActor", "[Plugin]: ",
        ])
    }

    /// `wiring dump` writes an init's throws clause as the source does (a `rethrows` one is refused).
    @Test func theDumpWritesThrowsClausesAsWritten() {
        let (model, errors) = model(of: """
            // @Component
            struct Plain { init() {} }
            // @Component
            struct Failing { init() async throws {} }
            // @Component
            struct Typed { init() throws(Failure) {} }
            struct Failure: Error {}
            """)
        #expect(errors.isEmpty)
        #expect(ModelDump(model).components.map(\.`init`.throwsClause) == [nil, "throws", "throws(Failure)"])
    }

    /// `inject(into:)` runs on the main actor for a main-actor class, or when a property takes a main-actor
    /// factory; each property receives the value its optional wraps.
    @Test func injectionEffectsAndValues() throws {
        let (model, errors) = model(of: """
            final class Engine {}
            @MainActor final class Dashboard {
                // @Inject
                var engine: Engine!
            }
            final class Cell {
                // @Inject
                var makeEngine: (@MainActor () -> Engine)!
            }
            final class Plain {
                // @Inject
                var engine: Engine?, spare: (any Sendable)!
            }
            """)
        #expect(errors.isEmpty)
        #expect(model.injections.map(\.typeName) == ["Dashboard", "Cell", "Plain"])
        #expect(model.injections.map { $0.properties.map(\.type.text) } == [
            ["Engine"], ["@MainActor () -> Engine"], ["Engine", "any Sendable"],
        ])
        #expect(model.bindings.map(\.key.text)
                == ["inject(into: Dashboard)", "inject(into: Cell)", "inject(into: Plain)"])
        #expect(model.bindings.map(\.ownEffects.isMainActor) == [true, true, false])
        #expect(model.bindings[1].dependencies.map(\.form) == [.factory(isSendable: false)])
    }

    /// Wiring makes a component with assisted values only synchronously: one with other effects is refused, and
    /// neither it nor its factory is bound. A main-actor one is made on the main actor, through a `@MainActor`
    /// factory type.
    @Test func anAssistedComponentWithEffectsIsRefused() {
        let (model, errors) = model(of: """
            // @Component(assisted: id)
            final class Download { init(id: Int) async throws {} }
            // @Component(assisted: id)
            @MainActor final class Badge { init(id: Int) {} }
            """)
        #expect(errors == [
            "File.swift:2:13: error: 'Download' takes assisted values and its creation is 'async throws'; Wiring makes assisted components only synchronously for now: remove 'assisted:' and take those values another way, or make its init neither 'async' nor 'throws' [#EffectfulAssistedComponent]",
        ])
        #expect(model.bindings.map(\.key.text) == ["@MainActor (Int) -> Badge"])
        #expect(model.bindings.map(\.ownEffects.isMainActor) == [true])
        #expect(model.rejectedKeys == Set(["Download", "(Int) -> Download"].map { TypeKey($0) }))
    }

    /// The kept classes the graph stage must not share across an asynchronous creation: declared in the sources with
    /// every supertype, none of them `Sendable` or isolated to a global actor.
    @Test func keptClassesThatAreProvablyNotSendable() {
        let (model, errors) = model(of: """
            class Base {}
            // @Component(scope: .shared)
            final class Repository {}
            // @Component(scope: .shared)
            final class SafeRepository: Sendable {}
            // @Component(scope: .weak)
            @MainActor final class Screen {}
            // @Component(scope: .shared)
            final class Framework: NSObject {}
            // @Component(scope: .weak)
            final class Derived: Base, AnyObject {}
            // @Component
            final class Unkept {}
            // @Component(scope: .shared)
            struct Value {}
            """)
        #expect(errors.isEmpty)
        #expect(Set(model.sendability.keys.filter(model.isNonSendableClass)) == ["Repository", "Derived"])
    }

    // MARK: - Bound types, lifecycle, assisted factories

    @Test func asRequiresAProvableConformanceOnly() {
        #expect(diagnostics(of: """
            protocol Engine {}
            protocol Turbo: Engine {}
            protocol Pump {}
            protocol Gauge {}
            protocol Dial {}
            class Base: Turbo {}
            // @Component(as: Engine)
            final class ThroughSuperclass: Base {}
            // @Component(as: Turbo)
            final class ThroughExtension {}
            extension ThroughExtension: Turbo {}
            // @Component(as: Pump)
            final class External: SomeFrameworkProtocol {}
            // @Component(as: Gauge)
            final class NotAGauge: Dial {}
            """) == [
            "File.swift:12:19: error: 'External' does not conform to 'Pump', so it cannot be bound 'as: Pump'; add ': Pump' to its declaration (or an extension), or remove it from 'as:' [#MissingConformance]\nFile.swift:13:13: note: 'External' declares 'SomeFrameworkProtocol'",
            "File.swift:14:19: error: 'NotAGauge' does not conform to 'Gauge', so it cannot be bound 'as: Gauge'; add ': Gauge' to its declaration (or an extension), or remove it from 'as:' [#MissingConformance]\nFile.swift:15:13: note: 'NotAGauge' declares 'Dial'",
        ])
    }

    /// A protocol the sources declare can be conformed to only in the sources (every module the target sees is
    /// scanned), so a supertype declared elsewhere — `AnyObject`, `Sendable`, a framework's class — cannot make a
    /// type conform to it. Only a declaration outside the sources as the target, or a typealias, is left to the
    /// compiler.
    @Test func supertypesDeclaredElsewhereCannotLeadToAProtocolOfTheSources() {
        #expect(diagnostics(of: """
            protocol Animal: AnyObject {}
            protocol Cat: AnyObject, Sendable {}
            typealias Pets = Animal & Cat
            // @Component(as: Cat)
            final class Dog: NSObject, Animal, @unchecked Sendable {}
            // @Component
            final class Owner { init(cat: any Cat) {} }
            // @Component(as: Cat)
            final class Tabby: Pets {}
            // @Component(as: Identifiable)
            final class Tagged: NSObject {}
            """) == [
            "File.swift:4:19: error: 'Dog' does not conform to 'Cat', so it cannot be bound 'as: Cat'; add ': Cat' to its declaration (or an extension), or remove it from 'as:' [#MissingConformance]\nFile.swift:5:13: note: 'Dog' declares 'NSObject', 'Animal' and '@unchecked Sendable'",
        ])
    }

    @Test func lifecycleMisuse() {
        #expect(diagnostics(of: """
            // @Component(scope: .weak)
            struct Settings {}
            // @Component(teardown: close)
            final class Unkept { func close() {} }
            // @Component(scope: .shared, teardown: closs)
            final class Typo { func close() {} }
            // @Component(scope: .shared, teardown: stop)
            final class Throwing { func stop() throws {} }
            // @Component(scope: .shared, teardown: close)
            final class NoMethods {}
            enum Clocks {
                // @Provides(scope: .weak)
                static func clock() -> Unkept { Unkept() }
            }
            """) == [
            "File.swift:1:4: error: 'Settings' is a struct, which is copied, so nothing can hold it weakly: use 'scope: .shared' or '.unscoped', or make it a class [#UnsupportedWeakScope]",
            "File.swift:3:25: error: 'teardown: close' needs an instance the graph keeps, but 'Unkept' is unscoped: add 'scope: .shared' (or '.weak') [#UnscopedTeardown]",
            "File.swift:5:41: error: 'Typo' has no method 'closs()' to call on teardown; did you mean 'close'? [#UnknownTeardownMethod]",
            """
            File.swift:7:41: error: teardown method 'stop()' of 'Throwing' must be internal, synchronous and non-throwing, as 'shutdown()' calls it directly: handle its errors inside it [#UnsupportedTeardownMethod]
            File.swift:8:29: note: 'stop()' is declared here
            """,
            "File.swift:9:41: error: 'NoMethods' has no method 'close()' to call on teardown: declare 'func close()' in 'NoMethods' or an extension [#UnknownTeardownMethod]",
            "File.swift:13:17: error: '@Provides' function 'Clocks.clock' cannot be '.weak': Wiring holds weakly only components whose type it sees is a class; use '.shared', or make the type a component [#UnsupportedWeakScope]",
        ])
    }

    /// An assisted component is bound as its factory type, spelled in full as the generated file (at file scope)
    /// needs it, and so are the assisted parameters of its init; the others ask the graph, from the component's scope.
    @Test func anAssistedFactoryIsSpelledInFull() throws {
        let (model, errors) = model(of: """
            enum Garage {
                struct Spec {}
                // @Component(assisted: spec)
                final class Lift { init(spec: Spec, motor: Motor) {} }
                final class Motor {}
            }
            """)
        #expect(errors.isEmpty)
        let lift = try #require(model.components.first)
        #expect(lift.assistedParameters == ["spec"])
        #expect(lift.scope == .unscoped)
        #expect(lift.initializer.parameters.map(\.type.text) == ["Garage.Spec", "Motor"])
        #expect(model.bindings.map(\.type) == ["(Garage.Spec) -> Garage.Lift"])
        #expect(model.bindings.first?.dependencies.map(\.key.text) == ["Garage.Motor"])
    }

    // MARK: - Collections, bundles and dependencies

    @Test func contributionsComeByDescendingPriorityThenNameAndDictionariesByKey() throws {
        let source = """
            protocol Plugin {}
            protocol Theme {}
            // @Component(into: [Plugin])
            final class Metrics: Plugin {}
            // @Component(into: [Plugin], priority: 10)
            final class Logging: Plugin {}
            // @Component(into: [Plugin])
            final class Analytics: Plugin {}
            enum Plugins {
                // @Provides(into: [Plugin], priority: -5)
                static func crash() -> any Plugin { fatalError() }
            }
            // @Component(into: [String: Theme], key: "light")
            struct Light: Theme {}
            // @Component(into: [String: Theme], key: "dark")
            struct Dark: Theme {}
            """
        let collector = DiagnosticCollector()
        let graph = try #require(Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector))
        let collections = graph.model.bindings.filter { if case .collection = $0.source { true } else { false } }
        #expect(collections.map(\.type) == ["[any Plugin]", "[String: any Theme]"])
        #expect(collections.map { $0.dependencies.map(\.key.text) } == [
            ["Logging in [Plugin]", "Analytics in [Plugin]", "Metrics in [Plugin]", "Plugins.crash() in [Plugin]"],
            ["Dark in [String: Theme]", "Light in [String: Theme]"],
        ])
        guard case .collection(let keys) = collections[1].source else {
            Issue.record("not a collection")
            return
        }
        // As the generated dictionary literal writes them.
        #expect(keys == ["\"dark\"", "\"light\""])
    }

    @Test func collectionMisuse() {
        #expect(diagnostics(of: """
            protocol Plugin {}
            protocol Theme {}
            // @Component(into: [String: Theme], key: "dark")
            struct Dark: Theme {}
            // @Component(into: [String: Theme], key: "dark")
            struct Dim: Theme {}
            // @Component(into: [Plugin], as: Plugin)
            final class Both: Plugin {}
            // @Component(priority: 3)
            final class NoInto {}
            // @Component(into: [String: Theme])
            struct NoKey: Theme {}
            // @Component(into: [Plugin], key: "x")
            final class KeyOnArray: Plugin {}
            // @Component(into: [Theme])
            final class NotATheme {}
            // @Component(into: [String: Theme], key: "b", priority: 1)
            struct Ordered: Theme {}
            """) == [
            """
            File.swift:5:43: error: key "dark" is contributed twice to '[String: Theme]', by 'Dark' and 'Dim'; a dictionary's keys must be unique: change one [#DuplicateContributionKey]
            File.swift:3:43: note: "dark" is first contributed here
            """,
            "File.swift:7:35: error: 'Both' contributes 'into: [Plugin]', so it is bound only into that collection and cannot also be bound 'as: Plugin': remove 'as:', or contribute from a '// @Provides' function instead [#ConflictingOptions]",
            "File.swift:9:4: error: 'priority' only applies to a contribution: add 'into: [Type]' to the annotation of 'NoInto', or remove it [#ConflictingOptions]",
            "File.swift:11:21: error: a contribution 'into: [String: Theme]' needs its key: add 'key: \"…\"' [#MissingContributionKey]",
            "File.swift:13:36: error: 'key' only applies to a dictionary: write 'into: [String: Plugin]', or remove 'key' [#ConflictingOptions]",
            "File.swift:15:22: error: 'NotATheme' does not conform to 'Theme', so it cannot be a contribution 'into: [Theme]'; add ': Theme' to its declaration (or an extension), or change 'into:' [#MissingConformance]",
            "File.swift:17:4: error: a dictionary has no order, so 'priority' does not apply to a contribution 'into: [String: Theme]': remove it [#ConflictingOptions]",
        ])
    }

    /// A component with assisted values is refused `into:` at the collection, as it is refused `as:`, and its
    /// consumer is not told the collection is missing too. Before, `into:` was dropped in silence, and the consumer got
    /// a missing binding asking for the `into:` already written.
    @Test func anAssistedComponentCannotBeContributed() {
        #expect(diagnostics(of: """
            protocol Plugin {}
            // @Component(assisted: name, into: [Plugin])
            final class Named: Plugin { init(name: String) {} }
            // @Component
            final class Host { init(plugins: [any Plugin]) {} }
            """) == [
            "File.swift:2:37: error: 'Named' takes assisted values, so the graph cannot put it into a collection on its own: remove 'assisted:' or 'into:' [#ConflictingOptions]",
        ])
    }

    @Test func bundleMisuse() {
        #expect(diagnostics(of: """
            // @Bundle
            protocol Bad: Equatable {
                var settable: Int { get set }
                func helper()
            }
            // @Bundle
            struct NotAProtocol {}
            """) == [
            "File.swift:2:15: error: bundle 'Bad' refines 'Equatable', whose requirements Wiring cannot see or fill in: declare the properties you need in 'Bad' itself, or remove 'Equatable' [#UnsupportedBundleRequirement]",
            "File.swift:3:9: error: property 'settable' of bundle 'Bad' is settable; the graph fills a bundle in once: declare it '{ get }' [#UnsupportedBundleRequirement]",
            "File.swift:4:5: error: bundle 'Bad' may only declare get-only instance properties, which the graph fills in; move function 'helper' into an extension, or out of the bundle [#UnsupportedBundleRequirement]",
            "File.swift:6:4: error: '@Bundle' cannot be used on struct 'NotAProtocol': put it above a protocol whose get-only properties the graph should fill in [#MisplacedAnnotation]",
        ])
    }

    @Test func sendableFactoriesAreFactoriesToo() throws {
        let (model, errors) = model(of: """
            protocol Light {}
            // @Component
            final class Car {
                init(
                    wheel: @escaping @Sendable () -> Wheel, spare: @Sendable () -> Wheel, jack: @escaping () -> Wheel,
                    lights: [@Sendable () -> any Light], fogLights: [String: () -> any Light]
                ) {}
            }
            // @Component
            final class Wheel {}
            """)
        #expect(errors.isEmpty)
        let car = try #require(model.bindings.first { $0.key.text == "Car" })
        #expect(car.dependencies.map(\.form) == [
            .factory(isSendable: true), .factory(isSendable: true), .factory(isSendable: false),
            .collectionOfFactories(isSendable: true), .collectionOfFactories(isSendable: false),
        ])
        #expect(car.dependencies.map(\.key.text) == ["Wheel", "Wheel", "Wheel", "[Light]", "[String: Light]"])
    }

    // MARK: - Rejections and order

    /// A rejected declaration's types are in the model's rejected keys, so that the graph stage does not report
    /// them missing too: a component's own type and `as:` types, an `as:` type it does not conform to, an assisted
    /// component's factory, a provider's return type, a bundle, and a rejected inputs struct's properties.
    @Test func rejectedDeclarationsLeaveTheirKeys() {
        let (model, errors) = model(of: """
            protocol Engine {}
            protocol Cat {}
            // @Component(as: Engine)
            final class V8: Engine { init?() {} }
            // @Component(as: Cat)
            final class Dog {}
            // @Component(assisted: id)
            final class Job { init(id: Int) async {} }
            enum Stores {
                // @Provides
                static func store(_ values: Int...) -> Store { Store() }
            }
            // @Bundle
            protocol Services: Equatable { var engine: any Engine { get } }
            // @Inputs
            struct Settings<T> { let region: Region }
            struct Store {}
            struct Region {}
            """)
        #expect(errors.count == 6)
        #expect(model.bindings.map(\.key.text) == ["Dog"])
        #expect(model.rejectedKeys == Set(["V8", "Engine", "Cat", "Job", "(Int) -> Job", "Store", "Services", "Region"]
            .map { TypeKey($0) }))
    }

    /// The stage reports as it goes: components, providers, the inputs, bundles, injected properties, then the
    /// checks that need every contribution (a dictionary's keys) or every binding (`@AllowEmpty`). Users see the
    /// diagnostics sorted; this is the order the collector gets them in.
    @Test func theChecksReportInTheOrderOfTheStage() {
        let source = """
            protocol Theme {}
            // @Component(into: [String: Theme], key: "dark")
            struct Dark: Theme {}
            // @Component(into: [String: Theme], key: "dark")
            struct Dim: Theme {}
            final class Screen {
                // @Inject
                let title: String
            }
            // @Bundle
            protocol Services { var clock: Int { get set } }
            // @Inputs
            struct Settings { let region = 1 }
            enum Factory {
                // @Provides
                func make() -> Int { 1 }
            }
            // @Component
            final class Host {
                init(
                    // @AllowEmpty
                    count: Int
                ) {}
            }
            // @Component
            struct Box<each T> {}
            """
        let collector = DiagnosticCollector()
        _ = Pipeline.model([.init(path: "File.swift", contents: Array(source.utf8))], diagnostics: collector)
        #expect(collector.diagnostics.map(\.id) == [
            .genericDeclaration, .nonStaticProvider, .missingTypeAnnotation, .unsupportedBundleRequirement,
            .unsettableInjectedProperty, .duplicateContributionKey, .misplacedAnnotation,
        ])
    }

    // MARK: - Helpers

    /// Stages 1 and 2 of `source`, with the index of its types, for the rules that take declarations.
    private func read(_ source: String) -> (TypeIndex, AnnotatedSources) {
        let file = DeclarationReader.read(path: "File.swift", bytes: Array(source.utf8))
        let sources = AnnotationReader.read([file], diagnostics: DiagnosticCollector())
        return (TypeIndex(files: [file]), sources)
    }

    /// An init choice as a test can compare it: what was chosen, and where the inits it names are declared.
    private func describe(_ choice: InitializerChoice, of type: String = "") -> String {
        func spelled(_ initializer: InitializerDeclaration) -> String {
            let location = initializer.header.location
            let labels = initializer.parameters.map { ($0.label ?? "_") + ":" }.joined()
            return "init(\(labels)) at \(location.line):\(location.column)"
        }
        switch choice {
        case .declared(let candidate):
            return "declared \(spelled(candidate.initializer))"
                + (candidate.extensionAccess.map { " in a \($0) extension" } ?? "")
                + (candidate.owner.name == type ? "" : " of \(candidate.owner.name)")
                + (candidate.alternatives.count > 1 ? " in \(candidate.alternatives.count) branches" : "")
        case .unavailable(let unavailable):
            return "unavailable: " + unavailable.map(spelled).joined(separator: ", ")
        case .memberwise: return "memberwise"
        case .implicit: return "implicit"
        case .markedMoreThanOnce(let marked):
            return "marked more than once: " + marked.map(spelled).joined(separator: ", ")
        case .ambiguous(let declared, let includingSynthesized):
            let candidates = (includingSynthesized ? ["the synthesized init"] : []) + declared.map(spelled)
            return "ambiguous: " + candidates.joined(separator: ", ")
        }
    }
}

/// Qualification maps the paths of names in a type tree to the declarations they resolve to, and leaves the generic
/// parameters in scope alone: `Lift` inside `Garage<Lift>` is the parameter, whatever else is named `Lift`.
@Suite struct QualificationTests {
    static let index = TypeIndex(
        files: Pipeline.scan(
            [.init(path: "F.swift", contents: Array("""
                enum Module {
                    struct Lift {}
                    struct Garage<Lift> { struct Bay {} }
                }
                extension Module.Garage { struct Door {} }
                """.utf8))],
            diagnostics: DiagnosticCollector()))

    @Test func namesInScopeAreQualifiedInEveryPartOfTheTree() {
        #expect(Self.index.qualified("Lift", in: ["Module"], inFile: "F.swift") == "Module.Lift")
        #expect(Self.index.qualified("(Lift, x: [Lift?]) -> Lift", in: ["Module"], inFile: "F.swift")
                == "(Module.Lift, x: [Module.Lift?]) -> Module.Lift")
        #expect(Self.index.qualified("@escaping () -> Garage<Int>", in: ["Module"], inFile: "F.swift")
                == "@escaping () -> Module.Garage<Int>")
    }

    @Test func genericParametersOfTheEnclosingTypesAndOfTheFunctionStayAsWritten() {
        #expect(Self.index.qualified("[Lift]", in: ["Module", "Garage", "Bay"], inFile: "F.swift") == "[Lift]")
        #expect(Self.index.qualified("Lift.Element", in: ["Module", "Garage"], inFile: "F.swift") == "Lift.Element")
        #expect(Self.index.qualified("Door", in: ["Module", "Garage"], inFile: "F.swift") == "Module.Garage.Door")
        let own = [GenericParameter(name: "Lift", kind: .type, constraint: nil)]
        #expect(Self.index.qualified("(Lift) -> Garage<Lift>", in: ["Module"], inFile: "F.swift", genericParameters: own)
                == "(Lift) -> Module.Garage<Lift>")
    }

    // MARK: - Entry points

    /// An `@EntryPoints` protocol is the entry points of its graph: each property, with what its getter declares, a
    /// dependency of one binding that nothing can depend on, asking for the binding of its type and `@Named` name.
    @Test func entryPointsAreTheDependenciesOfTheirProtocolsBinding() throws {
        let (model, errors) = model(of: """
            struct ParseError: Error {}
            struct Member {}
            // @Inputs(graph: MemberGraph)
            struct MemberInputs { let member: Member }
            // @Component
            final class Crane {}
            // @Named(backup)
            // @Component
            final class Store {}
            // @EntryPoints
            protocol AppEntryPoints {
                @MainActor var crane: Crane { get }
                // @Named(backup)
                nonisolated(nonsending) var store: Store { get async throws }
                var parsed: Crane { get throws(ParseError) }
            }
            // @EntryPoints(graph: MemberGraph)
            protocol MemberEntryPoints: AnyObject {
                var member: Member { get }
            }
            """)
        #expect(errors.isEmpty)
        #expect(model.entryPoints.map(\.protocolName) == ["AppEntryPoints", "MemberEntryPoints"])
        #expect(model.entryPoints.map(\.graph) == [0, 1])
        let properties = model.entryPoints[0].properties
        #expect(properties.map(\.name) == ["crane", "store", "parsed"])
        #expect(properties.map(\.declaredEffects) == [
            CreationEffects(isolation: .mainActor), CreationEffects(isAsync: true, isThrowing: true),
            CreationEffects(isThrowing: true),
        ])
        #expect(properties.map(\.throwsTyped) == [false, false, true])
        #expect(model.entryPoints(of: 1) == 1)
        let binding = try #require(model.bindings.first {
            if case .entryPoints(0) = $0.source { true } else { false }
        })
        #expect(binding.key == TypeKey(.name("AppEntryPoints"), role: .entryPoints))
        #expect(binding.graph == 0)
        #expect(binding.dependencies.map(\.key.description) == ["Crane", "Store @Named(backup)", "Crane"])
        #expect(binding.dependencies.allSatisfy { $0.form == .value && $0.isProperty })
    }

    /// A protocol the graph class cannot conform to is rejected, with a reason for each requirement, and makes no
    /// binding.
    @Test func entryPointsTheGraphCannotImplement() {
        let (model, errors) = model(of: """
            // @Component
            final class Crane {}
            final class Hook {}
            // @Provides
            func crane() -> Hook { Hook() }
            // @EntryPoints
            protocol AppEntryPoints {
                var crane: Crane { get }
                var makeCranes: [() -> Crane] { get }
                subscript(index: Int) -> Crane { get }
            }
            """)
        #expect(model.entryPoints.isEmpty)
        #expect(!model.bindings.contains { if case .entryPoints = $0.source { true } else { false } })
        #expect(errors == [
            // A member named like a free provider would hide it inside the graph class.
            "File.swift:8:9: error: entry point 'crane' of 'AppEntryPoints' is named like a member the graph class 'AppGraph' declares for itself: rename the property [#UnsupportedEntryPointRequirement]",
            "File.swift:9:9: error: entry point 'makeCranes' of 'AppEntryPoints' is a factory, '[() -> Crane]'; an entry point is the value of a binding, and reading it is what creates one: declare it as the type the factory creates [#UnsupportedEntryPointRequirement]",
            "File.swift:10:5: error: entry points 'AppEntryPoints' may only declare get-only instance properties, which the graph implements with its bindings; move a 'subscript' declaration into an extension, or out of the protocol [#UnsupportedEntryPointRequirement]",
        ])
    }
}
