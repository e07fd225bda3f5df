import Testing
@testable import WiringCore

/// The scan stage, one behaviour per test: the lexer (what is code and what is text in strings, comments and regex
/// literals, and where each token is) and the declaration reader (what it reads from declaration headers).
/// Expectations follow the compiler's own parse (`swiftc -dump-parse`) wherever the two could differ.
@Suite struct ScannerTests {
    // MARK: - Helpers

    static func read(_ source: String) -> ScannedFile {
        DeclarationReader.read(path: "File.swift", bytes: Array(source.utf8))
    }

    /// Every token as `kind text`.
    static func tokens(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).map { "\($0.kind) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
    }

    /// All declarations, depth first.
    static func flattened(_ declarations: [Declaration]) -> [Declaration] {
        declarations.flatMap { declaration -> [Declaration] in
            if case .type(let type) = declaration { return [declaration] + flattened(type.members) }
            return [declaration]
        }
    }

    /// A generic parameter clause written back from its data: `<T: P<Int>>`.
    static func clause(_ parameters: [GenericParameter]?) -> String? {
        parameters.map { parameters in
            let written = parameters.map { parameter in
                let keyword = parameter.kind == .type ? "" : parameter.kind == .pack ? "each " : "let "
                return keyword + parameter.name + (parameter.constraint.map { ": \($0)" } ?? "")
            }
            return "<" + written.joined(separator: ", ") + ">"
        }
    }

    static func types(_ file: ScannedFile) -> [TypeDeclaration] {
        flattened(file.declarations).compactMap { if case .type(let type) = $0 { type } else { nil } }
    }

    static func typeNames(_ file: ScannedFile) -> [String] {
        types(file).map(\.qualifiedName)
    }

    static func initializers(_ file: ScannedFile) -> [InitializerDeclaration] {
        flattened(file.declarations).compactMap { if case .initializer(let initializer) = $0 { initializer } else { nil } }
    }

    static func functions(_ file: ScannedFile) -> [FunctionDeclaration] {
        flattened(file.declarations).compactMap { if case .function(let function) = $0 { function } else { nil } }
    }

    static func variables(_ file: ScannedFile) -> [VariableDeclaration] {
        flattened(file.declarations).compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
    }

    static func others(_ file: ScannedFile) -> [OtherDeclaration] {
        flattened(file.declarations).compactMap { if case .other(let other) = $0 { other } else { nil } }
    }

    /// `label name: Type = default`, with `_` for no label and `...` for a variadic parameter.
    static func summary(_ parameters: [Parameter]) -> [String] {
        parameters.map { parameter in
            "\(parameter.label ?? "_") \(parameter.name): \(parameter.type.text)" + (parameter.isVariadic ? "..." : "")
                + (parameter.defaultValue.map { " = \($0)" } ?? "")
        }
    }

    /// Each binding as `name: Type`, with `= …` when it has an initial value and `{}` when it is computed.
    static func bindingSummary(_ variable: VariableDeclaration) -> [String] {
        variable.bindings.map { binding in
            "\(binding.name): \(binding.type?.text ?? "?")" + (binding.hasInitialValue ? " = …" : "")
                + (binding.isComputed ? " {}" : "")
        }
    }

    static func position(_ location: WiringCore.SourceLocation) -> String {
        "\(location.line):\(location.column)"
    }

    // MARK: - Comments

    @Test func lineAndDocCommentsKeepTheirTextAndWhereItStarts() {
        let file = Self.read("""
            // plain
            /// doc
            //// four slashes
            //@Component
            struct S {}
            """)
        #expect(file.lineComments.map(\.text) == [" plain", " doc", "/ four slashes", "@Component"])
        // The text starts after `//`, or after `///` for a doc comment; a fourth slash is text, as for the compiler.
        #expect(file.lineComments.map { Self.position($0.textLocation) } == ["1:3", "2:4", "3:4", "4:3"])
        #expect(Self.types(file).first?.header.comments.map(\.text) == [" plain", " doc", "/ four slashes", "@Component"])
    }

    @Test func commentsAfterCodeOnTheSameLineAreNotAttachedToTheNextDeclaration() {
        let file = Self.read("""
            let x = 1 // after a property
            struct A {} // after a type
            @MainActor // after an attribute
            // own line
            final class B {}
            """)
        #expect(file.lineComments.count == 4)
        #expect(Self.types(file).map { $0.header.comments.map(\.text) } == [[], [" own line"]])
        #expect(Self.types(file).last?.header.attributes.map(\.name) == ["MainActor"])
    }

    @Test func nestedBlockCommentsHideCommentsAndDeclarations() {
        let file = Self.read("""
            /* a /* b */ c
            // @Component
            struct Hidden {}
            */
            struct Visible {}
            """)
        #expect(Self.typeNames(file) == ["Visible"])
        #expect(file.lineComments.isEmpty)
        #expect(Self.tokens("/* a /* b */ c */ x") == ["blockComment /* a /* b */ c */", "identifier x"])
    }

    @Test func aBlockCommentBeforeADeclarationKeepsItAtTheStartOfItsLine() {
        let file = Self.read("""
            // above
            /* note */ struct S {}
            """)
        #expect(Self.types(file).first?.header.comments.map(\.text) == [" above"])
        #expect(Self.types(file).first.map { Self.position($0.header.location) } == "2:12")
    }

    // MARK: - Strings

