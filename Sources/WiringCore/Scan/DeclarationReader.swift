/// Reads the declarations of one Swift file from its tokens: types, extensions, inits, functions, properties and
/// imports, with the comments and attributes above each. Function and accessor bodies, default values and
/// initial values are skipped by bracket matching; everything Wiring needs is in declaration headers.
///
/// Like the lexer, the reader never fails: on input it does not understand it skips a token and goes on, so the
/// worst a malformed file can do is hide a declaration (which the compiler then reports).
public struct DeclarationReader {
    private let path: String
    private let bytes: [UInt8]
    /// The tokens that are not comments.
    private let tokens: [Token]
    /// For each token, the line comments that stand on their own lines just before it, as a range of
    /// `allLineComments` (a slice would share the array while it grows, and copy it on every append).
    private let leadingComments: [Range<Int>]
    private let allLineComments: [Comment]
    private var index = 0
    /// The `#if` branches enclosing the current position, outermost first.
    private var conditionalBranches: [ConditionalBranch] = []
    /// How many type bodies enclose the current position.
    private var typeDepth = 0
    /// Type bodies nested deeper than this are skipped unread, so hostile input cannot exhaust the stack. An
    /// annotation inside one is then reported as attached to nothing.
    static let maximumTypeDepth = 128
    private var imports: [ImportDeclaration] = []

    /// Lexes and reads a whole file.
    public static func read(path: String, bytes: [UInt8]) -> ScannedFile {
        var reader = DeclarationReader(path: path, bytes: bytes)
        let declarations = reader.readMembers(enclosingTypes: [], untilClosingBrace: false)
        return ScannedFile(path: path, imports: reader.imports, declarations: declarations,
                           lineComments: reader.allLineComments)
    }

