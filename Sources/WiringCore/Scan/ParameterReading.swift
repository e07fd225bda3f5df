/// Parameter lists: each parameter's label, name, type, default value and the comments above it (where a
/// parameter's `@Named` and `@AllowEmpty` annotations are written). An unexpected token skips to the next parameter.
extension DeclarationReader {
    mutating func readParameterClause() -> [Parameter] {
        guard source.isPunctuation(index, "(") else { return [] }
        index += 1
        var parameters: [Parameter] = []
        while !source.isAtEnd(index), !source.isPunctuation(index, ")") {
            let start = index
            if let parameter = readParameter() { parameters.append(parameter) }
            // Recover from anything unexpected by skipping to the next parameter.
            while !source.isAtEnd(index), !source.isPunctuation(index, ","), !source.isPunctuation(index, ")") {
                skipTokenOrGroup()
            }
            if source.isPunctuation(index, ",") { index += 1 }
            if index == start { index += 1 }
        }
        if source.isPunctuation(index, ")") { index += 1 }
        return parameters
    }

    private mutating func readParameter() -> Parameter? {
        let parameterLocation = source.location(index)
        let comments = source.isAtEnd(index) ? [] : Array(source.allLineComments[source.leadingComments[index]])
        while source.isPunctuation(index, "@"), source.isName(index + 1) { _ = readAttribute() }
        guard source.isName(index) else { return nil }
        let first = Self.unescaped(source.text(index))
        index += 1
        var second: String?
        if source.isName(index) {
            second = Self.unescaped(source.text(index))
            index += 1
        }
        guard source.isPunctuation(index, ":") else { return nil }
        index += 1
        guard let type = readTypeReference(stopAtLineStart: false) else { return nil }
        var isVariadic = false
        if source.isOperator(index, "...") {
            isVariadic = true
            index += 1
        }
        var defaultValue: String?
        if source.isOperator(index, "=") {
            index += 1
            let valueStart = index
            skipExpression(stopAtComma: true, stopAtLineStart: false)
            defaultValue = source.sourceText(from: valueStart, to: index)
        }
        let label = first == "_" ? nil : first
        return Parameter(
            label: label, name: second ?? first, type: type, defaultValue: defaultValue,
            isVariadic: isVariadic, location: parameterLocation, comments: comments)
    }
}
