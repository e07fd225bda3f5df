/// Imports, which the generated file repeats and which tell apart types that several modules declare, and the
/// declarations Wiring does not read (`subscript`, `case`, `deinit`, …), skipped whole so that nothing
/// inside them is taken for a declaration; annotations above one are then reported as misplaced. Of a `typealias`,
/// the type it stands for is kept.
extension DeclarationReader {
    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let",
        "var", "actor",
    ]

    mutating func readImport() {
        if source.isName(index), Self.importKinds.contains(source.text(index)), source.isName(index + 1) { index += 1 }
        guard source.isName(index) else { return }
        imports.append(
            ImportDeclaration(module: Self.unescaped(source.text(index)), isConditional: !conditionalBranches.isEmpty))
        index += 1
        while source.isPunctuation(index, "."), source.isName(index + 1) { index += 2 }
    }

    mutating func skipOtherDeclaration(keyword: String) {
        switch keyword {
        case "subscript", "macro":
            _ = readGenericParameterClause()
            _ = readParameterClause()
            _ = readEffects()
            if source.isOperator(index, "->") {
                index += 1
                _ = readTypeReference(stopAtLineStart: true)
            }
            if source.isOperator(index, "=") {
                index += 1
                skipExpression(stopAtComma: false, stopAtLineStart: true)
            }
            _ = readWhereClauseAndSkipBody()
        case "deinit":
            if source.isPunctuation(index, "{") { skipGroup() }
        case "precedencegroup":
            if source.isName(index) { index += 1 }
            if source.isPunctuation(index, "{") { skipGroup() }
        default:
            // associatedtype, case, operator: up to the end of the line's declaration.
            skipExpression(stopAtComma: false, stopAtLineStart: true)
        }
    }

    /// A `typealias` after its keyword: the type it stands for, which says what an associated type of the
    /// type that declares it is (`typealias Item = Int`).
    mutating func readTypealias() -> TypeReference? {
        // The value is a type, where `<` always opens generic arguments: `= Box<Int>` at the end of a line ends the
        // declaration even though, in an expression, a `>` before a new line would not.
        if source.isName(index) { index += 1 }
        _ = readGenericParameterClause()
        var aliased: TypeReference?
        if source.isOperator(index, "=") {
            index += 1
            aliased = readTypeReference(stopAtLineStart: true)
        }
        _ = readWhereClauseAndSkipBody()
        return aliased
    }
}
