import Testing
@testable import WiringCore

/// The annotation stage: which comments are annotations, how their options parse, and every way to get one wrong.
@Suite struct AnnotationStageTests {
    @Test func optionsInAnyOrderAndAcrossLines() {
        let (model, errors) = model(of: """
            protocol A {}
            protocol B {}
            // @Component(as: [A, B], scope: .shared)
            final class One: A, B {}
            /// Docs first.
            // @Component(
            //     scope: .shared,
            //     as: A.Nested
            // )
            final class Two: A.Nested {}
            """)
        #expect(errors.isEmpty)
        #expect(model.components.map(\.typeName) == ["One", "Two"])
        #expect(model.components.map(\.scope) == [.shared, .shared])
        #expect(model.components.map { $0.boundTypes.map(\.text) } == [["A", "B"], ["A.Nested"]])
    }

    /// `@EntryPoints` goes above a protocol, with `graph:` naming the graph (the root graph without it); its
    /// properties' `@Named` lines are read as a bundle's are.
    @Test func entryPointsAboveProtocols() throws {
        let collector = DiagnosticCollector()
        let file = Pipeline.scan(
            [.init(path: "File.swift", contents: Array("""
                // @EntryPoints
                protocol AppEntryPoints {
                    // @Named(backup)
                    var store: Store { get }
                }
                // @EntryPoints(graph: MemberGraph)
                protocol MemberEntryPoints {}
                // @EntryPoints
                final class NotAProtocol {}
                // @EntryPoints(graph: MemberGraph, in: AppGraph)
                protocol Malformed {}
                """.utf8))], diagnostics: collector)
        let sources = AnnotationReader.read(file, diagnostics: collector)
        #expect(sources.entryPoints.map(\.declaration.name) == ["AppEntryPoints", "MemberEntryPoints"])
        #expect(sources.entryPoints.map { $0.annotation.declaredGraph?.name } == [nil, "MemberGraph"])
        #expect(sources.names.values.sorted() == ["backup"])
        #expect(collector.sorted.map(\.formatted) == [
            "File.swift:8:4: error: '@EntryPoints' cannot be used on class 'NotAProtocol': put it above a protocol whose get-only properties name the graph's entry points [#MisplacedAnnotation]",
            "File.swift:10:37: error: unknown option 'in' for '@EntryPoints'; it takes the option 'graph' [#UnknownAnnotationOption]",
        ])
    }

    @Test func textInStringsAndBlockCommentsRegistersNothing() {
        let (model, errors) = model(of: #"""
            let s = "// @Component"
            /* // @Component
            final class Hidden {} */
            let t = """
            // @Component
            final class AlsoHidden {}
            """
            """#)
        #expect(errors.isEmpty)
        #expect(model.components.isEmpty)
    }

    @Test(arguments: [
        ("// @Component(scop: .shared)", "File.swift:1:15: error: unknown option 'scop' for '@Component'; did you mean 'scope'? [#UnknownAnnotationOption]"),
        ("// @Component(scope: .singleton)", "File.swift:1:22: error: unknown scope '.singleton'; use '.unscoped', '.shared' or '.weak' [#InvalidOptionValue]"),
        ("// @Component(scope: .sharde)", "File.swift:1:22: error: unknown scope '.sharde'; did you mean '.shared'? [#InvalidOptionValue]"),
        ("// @Component(scope: .shared, scope: .shared)", "File.swift:1:31: error: option 'scope' is given twice; keep one [#DuplicateAnnotationOption]"),
        ("// @Component(scope: .shared", "File.swift:1:29: error: expected ')' to close the options of '@Component' [#AnnotationSyntax]"),
        ("// @Component(scope: .shared) // the car", "File.swift:1:31: error: unexpected text '// the car' after the annotation; put remarks on their own comment line [#AnnotationSyntax]"),
        ("// @Component(as: Foo) ; exit(0) //", "File.swift:1:24: error: unexpected text '; exit(0) //' after the annotation; put remarks on their own comment line [#AnnotationSyntax]"),
        ("// @Component(as: 42)", "File.swift:1:19: error: expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]' [#InvalidOptionValue]"),
        ("// @Component(as: [A B])", "File.swift:1:22: error: expected ',' or ']' in the list of 'as:' [#AnnotationSyntax]"),
        ("// @Component(into: Plugin)", "File.swift:1:21: error: expected a collection type after 'into:', like 'into: [Plugin]' or 'into: [String: Plugin]' [#InvalidOptionValue]"),
        ("// @Component(into: [Int: Theme], key: 1234567890123456789)", "File.swift:1:40: error: expected a key after 'key:': a string like 'key: \"dark\"' (without '\\' or quotes inside), a whole number like 'key: 3', or an enum case like 'key: .home' (at most 18 digits) [#InvalidOptionValue]"),
        ("// @Component(as: Lifting & any Driving)", "File.swift:1:29: error: 'any' goes once, before the whole composition: write 'any Lifting & Driving' [#InvalidOptionValue]"),
        ("// @Component(as: Lifting & Driving?)", "File.swift:1:19: error: a member of a composition cannot be optional; write the composition's types joined by '&', without '?' [#InvalidOptionValue]"),
        ("// @Component(into: [Plugin, Theme])", "File.swift:1:28: error: expected ']' to close the collection type of 'into:' [#AnnotationSyntax]"),
        ("// @Component(into: [Plugin], priority: high)", "File.swift:1:41: error: expected a whole number after 'priority:', like 'priority: 10' (at most 9 digits) [#InvalidOptionValue]"),
        ("// @Component(into: [Plugin], priority: 1234567890)", "File.swift:1:41: error: expected a whole number after 'priority:', like 'priority: 10' (at most 9 digits) [#InvalidOptionValue]"),
        ("// @Component(into: [String: Theme], key: \"a\\\"); exit(0)\")", "File.swift:1:43: error: expected a key after 'key:': a string like 'key: \"dark\"' (without '\\' or quotes inside), a whole number like 'key: 3', or an enum case like 'key: .home' [#InvalidOptionValue]"),
        ("// @Component(into: [String: Theme], key: dark)", "File.swift:1:43: error: expected a key after 'key:': a string like 'key: \"dark\"' (without '\\' or quotes inside), a whole number like 'key: 3', or an enum case like 'key: .home' [#InvalidOptionValue]"),
        ("// @Component(as: [])", "File.swift:1:19: error: 'as: []' lists no type; remove it, or name the protocols the component is bound as [#InvalidOptionValue]"),
        ("// @Component(as: `A`)", "File.swift:1:19: error: expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]' [#InvalidOptionValue]"),
        ("// @Component[scope: .shared]", "File.swift:1:14: error: unexpected '[' after '@Component'; write options in parentheses, like '// @Component(scope: .shared, as: Engine)' [#AnnotationSyntax]"),
        ("// @Inputs(scope: .shared)", "File.swift:1:12: error: unknown option 'scope' for '@Inputs'; it takes the options 'graph' and 'parent' [#UnknownAnnotationOption]"),
        ("// @Component(as: " + String(repeating: "A<", count: 40) + "B" + String(repeating: ">", count: 40) + ")",
         "File.swift:1:51: error: the type in 'as:' nests generic arguments more than 16 deep; bind a typealias instead [#InvalidOptionValue]"),
    ])
    func malformedOptions(annotation: String, expected: String) {
        #expect(diagnostics(of: annotation + "\nstruct Thing {}\n") == [expected])
    }

    @Test func misplacedAnnotations() {
        #expect(diagnostics(of: """
            // @Component
            protocol Engine {}
            // @Component
            enum Fuel { case petrol }
            // @Component
            extension String {}
            // @Provides
            struct NotAFunction {}
            // @Inject
            func notAnInit() {}
            // @Inputs
            final class NotAStruct {}
            """) == [
            "File.swift:1:4: error: '@Component' cannot be used on protocol 'Engine': annotate a class, struct or actor that conforms to it and add 'as: Engine' [#MisplacedAnnotation]",
            "File.swift:3:4: error: '@Component' cannot be used on enum 'Fuel': Wiring builds components with an init; use a class, struct or actor, or return the value from a '// @Provides' function [#MisplacedAnnotation]",
            "File.swift:5:4: error: '@Component' cannot be used on an extension: put it above the declaration of 'String' itself [#MisplacedAnnotation]",
            "File.swift:7:4: error: '@Provides' cannot be used on struct 'NotAStruct': put it above a static function (or a free function) that returns the value to provide [#MisplacedAnnotation]".replacingOccurrences(of: "NotAStruct", with: "NotAFunction"),
            "File.swift:9:4: error: '@Inject' cannot be used on function 'notAnInit': put it above the init Wiring should use to build a component, or above a 'var' property the graph should set [#MisplacedAnnotation]",
            "File.swift:11:4: error: '@Inputs' cannot be used on class 'NotAStruct': put it above a struct whose stored properties are the graph's inputs [#MisplacedAnnotation]",
        ])
    }

    @Test func detachedMisspelledDuplicateAndConflictingAnnotations() {
        #expect(diagnostics(of: """
            func build() {
                // @Component
                final class Local {}
            }
            let x = 1 // @Component
            // @Componet
            final class Typo {}
            // @Component
            // @Component
            final class Twice {}
            // @Component
            // @Inputs
            struct Both {}
            """) == [
            "File.swift:2:8: error: '@Component' is not attached to a declaration: put it on the comment lines directly above a class, struct or actor declaration, with no blank line between, at file or type scope (not inside a body, not after code on the same line) [#DetachedAnnotation]",
            "File.swift:5:14: error: '@Component' is not attached to a declaration: put it on the comment lines directly above a class, struct or actor declaration, with no blank line between, at file or type scope (not inside a body, not after code on the same line) [#DetachedAnnotation]",
            "File.swift:6:4: error: unknown annotation '@Componet'; did you mean '@Component'? [#UnknownAnnotation]\nnote: Wiring's annotations are '@Component', '@Provides', '@Inject', '@Inputs', '@Bundle', '@Named', '@AllowEmpty', '@Optional', '@Lazy' and '@EntryPoints'",
            "File.swift:9:4: error: '@Component' appears twice above this declaration; keep one [#DuplicateAnnotation]",
            "File.swift:12:4: error: '@Inputs' cannot be combined with '@Component' on one declaration; keep the one you mean [#ConflictingAnnotations]",
        ])
    }

    @Test func unrelatedAtWordsInCommentsAreNotAnnotations() {
        #expect(diagnostics(of: """
            /// @param is not ours, nor is @MainActor or an e-mail like a@b.c.
            // @Component
            struct Fine {}
            """).isEmpty)
    }

    /// A near miss is reported only where it is written as an annotation is, with nothing after it or its options
    /// on the line: a property wrapper in a doc comment's example (`@Option var name`, swift-argument-parser's;
    /// `@Injected(\.network) var network`, Factory's) is code, not a misspelled `@Optional` or `@Inject`.
    @Test func nearMissesOnlyWhereWrittenAsAnnotations() {
        #expect(diagnostics(of: """
            /// struct Options: ParsableArguments {
            ///     @Option var name: String
            ///     @Injected(\\.network) var network
            /// }
            // @Component
            struct Fine {}
            """).isEmpty)
        #expect(diagnostics(of: """
            final class Screen {
                init(
                    // @Option
                    a: Int?,
                    // @Optionl (b)
                    b: Int?
                ) {}
            }
            """).map { $0.split(separator: "\n")[0] } == [
            "File.swift:3:12: error: unknown annotation '@Option'; did you mean '@Optional'? [#UnknownAnnotation]",
            "File.swift:5:12: error: unknown annotation '@Optionl'; did you mean '@Optional'? [#UnknownAnnotation]",
        ])
    }

    @Test func namesOnComponentsProvidersParametersAndProperties() {
        let (model, errors) = model(of: """
            protocol Store {}
            // @Named(primary)
            // @Component(scope: .shared, as: Store)
            final class Disk: Store {}
            enum Stores {
                // @Provides
                // @Named(backup)
                static func cloud() -> any Store { fatalError() }
            }
            // @Component
            struct Sync {
                // @Named(primary)
                let local: any Store
            }
            // @Component
            final class Mirror {
                init(
                    // @Named(backup)
                    remote: any Store,
                    count: Int = 2
                ) {}
            }
            """)
        #expect(errors.isEmpty)
        #expect(model.bindings.map(\.key.identity) == [
            "Disk @Named(primary)", "Store @Named(primary)", "Sync", "Mirror", "Store @Named(backup)",
        ])
        #expect(model.bindings.flatMap(\.dependencies).map(\.key.identity) == [
            "Disk @Named(primary)", "Store @Named(primary)", "Store @Named(backup)",
        ])
    }

    @Test func misplacedOrMalformedNames() {
        #expect(diagnostics(of: """
            // @Named(orphan)
            final class NotAComponent {}
            // @Component
            final class A {
                // @Named(primary)
                init(
                    // @Named(one)
                    // @Named(two)
                    x: Int = 1,
                    // @Component
                    y: Int = 2
                ) {}
            }
            // @Named(1st)
            // @Component
            struct B {}
            // @Named backup
            // @Component
            struct C {}
            """) == [
            "File.swift:1:4: error: '@Named' names a binding, but class 'NotAComponent' declares none: add '@Component' above it, or remove '@Named' [#MisplacedAnnotation]",
            "File.swift:5:8: error: '@Named' cannot be used on an init: put it on its own comment line above a component, a provider, an init parameter or a stored property [#MisplacedAnnotation]",
            "File.swift:8:12: error: '@Named' appears twice above parameter 'x'; keep one [#DuplicateAnnotation]",
            "File.swift:10:12: error: '@Component' cannot be used on parameter 'y': put it above a class, struct or actor declaration [#MisplacedAnnotation]",
            "File.swift:14:11: error: expected a name in '@Named(…)': letters, digits and '_', like '// @Named(backup)' [#InvalidOptionValue]",
            "File.swift:17:10: error: '@Named' needs a name in parentheses, like '// @Named(backup)' [#AnnotationSyntax]",
        ])
    }

    /// Wiring cannot know which `#if` branches a build takes, so an annotated declaration in any branch is an error
    /// (once, not again for its members), and what it would bind is not reported missing as well.
    @Test func annotatedDeclarationsInsideConditionalBlocks() {
        #expect(diagnostics(of: """
            protocol Analytics {}
            #if DEBUG
            // @Component(as: Analytics)
            final class ConsoleAnalytics: Analytics {
                // @Inject
                init() {}
            }
            #elseif os(Linux)
            // @Provides
            func journal() -> Analytics { ConsoleAnalytics() }
            #else
                #if canImport(Darwin)
                // @Component
                struct Settings {}
                #endif
            #endif
            // @Component
            final class Screen {
                init(analytics: Analytics, settings: Settings) {}
            }
            """) == [
            "File.swift:3:4: error: '@Component' on class 'ConsoleAnalytics' is inside '#if DEBUG', but Wiring builds one graph for every build configuration: move the declaration out of the '#if', or choose the implementation inside a '// @Provides' function [#ConditionalDeclaration]\nFile.swift:2:1: note: '#if DEBUG' begins here",
            "File.swift:9:4: error: '@Provides' on function 'journal' is inside the '#elseif os(Linux)' of '#if DEBUG', but Wiring builds one graph for every build configuration: move the declaration out of the '#if', or choose the implementation inside a '// @Provides' function [#ConditionalDeclaration]\nFile.swift:8:1: note: the '#elseif os(Linux)' of '#if DEBUG' begins here",
            "File.swift:13:8: error: '@Component' on struct 'Settings' is inside '#if canImport(Darwin)', but Wiring builds one graph for every build configuration: move the declaration out of the '#if', or choose the implementation inside a '// @Provides' function [#ConditionalDeclaration]\nFile.swift:12:5: note: '#if canImport(Darwin)' begins here",
        ])
    }
}
