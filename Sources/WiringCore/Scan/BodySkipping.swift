/// What the reader passes over without reading: bracketed groups, expressions (default and initial values), `where`
/// clauses and bodies. Everything Wiring needs is in declaration headers, so bodies are skipped by bracket matching;
/// the one subtle part is telling a generic argument list's `<` from the less-than operator, as the compiler does,
/// so that an expression ends where the compiler ends it.
extension DeclarationReader {
    /// Skips one token, or a whole bracketed group when the token opens one.
    mutating func skipTokenOrGroup() {
        guard !source.isAtEnd(index) else { return }
        if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") || source.isPunctuation(index, "{") {
            skipGroup()
        } else {
            index += 1
        }
    }

    /// Skips from an opening `(`, `[` or `{` to just past its matching closer.
    mutating func skipGroup() {
        var depth = 0
        let tokens = source.tokens
        let bytes = source.bytes
        // Each token's byte is read once: bodies are most of a file's tokens, and asking six questions of each was a
        // tenth of a debug scan.
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth <= 0 {
                        index += 1
                        return
                    }
                default:
                    break
                }
            }
            index += 1
        }
    }

    /// Skips an expression (a default or initial value, an enum case's payload): brackets are matched, and it ends
    /// at depth zero at `;`, a closing bracket, a `,` when asked, or a new line that starts a new declaration.
    mutating func skipExpression(stopAtComma: Bool, stopAtLineStart: Bool) {
        let start = index
        while !source.isAtEnd(index) {
            if source.isPunctuation(index, ")") || source.isPunctuation(index, "]") || source.isPunctuation(index, "}")
                || source.isPunctuation(index, ";")
            {
                return
            }
            if stopAtComma, source.isPunctuation(index, ",") { return }
            if stopAtLineStart, index > start, source.tokens[index].isAtLineStart, startsStatement(index),
                !(source.tokens[index - 1].kind == .operator && !source.isOperator(index - 1, "?")
                    && !source.isOperator(index - 1, "!"))
            {
                return
            }
            if source.isPunctuation(index, "{"), isObserverBlock(at: index) { return }
            if let end = endOfGenericArguments(at: index) {
                index = end
            } else {
                skipTokenOrGroup()
            }
        }
    }

    private func startsStatement(_ position: Int) -> Bool {
        let token = source.tokens[position]
        return token.kind == .identifier || token.kind == .backtickIdentifier || token.kind == .pound
            || source.isPunctuation(position, "@")
    }

    /// Generic argument lists longer than this many tokens are not looked for, so that a long run of `<` cannot
    /// make the reader quadratic.
    static let maximumGenericArgumentTokens = 256

    /// Where the generic argument list that the `<` at `position` opens ends, or nil when that `<` is the less-than
    /// operator. The compiler's rule: after a name, `<` opens generic arguments when what follows up to the matching
    /// `>` reads as types, and the token after the `>` can follow a type. So `Dictionary<String, Int>()` is one
    /// expression, and `a < b, c: Int` is a comparison followed by another parameter.
    private func endOfGenericArguments(at position: Int) -> Int? {
        guard source.isOperator(position, "<"), position > 0, source.isName(position - 1) else { return nil }
        var angleDepth = 0
        var bracketDepth = 0
        for current in position..<min(source.tokens.count, position + Self.maximumGenericArgumentTokens) {
            let token = source.tokens[current]
            switch token.kind {
            case .identifier, .backtickIdentifier, .number:
                continue
            case .punctuation where source.isPunctuation(current, "(") || source.isPunctuation(current, "["):
                bracketDepth += 1
            case .punctuation where source.isPunctuation(current, ")") || source.isPunctuation(current, "]"):
                guard bracketDepth > 0 else { return nil }
                bracketDepth -= 1
            case .punctuation where source.isPunctuation(current, ":"):
                // Only inside `[Key: Value]` and labelled tuple or function types.
                guard bracketDepth > 0 else { return nil }
            case .punctuation
            where source.isPunctuation(current, ".") || source.isPunctuation(current, ",")
                || source.isPunctuation(current, "@"):
                continue
            case .operator
            where source.isOperator(current, "->") || source.isOperator(current, "&")
                || source.isOperator(current, "..."):
                continue
            case .operator:
                for offset in token.start..<token.end {
                    switch source.bytes[offset] {
                    case UInt8(ascii: "<"):
                        angleDepth += 1
                    case UInt8(ascii: ">"):
                        angleDepth -= 1
                        guard angleDepth == 0 else { continue }
                        // The rest of the token can only be `?` or `!` of an optional type: `Array<Int>?`.
                        let rest = source.bytes[(offset + 1)..<token.end]
                        if !rest.isEmpty {
                            return rest.allSatisfy { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }
                                ? current + 1 : nil
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
        guard position < source.tokens.count else { return true }
        if source.isPunctuation(position, "(") || source.isPunctuation(position, "[") {
            return !source.tokens[position].isAtLineStart
        }
        return [")", "]", "{", "}", ".", ",", ";", ":"].contains { source.isPunctuation(position, $0) }
            || source.isOperator(position, "?") || source.isOperator(position, "!") || source.isOperator(position, "&")
    }

    /// Reads an optional `where` clause and skips an optional body; a requirement in a protocol has neither.
    mutating func readWhereClauseAndSkipBody() -> [GenericRequirement] {
        let requirements = readWhereClause()
        if source.isPunctuation(index, "{") { skipGroup() }
        return requirements
    }
}
