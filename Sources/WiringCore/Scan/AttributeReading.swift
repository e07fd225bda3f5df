/// The attributes (`@MainActor`, `@available(iOS 15, *)`) and modifiers (`public`, `private(set)`, `class`) before a
/// declaration's keyword. A modifier word is one only where a declaration follows it, so that a call such as
/// `open(file)` is not taken for the start of a declaration.
extension DeclarationReader {
    static let modifiers = WordSet([
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "override", "required",
        "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "indirect",
        "prefix", "postfix", "infix", "nonisolated", "isolated", "distributed", "consuming", "borrowing",
        "__consuming", "__setter_access",
    ])

    private static let classMemberKeywords = WordSet(["func", "var", "let", "subscript"])

    /// `class` is a modifier in `class func`, `class var`, `class override …`; every other modifier is one when a
    /// keyword or modifier follows it (so `open(file)` at top level stays a call).
    func isModifier(at position: Int) -> Bool {
        guard source.tokens[position].kind == .identifier else { return false }
        var next = position + 1
        if source.isWord(position, "class") {
            guard source.isName(next) else { return false }
            return source.isWord(next, in: Self.modifiers) || source.isWord(next, in: Self.classMemberKeywords)
        }
        guard source.isWord(position, in: Self.modifiers) else { return false }
        if source.isPunctuation(next, "("), source.isAttached(next) {
            // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`: skip the argument to see what follows.
            guard next + 2 < source.tokens.count, source.isPunctuation(next + 2, ")") else { return false }
            next += 3
        }
        return next < source.tokens.count
            && (source.tokens[next].kind == .identifier || source.isPunctuation(next, "@"))
    }

    mutating func readAttribute() -> Attribute {
        let attributeLocation = source.location(index)
        index += 1
        var name = source.text(index)
        index += 1
        while source.isPunctuation(index, "."), source.isAttached(index), source.isName(index + 1) {
            name += "." + source.text(index + 1)
            index += 2
        }
        var arguments: String?
        if source.isPunctuation(index, "("), source.isAttached(index) {
            let argumentsStart = index
            skipGroup()
            arguments = source.sourceText(from: argumentsStart + 1, to: index - 1)
        }
        return Attribute(name: name, arguments: arguments, location: attributeLocation)
    }
}
