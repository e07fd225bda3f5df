import Testing
@testable import WiringCore

/// The type-text format (`TypeText`): the spelling the scanner writes, the tree it reads back, and the canonical form
/// that decides which spellings are one binding. One test per form; `References/TypeSpellings` has, for each form, a
/// graph whose binding is written one way and requested the other, and compiles what it generates.
@Suite struct TypeTextTests {
    /// Each spelling's canonical text is `canonical`, and is a key equal to the others'.
    static func expectSameBinding(_ spellings: [String], canonical: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for spelling in spellings {
            #expect(canonicalText(spelling) == canonical, "\(spelling)", sourceLocation: sourceLocation)
            #expect(TypeKey(spelling) == TypeKey(canonical), "\(spelling)", sourceLocation: sourceLocation)
            #expect(canonicalText(canonical) == canonical, "not idempotent: \(canonical)", sourceLocation: sourceLocation)
        }
    }

    static func expectDifferentBindings(_ first: String, _ second: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(TypeKey(first) != TypeKey(second), "\(first) and \(second)", sourceLocation: sourceLocation)
    }

    // MARK: - Canonical form

    @Test func whitespaceIsNormalized() {
        Self.expectSameBinding(["[String:Int]", "[ String : Int ]", "[String: Int]"], canonical: "[String: Int]")
        Self.expectSameBinding(["(Int)->Car", "( Int )  ->  Car", "(Int)\n    -> Car"], canonical: "(Int) -> Car")
        Self.expectSameBinding(["Engine&Sendable", "Engine  &  Sendable"], canonical: "Engine & Sendable")
        Self.expectSameBinding(["Cache< Key ,Value >"], canonical: "Cache<Key, Value>")
    }

    @Test func attributesAreSortedAndAnEscapingInFrontOfTheTypeMarksTheParameter() {
        Self.expectSameBinding(["@Sendable @MainActor (Int) -> Car", "@MainActor @Sendable (Int) -> Car",
                                "@escaping @MainActor @Sendable (Int) -> Car", "@MainActor @escaping @Sendable (Int) -> Car"],
                               canonical: "@MainActor @Sendable (Int) -> Car")
        Self.expectSameBinding(["@escaping (Int) -> Car", "(Int) -> Car"], canonical: "(Int) -> Car")
        Self.expectSameBinding(["@convention(c) (Int32) -> Int32"], canonical: "@convention(c) (Int32) -> Int32")
        // Attributes are part of a function type: a `@Sendable` function is another type.
        Self.expectDifferentBindings("@Sendable (Int) -> Car", "(Int) -> Car")
    }

    @Test func anyIsDroppedExceptFromTheMetatypeOfAnExistential() {
        Self.expectSameBinding(["any Engine", "Engine"], canonical: "Engine")
        Self.expectSameBinding(["[any Plugin]", "[Plugin]", "Array<any Plugin>"], canonical: "[Plugin]")
        Self.expectSameBinding(["any Engine & Sendable", "Engine & Sendable", "Sendable & Engine"], canonical: "Engine & Sendable")
        Self.expectSameBinding(["() -> any Store"], canonical: "() -> Store")
        Self.expectSameBinding(["any Engine.Type", "Engine.Type"], canonical: "Engine.Type")
        // `(any P).Type` is the metatype of the existential; `any P.Type` is the existential metatype.
        Self.expectSameBinding(["(any Engine).Type", "((any Engine)).Type"], canonical: "(any Engine).Type")
        Self.expectDifferentBindings("(any Engine).Type", "any Engine.Type")
    }

    @Test func parenthesesAroundOneTypeAreDroppedUnlessTheyAreNeeded() {
        Self.expectSameBinding(["((Engine))", "(Engine)", "Engine"], canonical: "Engine")
        Self.expectSameBinding(["(any Engine)?", "(Engine)?", "Engine?"], canonical: "Engine?")
        Self.expectSameBinding(["(() -> Car)?", "((() -> Car))?"], canonical: "(() -> Car)?")
        Self.expectSameBinding(["(any Engine & Sendable)?"], canonical: "(Engine & Sendable)?")
        // A tuple is not a type in parentheses, and a function of one tuple is not a function of two values.
        Self.expectSameBinding(["(Int, Int)"], canonical: "(Int, Int)")
        Self.expectDifferentBindings("((Int, Int)) -> Car", "(Int, Int) -> Car")
        Self.expectDifferentBindings("(() -> Car)?", "() -> Car?")
    }