    private init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var significant: [Token] = []
        var comments: [Comment] = []
        var leading: [Range<Int>] = []
        var firstPending = 0
        for token in Lexer.tokenize(bytes) {
            switch token.kind {
            case .lineComment:
                var textStart = token.start + 2
                if textStart < token.end, bytes[textStart] == UInt8(ascii: "/") { textStart += 1 }
                let comment = Comment(
                    text: String(decoding: bytes[textStart..<token.end], as: UTF8.self),
                    textLocation: SourceLocation(file: path, line: token.line, column: token.column + textStart - token.start))
                comments.append(comment)
                // A comment after code on the same line belongs to that code, not to the next declaration.
                if !token.isAtLineStart && !significant.isEmpty { firstPending = comments.count }
            case .blockComment:
                break
            default:
                leading.append(firstPending..<comments.count)
                firstPending = comments.count
                significant.append(token)
            }
        }
        self.tokens = significant
        self.allLineComments = comments
        self.leadingComments = leading
    }

    // MARK: - Token access

    private var isAtEnd: Bool { index >= tokens.count }

    private func text(_ position: Int) -> String {
        let token = tokens[position]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func location(_ position: Int) -> SourceLocation {
        let token = tokens[min(position, tokens.count - 1)]
        return SourceLocation(file: path, line: token.line, column: token.column)
    }

    private func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
        guard position < tokens.count else { return false }
        let token = tokens[position]
        return token.kind == .punctuation && token.end == token.start + 1 && bytes[token.start] == UInt8(ascii: character)
    }

    private func isWord(_ position: Int, _ word: String) -> Bool {
        guard position < tokens.count, tokens[position].kind == .identifier else { return false }
        let token = tokens[position]
        return word.utf8.elementsEqual(bytes[token.start..<token.end])
    }

    private func isOperator(_ position: Int, _ spelling: String) -> Bool {
        guard position < tokens.count, tokens[position].kind == .operator else { return false }
        let token = tokens[position]
        return spelling.utf8.elementsEqual(bytes[token.start..<token.end])
    }

    private func operatorStarts(_ position: Int, with character: Unicode.Scalar) -> Bool {
        guard position < tokens.count, tokens[position].kind == .operator else { return false }
        return bytes[tokens[position].start] == UInt8(ascii: character)
    }

    private func isName(_ position: Int) -> Bool {
        guard position < tokens.count else { return false }
        return tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier
    }

    /// Whether the token at `position` directly follows the previous one, with no space between.
    private func isAttached(_ position: Int) -> Bool {
        position > 0 && position < tokens.count && tokens[position].start == tokens[position - 1].end
    }

    /// The source text from the start of token `from` to the end of token `to - 1`.
    private func sourceText(from: Int, to: Int) -> String {
        guard from < to else { return "" }
        return String(decoding: bytes[tokens[from].start..<tokens[to - 1].end], as: UTF8.self)
    }

    /// Skips one token, or a whole bracketed group when the token opens one.
    private mutating func skipTokenOrGroup() {
        guard !isAtEnd else { return }
        if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
            skipGroup()
        } else {
            index += 1
        }
    }

    /// Skips from an opening `(`, `[` or `{` to just past its matching closer.
    private mutating func skipGroup() {
        var depth = 0
        while !isAtEnd {
            if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
                depth += 1
            } else if isPunctuation(index, ")") || isPunctuation(index, "]") || isPunctuation(index, "}") {
                depth -= 1
                if depth <= 0 {
                    index += 1
                    return
                }
            }
            index += 1
        }
    }

    // MARK: - Members

    private mutating func readMembers(enclosingTypes: [String], untilClosingBrace: Bool) -> [Declaration] {
        var members: [Declaration] = []
        while !isAtEnd {
            if isPunctuation(index, "}") {
                index += 1
                if untilClosingBrace { return members }
                continue
            }
            let start = index
            if let declaration = readDeclaration(enclosingTypes: enclosingTypes) {
                members.append(declaration)
            }
            if index == start { index += 1 }
        }
        return members
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "override", "required",
        "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "indirect",
        "prefix", "postfix", "infix", "nonisolated", "isolated", "distributed", "consuming", "borrowing",
        "__consuming", "__setter_access",
    ]

    private static let declarationKeywords: Set<String> = [
        "class", "struct", "actor", "enum", "protocol", "extension", "init", "func", "var", "let", "import",
        "typealias", "associatedtype", "case", "subscript", "deinit", "operator", "precedencegroup", "macro",
    ]

    private mutating func readDeclaration(enclosingTypes: [String]) -> Declaration? {
        if tokens[index].kind == .pound {
            readPoundDirective()
            return nil
        }
        let start = index
        var attributes: [Attribute] = []
        while isPunctuation(index, "@"), index + 1 < tokens.count, isName(index + 1) {
            attributes.append(readAttribute())
        }
        var modifiers: [String] = []
        while !isAtEnd, isModifier(at: index) {
            let modifierStart = index
            index += 1
            if isPunctuation(index, "("), isAttached(index) { skipGroup() }
            modifiers.append(sourceText(from: modifierStart, to: index))
        }
        guard !isAtEnd, tokens[index].kind == .identifier else {
            if index == start { skipTokenOrGroup() }
            return nil
        }
        let keyword = text(index)
        guard Self.declarationKeywords.contains(keyword) else {
            if index == start { skipTokenOrGroup() }
            return nil
        }
        let comments = (start...index).flatMap { allLineComments[leadingComments[$0]] }
        let header = DeclarationHeader(comments: comments, attributes: attributes, modifiers: modifiers,
                                       location: location(index), enclosingTypes: enclosingTypes,
                                       conditionalBranch: conditionalBranches.last)
        index += 1
        switch keyword {
        case "class", "struct", "actor", "enum", "protocol", "extension":
            return readType(kind: TypeDeclaration.Kind(rawValue: keyword)!, header: header)
        case "init":
            return .initializer(readInitializer(header: header))
        case "func":
            return .function(readFunction(header: header))
        case "var", "let":
            return .variable(readVariable(isLet: keyword == "let", header: header))
        case "import":
            readImport()
            return nil
        default:
            let name = ["typealias", "associatedtype"].contains(keyword) && isName(index) ? Self.unescaped(text(index)) : nil
            skipOtherDeclaration(keyword: keyword)
            return .other(OtherDeclaration(header: header, keyword: keyword, name: name))
        }
    }

    /// `class` is a modifier in `class func`, `class var`, `class override …`; every other modifier is one when a
    /// keyword or modifier follows it (so `open(file)` at top level stays a call).
    private func isModifier(at position: Int) -> Bool {
        guard tokens[position].kind == .identifier else { return false }
        let word = text(position)
        var next = position + 1
        if word == "class" {
            guard isName(next) else { return false }
            let following = text(next)
            return Self.modifiers.contains(following) || ["func", "var", "let", "subscript"].contains(following)
        }
        guard Self.modifiers.contains(word) else { return false }
        if isPunctuation(next, "("), isAttached(next) {
            // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`: skip the argument to see what follows.
            guard next + 2 < tokens.count, isPunctuation(next + 2, ")") else { return false }
            next += 3
        }
        return next < tokens.count && (tokens[next].kind == .identifier || isPunctuation(next, "@"))
    }

    private mutating func readAttribute() -> Attribute {
        let attributeLocation = location(index)
        index += 1
        var name = text(index)
        index += 1
        while isPunctuation(index, "."), isAttached(index), isName(index + 1) {
            name += "." + text(index + 1)
            index += 2
        }
        var arguments: String?
        if isPunctuation(index, "("), isAttached(index) {
            let argumentsStart = index
            skipGroup()
            arguments = sourceText(from: argumentsStart + 1, to: index - 1)
        }
        return Attribute(name: name, arguments: arguments, location: attributeLocation)
    }

    /// `#if`, `#elseif`, `#else`, `#endif` are transparent: declarations in every branch are read, each knowing the
    /// branch it is in. Other `#` forms (`#warning(…)`, freestanding macros) are skipped with their arguments and
    /// trailing closure.
    private mutating func readPoundDirective() {
        let directiveStart = index
        let directive = text(index)
        index += 1
        switch directive {
        case "#if", "#elseif", "#else":
            while !isAtEnd, !tokens[index].isAtLineStart { skipTokenOrGroup() }
            let written = sourceText(from: directiveStart, to: index)
            let branchLocation = location(directiveStart)
            if directive == "#if" {
                conditionalBranches.append(ConditionalBranch(opening: written, directive: written, location: branchLocation))
            } else if let opening = conditionalBranches.popLast()?.opening {
                conditionalBranches.append(ConditionalBranch(opening: opening, directive: written, location: branchLocation))
            }
        case "#endif":
            _ = conditionalBranches.popLast()
        default:
            if isPunctuation(index, "("), isAttached(index) { skipGroup() }
            if isPunctuation(index, "{"), !tokens[index].isAtLineStart { skipGroup() }
        }
    }

    // MARK: - Types

    private mutating func readType(kind: TypeDeclaration.Kind, header: DeclarationHeader) -> Declaration? {
        guard !isAtEnd, isName(index) else { return nil }
        let nameLocation = location(index)
        var name: String
        if kind == .extension {
            name = readTypeReference(stopAtLineStart: true)?.text ?? text(index)
        } else {
            name = Self.unescaped(text(index))
            index += 1
        }
        let genericParameters = readGenericParameterClause()
        var inheritedTypes: [TypeReference] = []
        if isPunctuation(index, ":") {
            index += 1
            while let inherited = readTypeReference(stopAtLineStart: false) {
                inheritedTypes.append(inherited)
                guard isPunctuation(index, ",") else { break }
                index += 1
            }
        }
        while !isAtEnd, !isPunctuation(index, "{"), !isPunctuation(index, "}") { skipTokenOrGroup() }
        guard isPunctuation(index, "{") else { return nil }
        index += 1
        if kind == .extension {
            // `extension Array<Int>` extends `Array`; whether the extended type is generic is known only from its
            // own declaration, which the binding model looks up.
            name = Self.strippingGenericArguments(name)
        }
        let path = header.enclosingTypes + name.split(separator: ".").map(String.init)
        guard typeDepth < Self.maximumTypeDepth else {
            index -= 1
            skipGroup()
            return nil
        }
        typeDepth += 1
        let members = readMembers(enclosingTypes: path, untilClosingBrace: true)
        typeDepth -= 1
        return .type(TypeDeclaration(header: header, kind: kind, name: name, nameLocation: nameLocation,
                                     genericParameters: genericParameters, inheritedTypes: inheritedTypes,
                                     members: members))
    }

    /// Reads `<…>` right after a name, counting angle brackets inside operator tokens (`>>` closes two).
    private mutating func readGenericParameterClause() -> String? {
        guard operatorStarts(index, with: "<") else { return nil }
        let start = index
        var depth = 0
        while !isAtEnd {
            let token = tokens[index]
            if token.kind == .operator, !isOperator(index, "->") {
                for byte in bytes[token.start..<token.end] {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            } else if isPunctuation(index, "{") || isPunctuation(index, "}") {
                break
            }
            index += 1
            if depth <= 0 { break }
        }
        return TypeText.normalized(tokens: tokens[start..<index], bytes: bytes)
    }

    private static func strippingGenericArguments(_ name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { result.append(character) }
        }
        return result
    }

    // MARK: - Type references

    /// Reads a type as written and returns it normalized. Stops, at bracket depth zero, at `,` `=` `{` `)` `]` `;`
    /// `where`, `...` (a variadic marker) and, when `stopAtLineStart` is set, at a new line that does not continue
    /// the type.
    private mutating func readTypeReference(stopAtLineStart: Bool) -> TypeReference? {
        guard !isAtEnd else { return nil }
        let start = index
        var depth = 0
        var angleDepth = 0
        while !isAtEnd {
            let token = tokens[index]
            if depth == 0 && angleDepth == 0 && index > start {
                if isPunctuation(index, ",") || isPunctuation(index, "{") || isPunctuation(index, ";")
                    || isPunctuation(index, ":") || isWord(index, "where") {
                    break
                }
                if stopAtLineStart, token.isAtLineStart, !isOperator(index, "->"), !isOperator(index, "&"),
                   !isOperator(index - 1, "->"), !isOperator(index - 1, "&") {
                    break
                }
            }
            if depth == 0 && angleDepth == 0 && (isOperator(index, "=") || isOperator(index, "...")) { break }
            if isPunctuation(index, "(") || isPunctuation(index, "[") {
                depth += 1
            } else if isPunctuation(index, ")") || isPunctuation(index, "]") || isPunctuation(index, "}") {
                if depth == 0 { break }
                depth -= 1
            } else if isOperator(index, "->") {
                // The arrow of a function type: `(Int) -> Void`.
            } else if token.kind == .operator {
                var closesOuter = false
                for byte in bytes[token.start..<token.end] {
                    if byte == UInt8(ascii: "<") { angleDepth += 1 }
                    if byte == UInt8(ascii: ">") {
                        angleDepth -= 1
                        if angleDepth < 0 { closesOuter = true }
                    }
                }
                if closesOuter { break }
                if angleDepth == 0, depth == 0, isOperator(index, "=") { break }
            } else if token.kind == .identifier || token.kind == .backtickIdentifier || token.kind == .punctuation {
                // Words, dots, colons (in `[K: V]` and labelled function types) and attributes belong to the type.
            } else if token.kind == .number, angleDepth > 0 {
                // Integer generic arguments: `InlineArray<4, Int>`.
            } else {
                break
            }
            index += 1
        }
        guard index > start else { return nil }
        return TypeReference(text: TypeText.normalized(tokens: tokens[start..<index], bytes: bytes),
                             location: location(start))
    }

    // MARK: - Inits, functions, parameters

    private mutating func readInitializer(header: DeclarationHeader) -> InitializerDeclaration {
        var failability = InitializerDeclaration.Failability.nonFailable
        if isOperator(index, "?"), isAttached(index) {
            failability = .optional
            index += 1
        } else if isOperator(index, "!"), isAttached(index) {
            failability = .implicitlyUnwrapped
            index += 1
        }
        let genericParameters = readGenericParameterClause()
        let parameters = readParameterClause()
        let effects = readEffects()
        skipWhereClauseAndBody()
        return InitializerDeclaration(header: header, failability: failability, genericParameters: genericParameters,
                                      parameters: parameters, effects: effects)
    }

    private mutating func readFunction(header: DeclarationHeader) -> FunctionDeclaration {
        let nameLocation = location(index)
        let name = isAtEnd ? "" : Self.unescaped(text(index))
        if !isAtEnd, !isPunctuation(index, "(") { index += 1 }
        let genericParameters = readGenericParameterClause()
        let parameters = readParameterClause()
        let effects = readEffects()
        var returnType: TypeReference?
        if isOperator(index, "->") {
            index += 1
            returnType = readTypeReference(stopAtLineStart: true)
        }
        skipWhereClauseAndBody()
        return FunctionDeclaration(header: header, name: name, nameLocation: nameLocation,
                                   genericParameters: genericParameters, parameters: parameters, effects: effects,
                                   returnType: returnType)
    }

    private mutating func readEffects() -> Effects {
        var effects = Effects()
        while !isAtEnd {
            if isWord(index, "async") || isWord(index, "reasync") {
                effects.isAsync = true
                index += 1
            } else if isWord(index, "throws") || isWord(index, "rethrows") {
                var clause = text(index)
                index += 1
                // `throws(E)`: the compiler takes a parenthesized thrown type even after a space or a line break.
                if isPunctuation(index, "(") {
                    let typeStart = index
                    skipGroup()
                    clause += TypeText.normalized(tokens: tokens[typeStart..<index], bytes: bytes)
                }
                effects.throwsClause = clause
            } else {
                return effects
            }
        }
        return effects
    }

    /// Skips an optional `where` clause and an optional body; a requirement in a protocol has neither.
    private mutating func skipWhereClauseAndBody() {
        if isWord(index, "where") {
            index += 1
            // The clause ends at the body or, for a requirement that has none, where the next declaration starts.
            while !isAtEnd, !isPunctuation(index, "{"), !isPunctuation(index, "}") {
                if tokens[index].isAtLineStart, !isPunctuation(index - 1, ","), startsDeclaration(index) { break }
                skipTokenOrGroup()
            }
        }
        if isPunctuation(index, "{") { skipGroup() }
    }

    private mutating func readParameterClause() -> [Parameter] {
        guard isPunctuation(index, "(") else { return [] }
        index += 1
        var parameters: [Parameter] = []
        while !isAtEnd, !isPunctuation(index, ")") {
            let start = index
            if let parameter = readParameter() { parameters.append(parameter) }
            // Recover from anything unexpected by skipping to the next parameter.
            while !isAtEnd, !isPunctuation(index, ","), !isPunctuation(index, ")") { skipTokenOrGroup() }
            if isPunctuation(index, ",") { index += 1 }
            if index == start { index += 1 }
        }
        if isPunctuation(index, ")") { index += 1 }
        return parameters
    }

    private mutating func readParameter() -> Parameter? {
        let parameterLocation = location(index)
        let comments = isAtEnd ? [] : Array(allLineComments[leadingComments[index]])
        while isPunctuation(index, "@"), isName(index + 1) { _ = readAttribute() }
        guard isName(index) else { return nil }
        let first = Self.unescaped(text(index))
        index += 1
        var second: String?
        if isName(index) {
            second = Self.unescaped(text(index))
            index += 1
        }
        guard isPunctuation(index, ":") else { return nil }
        index += 1
        guard let type = readTypeReference(stopAtLineStart: false) else { return nil }
        var isVariadic = false
        if isOperator(index, "...") {
            isVariadic = true
            index += 1
        }
        var defaultValue: String?
        if isOperator(index, "=") {
            index += 1
            let valueStart = index
            skipExpression(stopAtComma: true, stopAtLineStart: false)
            defaultValue = sourceText(from: valueStart, to: index)
        }
        let label = first == "_" ? nil : first
        return Parameter(label: label, name: second ?? first, type: type, defaultValue: defaultValue,
                         isVariadic: isVariadic, location: parameterLocation, comments: comments)
    }

    /// Skips an expression (a default or initial value, an enum case's payload): brackets are matched, and it ends
    /// at depth zero at `;`, a closing bracket, a `,` when asked, or a new line that starts a new declaration.
    private mutating func skipExpression(stopAtComma: Bool, stopAtLineStart: Bool) {
        let start = index
        while !isAtEnd {
            if isPunctuation(index, ")") || isPunctuation(index, "]") || isPunctuation(index, "}") || isPunctuation(index, ";") {
                return
            }
            if stopAtComma, isPunctuation(index, ",") { return }
            if stopAtLineStart, index > start, tokens[index].isAtLineStart, startsStatement(index),
               !(tokens[index - 1].kind == .operator && !isOperator(index - 1, "?") && !isOperator(index - 1, "!")) {
                return
            }
            if isPunctuation(index, "{"), isObserverBlock(at: index) { return }
            if let end = endOfGenericArguments(at: index) {
                index = end
            } else {
                skipTokenOrGroup()
            }
        }
    }

    /// Generic argument lists longer than this many tokens are not looked for, so that a long run of `<` cannot
    /// make the reader quadratic.
    static let maximumGenericArgumentTokens = 256

    /// Where the generic argument list that the `<` at `position` opens ends, or nil when that `<` is the less-than
    /// operator. The compiler's rule: after a name, `<` opens generic arguments when what follows up to the matching
    /// `>` reads as types, and the token after the `>` can follow a type. So `Dictionary<String, Int>()` is one
    /// expression, and `a < b, c: Int` is a comparison followed by another parameter.
    private func endOfGenericArguments(at position: Int) -> Int? {
        guard isOperator(position, "<"), position > 0, isName(position - 1) else { return nil }
        var angleDepth = 0
        var bracketDepth = 0
        for current in position..<min(tokens.count, position + Self.maximumGenericArgumentTokens) {
            let token = tokens[current]
            switch token.kind {
            case .identifier, .backtickIdentifier, .number:
                continue
            case .punctuation where isPunctuation(current, "(") || isPunctuation(current, "["):
                bracketDepth += 1
            case .punctuation where isPunctuation(current, ")") || isPunctuation(current, "]"):
                guard bracketDepth > 0 else { return nil }
                bracketDepth -= 1
            case .punctuation where isPunctuation(current, ":"):
                // Only inside `[Key: Value]` and labelled tuple or function types.
                guard bracketDepth > 0 else { return nil }
            case .punctuation where isPunctuation(current, ".") || isPunctuation(current, ",") || isPunctuation(current, "@"):
                continue
            case .operator where isOperator(current, "->") || isOperator(current, "&") || isOperator(current, "..."):
                continue
            case .operator:
                for offset in token.start..<token.end {
                    switch bytes[offset] {
                    case UInt8(ascii: "<"):
                        angleDepth += 1
                    case UInt8(ascii: ">"):
                        angleDepth -= 1
                        guard angleDepth == 0 else { continue }
                        // The rest of the token can only be `?` or `!` of an optional type: `Array<Int>?`.
                        let rest = bytes[(offset + 1)..<token.end]
                        if !rest.isEmpty {
                            return rest.allSatisfy { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") } ? current + 1 : nil
                        }
                        return canFollowGenericArguments(current + 1) ? current + 1 : nil
                    case UInt8(ascii: "?"), UInt8(ascii: "!"):
                        continue
                    default:
                        return nil
                    }
                }
            default:
                return nil
            }
        }
        return nil
    }

    /// The tokens the compiler accepts right after the `>` of generic arguments in an expression.
    private func canFollowGenericArguments(_ position: Int) -> Bool {
        guard position < tokens.count else { return true }
        if isPunctuation(position, "(") || isPunctuation(position, "[") { return !tokens[position].isAtLineStart }
        return [")", "]", "{", "}", ".", ",", ";", ":"].contains { isPunctuation(position, $0) }
            || isOperator(position, "?") || isOperator(position, "!") || isOperator(position, "&")
    }

    private func startsDeclaration(_ position: Int) -> Bool {
        if isPunctuation(position, "@") || tokens[position].kind == .pound { return true }
        guard tokens[position].kind == .identifier else { return false }
        let word = text(position)
        return Self.declarationKeywords.contains(word) || Self.modifiers.contains(word)
    }

    private func startsStatement(_ position: Int) -> Bool {
        let token = tokens[position]
        return token.kind == .identifier || token.kind == .backtickIdentifier || token.kind == .pound
            || isPunctuation(position, "@")
    }

    /// `{ willSet … }` / `{ didSet … }` after a property: observers, which keep the property stored.
    private func isObserverBlock(at position: Int) -> Bool {
        var next = position + 1
        while isPunctuation(next, "@"), next + 1 < tokens.count { next += 2 }
        return isWord(next, "willSet") || isWord(next, "didSet")
    }

    /// Whether the accessor block from `start` (its `{`) to `end` (after its `}`) declares `set` at its top level:
    /// `{ get set }` in a protocol, `set { … }` in a type.
    private func declaresSetter(from start: Int, to end: Int) -> Bool {
        var depth = 0
        for position in start..<end {
            if isPunctuation(position, "{") || isPunctuation(position, "(") || isPunctuation(position, "[") {
                depth += 1
            } else if isPunctuation(position, "}") || isPunctuation(position, ")") || isPunctuation(position, "]") {
                depth -= 1
            } else if depth == 1, isWord(position, "set") || isWord(position, "_modify") {
                return true
            }
        }
        return false
    }

    // MARK: - Properties

    private mutating func readVariable(isLet: Bool, header: DeclarationHeader) -> VariableDeclaration {
        var bindings: [VariableDeclaration.Binding] = []
        while !isAtEnd {
            let bindingLocation = location(index)
            var name = "_"
            if isName(index) {
                name = Self.unescaped(text(index))
                index += 1
            } else if isPunctuation(index, "(") {
                skipGroup()
            } else {
                break
            }
            var type: TypeReference?
            if isPunctuation(index, ":") {
                index += 1
                type = readTypeReference(stopAtLineStart: true)
            }
            var hasInitialValue = false
            if isOperator(index, "=") {
                hasInitialValue = true
                index += 1
                skipExpression(stopAtComma: true, stopAtLineStart: true)
            }
            var isComputed = false
            var hasSetter = false
            if isPunctuation(index, "{") {
                isComputed = !isObserverBlock(at: index)
                let blockStart = index
                skipGroup()
                hasSetter = isComputed && declaresSetter(from: blockStart, to: index)
            }
            if let type, name != "_" {
                // `var a, b: Int`: as in the compiler, a type also applies to the plain names before it that have
                // neither a type nor an initial value.
                for previous in bindings.indices.reversed() {
                    let binding = bindings[previous]
                    guard binding.name != "_", binding.type == nil, !binding.hasInitialValue, !binding.isComputed else { break }
                    bindings[previous].type = type
                }
            }
            bindings.append(.init(name: name, location: bindingLocation, type: type,
                                  hasInitialValue: hasInitialValue, isComputed: isComputed, hasSetter: hasSetter))
            guard isPunctuation(index, ",") else { break }
            index += 1
        }
        return VariableDeclaration(header: header, isLet: isLet, bindings: bindings)
    }

    // MARK: - Imports and other declarations

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let",
                                                   "var", "actor"]

    private mutating func readImport() {
        if isName(index), Self.importKinds.contains(text(index)), isName(index + 1) { index += 1 }
        guard isName(index) else { return }
        imports.append(ImportDeclaration(module: Self.unescaped(text(index)), isConditional: !conditionalBranches.isEmpty))
        index += 1
        while isPunctuation(index, "."), isName(index + 1) { index += 2 }
    }

    private mutating func skipOtherDeclaration(keyword: String) {
        switch keyword {
        case "subscript", "macro":
            _ = readGenericParameterClause()
            _ = readParameterClause()
            _ = readEffects()
            if isOperator(index, "->") {
                index += 1
                _ = readTypeReference(stopAtLineStart: true)
            }
            if isOperator(index, "=") {
                index += 1
                skipExpression(stopAtComma: false, stopAtLineStart: true)
            }
            skipWhereClauseAndBody()
        case "deinit":
            if isPunctuation(index, "{") { skipGroup() }
        case "precedencegroup":
            if isName(index) { index += 1 }
            if isPunctuation(index, "{") { skipGroup() }
        case "typealias":
            // The value is a type, where `<` always opens generic arguments: `= Box<Int>` at the end of a line
            // ends the declaration even though, in an expression, a `>` before a new line would not.
            if isName(index) { index += 1 }
            _ = readGenericParameterClause()
            if isOperator(index, "=") {
                index += 1
                _ = readTypeReference(stopAtLineStart: true)
            }
            skipWhereClauseAndBody()
        default:
            // associatedtype, case, operator: up to the end of the line's declaration.
            skipExpression(stopAtComma: false, stopAtLineStart: true)
        }
    }

    /// `` `default` `` → `default`.
    static func unescaped(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return String(name.dropFirst().dropLast())
        }
        return name
    }
}
