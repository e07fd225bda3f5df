/// The cases of an enum, read from its `case` declarations (`case home, detail(Int), about = "a"`): what a keyed
/// collection's `key: .home` is checked against. Only the names and whether each carries associated values are
/// kept; payloads and raw values are skipped.
extension DeclarationReader {
    /// Reads the comma-separated cases after `case`, up to the end of the declaration.
    mutating func readEnumCases() -> [EnumCase] {
        var cases: [EnumCase] = []
        while !source.isAtEnd(index), source.isName(index) {
            let name = Self.unescaped(source.text(index))
            let location = source.location(index)
            index += 1
            var hasAssociatedValues = false
            if source.isPunctuation(index, "(") {
                hasAssociatedValues = true
                skipGroup()
            }
            if source.isOperator(index, "=") {
                index += 1
                skipExpression(stopAtComma: true, stopAtLineStart: true)
            }
            cases.append(EnumCase(name: name, hasAssociatedValues: hasAssociatedValues, location: location))
            guard source.isPunctuation(index, ",") else { break }
            index += 1
        }
        return cases
    }
}

/// One case of an enum: `home`, or `detail` of `case detail(Int)`.
public struct EnumCase: Hashable, Sendable {
    public var name: String
    /// Whether the case carries values (`detail(Int)`), which a `key:` cannot name alone.
    public var hasAssociatedValues: Bool
    public var location: SourceLocation
}