    @Test func optionalIsWrittenWithAQuestionMark() {
        Self.expectSameBinding(["Optional<Engine>", "Engine?", "Optional<any Engine>", "(any Engine)?"], canonical: "Engine?")
        Self.expectSameBinding(["Optional<() -> Car>", "(() -> Car)?"], canonical: "(() -> Car)?")
        Self.expectSameBinding(["Optional<Optional<Int>>", "Int??"], canonical: "Int??")
    }

    @Test func anImplicitlyUnwrappedOptionalIsAnOptional() {
        Self.expectSameBinding(["Engine!", "Engine?", "(any Engine)!"], canonical: "Engine?")
        Self.expectSameBinding(["(() -> Car)!"], canonical: "(() -> Car)?")
    }

    @Test func arraysAreWrittenInBrackets() {
        Self.expectSameBinding(["Array<Route>", "[Route]"], canonical: "[Route]")
        Self.expectSameBinding(["Array<Array<Int>>", "[Array<Int>]", "Array<[Int]>"], canonical: "[[Int]]")
        Self.expectSameBinding(["Array<() -> any Plugin>", "[() -> Plugin]"], canonical: "[() -> Plugin]")
    }

    @Test func dictionariesAreWrittenInBrackets() {
        Self.expectSameBinding(["Dictionary<String, Route>", "[String: Route]"], canonical: "[String: Route]")
        Self.expectSameBinding(["Dictionary<String, Array<Int>>", "[String: [Int]]"], canonical: "[String: [Int]]")
    }

    @Test func argumentLabelsOfFunctionTypesAreDroppedAndThoseOfTuplesKept() {
        Self.expectSameBinding(["(_ speed: Int) -> Car", "(speed: Int) -> Car", "(Int) -> Car"], canonical: "(Int) -> Car")
        Self.expectSameBinding(["(_ speed: Int, _ driver: String) -> Car", "(Int, String) -> Car"], canonical: "(Int, String) -> Car")
        Self.expectSameBinding(["(x: Int, y: Int)"], canonical: "(x: Int, y: Int)")
        Self.expectDifferentBindings("(x: Int, y: Int)", "(Int, Int)")
    }

    @Test func attributesInsideAFunctionTypeArePartOfIt() {
        Self.expectSameBinding(["@escaping (@escaping () -> Void) -> NetworkService", "(@escaping () -> Void) -> NetworkService",
                                "(_ completion: @escaping () -> Void) -> NetworkService"],
                               canonical: "(@escaping () -> Void) -> NetworkService")
        Self.expectSameBinding(["(@escaping @Sendable () -> Void) -> Uploader", "(@Sendable @escaping () -> Void) -> Uploader"],
                               canonical: "(@Sendable @escaping () -> Void) -> Uploader")
        Self.expectSameBinding(["() -> @Sendable () async throws -> Car"], canonical: "() -> @Sendable () async throws -> Car")
        // A closure that does not escape cannot be passed to an init that keeps it: another type.
        Self.expectDifferentBindings("(@escaping () -> Void) -> NetworkService", "(() -> Void) -> NetworkService")
        Self.expectDifferentBindings("(@Sendable () -> Void) -> Uploader", "(() -> Void) -> Uploader")
        Self.expectDifferentBindings("() async -> Car", "() -> Car")
        Self.expectDifferentBindings("() throws(ParseError) -> Car", "() throws -> Car")
    }

    @Test func genericArgumentsAreCanonicalAllTheWayDown() {
        Self.expectSameBinding(["Result<Array<Optional<Int>>, any Error>", "Result<[Int?], Error>"], canonical: "Result<[Int?], Error>")
        Self.expectSameBinding(["Garage.Bay<Dictionary<String, Set<Optional<Garage.Lift>>>>"],
                               canonical: "Garage.Bay<[String: Set<Garage.Lift?>]>")
        Self.expectSameBinding(["InlineArray<4, Int>"], canonical: "InlineArray<4, Int>")
    }

    @Test func textThatIsNotOneTypeIsItsOwnCanonicalForm() {
        for text in ["RaceCar in [any Part]", "inject(into: Garage)", "~Copyable", "[Int", "Int>", "(", "", "a..b"] {
            #expect(canonicalText(text) == text)
        }
    }

    @Test func deeplyNestedTextIsNotReadAsATypeAndDoesNotExhaustTheStack() {
        let deep = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        #expect(canonicalText(deep) == deep)
        #expect(TypeSyntax(parsing: deep) == nil)
    }

    // MARK: - What reads the tree

