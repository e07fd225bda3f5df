/// The text of a type, as Wiring carries it from the scan to messages and the generated file, and the canonical
/// form that decides which spellings of a type are the same binding.
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
///
/// Messages and the generated file show types in this spelling: as the user wrote them, but for the spaces.
///
/// ## Canonical form
///
/// Swift spells one type in many ways, and a parameter asks for the binding of its type however it is spelled.
/// ``TypeSyntax/canonical`` gives the one tree ``TypeKey`` compares. From the normalized spelling, it
///
/// - drops `any`: a parameter of type `any Engine` asks for the binding of `Engine` (but `(any P).Type`, the
///   metatype of the existential, stays apart from `any P.Type`, the existential metatype);
/// - drops parentheses around a single type, keeping those it needs: `((Engine))` is `Engine`, `(any Engine)?` is
///   `Engine?`, `(() -> Car)?` stays;
/// - writes `Optional<T>` and `T!` as `T?`, `Array<T>` as `[T]` and `Dictionary<K, V>` as `[K: V]`;
/// - drops the argument labels of function types: `(_ speed: Int) -> Car` is `(Int) -> Car`;
/// - sorts attributes and the members of a composition: `@Sendable @MainActor () -> T` is
///   `@MainActor @Sendable () -> T`, `Sendable & Engine` is `Engine & Sendable`;
/// - drops an `@escaping` in front of the whole type, which marks a parameter, not its type.
///
/// Every other attribute stays, and so does `@escaping` inside a function type's parameters:
/// `(@escaping () -> Void) -> Service` and `(() -> Void) -> Service` are different Swift types, and a closure of
/// the second kind cannot pass its argument to an init that keeps it. A type the grammar does not read
/// (``TypeSyntax/verbatim(_:)``) is its own canonical form.
enum TypeText {
    /// Whether the text is a name or a path of names (`Engine`, `Garage.Lift`, `P.Type`): its own canonical form.
    static func isPlainName(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, Lexer.isIdentifierHead(first) else { return false }
        return bytes.allSatisfy { Lexer.isIdentifierBody($0) || $0 == UInt8(ascii: ".") }
    }

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
                let previousIsWord =
                    previous.kind == .identifier || previous.kind == .backtickIdentifier
                    || (previous.kind == .punctuation && previousSpelling == UInt8(ascii: ")"))
                if spelling == "->" || spelling == "&" || spelling == "=" {
                    result += " "
                } else if previous.kind == .operator,
                    ["->", "&", "="].contains(String(decoding: bytes[previous.start..<previous.end], as: UTF8.self))
                {
                    result += " "
                } else if previous.kind == .punctuation,
                    previousSpelling == UInt8(ascii: ",") || previousSpelling == UInt8(ascii: ":")
                {
                    result += " "
                } else if previousIsWord && isWord && !previousWasAttributeMarker {
                    result += " "
                } else if previousIsWord, previous.kind != .punctuation, !previousWasAttributeMarker,
                    token.kind == .punctuation, bytes[token.start] == UInt8(ascii: "("),
                    token.start != previous.end
                {
                    result += " "  // `@escaping (Int) -> Void`, `some (P)`: keep the space the author wrote.
                } else if token.kind == .punctuation, bytes[token.start] == UInt8(ascii: "@"),
                    let last = result.utf8.last, !Self.opensBracket(last)
                {
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

extension TypeSyntax {
    /// The tree of a type in the normalized spelling, as the declaration reader writes it. A plain name, the most
    /// common type by far, is split at its dots and not parsed; text the grammar does not read stays verbatim.
    init(normalized text: String) {
        if TypeText.isPlainName(text.utf8[...]) {
            self = .name(text)
        } else {
            self = TypeSyntax(parsing: text) ?? .verbatim(text)
        }
    }
}