    @Test func stringLiteralsHideCommentsAndBraces() {
        let file = Self.read(#"""
            let a = "// @Component {"
            let b = "}"
            let c = "escaped \" // @Component } quote"
            let d = "backslash at the end \\"
            struct Real {}
            """#)
        #expect(Self.typeNames(file) == ["Real"])
        #expect(file.lineComments.isEmpty)
        #expect(Self.tokens(#""a \" b" c"#) == [#"string "a \" b""#, "identifier c"])
    }

    @Test func rawStringsEndOnlyAtTheirOwnDelimiter() {
        let source = #####"""
            let a = #"one "quoted" word, a \(literal) backslash and a "# closes"#
            let b = ##"a "# inside and a }"##
            let c = #"raw \#(value) interpolation { "#
            let d = ####"""
                a multi-line raw string: """ and "### and \###(x) and } do not end it
                // @Component
                struct Hidden {}
                """####
            struct After {}
            """#####
        let file = Self.read(source)
        #expect(Self.typeNames(file) == ["After"])
        #expect(Self.tokens(###"##"a "# b"## c"###) == [###"string ##"a "# b"##"###, "identifier c"])
    }

    @Test func multiLineStringsWithInterpolationsThatContainStringsParenthesesAndClosures() {
        let file = Self.read(#"""
            let text = """
                class NotAType {
                \(items.map { "\($0) }" }.joined(separator: ")"))
                \(f(g(")"), { x in (x) }))
                // @Component
                """
            struct AfterTheString {}
            """#)
        #expect(Self.typeNames(file) == ["AfterTheString"])
        #expect(file.lineComments.isEmpty)
        #expect(Self.tokens(#"""
            """
            \(items.map { "\($0)" }.joined())
            """ x
            """#).count == 2)
    }

    @Test func interpolationsAreLexedAsCodeSoCommentsInsideThemAreComments() {
        // A `)` in a comment inside an interpolation does not close it.
        #expect(Self.tokens(#"""
            let s = "\(x /* ) */ + 1) }"
            y
            """#) == ["identifier let", "identifier s", "operator =", #"string "\(x /* ) */ + 1) }""#, "identifier y"])
    }

    @Test func aSlashInsideAnInterpolationDividesAfterAnOperand() {
        // `a/2` inside an interpolation is a division, as it is outside one: the regex rule looks at the token before
        // the slash inside the interpolation, not at the one before the string.
        let file = Self.read(#"""
            let s = "\(Int(a/2)) and \(b/2)"
            struct After {}
            let t = "\(String(format: "%.1f", x/1000)) km, \(y/60) min"
            struct AfterToo {}
            """#)
        #expect(Self.typeNames(file) == ["After", "AfterToo"])
    }

    // MARK: - Regex literals and slashes

    @Test func regexLiteralsHideBracesAndQuotes() {
        let file = Self.read(#"""
            struct Patterns {
                let a = /\{+[}]"/
                let b = #/ { " /#
                let c = #/
                  a { b " c
                /#
                let d = items.filter { $0.matches(/[{]/) }
                func f() -> Bool {
                    return /a}/ ~= "x"
                }
                let e = 1
            }
            struct After {}
            """#)
        #expect(Self.typeNames(file) == ["Patterns", "After"])
        #expect(Self.variables(file).flatMap(\.bindings).map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(Self.tokens("x = /a+b/") == ["identifier x", "operator =", "regex /a+b/"])
        #expect(Self.tokens("f(#/a\"/#)") == ["identifier f", "punctuation (", "regex #/a\"/#", "punctuation )"])
    }

    @Test(arguments: [
        "let r = width / height / 2",
        "let r = total/2 + rest/3",
        "let r = x!/2 + y/3",
        "let r = f()/2 + g()/3",
        "let r = a[0]/2 + b[1]/3",
        "x /= 2; y /= 3",
    ])
    func slashesAfterAnOperandDivide(source: String) {
        #expect(!Self.tokens(source).contains { $0.hasPrefix("regex") })
    }

    // MARK: - Operators

    @Test func postfixQuestionAndExclamationMarksAreSingleTokensAsInTheCompiler() {
        #expect(Self.tokens("init?<T>") == ["identifier init", "operator ?", "operator <", "identifier T", "operator >"])
        #expect(Self.tokens("x: Int?=nil") == ["identifier x", "punctuation :", "identifier Int", "operator ?",
                                              "operator =", "identifier nil"])
        #expect(Self.tokens("a!=b") == ["identifier a", "operator !", "operator =", "identifier b"])
        // Not right after an operand, they start an operator like any other character.
        #expect(Self.tokens("a ?? b != c") == ["identifier a", "operator ??", "identifier b", "operator !=", "identifier c"])
        #expect(Self.tokens("Array<Int>?") == ["identifier Array", "operator <", "identifier Int", "operator >?"])
    }

    // MARK: - Locations

    @Test func columnsAreOneBasedUTF8ByteColumns() {
        // `let s = "` is 9 bytes, `é` 2, `😀` 4 and `"; ` 3, so `struct` is at byte 19 and `S` at byte 26.
        let file = Self.read("let s = \"é😀\"; struct S {}\n\tstruct T {}")
        #expect(Self.types(file).map { Self.position($0.header.location) } == ["1:19", "2:2"])
        #expect(Self.types(file).map { Self.position($0.nameLocation) } == ["1:26", "2:9"])
        let tokens = Lexer.tokenize(Array("é x".utf8))
        #expect(tokens.map(\.column) == [1, 4])
    }

    @Test func crlfAndLoneCarriageReturnsEndLines() {
        let file = Self.read("// one\r\nstruct A {}\r\n// two\rstruct B {}\r")
        #expect(file.lineComments.map(\.text) == [" one", " two"])
        #expect(Self.types(file).map { Self.position($0.nameLocation) } == ["2:8", "4:8"])
        #expect(Self.types(file).map { $0.header.comments.map(\.text) } == [[" one"], [" two"]])
        let string = Self.read("let s = \"\"\"\r\n  a\r\n  \"\"\"\r\nstruct C {}")
        #expect(Self.types(string).map { Self.position($0.nameLocation) } == ["4:8"])
    }

    @Test func aByteOrderMarkCountsInTheFirstLinesColumnsAsTheCompilerCountsThem() {
        // swiftc reports a column 3 bytes further on the first line of a file that starts with a byte order mark.
        let file = DeclarationReader.read(path: "File.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("// c\nstruct S {}".utf8))
        #expect(file.lineComments.map { Self.position($0.textLocation) } == ["1:6"])
        #expect(file.lineComments.map(\.text) == [" c"])
        #expect(Self.types(file).map { Self.position($0.nameLocation) } == ["2:8"])
        let tokens = Lexer.tokenize([0xEF, 0xBB, 0xBF] + Array("struct S".utf8))
        #expect(tokens.map(\.column) == [4, 11])
        #expect(tokens.first?.isAtLineStart == true)
    }

    @Test func tokensKnowWhetherTheyStartALine() {
        let bytes = Array("a b\n  c /* \n */ d \"\"\"\n\"\"\" e".utf8)
        let starts = Lexer.tokenize(bytes).filter { $0.kind == .identifier }.map(\.isAtLineStart)
        // A block comment that spans lines puts what follows at a line's start, as in the compiler; a multi-line
        // string does not.
        #expect(starts == [true, false, true, true, false])
    }

    /// Input cut off anywhere, or not text at all: the reader still returns, with what it could read.
    @Test(arguments: [
        ([UInt8]("let s = \"unterminated".utf8), []),
        ([UInt8]("let s = \"\"\"\nnever closed {\nstruct InTheString {}".utf8), []),
        ([UInt8]("let s = #\"raw never closed\nstruct NextLine {}".utf8), ["NextLine"]),
        ([UInt8]("let s = \"\\(unclosed interpolation\nstruct InTheInterpolation {}".utf8), []),
        ([UInt8]("struct A {}\n/* unterminated /* nested */ struct B {}".utf8), ["A"]),
        ([UInt8]("let r = #/never closed".utf8), []),
        ([UInt8]("struct S { init(a: Int".utf8), ["S"]),
        ([UInt8]("struct S { init?<".utf8), ["S"]),
        ([UInt8]("struct S { let a = [".utf8), ["S"]),
        ([UInt8]("struct `unclosed {}\nstruct Next {}".utf8), ["Next"]),
        ([UInt8]("#".utf8), []), ([UInt8]("@".utf8), []), ([UInt8]("\\".utf8), []), ([UInt8]("\"".utf8), []),
        ([UInt8]("/".utf8), []), ([UInt8]("struct".utf8), []), ([UInt8]("extension".utf8), []),
        ([0xFF, 0xFE, 0x00] + [UInt8]("struct S {}".utf8), ["S"]),
        ([0xC3], []),
        ([0xEF, 0xBB], []),
        // Every `<` may open generic arguments, and none closes: each is looked at a bounded number of tokens ahead.
        ([UInt8]("let x = \(String(repeating: "a<", count: 4_000))a\nstruct S {}".utf8), ["S"]),
        ([UInt8](String(repeating: "\"\\(", count: 5_000).utf8), []),
    ] as [([UInt8], [String])])
    func malformedInputNeitherCrashesNorHangs(bytes: [UInt8], expectedTypes: [String]) {
        let file = DeclarationReader.read(path: "Bad.swift", bytes: bytes)
        #expect(Self.typeNames(file) == expectedTypes)
    }

    @Test func anUnterminatedStringEndsAtItsLineAndAnUnterminatedCommentAtTheEnd() {
        let file = Self.read("""
            let s = "open
            struct AfterTheString {}
            /* open
            struct InTheComment {}
            """)
        #expect(Self.typeNames(file) == ["AfterTheString"])
    }

    @Test func invalidUTF8IsReadAsTextWithoutLosingTheLinesAfterIt() {
        let file = DeclarationReader.read(path: "File.swift",
                                          bytes: Array("// ".utf8) + [0xFF, 0xFE] + Array("\nstruct S {}\n".utf8))
        #expect(file.lineComments.map(\.text) == [" \u{FFFD}\u{FFFD}"])
        #expect(Self.types(file).map { Self.position($0.nameLocation) } == ["2:8"])
    }

    /// Where the compiler reports "invalid UTF-8 found in source file" (checked with `swiftc -parse`): the first byte
    /// that is not part of a well-formed sequence, by line and byte column.
    @Test(arguments: [
        ([0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x9A, 0x97, 0xF4, 0x8F, 0xBF, 0xBF], nil),  // é € 🚗 U+10FFFF
        ([0x61, 0x80], 2),  // a continuation byte with no lead
        ([0xC0, 0xAF], 1),  // an overlong "/"
        ([0xE0, 0x80, 0xAF], 1),  // an overlong "/" in three bytes
        ([0xED, 0xA0, 0x80], 1),  // a UTF-16 surrogate
        ([0xF0, 0x80, 0x80, 0xAF], 1),  // an overlong "/" in four bytes
        ([0xF4, 0x90, 0x80, 0x80], nil),  // just past U+10FFFF, which the compiler accepts
        ([0xF5, 0x80, 0x80, 0x80], 1),  // a lead byte the compiler rejects
        ([0x61, 0x62, 0xE2, 0x82], 3),  // a sequence cut off by the end of the file
        ([0xE2, 0x28, 0xA1], 1),  // a sequence cut off by an ASCII byte
        ([0xFF], 1),
    ] as [([UInt8], Int?)])
    func theFirstInvalidUTF8Byte(bytes: [UInt8], expectedColumn: Int?) {
        let offset = SourceEncoding.firstInvalidUTF8Byte(in: Array("// ".utf8) + bytes)
        #expect(offset.map { $0 - 2 } == expectedColumn)
    }

    /// The search skips ASCII eight bytes at a time: an invalid byte is found at every offset from the start of such a
    /// run, and a valid sequence across one is accepted.
    @Test func theFirstInvalidUTF8ByteAfterASCIIOfEveryLength() {
        for length in 0..<24 {
            let ascii = Array(repeating: UInt8(ascii: "a"), count: length)
            #expect(SourceEncoding.firstInvalidUTF8Byte(in: ascii + [0xFF] + ascii) == length)
            #expect(SourceEncoding.firstInvalidUTF8Byte(in: ascii + [0xE2, 0x82, 0xAC] + ascii + [0x80]) == 2 * length + 3)
            #expect(SourceEncoding.firstInvalidUTF8Byte(in: ascii + [0xF0, 0x9F, 0x9A, 0x97] + ascii) == nil)
        }
    }

    @Test func invalidUTF8IsReportedWhereTheCompilerReportsIt() {
        let bytes = Array("a\r\nb\rc\n  \"".utf8) + [0xE9] + Array("\"\n".utf8) + [0xFF]
        let location = SourceEncoding.firstInvalidUTF8Byte(in: bytes).map {
            SourceEncoding.location(ofByte: $0, in: bytes, path: "File.swift")
        }
        #expect(location == SourceLocation(file: "File.swift", line: 4, column: 4))
    }

    // MARK: - Attributes and modifiers

    @Test func attributesBeforeAndBetweenComments() throws {
        let file = Self.read("""
            @available(iOS 15, *)
            // first
            @MainActor
            /// second
            @objc(NamedScreen) public final class Screen {}
            """)
        let type = try #require(Self.types(file).first)
        #expect(type.header.attributes.map(\.name) == ["available", "MainActor", "objc"])
        #expect(type.header.attributes.map(\.arguments) == ["iOS 15, *", nil, "NamedScreen"])
        #expect(type.header.attributes.map { Self.position($0.location) } == ["1:1", "3:1", "5:1"])
        #expect(type.header.comments.map(\.text) == [" first", " second"])
        #expect(type.header.modifiers == ["public", "final"])
        #expect(Self.position(type.header.location) == "5:33")
    }

    @Test func modifiersIncludingThoseWithArguments() {
        let file = Self.read("""
            open class Base {
                private(set) var title: String = ""
                public private(set) var count = 0
                nonisolated(unsafe) static var shared = 0
                unowned(safe) let owner: Base
                class func make() -> Base { fatalError() }
                class var name: String { "" }
                class override final func other() {}
                required convenience init(x: Int) { fatalError() }
                @MainActor public static func onMain() {}
            }
            distributed actor Worker {}
            """)
        #expect(Self.types(file).map(\.header.modifiers) == [["open"], ["distributed"]])
        #expect(Self.variables(file).map(\.header.modifiers) == [["private(set)"], ["public", "private(set)"],
                                                                 ["nonisolated(unsafe)", "static"], ["unowned(safe)"],
                                                                 ["class"]])
        #expect(Self.functions(file).map(\.header.modifiers) == [["class"], ["class", "override", "final"],
                                                                 ["public", "static"]])
        #expect(Self.initializers(file).map(\.header.modifiers) == [["required", "convenience"]])
        #expect(Self.variables(file).map { $0.storedInstanceBindings.map(\.name) } == [["title"], ["count"], [], ["owner"], []])
    }

    // MARK: - Parameters

    @Test func parameterTypesWithGenericsClosuresAndOpaqueTypes() throws {
        let file = Self.read("""
            struct S {
                init(
                    map: [String: [Int]],
                    nested: Dictionary<String, Array<Int>>,
                    deeper: Set<Array<Optional<Int>>>,
                    handler: @escaping (Int) -> Void,
                    work: @Sendable () async throws -> Void,
                    result: @escaping (Result<Int, any Error>) -> Void,
                    optional: (any Engine)?,
                    opaque: some Engine,
                    existential: any Engine & Sendable,
                    tuple: (x: Int, y: Int),
                    nestedName: Outer.Inner<Int>?
                ) {}
            }
            """)
        let initializer = try #require(Self.initializers(file).first)
        #expect(Self.summary(initializer.parameters) == [
            "map map: [String: [Int]]",
            "nested nested: Dictionary<String, Array<Int>>",
            "deeper deeper: Set<Array<Optional<Int>>>",
            "handler handler: @escaping (Int) -> Void",
            "work work: @Sendable () async throws -> Void",
            "result result: @escaping (Result<Int, any Error>) -> Void",
            "optional optional: (any Engine)?",
            "opaque opaque: some Engine",
            "existential existential: any Engine & Sendable",
            "tuple tuple: (x: Int, y: Int)",
            "nestedName nestedName: Outer.Inner<Int>?",
        ])
    }

    @Test func parameterLabelsAndNames() throws {
        let file = Self.read("""
            struct S {
                init(_ engine: E, with other: E, `default`: Int, `for` value: Int, _: Int, in range: Range<Int>) {}
            }
            """)
        let initializer = try #require(Self.initializers(file).first)
        // As in `swiftc -dump-parse`: apiName nil, "with", "default", "for", nil, "in".
        #expect(initializer.parameters.map(\.label) == [nil, "with", "default", "for", nil, "in"])
        #expect(initializer.parameters.map(\.name) == ["engine", "other", "default", "value", "_", "range"])
    }

    @Test func defaultValuesWithArbitraryExpressions() throws {
        let file = Self.read("""
            final class C {
                init(a: Bool = 1 < 2, b: Int = max(1, 2), c: [Int] = [1, 2].map { $0 * 2 },
                     d: Bool = { x, y in x < y }(1, 2), e: Int = compute { 1 }, f: [String: Int] = Dictionary<String, Int>(),
                     g: [Int?] = Array<Int?>(), h: Bool = x < y, i: Int = x > y ? 1 : 2, j: E = .init(a: 1, b: 2),
                     k: String = "a, b", l: Int = -1,
                     m: Int =
                        2) {}
            }
            """)
        let initializer = try #require(Self.initializers(file).first)
        #expect(Self.summary(initializer.parameters) == [
            "a a: Bool = 1 < 2",
            "b b: Int = max(1, 2)",
            "c c: [Int] = [1, 2].map { $0 * 2 }",
            "d d: Bool = { x, y in x < y }(1, 2)",
            "e e: Int = compute { 1 }",
            "f f: [String: Int] = Dictionary<String, Int>()",
            "g g: [Int?] = Array<Int?>()",
            "h h: Bool = x < y",
            "i i: Int = x > y ? 1 : 2",
            "j j: E = .init(a: 1, b: 2)",
            "k k: String = \"a, b\"",
            "l l: Int = -1",
            "m m: Int = 2",
        ])
    }

    @Test func aLessThanSignInADefaultValueIsAComparisonUnlessTypesAndAClosingSignFollow() throws {
        // `x < y, z > (w)` would be generic arguments for the compiler too, but `z: Int` is not a type, so `<` compares.
        let file = Self.read("""
            func f(a: Bool = x < y, z: Int = 1, b: Bool = p<q, r: Int = 2, c: Cache<Key, Value>? = Cache<Key, Value>.empty) {}
            """)
        let function = try #require(Self.functions(file).first)
        #expect(Self.summary(function.parameters) == [
            "a a: Bool = x < y",
            "z z: Int = 1",
            "b b: Bool = p<q",
            "r r: Int = 2",
            "c c: Cache<Key, Value>? = Cache<Key, Value>.empty",
        ])
    }

    @Test func variadicInoutAndOptionalParameters() throws {
        let file = Self.read("""
            func f(a: Int..., b: Int?..., c: inout Int, d: Int?=nil, e: Int!=1, f: borrowing Thing, g: sending Thing) {}
            """)
        let function = try #require(Self.functions(file).first)
        #expect(Self.summary(function.parameters) == [
            "a a: Int...",
            "b b: Int?...",
            "c c: inout Int",
            "d d: Int? = nil",
            "e e: Int! = 1",
            "f f: borrowing Thing",
            "g g: sending Thing",
        ])
    }

    @Test func parameterAttributesAreNotPartOfTheName() throws {
        let file = Self.read("""
            func f(@ViewBuilder content: () -> V, value: @autoclosure () -> Int) {}
            """)
        let function = try #require(Self.functions(file).first)
        #expect(Self.summary(function.parameters) == ["content content: () -> V", "value value: @autoclosure () -> Int"])
    }

    // MARK: - Inits

    @Test func failableAndGenericInits() {
        let file = Self.read("""
            struct S {
                init?(a: Int) {}
                init!(b: Int) {}
                init<T>(c: T) {}
                init?<T: Sequence>(d: T) where T.Element == Int {}
                init!<T>(e: T) {}
                init<T: Collection<Int>>(f: T) {}
            }
            """)
        let initializers = Self.initializers(file)
        #expect(initializers.map(\.failability) == [.optional, .implicitlyUnwrapped, .nonFailable, .optional,
                                                    .implicitlyUnwrapped, .nonFailable])
        #expect(initializers.map { Self.clause($0.genericParameters) } == [nil, nil, "<T>", "<T: Sequence>", "<T>", "<T: Collection<Int>>"])
        #expect(initializers.map { $0.parameters.map(\.name) } == [["a"], ["b"], ["c"], ["d"], ["e"], ["f"]])
    }

    @Test func effectsOfInits() {
        let file = Self.read("""
            struct S {
                init(a: Int) async {}
                init(b: Int) throws {}
                init(c: Int) async throws(MyError) {}
                init(d: () throws -> Void) rethrows {}
                init(e: Int) throws (MyError) {}
                init(f: Int) {}
                init(g: Int) throws(Outer.Failure<[Int]>) {}
            }
            """)
        #expect(Self.initializers(file).map(\.effects) == [
            Effects(isAsync: true),
            Effects(throwsClause: .throws),
            Effects(isAsync: true, throwsClause: .typed(thrownType: "MyError")),
            Effects(throwsClause: .rethrows),
            // `swiftc -dump-parse` reads `MyError` as the thrown type despite the space.
            Effects(throwsClause: .typed(thrownType: "MyError")),
            Effects(),
            Effects(throwsClause: .typed(thrownType: "Outer.Failure<[Int]>")),
        ])
    }

    @Test func multiLineInitsWithWhereClausesAndBodiesAreSkippedWhole() throws {
        let file = Self.read("""
            struct S {
                init<T>(
                    value: T,
                    other: Int
                )
                    async
                    throws
                    where T: Hashable,
                          T: Sendable
                {
                    let local = "}"
                    struct Local { init(fake: Int) {} }
                    if value == nil { return }
                }
                let stored: Int
            }
            """)
        let initializer = try #require(Self.initializers(file).first)
        #expect(initializer.parameters.map(\.name) == ["value", "other"])
        #expect(initializer.effects == Effects(isAsync: true, throwsClause: .throws))
        #expect(Self.initializers(file).count == 1)
        #expect(Self.typeNames(file) == ["S"])
        #expect(Self.variables(file).flatMap(\.bindings).map(\.name) == ["stored"])
    }

    // MARK: - Functions

    @Test func functionsNamesReturnTypesAndBodies() {
        let file = Self.read("""
            enum Factory {
                static func make<T>(_ t: T) async throws -> [T] where T: Hashable { [t] }
                static func engine() -> any Engine {
                    struct Hidden {}
                    return V8()
                }
                func view() -> some View { Text("}") }
                static func `default`() -> Factory.Nested<Int>? { nil }
                static func +(lhs: Factory, rhs: Factory) -> Factory { lhs }
                func nothing() {}
                static func closure() -> (Int) -> Void { { _ in } }
            }
            func free() -> Int { 1 }
            """)
        let functions = Self.functions(file)
        #expect(functions.map(\.name) == ["make", "engine", "view", "default", "+", "nothing", "closure", "free"])
        #expect(functions.map(\.returnType?.text) == ["[T]", "any Engine", "some View", "Factory.Nested<Int>?", "Factory",
                                                      nil, "(Int) -> Void", "Int"])
        #expect(functions.map { Self.clause($0.genericParameters) } == ["<T>", nil, nil, nil, nil, nil, nil, nil])
        #expect(functions.map { $0.header.enclosingTypes } == Array(repeating: ["Factory"], count: 7) + [[]])
        #expect(Self.typeNames(file) == ["Factory"])
    }

    // MARK: - Types

    @Test func nestedTypesAndExtensionsGiveQualifiedNames() {
        let file = Self.read("""
            enum Outer {
                struct Inner {
                    final class Deepest {}
                }
            }
            extension Outer.Inner {
                struct Added {}
                static func make() -> Outer.Inner { .init() }
            }
            extension Outer.Inner.Deepest: Sendable where T: P {}
            extension Array<Int> { struct InArray {} }
            """)
        #expect(Self.typeNames(file) == ["Outer", "Outer.Inner", "Outer.Inner.Deepest", "Outer.Inner", "Outer.Inner.Added",
                                         "Outer.Inner.Deepest", "Array", "Array.InArray"])
        #expect(Self.types(file).map(\.kind) == [.enum, .struct, .class, .extension, .struct, .extension, .extension, .struct])
        #expect(Self.functions(file).map(\.header.enclosingTypes) == [["Outer", "Inner"]])
        #expect(Self.types(file)[5].inheritedTypes.map(\.text) == ["Sendable"])
    }

    @Test func genericParametersAndInheritedTypes() {
        let file = Self.read("""
            final public class Box<T: P<Int>>: Base<T>, @unchecked Sendable, Outer.Proto where T: Hashable {}
            struct Pack<each T> {}
            actor Counter: Sendable {}
            """)
        #expect(Self.types(file).map { Self.clause($0.genericParameters) } == ["<T: P<Int>>", "<each T>", nil])
        #expect(Self.types(file).map { $0.inheritedTypes.map(\.text) } == [["Base<T>", "@unchecked Sendable", "Outer.Proto"], [], ["Sendable"]])
        #expect(Self.types(file).map(\.kind) == [.class, .struct, .actor])
        #expect(Self.types(file)[0].genericParameters?.first?.constraint == .named([.init(name: "P", arguments: [.name("Int")])]))
        #expect(Self.types(file)[0].genericRequirements == [.init(subject: .name("T"), relation: .conformance, constraint: .name("Hashable"))])
    }

    @Test func whereClausesAreRequirementsOfTypesInitsAndFunctions() throws {
        let file = Self.read("""
            struct Store<Record, Key: Hashable> where Record: Codable & Sendable, Key == Record.ID {
                init<S: Sequence>(records: S) where S.Element == Record, S: Sendable {}
                static func make<T>(_ value: [T: Int]) -> Store where T: Hashable { fatalError() }
                let count: Int
            }
            """)
        let store = try #require(Self.types(file).first)
        #expect(Self.clause(store.genericParameters) == "<Record, Key: Hashable>")
        #expect(store.genericRequirements.map { "\($0.subject) \($0.relation) \($0.constraint)" }
                == ["Record conformance Codable & Sendable", "Key sameType Record.ID"])
        let initializer = try #require(store.members.compactMap { if case .initializer(let i) = $0 { i } else { nil } }.first)
        #expect(initializer.genericRequirements == [
            .init(subject: "S.Element", relation: .sameType, constraint: .name("Record")),
            .init(subject: .name("S"), relation: .conformance, constraint: .name("Sendable")),
        ])
        let function = try #require(store.members.compactMap { if case .function(let f) = $0 { f } else { nil } }.first)
        #expect(Self.clause(function.genericParameters) == "<T>")
        #expect(function.genericRequirements == [.init(subject: .name("T"), relation: .conformance, constraint: .name("Hashable"))])
        #expect(function.returnType?.text == "Store")
        #expect(store.members.count == 3)
    }

    @Test func enumsWithCasesAndAssociatedValues() throws {
        let file = Self.read("""
            indirect enum Tree {
                case leaf(Int, label: String = "a, b"), empty
                case node(Dictionary<String, Tree>)
                indirect case wrapped(Tree)
                case raw = 3
                struct Nested {}
                init(x: Int) { self = .empty }
            }
            """)
        let tree = try #require(Self.types(file).first)
        #expect(tree.header.modifiers == ["indirect"])
        #expect(Self.others(file).map(\.keyword) == ["case", "case", "case", "case"])
        #expect(Self.typeNames(file) == ["Tree", "Tree.Nested"])
        #expect(Self.initializers(file).count == 1)
    }

    @Test func protocolsWithRequirements() throws {
        let file = Self.read("""
            protocol Engine: AnyObject {
                associatedtype Fuel: Hashable where Fuel: Sendable
                init(power: Int)
                func start() async throws -> Bool
                func tune<T>(_ t: T) where T: Equatable
                var power: Int { get }
                var name: String { get set }
                static func make() -> Self
                subscript(index: Int) -> Int { get }
            }
            struct After {}
            """)
        let engine = try #require(Self.types(file).first)
        #expect(engine.kind == .protocol)
        #expect(engine.members.count == 8)
        #expect(Self.functions(file).map(\.name) == ["start", "tune", "make"])
        #expect(Self.variables(file).map { $0.bindings.map(\.isComputed) } == [[true], [true]])
        #expect(Self.others(file).map(\.keyword) == ["associatedtype", "subscript"])
        #expect(Self.others(file).map(\.name) == ["Fuel", nil])
        #expect(Self.typeNames(file) == ["Engine", "After"])
    }

    /// What a getter declares it may do, which an `@EntryPoints` protocol's property must: `{ get async throws }`,
    /// typed throws, and a computed property's `get throws { … }` in a type.
    @Test func gettersDeclareTheirEffects() throws {
        let file = Self.read("""
            protocol Entry {
                var plain: Int { get }
                var loaded: Int { get async throws }
                var parsed: Int { get throws(ParseError) }
                var settable: Int { get set }
            }
            struct Holder {
                var computed: Int { get async { 1 } }
                var stored = 1
                var observed: Int = 1 { didSet {} }
            }
            """)
        let effects = Self.variables(file).map { $0.bindings[0].getterEffects }
        #expect(effects.map(\.isAsync) == [false, true, false, false, true, false, false])
        #expect(effects.map(\.throwsClause) == [nil, .throws, .typed(thrownType: "ParseError"), nil, nil, nil, nil])
        #expect(Self.variables(file).map { $0.bindings[0].hasSetter } == [false, false, false, true, false, false, false])
    }

    @Test func typealiasesHaveNames() {
        let file = Self.read("""
            typealias Handler = (Int, String) -> Void
            typealias Pair<T> = (T, T)
            typealias `Type` = Int
            struct After {}
            """)
        #expect(Self.others(file).map(\.keyword) == ["typealias", "typealias", "typealias"])
        #expect(Self.others(file).map(\.name) == ["Handler", "Pair", "Type"])
        #expect(Self.typeNames(file) == ["After"])
    }

    @Test func aTypealiasToAGenericTypeEndsAtTheEndOfItsLine() throws {
        let file = Self.read("""
            final class Handler {
                typealias InboundIn = Envelope<Buffer>

                private let promise: Promise<InboundIn>
                private typealias Stream = Channel<
                    Part<Bytes>, Part<Bytes>
                >
                init(promise: Promise<InboundIn>) {}
            }
            """)
        #expect(Self.others(file).map(\.name) == ["InboundIn", "Stream"])
        #expect(Self.variables(file).flatMap(Self.bindingSummary) == ["promise: Promise<InboundIn>"])
        let initializer = try #require(Self.initializers(file).first)
        #expect(Self.summary(initializer.parameters) == ["promise promise: Promise<InboundIn>"])
    }

    /// As in the compiler's parse, a backticked name is the name without its backticks.
    @Test func backtickedAndUnicodeIdentifiers() throws {
        let file = Self.read("""
            struct `Type` {
                init(`default`: Int, `class` value: Int, café: Int, 数量 count: Int, `self`: Bool) {}
                let `for`: Int
            }
            struct Größe {}
            """)
        #expect(Self.typeNames(file) == ["Type", "Größe"])
        let initializer = try #require(Self.initializers(file).first)
        #expect(Self.summary(initializer.parameters) == [
            "default default: Int", "class value: Int", "café café: Int", "数量 count: Int", "self self: Bool",
        ])
        #expect(Self.variables(file).flatMap(\.bindings).map(\.name) == ["for"])
    }

    @Test func operatorsThatContainSlashesAndStarsAreNotComments() {
        #expect(Self.tokens("a */ b") == ["identifier a", "operator */", "identifier b"])
        #expect(Self.tokens("a </> b") == ["identifier a", "operator </>", "identifier b"])
        #expect(Self.tokens("x = a ** b") == ["identifier x", "operator =", "identifier a", "operator **", "identifier b"])
        let file = Self.read("""
            infix operator </>: AdditionPrecedence
            func </> (lhs: Int, rhs: Int) -> Int { lhs */ rhs }
            struct After {
                let value = 2 ** 3 // a comment
            }
            """)
        #expect(Self.typeNames(file) == ["After"])
        #expect(file.lineComments.map(\.text) == [" a comment"])
    }

    @Test func attachedMacrosAreAttributesWithArguments() throws {
        let file = Self.read("""
            @Observable
            @attached(member, names: named(init))
            @MyMacro(options: [.a, .b], closure: { $0 + "}" })
            // @Component
            final class Model {
                @ObservationIgnored @Clamped(0...10) var level = 0
            }
            """)
        let model = try #require(Self.types(file).first)
        #expect(model.header.attributes.map(\.name) == ["Observable", "attached", "MyMacro"])
        #expect(model.header.attributes.map(\.arguments) == [nil, "member, names: named(init)", #"options: [.a, .b], closure: { $0 + "}" }"#])
        #expect(model.header.comments.map(\.text) == [" @Component"])
        #expect(Self.variables(file).first?.header.attributes.map(\.name) == ["ObservationIgnored", "Clamped"])
    }

    @Test func parameterPacksOwnershipAndIsolationInParameterTypes() throws {
        let file = Self.read("""
            struct S {
                init<each T>(values: repeat each T) {}
                init(a: sending Box, b: borrowing Box, c: consuming Box, d: inout Int, e: isolated (any Actor)) {}
                init(f: some Collection<Int>, g: any Error, h: Int...) throws(ParseError) {}
            }
            """)
        let initializers = Self.initializers(file)
        #expect(initializers.map { Self.clause($0.genericParameters) } == ["<each T>", nil, nil])
        #expect(initializers.map { Self.summary($0.parameters) } == [
            ["values values: repeat each T"],
            ["a a: sending Box", "b b: borrowing Box", "c c: consuming Box", "d d: inout Int", "e e: isolated (any Actor)"],
            ["f f: some Collection<Int>", "g g: any Error", "h h: Int..."],
        ])
        #expect(initializers.map(\.effects) == [Effects(), Effects(), Effects(throwsClause: .typed(thrownType: "ParseError"))])
    }

