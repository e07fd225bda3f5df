/// Splits Swift source text into tokens, comments included.
///
/// The lexer never fails: malformed input (an unterminated string or comment, invalid UTF-8) yields tokens that run
/// to the end of the file, and the compiler reports the syntax error. What matters here is that text inside strings,
/// comments and regex literals is never mistaken for code, and that every loop advances, so no input can hang it.
public struct Lexer {
    /// The file's bytes, borrowed for the lexing: a buffer pointer rather than an array, so that copies of the lexer
    /// (which a debug build makes on every call of a method that does not mutate it) count no references.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var sawNewline = true
    /// Whether an expression may start after the last token lexed, in the file or inside an interpolation: a `/`
    /// there starts a regex literal instead of dividing.
    private var expressionMayFollow = true
    /// How many string interpolations enclose the current position.
    private var interpolationDepth = 0
    /// Interpolations nested deeper than this are skipped by counting parentheses alone, so hostile input cannot
    /// exhaust the stack.
    static let maximumInterpolationDepth = 64

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        skipByteOrderMark()
    }

    /// Lexes the whole file.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        forEachToken(in: bytes) { tokens.append($0) }
        return tokens
    }

    /// Hands each token of `bytes` to `body`, in order: a reader that keeps only some of them never holds them all.
    static func forEachToken(in bytes: [UInt8], _ body: (Token) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            while let token = lexer.nextToken() { body(token) }
        }
    }

    // MARK: - Tokens

    private mutating func nextToken() -> Token? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        let start = position
        let startLine = line
        let column = position - lineStart + 1
        let atLineStart = sawNewline
        let kind = lexToken()
        // A comment does not end the line's start: in `/* note */ struct S`, `struct` still starts its line.
        if kind != .blockComment && kind != .lineComment { sawNewline = false }
        return Token(
            kind: kind, start: start, end: position, line: startLine, column: column, isAtLineStart: atLineStart)
    }

    /// Lexes one token and records whether an expression may follow it.
    private mutating func lexToken() -> Token.Kind {
        let start = position
        let kind = lexTokenKind()
        expressionMayFollow = allowsExpression(afterTokenOf: kind, from: start)
        return kind
    }

    private mutating func lexTokenKind() -> Token.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                return .lineComment
            }
            if peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                return .blockComment
            }
            if startsRegexLiteral() {
                skipBareRegex()
                return .regex
            }
            skipOperator()
            return .operator
        case UInt8(ascii: "\""):
            skipString(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                position += hashes
                skipString(hashes: hashes)
                return .string
            }
            if peek(hashes) == UInt8(ascii: "/") {
                position += hashes
                skipExtendedRegex(hashes: hashes)
                return .regex
            }
            position += 1
            if position < bytes.count, Self.isIdentifierHead(bytes[position]) {
                skipIdentifierBody()
                return .pound
            }
            return .punctuation
        case UInt8(ascii: "`"):
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), !isNewline(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > position + 1 else {
                // A backtick that does not close a name on its line is a token of its own, as in the compiler, so
                // the rest of the line is still code.
                position += 1
                return .punctuation
            }
            position = end + 1
            return .backtickIdentifier
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
            UInt8(ascii: "\\"):
            position += 1
            return .punctuation
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                skipOperator()
                return .operator
            }
            position += 1
            return .punctuation
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            skipNumber()
            return .number
        case UInt8(ascii: "$"):
            position += 1
            skipIdentifierBody()
            return .identifier
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            // Right after an operand, `?` and `!` are postfix and always one character, as in the compiler:
            // `init?<T>(…)` is `init`, `?`, `<`, and `x: Int?=nil` is `x`, `:`, `Int`, `?`, `=`, `nil`.
            if isLeftBound(position) {
                position += 1
            } else {
                skipOperator()
            }
            return .operator
        default:
            if Self.isIdentifierHead(byte) {
                position += 1
                skipIdentifierBody()
                return .identifier
            }
            if Self.isOperatorCharacter(byte) {
                skipOperator()
                return .operator
            }
            // A byte Swift does not allow here (a control character, a stray backslash sequence): one token each.
            position += 1
            return .punctuation
        }
    }

    // MARK: - Trivia

    /// The mark is skipped but still counted in the first line's columns, as the compiler counts them.
    private mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                consumeNewline()
            default:
                return
            }
        }
    }

    private func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Consumes `\n`, `\r\n` or a lone `\r` at `position` and starts a new line.
    private mutating func consumeNewline() {
        if bytes[position] == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { position += 1 }
        position += 1
        line += 1
        lineStart = position
        sawNewline = true
    }

    /// Advances one byte, keeping line numbers right when the byte ends a line.
    private mutating func advance() {
        if isNewline(bytes[position]) {
            consumeNewline()
        } else {
            position += 1
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipLineComment() {
        while position < bytes.count, !isNewline(bytes[position]) { position += 1 }
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    private mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    // MARK: - Strings

    /// Skips a string literal starting at its opening quote; `hashes` is the number of `#` of a raw string, already
    /// consumed. Interpolations are lexed as code, so strings, comments and parentheses inside them are handled.
    private mutating func skipString(hashes: Int) {
        let isMultiline =
            peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += isMultiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(at: position + 1, count: hashes) {
                position += 1 + hashes
                guard position < bytes.count else { return }
                if bytes[position] == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    advance()
                }
            } else if byte == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
                        hashesFollow(at: position + 3, count: hashes)
                    {
                        position += 3 + hashes
                        return
                    }
                    position += 1
                } else if hashesFollow(at: position + 1, count: hashes) {
                    position += 1 + hashes
                    return
                } else {
                    position += 1
                }
            } else if isNewline(byte), !isMultiline {
                return  // Unterminated single-line string: the compiler reports it; the next line is code again.
            } else {
                advance()
            }
        }
    }

    private func hashesFollow(at index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    /// Skips `( … )` of a string interpolation by lexing its content as code, up to the matching parenthesis.
    private mutating func skipInterpolation() {
        position += 1
        var depth = 1
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            while position < bytes.count, depth > 0 {
                if bytes[position] == UInt8(ascii: "(") { depth += 1 }
                if bytes[position] == UInt8(ascii: ")") { depth -= 1 }
                advance()
            }
            return
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        let saved = sawNewline
        expressionMayFollow = true
        while depth > 0 {
            skipWhitespace()
            guard position < bytes.count else { break }
            let start = position
            let kind = lexToken()
            if kind == .punctuation, position == start + 1 {
                if bytes[start] == UInt8(ascii: "(") { depth += 1 }
                if bytes[start] == UInt8(ascii: ")") { depth -= 1 }
            }
        }
        sawNewline = saved
    }

    // MARK: - Regex literals

    /// A bare `/…/` is a regex literal where an expression may start, when the `/` is not followed by a space and the
    /// literal closes on the same line (Swift's own rule, simplified); otherwise `/` is the division operator.
    private func startsRegexLiteral() -> Bool {
        guard let next = peek(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), !isNewline(next),
            next != UInt8(ascii: "=")
        else { return false }
        guard expressionMayFollow else { return false }
        var index = position + 1
        var inClass = false
        while index < bytes.count, !isNewline(bytes[index]) {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass:
                return bytes[index - 1] != UInt8(ascii: " ")
            default: break
            }
            index += 1
        }
        return false
    }

    /// Whether an expression may start after the token from `start` to `position`: after an operator (but not
    /// a postfix `?` or `!`, which ends its operand), an opening bracket, a separator or a keyword like `return`.
    private func allowsExpression(afterTokenOf kind: Token.Kind, from start: Int) -> Bool {
        switch kind {
        case .operator:
            let isPostfixMarker =
                position == start + 1
                && (bytes[start] == UInt8(ascii: "?") || bytes[start] == UInt8(ascii: "!")) && isLeftBound(start)
            return !isPostfixMarker
        case .lineComment, .blockComment: return true
        case .punctuation:
            let byte = bytes[start]
            return byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "}")
        case .identifier:
            return Self.expressionKeywords.contains(bytes[start..<position])
        default: return false
        }
    }

    /// Whether the character at `index` is attached to what precedes it (the compiler's "left-bound"): not after
    /// whitespace, an opening bracket, a separator or the end of a block comment.
    private func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch bytes[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, UInt8(ascii: "("),
            UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(index >= 2 && bytes[index - 2] == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    private static let expressionKeywords = WordSet([
        "return", "case", "in", "try", "await", "where", "if", "guard", "while", "throw", "else", "switch",
    ])

    private mutating func skipBareRegex() {
        position += 1
        var inClass = false
        while position < bytes.count, !isNewline(bytes[position]) {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\\") {
                if position < bytes.count, !isNewline(bytes[position]) { position += 1 }
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                return
            }
        }
    }

    /// `#/…/#` (any number of `#`), which may span lines.
    private mutating func skipExtendedRegex(hashes: Int) {
        position += 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 1
                if position < bytes.count { advance() }
            } else if bytes[position] == UInt8(ascii: "/"), hashesFollow(at: position + 1, count: hashes) {
                position += 1 + hashes
                return
            } else {
                advance()
            }
        }
    }

    // MARK: - Identifiers, numbers, operators

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private mutating func skipIdentifierBody() {
        while position < bytes.count, Self.isIdentifierBody(bytes[position]) { position += 1 }
    }

    private mutating func skipNumber() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierBody(byte) {
                position += 1
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
                    || byte == UInt8(ascii: "P"),
                    let sign = peek(0), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"),
                    let digit = peek(1), digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9")
                {
                    position += 1
                }
            } else if byte == UInt8(ascii: "."), let digit = peek(1), digit >= UInt8(ascii: "0"),
                digit <= UInt8(ascii: "9")
            {
                position += 1
            } else {
                return
            }
        }
    }

    /// An operator is a run of operator characters; one that starts with `.` may contain further dots. A `//` or
    /// `/*` inside the run starts a comment instead, as in the compiler.
    private mutating func skipOperator() {
        let allowsDots = bytes[position] == UInt8(ascii: ".")
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), let next = peek(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                return
            }
            if Self.isOperatorCharacter(byte) || (allowsDots && byte == UInt8(ascii: ".")) {
                position += 1
            } else {
                return
            }
        }
    }
}
