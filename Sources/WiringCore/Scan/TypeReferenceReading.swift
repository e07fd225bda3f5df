/// A type as written (a parameter's, a property's, a return type, an inherited type), read as a tree.
/// One reader for every place a type is written, so that they all end a type at the same tokens.
extension DeclarationReader {
    /// Reads a type as written and returns its tree. Stops, at bracket depth zero, at `,` `=` `{` `)` `]` `;`
    /// `where`, `...` (a variadic marker) and, when `stopAtLineStart` is set, at a new line that does not continue
    /// the type.
    mutating func readTypeReference(stopAtLineStart: Bool) -> TypeReference? {
        guard !source.isAtEnd(index) else { return nil }
        let start = index
        var depth = 0
        var angleDepth = 0
        while !source.isAtEnd(index) {
            let token = source.tokens[index]
            if depth == 0 && angleDepth == 0 && index > start {
                if source.isPunctuation(index, ",") || source.isPunctuation(index, "{")
                    || source.isPunctuation(index, ";")
                    || source.isPunctuation(index, ":") || source.isWord(index, "where")
                {
                    break
                }
                if stopAtLineStart, token.isAtLineStart, !source.isOperator(index, "->"),
                    !source.isOperator(index, "&"),
                    !source.isOperator(index - 1, "->"), !source.isOperator(index - 1, "&")
                {
                    break
                }
            }
            if depth == 0 && angleDepth == 0 && (source.isOperator(index, "=") || source.isOperator(index, "...")) {
                break
            }
            if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") {
                depth += 1
            } else if source.isPunctuation(index, ")") || source.isPunctuation(index, "]")
                || source.isPunctuation(index, "}")
            {
                if depth == 0 { break }
                depth -= 1
            } else if source.isOperator(index, "->") {
                // The arrow of a function type: `(Int) -> Void`.
            } else if token.kind == .operator {
                var closesOuter = false
                for byte in source.bytes[token.start..<token.end] {
                    if byte == UInt8(ascii: "<") { angleDepth += 1 }
                    if byte == UInt8(ascii: ">") {
                        angleDepth -= 1
                        if angleDepth < 0 { closesOuter = true }
                    }
                }
                if closesOuter { break }
                if angleDepth == 0, depth == 0, source.isOperator(index, "=") { break }
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
        // One name, the most common type, needs no normalizing and no parse. Other source is read where it is,
        // unless a comment is in it (a `/` is in no type) or a byte that is not ASCII, where the lexer's words may
        // end elsewhere than the parser's: the parser skips spaces and line breaks, which is all that normalizing
        // changes. Either is looked up by its text first: a name's tree is made of its text, so names that decode
        // alike may share one, and other source is kept only when it is ASCII, which decodes to its own bytes.
        let range = source.tokens[start].start..<source.tokens[index - 1].end
        let isOneName = index == start + 1 && source.tokens[start].kind == .identifier
        if isOneName || !source.bytes[range].contains(where: { $0 == UInt8(ascii: "/") || $0 >= 0x80 }) {
            let sourceText = String(decoding: source.bytes[range], as: UTF8.self)
            if let type = typesBySource[sourceText] {
                return TypeReference(syntax: type, location: source.location(start))
            }
            if let type = isOneName
                ? TypeSyntax.named([TypeSyntax.Member(name: sourceText)])
                : TypeParser.type(in: source.bytes, range: range)
            {
                typesBySource[sourceText] = type
                return TypeReference(syntax: type, location: source.location(start))
            }
        }
        return TypeReference(
            syntax: TypeSyntax(
                normalized: TypeText.normalized(tokens: source.tokens[start..<index], bytes: source.bytes)),
            location: source.location(start))
    }
}
