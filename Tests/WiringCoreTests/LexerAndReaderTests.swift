import Testing
@testable import WiringCore

/// The scan stage: what the declaration reader sees in Swift source, and what it must never see (text in strings and
/// comments).
@Suite struct LexerAndReaderTests {
    static func read(_ source: String) -> ScannedFile {
        DeclarationReader.read(path: "File.swift", bytes: Array(source.utf8))
    }

    /// All types, depth first, by qualified name.
    static func typeNames(_ file: ScannedFile) -> [String] {
        func visit(_ declarations: [Declaration]) -> [String] {
            declarations.flatMap { declaration -> [String] in
                guard case .type(let type) = declaration else { return [] }
                return [type.qualifiedName] + visit(type.members)
            }
        }
        return visit(file.declarations)
    }

    static func initializers(_ file: ScannedFile) -> [InitializerDeclaration] {
        func visit(_ declarations: [Declaration]) -> [InitializerDeclaration] {
            declarations.flatMap { declaration -> [InitializerDeclaration] in
                switch declaration {
                case .initializer(let initializer): [initializer]
                case .type(let type): visit(type.members)
                default: []
                }
            }
        }
        return visit(file.declarations)
    }

    static func parameterSummary(_ initializer: InitializerDeclaration) -> [String] {
        initializer.parameters.map { parameter in
            "\(parameter.label ?? "_") \(parameter.name): \(parameter.type.text)"
                + (parameter.defaultValue.map { " = \($0)" } ?? "") + (parameter.isVariadic ? "..." : "")
        }
    }

    @Test func lineCommentsAttachToTheNextDeclarationButTrailingOnesDoNot() {
        let file = Self.read("""
            let x = 1 // trailing
            /// Docs.
            // @Component
            final class A {}
            """)
        guard case .type(let type) = file.declarations.last else { Issue.record("no type"); return }
        #expect(type.header.comments.map(\.text) == [" Docs.", " @Component"])
        #expect(file.lineComments.count == 3)
    }

    @Test func nestedBlockCommentsHideEverythingInside() {
        let file = Self.read("""
            /* outer /* inner */ still a comment
               class Hidden {}
            */
            struct Visible {}
            """)
        #expect(Self.typeNames(file) == ["Visible"])
    }

