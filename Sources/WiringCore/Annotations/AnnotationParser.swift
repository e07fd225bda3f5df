/// Parses annotation comments: `// @Component(scope: .shared, as: [Engine, Tuning])`.
///
/// Only text of the exact annotation grammar is accepted. Every value that reaches the generated code (the types
/// of `as:`) must be a plain Swift type name, so nothing else written in a comment can ever become code.
struct AnnotationParser {
    /// Whether the comment's text starts with `@` after spaces and tabs, as an annotation does and prose seldom does:
    /// the readers look at every comment line of the sources, and only these need reading further.
    static func startsWithAt(_ comment: Comment) -> Bool {
        comment.text.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "@")
    }

    /// The annotation a comment line starts, if it starts one: `@` and a known name. A near miss (`@Componet`) is
    /// reported so that a typo never silently registers nothing, when it is written as an annotation is: nothing
    /// after the name, or after its options' `)` when they close on the line. A name followed by other text is code
    /// in a comment (`@Option var name: String`, `@Injected(\.network) var network`: property wrappers in a doc
    /// comment's example), not an annotation misspelled.
    static func annotationKind(of comment: Comment, diagnostics: DiagnosticCollector?) -> Annotation.Kind? {
        guard startsWithAt(comment) else { return nil }
        let bytes = Array(comment.text.utf8)
        var position = 0
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "@") else { return nil }
        let nameStart = position + 1
        var nameEnd = nameStart
        while nameEnd < bytes.count, Lexer.isIdentifierBody(bytes[nameEnd]), bytes[nameEnd] < 0x80 { nameEnd += 1 }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        if let kind = Annotation.Kind(rawValue: name) { return kind }
        if let diagnostics, !name.isEmpty, isWrittenAsAnnotation(bytes[nameEnd...]) {
            let known = Annotation.Kind.allCases.map(\.rawValue)
            if let suggestion = NearMatches.suggestions(for: name, among: known, limit: 1).first
                ?? known.first(where: { $0.lowercased() == name.lowercased() })
            {
                var location = comment.textLocation
                location.column += position
                diagnostics.emit(
                    .error(
                        .unknownAnnotation, "unknown annotation '@\(name)'; did you mean '@\(suggestion)'?",
                        at: location,
                        notes: [
                            .init(
                                "Wiring's annotations are \(NearMatches.quotedList(known.map { "@" + $0 }, conjunction: "and"))",
                                at: nil)
                        ]))
            }
        }
        return nil
    }

    /// Whether what follows an annotation's name on its line is what an annotation has there: nothing, or options
    /// in parentheses with nothing after them (or that go on to the next lines).
    private static func isWrittenAsAnnotation(_ rest: ArraySlice<UInt8>) -> Bool {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = rest.firstIndex(where: { !isSpace($0) }) else { return true }
        guard rest[first] == UInt8(ascii: "(") else { return false }
        guard let close = rest.lastIndex(of: UInt8(ascii: ")")) else { return true }
        return rest[(close + 1)...].allSatisfy(isSpace)
    }

    /// Parses the annotation that starts at `comments[start]`; options may continue on the following comment lines
    /// until their closing parenthesis. Returns the annotation (nil if malformed, with a diagnostic) and how many
    /// comment lines it used.
    static func parse(
        _ comments: ArraySlice<Comment>, kind: Annotation.Kind,
        diagnostics: DiagnosticCollector
    ) -> (annotation: Annotation?, linesUsed: Int) {
        var parser = AnnotationParser(comments: comments, kind: kind)
        let annotation = parser.parseAnnotation()
        if let problem = parser.problem {
            diagnostics.emit(problem)
            return (nil, parser.linesUsed)
        }
        return (annotation, parser.linesUsed)
    }

    let kind: Annotation.Kind
    /// The annotation text: the first comment line, then continuation lines joined by a space.
    var bytes: [UInt8] = []
    /// Where each line's text starts in `bytes`, and its location in the file.
    var segments: [(offset: Int, location: SourceLocation)] = []
    var remainingLines: ArraySlice<Comment>
    var position = 0
    var linesUsed = 1
    var problem: Diagnostic?

    private init(comments: ArraySlice<Comment>, kind: Annotation.Kind) {
        self.kind = kind
        self.remainingLines = comments.dropFirst()
        if let first = comments.first { append(first) }
    }

    mutating func append(_ comment: Comment) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        segments.append((bytes.count, comment.textLocation))
        bytes += comment.text.utf8
    }

    /// Appends the next comment line when the options are not closed on this one.
    mutating func continueOnNextLine() -> Bool {
        guard let next = remainingLines.first, AnnotationParser.annotationKind(of: next, diagnostics: nil) == nil else {
            return false
        }
        remainingLines = remainingLines.dropFirst()
        append(next)
        linesUsed += 1
        return true
    }

    func location(at offset: Int) -> SourceLocation {
        let segment = segments.last { $0.offset <= offset } ?? segments[0]
        var location = segment.location
        location.column += offset - segment.offset
        return location
    }

    mutating func fail(_ id: DiagnosticID, _ message: String, at offset: Int? = nil) {
        guard problem == nil else { return }
        problem = .error(id, message, at: location(at: offset ?? position))
    }

    // MARK: - Grammar

    mutating func parseAnnotation() -> Annotation? {
        skipSpaces()
        let annotationStart = position
        position += 1 + kind.rawValue.utf8.count
        var annotation = Annotation(
            kind: kind, location: location(at: annotationStart), scope: .unscoped,
            boundTypes: [])
        if kind == .named {
            parseName(into: &annotation)
        } else if peek() == UInt8(ascii: "(") {
            position += 1
            parseOptions(into: &annotation)
        } else if let next = String(decoding: bytes[position...], as: UTF8.self).first, next != " ", next != "\t" {
            fail(
                .annotationSyntax,
                "unexpected '\(next)' after '@\(kind.rawValue)'; write options in parentheses, like \(example)")
        }
        guard problem == nil else { return nil }
        skipSpaces()
        if position < bytes.count {
            let rest = String(decoding: bytes[position...], as: UTF8.self)
            fail(
                .annotationSyntax,
                "unexpected text '\(rest)' after the annotation; put remarks on their own comment line")
        }
        return problem == nil ? annotation : nil
    }

    var example: String {
        switch kind {
        case .component: "'// @Component(scope: .shared, as: Engine)'"
        case .provides: "'// @Provides(scope: .shared)'"
        case .inputs: "'// @Inputs(graph: MemberGraph)'"
        case .entryPoints: "'// @EntryPoints(graph: MemberGraph)'"
        case .inject, .bundle, .allowEmpty, .optional, .lazy: "'// @\(kind.rawValue)'"
        case .named: "'// @Named(backup)'"
        }
    }

    /// `@Named(backup)`: one identifier, which becomes part of the accessor's name.
    mutating func parseName(into annotation: inout Annotation) {
        guard consume("(") else {
            fail(.annotationSyntax, "'@Named' needs a name in parentheses, like \(example)")
            return
        }
        skipSpacesAcrossLines()
        let start = position
        guard let name = readIdentifier(), name != "_" else {
            fail(
                .invalidOptionValue, "expected a name in '@Named(…)': letters, digits and '_', like \(example)",
                at: start)
            return
        }
        annotation.name = name
        skipSpacesAcrossLines()
        if !consume(")") { fail(.annotationSyntax, "expected ')' after the name in '@Named(\(name)'") }
    }

    mutating func parseOptions(into annotation: inout Annotation) {
        var seen: Set<String> = []
        while problem == nil {
            skipSpacesAcrossLines()
            if peek() == UInt8(ascii: ")") {
                position += 1
                return
            }
            guard position < bytes.count else {
                fail(.annotationSyntax, "expected ')' to close the options of '@\(kind.rawValue)'")
                return
            }
            let nameStart = position
            guard let name = readIdentifier() else {
                fail(.annotationSyntax, "expected an option name; '@\(kind.rawValue)' takes \(optionsDescription)")
                return
            }
            guard kind.allowedOptions.contains(name) else {
                var message = "unknown option '\(name)' for '@\(kind.rawValue)'"
                if let suggestion = NearMatches.suggestions(for: name, among: kind.allowedOptions, limit: 1).first {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; it takes \(optionsDescription)"
                }
                fail(.unknownAnnotationOption, message, at: nameStart)
                return
            }
            guard seen.insert(name).inserted else {
                fail(.duplicateAnnotationOption, "option '\(name)' is given twice; keep one", at: nameStart)
                return
            }
            skipSpacesAcrossLines()
            guard peek() == UInt8(ascii: ":") else {
                fail(.annotationSyntax, "expected ':' after '\(name)'")
                return
            }
            position += 1
            skipSpacesAcrossLines()
            switch name {
            case "scope": parseScope(into: &annotation)
            case "assisted": parseAssisted(into: &annotation)
            case "into": parseCollection(into: &annotation)
            case "priority": parsePriority(into: &annotation)
            case "key": parseKey(into: &annotation)
            case "teardown": parseTeardown(into: &annotation)
            case "isolation": parseIsolation(into: &annotation)
            case "in": annotation.graph = parseGraphName(option: name)
            case "graph": annotation.declaredGraph = parseGraphName(option: name)
            case "parent": annotation.parentGraph = parseGraphName(option: name)
            default: parseBoundTypes(into: &annotation)
            }
            skipSpacesAcrossLines()
            if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() != UInt8(ascii: ")"), position < bytes.count {
                fail(.annotationSyntax, "expected ',' or ')' after the value of '\(name)'")
            }
        }
    }

    var optionsDescription: String {
        let options = kind.allowedOptions
        if options.isEmpty { return "no options" }
        return "the option\(options.count == 1 ? "" : "s") \(NearMatches.quotedList(options, conjunction: "and"))"
    }

    /// A type name: `Engine`, `Outer.Inner`, `any Engine`, `Cache<Key, Value>`, `Engine?`. Nothing else is accepted.
    mutating func parseTypeName() -> TypeReference? {
        let start = position
        guard let type = readTypeName() else {
            if problem == nil {
                fail(
                    .invalidOptionValue,
                    "expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]'", at: start)
            }
            return nil
        }
        return TypeReference(syntax: type, location: location(at: start))
    }

    /// Generic arguments nested deeper than this are rejected, so a hostile comment cannot exhaust the stack.
    static let maximumTypeNesting = 16

    /// A type name, or a composition of them (`Lifting & Driving`, `any Lifting & Driving`): Swift's `any` covers
    /// the whole composition, so it is written once, before the first member.
    mutating func readTypeName(nesting: Int = 0) -> TypeSyntax? {
        let start = position
        guard let first = readSingleTypeName(nesting: nesting) else { return nil }
        var members = [first]
        while true {
            let beforeSpaces = position
            skipSpaces()
            guard consume("&") else {
                position = beforeSpaces
                break
            }
            skipSpaces()
            let memberStart = position
            guard let member = readSingleTypeName(nesting: nesting + 1) else { return nil }
            if case .existential = member {
                fail(
                    .invalidOptionValue,
                    "'any' goes once, before the whole composition: write 'any \(TypeSyntax.composition(members.map(Self.withoutAny) + [Self.withoutAny(member)]))'",
                    at: memberStart)
                return nil
            }
            members.append(member)
        }
        guard members.count > 1 else { return first }
        if members.contains(where: { if case .optional = $0 { true } else { false } }) {
            fail(
                .invalidOptionValue,
                "a member of a composition cannot be optional; write the composition's types joined by '&', without '?'",
                at: start)
            return nil
        }
        if case .existential = members[0] {
            return .existential(.composition(members.map(Self.withoutAny)))
        }
        return .composition(members)
    }

    private static func withoutAny(_ type: TypeSyntax) -> TypeSyntax {
        if case .existential(let constraint) = type { return constraint }
        return type
    }

    private mutating func readSingleTypeName(nesting: Int) -> TypeSyntax? {
        guard nesting < Self.maximumTypeNesting else {
            fail(
                .invalidOptionValue,
                "the type in 'as:' nests generic arguments more than \(Self.maximumTypeNesting) deep; bind a typealias instead"
            )
            return nil
        }
        let start = position
        guard let first = readTypeIdentifier() else { return nil }
        if first == "some", let next = peek(), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") {
            fail(
                .invalidOptionValue,
                "'some' makes an opaque type, which hides the one type it stands for and so cannot be bound; write 'any' and the protocol's name, or the protocol's name alone",
                at: start)
            return nil
        }
        if first == "any", let next = peek(), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") {
            skipSpaces()
            guard let rest = readSingleTypeName(nesting: nesting + 1) else { return nil }
            // `any any P` and `any P?` (which Swift spells `(any P)?`) are not types.
            switch rest {
            case .existential, .optional:
                fail(
                    .invalidOptionValue,
                    "'\(first) \(rest)' is not a Swift type; write '\(first)' once, before a protocol's name, with no '?' after it",
                    at: start)
                return nil
            default:
                return .existential(rest)
            }
        }
        var members = [TypeSyntax.Member(name: first)]
        while peek() == UInt8(ascii: ".") {
            position += 1
            guard let member = readTypeIdentifier() else { return nil }
            members.append(TypeSyntax.Member(name: member))
        }
        var type = TypeSyntax.name(members.map(\.name).joined(separator: "."))
        if peek() == UInt8(ascii: "<") {
            position += 1
            var arguments: [TypeSyntax] = []
            repeat {
                skipSpaces()
                guard let argument = readTypeName(nesting: nesting + 1) else { return nil }
                arguments.append(argument)
                skipSpaces()
            } while consume(",")
            guard consume(">") else { return nil }
            members[members.count - 1].arguments = arguments
            type = .named(members)
        }
        if consume("?") { type = .optional(type, isImplicitlyUnwrapped: false) }
        return type
    }

    /// An identifier that can name a type: not `_`, which is a placeholder, never a type, nor a keyword.
    mutating func readTypeIdentifier() -> String? {
        let start = position
        guard let name = readIdentifier(), name != "_" else { return nil }
        guard !Self.keywords.contains(name) else {
            fail(.invalidOptionValue, "'\(name)' is a Swift keyword, not a type name", at: start)
            return nil
        }
        guard name != "Self" else {
            fail(
                .invalidOptionValue,
                "'Self' stands for the type around it, and the generated graph has none; write the type's own name",
                at: start)
            return nil
        }
        return name
    }

    /// The words Swift reserves, which never name a type or a member type (`Engine.init`, `Engine.self` are not
    /// types); `Any` and `any` can begin a type and are read as such, `Self` and `some` are refused with a reason.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    // MARK: - Characters

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    mutating func skipSpaces() {
        while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
    }

    /// Skips spaces; at the end of the text, takes the next comment line as a continuation.
    mutating func skipSpacesAcrossLines() {
        skipSpaces()
        while position >= bytes.count, continueOnNextLine() { skipSpaces() }
    }

    /// An identifier: a letter or `_`, then letters, digits or `_` (non-ASCII letters allowed, as in Swift).
    mutating func readIdentifier() -> String? {
        let start = position
        guard let first = peek(), Lexer.isIdentifierHead(first) else { return nil }
        position += 1
        while let byte = peek(), Lexer.isIdentifierBody(byte) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        guard
            name.unicodeScalars.allSatisfy({
                $0.isASCII || $0.properties.isAlphabetic || $0.properties.numericType != nil
            }),
            !name.includes("\u{FFFD}")
        else {
            fail(.annotationSyntax, "'\(name)' is not a valid Swift identifier", at: start)
            return nil
        }
        return name
    }
}
