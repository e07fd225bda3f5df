/// The reader's questions about the token at a position (is it this word, this punctuation, attached to the one
/// before?) and the source text behind tokens: the words the other parts of the reader are written in, kept in one
/// place so that they compare bytes, not strings, the same way everywhere.
extension TokenizedFile {
    func isAtEnd(_ position: Int) -> Bool { position >= tokens.count }

    func text(_ position: Int) -> String {
        let token = tokens[position]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    func location(_ position: Int) -> SourceLocation {
        let token = tokens[min(position, tokens.count - 1)]
        return SourceLocation(file: path, line: token.line, column: token.column)
    }

    func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
        guard position < tokens.count else { return false }
        let token = tokens[position]
        return token.kind == .punctuation && token.end == token.start + 1
            && bytes[token.start] == UInt8(ascii: character)
    }

    func isWord(_ position: Int, _ word: String) -> Bool {
        guard position < tokens.count, tokens[position].kind == .identifier else { return false }
        let token = tokens[position]
        return word.utf8.elementsEqual(bytes[token.start..<token.end])
    }

    func isWord(_ position: Int, in words: WordSet) -> Bool {
        guard position < tokens.count, tokens[position].kind == .identifier else { return false }
        let token = tokens[position]
        return words.contains(bytes[token.start..<token.end])
    }

    func isOperator(_ position: Int, _ spelling: String) -> Bool {
        guard position < tokens.count, tokens[position].kind == .operator else { return false }
        let token = tokens[position]
        return spelling.utf8.elementsEqual(bytes[token.start..<token.end])
    }

    func operatorStarts(_ position: Int, with character: Unicode.Scalar) -> Bool {
        guard position < tokens.count, tokens[position].kind == .operator else { return false }
        return bytes[tokens[position].start] == UInt8(ascii: character)
    }

    func isName(_ position: Int) -> Bool {
        guard position < tokens.count else { return false }
        return tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier
    }

    /// Whether the token at `position` directly follows the previous one, with no space between.
    func isAttached(_ position: Int) -> Bool {
        position > 0 && position < tokens.count && tokens[position].start == tokens[position - 1].end
    }

    /// The source text from the start of token `from` to the end of token `to - 1`.
    func sourceText(from: Int, to: Int) -> String {
        guard from < to else { return "" }
        return String(decoding: bytes[tokens[from].start..<tokens[to - 1].end], as: UTF8.self)
    }
}

extension DeclarationReader {
    /// `` `default` `` → `default`.
    static func unescaped(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return String(name.dropFirst().dropLast())
        }
        return name
    }
}
