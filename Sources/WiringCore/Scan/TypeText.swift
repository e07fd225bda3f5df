/// The text of a type, as Wiring carries it from the scan to messages and the generated file.
///
/// ## Normalized spelling
///
/// The declaration reader writes every type it reads in one spelling, whatever the layout of its source
/// (``normalized(tokens:bytes:)``); the annotation parser writes the types of `as:` and `into:` the same way:
///
/// - one space between two words, after `,` and `:`, and on each side of `->`, `&` and `=`: `[String: Int]`,
///   `(x: Int, y: Int)`, `any Engine & Sendable`, `() async throws -> Car`, `inout Int`;
/// - no space after an opening bracket, nor before a closing one, `,`, `:`, `?`, `!`, `.` or `...`:
///   `Cache<Key, Value>?`, `(@escaping () -> Void) -> Service`, `[@Sendable () -> Void]`;
/// - an attribute written `@name`, its arguments attached (`@convention(c)`), one space after it:
///   `@escaping @Sendable () -> Void`;
/// - a space between a word and a `(` only where the source has one: `@escaping (Int) -> Void`, `throws(E)`.
enum TypeText {
    /// The normalized spelling (see ``TypeText``) of the tokens of a type.
    static func normalized(tokens: ArraySlice<Token>, bytes: [UInt8]) -> String {
        var result = ""
        var previous: Token?
        var previousWasAttributeMarker = false
        for token in tokens {
            let spelling = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            let isWord = token.kind == .identifier || token.kind == .backtickIdentifier
            if let previous {
                let previousSpelling = bytes[previous.start]
                let previousIsWord = previous.kind == .identifier || previous.kind == .backtickIdentifier
                    || (previous.kind == .punctuation && previousSpelling == UInt8(ascii: ")"))
                if spelling == "->" || spelling == "&" || spelling == "=" {
                    result += " "
                } else if previous.kind == .operator,
                          ["->", "&", "="].contains(String(decoding: bytes[previous.start..<previous.end], as: UTF8.self)) {
                    result += " "
                } else if previous.kind == .punctuation, previousSpelling == UInt8(ascii: ",") || previousSpelling == UInt8(ascii: ":") {
                    result += " "
                } else if previousIsWord && isWord && !previousWasAttributeMarker {
                    result += " "
                } else if previousIsWord, previous.kind != .punctuation, !previousWasAttributeMarker,
                          token.kind == .punctuation, bytes[token.start] == UInt8(ascii: "("),
                          token.start != previous.end {
                    result += " "  // `@escaping (Int) -> Void`, `some (P)`: keep the space the author wrote.
                } else if token.kind == .punctuation, bytes[token.start] == UInt8(ascii: "@"),
                          let last = result.utf8.last, !Self.opensBracket(last) {
                    result += " "  // Between attributes, and after a word: `@escaping @Sendable`, `inout @Sendable`.
                }
            }
            previousWasAttributeMarker = token.kind == .punctuation && bytes[token.start] == UInt8(ascii: "@")
            result += spelling
            previous = token
        }
        return result
    }

    private static func opensBracket(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<")
    }
}