    @Test func freestandingMacrosAndMacroDeclarationsAreSkipped() {
        let file = Self.read("""
            #warning("check } this")
            #Preview { Text("{") }
            @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "T")
            struct After {}
            """)
        #expect(Self.typeNames(file) == ["After"])
        #expect(Self.others(file).map(\.keyword) == ["macro"])
    }

    // MARK: - Conditional compilation and imports

    /// Every branch is read, and each declaration knows the innermost branch it sits in, so that later stages can
    /// refuse what a build configuration may leave out.
    @Test func everyBranchOfConditionalCompilationIsReadWithTheBranchItIsIn() {
        let file = Self.read("""
            #if canImport(UIKit)
            struct Phone {}
            #elseif os(Linux) || (os(macOS) && !DEBUG)
            struct Server {}
            #else
            struct Other {
                #if DEBUG
                let debug: Int
                #endif
                let always: Int
            }
            #endif
            struct Outer {}
            """)
        #expect(Self.typeNames(file) == ["Phone", "Server", "Other", "Outer"])
        #expect(Self.variables(file).flatMap(\.bindings).map(\.name) == ["debug", "always"])
        let branches = Self.flattened(file.declarations).map { declaration in
            declaration.header.conditionalBranch.map { "\($0.described) at \(Self.position($0.location))" } ?? "none"
        }
        #expect(branches == [
            "'#if canImport(UIKit)' at 1:1",
            "the '#elseif os(Linux) || (os(macOS) && !DEBUG)' of '#if canImport(UIKit)' at 3:1",
            "the '#else' of '#if canImport(UIKit)' at 5:1",
            "'#if DEBUG' at 7:5",
            "the '#else' of '#if canImport(UIKit)' at 5:1",
            "none",
        ])
    }

    @Test func importsAndWhetherTheyAreConditional() {
        let file = Self.read("""
            import Foundation
            import struct Foundation.URL
            import func Darwin.sqrt
            @testable import Engine
            @_exported import Tyres.Compound
            #if canImport(UIKit)
            import UIKit
            #if DEBUG
            import DebugTools
            #endif
            #elseif os(Linux)
            import Glibc
            #else
            import Darwin
            #endif
            import Dispatch; struct AfterImport {}
            """)
        #expect(file.imports.map(\.module) == ["Foundation", "Foundation", "Darwin", "Engine", "Tyres", "UIKit",
                                               "DebugTools", "Glibc", "Darwin", "Dispatch"])
        #expect(file.imports.map(\.isConditional) == [false, false, false, false, false, true, true, true, true, false])
        #expect(Self.typeNames(file) == ["AfterImport"])
    }

    // MARK: - Properties

    @Test func storedAndComputedProperties() {
        let file = Self.read("""
            struct S {
                let a = 1, b: Int
                var c: Int { 1 }
                var d: Int { get { 1 } set {} }
                var e: Int = 0 {
                    willSet {}
                    didSet {}
                }
                var f: [Int] = [] { didSet {} }
                var g: Int { didSet {} }
                lazy var h: Int = 2
                static var i = 3
                static let j: Int = 4
                var k: String? // implicitly nil
                var body: some View {
                    Text("}")
                }
                let closure = { (x: Int) -> Int in x }
                @State var state = 0
            }
            """)
        #expect(Self.variables(file).map(Self.bindingSummary) == [
            ["a: ? = …", "b: Int"], ["c: Int {}"], ["d: Int {}"], ["e: Int = …"], ["f: [Int] = …"], ["g: Int"],
            ["h: Int = …"], ["i: ? = …"], ["j: Int = …"], ["k: String?"], ["body: some View {}"], ["closure: ? = …"],
            ["state: ? = …"],
        ])
        #expect(Self.variables(file).flatMap(\.storedInstanceBindings).map(\.name) == ["a", "b", "e", "f", "g", "h", "k",
                                                                                      "closure", "state"])
    }

    @Test func aTypeAppliesToThePlainNamesBeforeIt() {
        // `swiftc -dump-parse` gives `a`, `b` and `d` the type `Int`; `c` has an initial value, so it keeps none.
        let file = Self.read("""
            struct S {
                var a, b: Int
                var c = 1, d: Int
                var e, f: String, g: Int
            }
            """)
        #expect(Self.variables(file).map(Self.bindingSummary) == [
            ["a: Int", "b: Int"], ["c: ? = …", "d: Int"], ["e: String", "f: String", "g: Int"],
        ])
    }

    @Test func genericArgumentsInAnInitialValueDoNotSplitTheDeclaration() {
        let file = Self.read("""
            struct S {
                var storage = Dictionary<String, Int>(), count = 0
                var cache = Cache<Key, [Value]>.shared
                var optional: Int?=nil
            }
            """)
        #expect(Self.variables(file).map(Self.bindingSummary) == [
            ["storage: ? = …", "count: ? = …"], ["cache: ? = …"], ["optional: Int? = …"],
        ])
    }

    @Test func anInitialValueEndsWhereTheNextDeclarationStarts() {
        let file = Self.read("""
            struct S {
                let a = compute()
                    .map { $0 }
                    + 1
                let b = flag
                    ? 1
                    : 2
                let c = value!
                let d = array
                @MainActor var e = 0
                let f = "x"
                #if DEBUG
                let g = 1
                #endif
            }
            """)
        #expect(Self.variables(file).flatMap(\.bindings).map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
    }

    // MARK: - Locations of what is read

    @Test func locationsOfDeclarationsParametersAndTypes() throws {
        let file = Self.read("""
            struct Car {
                init(
                    engine: any Engine,
                    _ wheels: [Wheel] = []
                ) {}
                var speed: Int, name: String
            }
            """)
        let car = try #require(Self.types(file).first)
        #expect(Self.position(car.header.location) == "1:1")
        #expect(Self.position(car.nameLocation) == "1:8")
        let initializer = try #require(Self.initializers(file).first)
        #expect(Self.position(initializer.header.location) == "2:5")
        #expect(initializer.parameters.map { Self.position($0.location) } == ["3:9", "4:9"])
        #expect(initializer.parameters.map { Self.position($0.type.location) } == ["3:17", "4:19"])
        let variable = try #require(Self.variables(file).first)
        #expect(variable.bindings.map { Self.position($0.location) } == ["6:9", "6:21"])
        #expect(variable.bindings.map { $0.type.map { Self.position($0.location) } } == ["6:16", "6:27"])
    }

    // MARK: - Hostile input

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
            "File.swift:\(depth + 1):4: error: '@Component' is not attached to a declaration: put it on the comment lines directly above a class, struct or actor declaration, with no blank line between, at file or type scope (not inside a body, not after code on the same line) [#DetachedAnnotation]",
        ])
    }
}