    @Test func stringsHideCodeAndBraces() {
        let file = Self.read(#"""
            let a = "class Fake { // @Component"
            let b = "escaped \" quote } {"
            let c = #"raw "# is not the end "quoted" \(notInterpolated) }"#
            let d = ##"a "# inside"##
            struct Real {}
            """#)
        #expect(Self.typeNames(file) == ["Real"])
        #expect(file.lineComments.isEmpty)
    }

    @Test func multilineStringsWithInterpolationsContainingStringsAndClosures() {
        let file = Self.read(#"""
            let text = """
                class NotAType {
                \(items.map { "\($0) }" }.joined(separator: ")"))
                // @Component
                """
            struct AfterTheString {}
            """#)
        #expect(Self.typeNames(file) == ["AfterTheString"])
        #expect(file.lineComments.isEmpty)
    }

    @Test func regexLiteralsKeepBracesBalanced() {
        let file = Self.read(#"""
            let a = /\{+[}]"/
            let b = #/ { " /#
            let ratio = width / height / 2
            struct After {}
            """#)
        #expect(Self.typeNames(file) == ["After"])
    }

    @Test func attributesAndModifiersAroundTheAnnotation() {
        let file = Self.read("""
            @available(macOS 13, *)
            // @Component(scope: .shared)
            @MainActor public final class Screen {
                private(set) var title: String
                nonisolated(unsafe) static var count = 0
                class func make() -> Screen { fatalError() }
                init(title: String) { self.title = title }
            }
            """)
        guard case .type(let type) = file.declarations.first else { Issue.record("no type"); return }
        #expect(type.header.attributes.map(\.name) == ["available", "MainActor"])
        #expect(type.header.attributes.first?.arguments == "macOS 13, *")
        #expect(type.header.modifiers == ["public", "final"])
        #expect(type.header.comments.map(\.text) == [" @Component(scope: .shared)"])
        #expect(Self.initializers(file).count == 1)
        let functions = type.members.compactMap { if case .function(let function) = $0 { function } else { nil } }
        #expect(functions.map(\.header.modifiers) == [["class"]])
    }

    @Test func genericAndClosureParameterTypes() throws {
        let file = Self.read("""
            struct S {
                init(
                    map: [String: [Int]],
                    nested: Dictionary<String, Array<Int>>,
                    handler: @escaping (Int) -> Void,
                    work: @Sendable () async throws -> Void,
                    optional: (any Engine)?,
                    _ engine: any Engine,
                    with other: Other.Nested<Int>?
                ) {}
            }
            """)
        let initializer = try #require(Self.initializers(file).first)
        #expect(Self.parameterSummary(initializer) == [
            "map map: [String: [Int]]",
            "nested nested: Dictionary<String, Array<Int>>",
            "handler handler: @escaping (Int) -> Void",
            "work work: @Sendable () async throws -> Void",
            "optional optional: (any Engine)?",
            "_ engine: any Engine",
            "with other: Other.Nested<Int>?",
        ])
    }

    @Test func defaultValuesWithArbitraryExpressions() throws {
        let file = Self.read("""
            final class C {
                init(a: Bool = 1 < 2, b: [Int] = [1, 2].map { $0 * 2 }, c: String = f(x: (1, 2)), d: Int..., `default`: Int) {}
            }
            """)
        let initializer = try #require(Self.initializers(file).first)
        #expect(Self.parameterSummary(initializer) == [
            "a a: Bool = 1 < 2",
            "b b: [Int] = [1, 2].map { $0 * 2 }",
            "c c: String = f(x: (1, 2))",
            "d d: Int...",
            "default default: Int",
        ])
    }

    @Test func initEffectsFailabilityAndGenerics() {
        let file = Self.read("""
            struct S {
                init?(a: Int) {}
                init!(b: Int) {}
                init<T>(c: T) where T: Hashable {}
                init(d: Int) async throws(MyError) {}
                convenience init(e: Int) rethrows {}
            }
            """)
        let initializers = Self.initializers(file)
        #expect(initializers.map(\.failability) == [.optional, .implicitlyUnwrapped, .nonFailable, .nonFailable, .nonFailable])
        #expect(initializers.map { $0.genericParameters != nil } == [false, false, true, false, false])
        #expect(initializers[3].effects == Effects(isAsync: true, throwsClause: "throws(MyError)"))
        #expect(initializers[4].effects.throwsClause == "rethrows")
    }

    @Test func whereClausesOnTheirOwnLineKeepTheBodySkipped() {
        let file = Self.read("""
            struct S {
                init<T>(value: T)
                    where T: Hashable,
                          T: Sendable
                {
                    let local = value
                }
                let stored: Int
            }
            protocol P {
                func f<T>(_ t: T) where T: Equatable
                var name: String { get }
            }
            """)
        guard case .type(let type) = file.declarations.first else { Issue.record("no type"); return }
        let properties = type.members.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
        #expect(properties.flatMap(\.bindings).map(\.name) == ["stored"])
        guard case .type(let proto) = file.declarations.last else { Issue.record("no protocol"); return }
        #expect(proto.members.count == 2)
    }

    @Test func nestedTypesExtensionsAndLocations() {
        let file = Self.read("""
            enum Outer {
                struct Inner {}
            }
            extension Outer.Inner {
                struct Deeper {}
            }
            """)
        #expect(Self.typeNames(file) == ["Outer", "Outer.Inner", "Outer.Inner", "Outer.Inner.Deeper"])
    }

    @Test func columnsCountUTF8BytesAndLinesFollowCRLF() {
        let file = Self.read("let é = 1\r\n/* ü */ struct S {}\r\n")
        guard case .type(let type) = file.declarations.last else { Issue.record("no type"); return }
        #expect(type.nameLocation.line == 2)
        #expect(type.nameLocation.column == 17)  // "/* ü */ " is 9 bytes, "struct " 7 more.
    }

    @Test func storedAndComputedProperties() {
        let file = Self.read("""
            struct S {
                let a = 1, b: Int
                var c: Int { 1 }
                var d: Int { get { 1 } set {} }
                var e: Int = 0 { didSet {} }
                lazy var f: Int = 2
                static var g = 3
                var h: String? // implicitly nil
            }
            """)
        guard case .type(let type) = file.declarations.first else { Issue.record("no type"); return }
        let stored = type.members.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
            .flatMap(\.storedInstanceBindings).map(\.name)
        #expect(stored == ["a", "b", "e", "f", "h"])
    }

    @Test func conditionalCompilationAndImports() {
        let file = Self.read("""
            import Foundation
            import struct Dispatch.DispatchTime
            @testable import Engine
            #if canImport(UIKit)
            import UIKit
            struct Phone {}
            #elseif os(Linux)
            struct Server {}
            #else
            struct Other {}
            #endif
            """)
        #expect(file.imports.map(\.module) == ["Foundation", "Dispatch", "Engine", "UIKit"])
        #expect(file.imports.map(\.isConditional) == [false, false, false, true])
        #expect(Self.typeNames(file) == ["Phone", "Server", "Other"])
    }

    @Test func malformedInputNeverHangsOrCrashes() {
        let inputs: [[UInt8]] = [
            Array("struct S { init(a: Int".utf8),
            Array("let s = \"unterminated".utf8),
            Array("/* unterminated /* nested */".utf8),
            Array("class".utf8),
            Array("init(((((".utf8),
            [0xFF, 0xFE, 0x00, 0x63, 0x6C, 0x61, 0x73, 0x73],
            Array(String(repeating: "{[(", count: 2_000).utf8),
            // Nesting far deeper than any real code: skipped past a bound instead of exhausting the stack.
            Array((String(repeating: "struct A { ", count: 50_000) + String(repeating: "}", count: 50_000)).utf8),
            Array(("let s = " + String(repeating: "\"\\(", count: 20_000) + "1" + String(repeating: ")\"", count: 20_000)).utf8),
        ]
        for input in inputs {
            _ = DeclarationReader.read(path: "Bad.swift", bytes: input)
        }
    }

    @Test func typesNestedBeyondTheBoundAreSkippedAndTheirAnnotationsReported() {
        let depth = DeclarationReader.maximumTypeDepth + 1
        let source = String(repeating: "enum E {\n", count: depth) + "// @Component\nstruct Deep {}\n"
            + String(repeating: "}\n", count: depth)
        #expect(diagnostics(of: source) == [
            "File.swift:\(depth + 1):4: error: '@Component' is not attached to a declaration: put it on the comment lines directly above a class, struct or actor declaration, at file or type scope (not inside a body, not after code on the same line)",
        ])
    }
}
