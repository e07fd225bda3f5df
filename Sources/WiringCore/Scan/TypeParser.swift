/// Reads the grammar of Swift types from UTF-8 bytes, allowing any spaces between tokens. Recursive descent, with
/// the nesting bounded so that hostile input cannot exhaust the stack: text nested deeper is not read as a type.
struct TypeParser {
    private let bytes: [UInt8]
    /// Where the text to read ends in `bytes`.
    private let end: Int
    private var position: Int
    private var depth = 0

    private static let maximumDepth = 64

    /// Words that modify the type after them. `any` and `some` are read apart: they apply to a composition.
    private static let specifiers: Set<String> = [
        "inout", "borrowing", "consuming", "sending", "isolated", "each", "repeat", "__owned", "__shared",
    ]

    /// Attributes whose arguments follow them in parentheses; after any other attribute, a `(` starts the type.
    private static let attributesWithArguments: Set<String> = ["convention", "isolated", "differentiable"]

    /// The one whole type that `bytes[range]` holds; nil when it holds anything else.
    static func type(in bytes: [UInt8], range: Range<Int>) -> TypeSyntax? {
        var parser = TypeParser(bytes: bytes, range: range)
        guard let type = parser.type(), parser.isAtEnd else { return nil }
        return type
    }

    /// Reads `bytes[range]`: a type's text, or the part of a source file where a type is written.
    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        end = range.upperBound
        position = range.lowerBound
    }

    var isAtEnd: Bool {
        var next = position
        while next < end, Self.isSpace(bytes[next]) { next += 1 }
        return next == end
    }

    /// A whole type: attributes and specifiers, then `any`/`some`, then a composition.
    mutating func type() -> TypeSyntax? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        skipSpaces()
        if peek == UInt8(ascii: "@") {
            var attributes: [String] = []
            while peek == UInt8(ascii: "@") {
                guard let attribute = attribute() else { return nil }
                attributes.append(attribute)
                skipSpaces()
            }
            return type().map { .attributed(attributes, $0) }
        }
        if peek == UInt8(ascii: "~") {
            position += 1
            return type().map { .suppressed($0) }
        }
        let start = position
        if let word = word(), let next = peek {
            // `inout [Int]` is often written `inout[Int]`.
            if Self.specifiers.contains(word), Self.isSpace(next) || next == UInt8(ascii: "[") {
                return type().map { .specified(word, $0) }
            }
            if word == "any", Self.isSpace(next) { return composition().map { .existential($0) } }
            if word == "some", Self.isSpace(next) { return composition().map { .opaque($0) } }
        }
        position = start
        return composition()
    }

    /// `@name`, `@name(arguments)`.
    private mutating func attribute() -> String? {
        position += 1
        guard var name = word() else { return nil }
        while peek == UInt8(ascii: "."), let member = word(at: position + 1) {
            position += 1 + member.utf8.count
            name += "." + member
        }
        guard Self.attributesWithArguments.contains(name), peek == UInt8(ascii: "(") else { return name }
        let argumentsStart = position
        var nesting = 0
        repeat {
            if bytes[position] == UInt8(ascii: "(") { nesting += 1 }
            if bytes[position] == UInt8(ascii: ")") { nesting -= 1 }
            position += 1
        } while nesting > 0 && position < end
        guard nesting == 0 else { return nil }
        return name + String(decoding: bytes[argumentsStart..<position], as: UTF8.self)
    }

    /// `A & B & C`, or one type.
    private mutating func composition() -> TypeSyntax? {
        guard let first = postfixed() else { return nil }
        var members = [first]
        while true {
            let start = position
            skipSpaces()
            guard peek == UInt8(ascii: "&"), byte(at: position + 1) != UInt8(ascii: "&") else {
                position = start
                break
            }
            position += 1
            guard let member = postfixed() else { return nil }
            members.append(member)
        }
        return members.count == 1 ? first : .composition(members)
    }

    /// A primary type and the `?`, `!`, `.Type`, `.Protocol` and `...` after it.
    private mutating func postfixed() -> TypeSyntax? {
        skipSpaces()
        guard var type = primary() else { return nil }
        while let next = peek {
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                position += 1
                type = .optional(type, isImplicitlyUnwrapped: next == UInt8(ascii: "!"))
            } else if startsEllipsis(at: position) {
                position += 3
                type = .variadic(type)
            } else if let keyword = metatypeKeyword(at: position) {
                position += 1 + keyword.utf8.count
                type = .metatype(type, keyword: keyword)
            } else {
                break
            }
        }
        return type
    }

    private mutating func primary() -> TypeSyntax? {
        switch peek {
        case UInt8(ascii: "["):
            position += 1
            guard let first = type() else { return nil }
            skipSpaces()
            if consume(":") {
                guard let value = type() else { return nil }
                skipSpaces()
                return consume("]") ? .dictionary(key: first, value: value) : nil
            }
            return consume("]") ? .array(first) : nil
        case UInt8(ascii: "("):
            return parenthesized()
        default:
            return named()
        }
    }

    /// A tuple, a type in parentheses, or a function type: the same list, told apart by what follows it.
    private mutating func parenthesized() -> TypeSyntax? {
        position += 1
        var elements: [TypeSyntax.Element] = []
        skipSpaces()
        if !consume(")") {
            repeat {
                guard let element = element() else { return nil }
                elements.append(element)
                skipSpaces()
            } while consume(",")
            guard consume(")") else { return nil }
        }
        let end = position
        skipSpaces()
        var function = TypeSyntax.Function(parameters: elements, result: .tuple([]))
        if consumeWord("async") {
            function.isAsync = true
            skipSpaces()
        }
        if consumeWord("throws") {
            function.isThrowing = true
            if consume("(") {
                guard let thrownType = type() else { return nil }
                skipSpaces()
                guard consume(")") else { return nil }
                function.thrownType = thrownType
            }
            skipSpaces()
        }
        guard consume("->") else {
            guard !function.isAsync, !function.isThrowing else { return nil }
            position = end
            return .tuple(elements)
        }
        guard let result = type() else { return nil }
        function.result = result
        return .function(function)
    }

    /// `T`, `label: T`, `_ name: T`.
    private mutating func element() -> TypeSyntax.Element? {
        skipSpaces()
        let start = position
        var label: String?
        if let first = word() {
            skipSpaces()
            let afterFirst = position
            if let second = word() {
                skipSpaces()
                if isLabelColon { label = first + " " + second }
            }
            if label == nil {
                position = afterFirst
                if isLabelColon { label = first }
            }
        }
        if label != nil {
            position += 1
        } else {
            position = start
        }
        return type().map { TypeSyntax.Element(label: label, type: $0) }
    }

    /// `Name`, `Outer.Inner<A, B>`; a number stands for itself, as in `InlineArray<4, Int>`.
    private mutating func named() -> TypeSyntax? {
        var members: [TypeSyntax.Member] = []
        repeat {
            if !members.isEmpty { position += 1 }
            guard let word = word() else { return nil }
            let name = Self.withoutNeedlessBackticks(word, afterDot: !members.isEmpty)
            var member = TypeSyntax.Member(name: name, arguments: nil)
            if consume("<") {
                var arguments: [TypeSyntax] = []
                repeat {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                    skipSpaces()
                } while consume(",")
                guard consume(">") else { return nil }
                member.arguments = arguments
            }
            members.append(member)
        } while peek == UInt8(ascii: ".") && !startsEllipsis(at: position) && metatypeKeyword(at: position) == nil
        return .named(members)
    }

    /// `` `Type` `` is `Type`, the name its declaration gives the type, so that both spellings are one binding.
    /// Backticks stay where Swift needs them: around a keyword (`` `default` ``, `` `Self` ``), and after a dot
    /// around what the dot would read otherwise (`` Outer.`Type` ``).
    private static func withoutNeedlessBackticks(_ word: String, afterDot: Bool) -> String {
        guard word.hasPrefix("`") else { return word }
        let name = DeclarationReader.unescaped(word)
        let needsBackticks =
            NameAllocator.keywords.contains(name) || ["Self", "self"].contains(name)
            || (afterDot && ["Type", "Protocol", "init"].contains(name))
        return needsBackticks ? word : name
    }

    // MARK: - Bytes

    private var peek: UInt8? { byte(at: position) }

    private func byte(at offset: Int) -> UInt8? {
        offset < end ? bytes[offset] : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private mutating func skipSpaces() {
        while let next = peek, Self.isSpace(next) { position += 1 }
    }

    /// Whether a `:` that ends a label is next (not `::`).
    private var isLabelColon: Bool {
        peek == UInt8(ascii: ":") && byte(at: position + 1) != UInt8(ascii: ":")
    }

    private mutating func consume(_ expected: StaticString) -> Bool {
        let length = expected.utf8CodeUnitCount
        guard position + length <= end else { return false }
        let matches = expected.withUTF8Buffer { $0.elementsEqual(bytes[position..<(position + length)]) }
        if matches { position += length }
        return matches
    }

    /// Consumes `word` when it is next as a whole word.
    private mutating func consumeWord(_ expected: String) -> Bool {
        guard word(at: position) == expected else { return false }
        position += expected.utf8.count
        return true
    }

    /// The identifier (or `` `name` ``, or number) at the position, consumed.
    private mutating func word() -> String? {
        guard let word = word(at: position) else { return nil }
        position += word.utf8.count
        return word
    }

    private func word(at start: Int) -> String? {
        var end = start
        if byte(at: start) == UInt8(ascii: "`") {
            end += 1
            while let next = byte(at: end), next != UInt8(ascii: "`"), !Self.isSpace(next) { end += 1 }
            guard byte(at: end) == UInt8(ascii: "`"), end > start + 1 else { return nil }
            end += 1
        } else {
            while let next = byte(at: end), Lexer.isIdentifierBody(next) { end += 1 }
        }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    private func startsEllipsis(at offset: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: ".") && byte(at: offset + 1) == UInt8(ascii: ".")
            && byte(at: offset + 2) == UInt8(ascii: ".")
    }

    /// `Type` or `Protocol` after a `.` at `offset`, as a whole word.
    private func metatypeKeyword(at offset: Int) -> String? {
        guard byte(at: offset) == UInt8(ascii: "."), let word = word(at: offset + 1),
            word == "Type" || word == "Protocol"
        else { return nil }
        return word
    }
}