    @Test func factoriesAndCollectionsOfFactoriesWhateverTheirSpelling() {
        let signature = Dependency.factorySignature(of: "@escaping @MainActor () async throws -> any Store")
        #expect(signature?.product == "any Store")
        #expect(signature?.effects == CreationEffects(isolation: .mainActor, isAsync: true, isThrowing: true))
        #expect(signature?.isSendable == false)
        let sendable = Dependency.factorySignature(of: "@Sendable @escaping () -> Car")
        #expect(sendable?.product == "Car")
        #expect(sendable?.isSendable == true)
        #expect(Dependency.factorySignature(of: "(() -> Car)")?.product == "Car")
        // A typed `throws(E)` cannot pass on what creating the product throws: the factory declares no `throws`,
        // unless `E` is `any Error`. Ownership is not part of the factory: `() -> sending Car` makes a `Car`.
        let typed = Dependency.factorySignature(of: "() throws(ParseError) -> Car")
        #expect(typed?.product == "Car")
        #expect(typed?.effects == CreationEffects())
        #expect(Dependency.factorySignature(of: "() throws(any Error) -> Car")?.effects.isThrowing == true)
        #expect(Dependency.factorySignature(of: "sending @escaping () -> sending Car")?.product == "Car")
        for notAFactory: TypeSyntax in ["(Int) -> Car", "() -> (Int) -> Car", "@convention(c) () -> Int",
                                        "(() -> Car)?", "Car"] {
            #expect(Dependency.factorySignature(of: notAFactory) == nil, "\(notAFactory)")
        }
        #expect(Dependency.factoryCollection(of: "[() -> any Plugin]")?.collection == "[any Plugin]")
        #expect(Dependency.factoryCollection(of: "Array<() -> Plugin>")?.collection == "[Plugin]")
        #expect(Dependency.factoryCollection(of: "[String: () -> any Theme]")?.collection == "[String: any Theme]")
        #expect(Dependency.factoryCollection(of: "Dictionary<String, () -> Theme>")?.collection == "[String: Theme]")
        #expect(Dependency.factoryCollection(of: "[@Sendable () -> Plugin]")?.factories.isSendable == true)
        #expect(Dependency.factoryCollection(of: "[Int: () -> Theme]")?.collection == "[Int: Theme]")
        #expect(Dependency.factoryCollection(of: "[Route: () -> any Screen]")?.collection == "[Route: any Screen]")
        #expect(Dependency.factoryCollection(of: "[any Plugin]") == nil)
    }

    // MARK: - Keys

    @Test func keysCompareTheCanonicalFormAndShowTheWrittenOne() {
        let written = TypeKey("(any Analytics)?", name: "main")
        #expect(written == TypeKey("Optional<Analytics>", name: "main"))
        #expect(written.hashValue == TypeKey("Analytics?", name: "main").hashValue)
        #expect(written != TypeKey("Analytics?"))
        #expect(written.description == "(any Analytics)? @Named(main)")
        #expect(written.identity == "Analytics? @Named(main)")
    }

    // MARK: - The tree and the normalized spelling

    @Test func theTreePrintsTheNormalizedSpellingItWasReadFrom() throws {
        for text in ["Engine", "any Engine & Sendable", "(any Engine)?", "Engine!", "[String: [Int]]", "Outer.Inner<Int>?",
                     "Optional<Engine>", "(x: Int, y: Int)", "()", "@escaping (@escaping () -> Void) -> NetworkService",
                     "@MainActor @Sendable () async throws -> Car", "() throws(ParseError) -> Car", "@convention(c) (Int32) -> Int32",
                     "(_ speed: Int) -> Car", "(Int...) -> Void", "(inout Int) -> Void", "some Collection<Int>",
                     "(any Engine).Type", "any Engine.Type", "isolated (any Actor)", "[`default`]", "Outer.`Type`"] {
            let tree = try #require(TypeSyntax(parsing: text), "\(text)")
            #expect(tree.written == text)
        }
        // Backticks Swift does not need are not part of the name: `` `Type` `` is the type declared `Type`.
        #expect(try #require(TypeSyntax(parsing: "[`Type`]")).written == "[Type]")
    }

    @Test func theScannerWritesNoSpaceAfterAnOpeningBracket() {
        let file = DeclarationReader.read(path: "File.swift", bytes: Array("""
            final class Client {
                init(make: @escaping ( @escaping () -> Void) -> NetworkService, tasks: [ @Sendable () -> Void ],
                     handlers: Array<@Sendable () -> Void>, pair: (Int, @escaping () -> Void) -> Void) {}
            }
            """.utf8))
        guard case .type(let client) = file.declarations.first, case .initializer(let initializer) = client.members.first else {
            Issue.record("no init read")
            return
        }
        #expect(initializer.parameters.map(\.type.text) == [
            "@escaping (@escaping () -> Void) -> NetworkService", "[@Sendable () -> Void]",
            "Array<@Sendable () -> Void>", "(Int, @escaping () -> Void) -> Void",
        ])
    }
}
