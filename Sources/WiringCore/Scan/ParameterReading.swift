/// Parameter lists: each parameter's label, name, type, default value and the comments above it (where a
/// parameter's `@Named` and `@AllowEmpty` annotations are written). An unexpected token skips to the next parameter.
extension DeclarationReader {
    mutating func readParameterClause() -> [Parameter] {
        guard isPunctuation(index, "(") else { return [] }
        index += 1
        var parameters: [Parameter] = []
        while !isAtEnd, !isPunctuation(index, ")") {
            let start = index
            if let parameter = readParameter() { parameters.append(parameter) }
            // Recover from anything unexpected by skipping to the next parameter.
            while !isAtEnd, !isPunctuation(index, ","), !isPunctuation(index, ")") { skipTokenOrGroup() }
            if isPunctuation(index, ",") { index += 1 }
            if index == start { index += 1 }
        }
        if isPunctuation(index, ")") { index += 1 }
        return parameters
    }

    private mutating func readParameter() -> Parameter? {
        let parameterLocation = location(index)
        let comments = isAtEnd ? [] : Array(allLineComments[leadingComments[index]])
        while isPunctuation(index, "@"), isName(index + 1) { _ = readAttribute() }
        guard isName(index) else { return nil }
        let first = Self.unescaped(text(index))
        index += 1
        var second: String?
        if isName(index) {
            second = Self.unescaped(text(index))
            index += 1
        }
        guard isPunctuation(index, ":") else { return nil }
        index += 1
        guard let type = readTypeReference(stopAtLineStart: false) else { return nil }
        var isVariadic = false
        if isOperator(index, "...") {
            isVariadic = true
            index += 1
        }
        var defaultValue: String?
        if isOperator(index, "=") {
            index += 1
            let valueStart = index
            skipExpression(stopAtComma: true, stopAtLineStart: false)
            defaultValue = sourceText(from: valueStart, to: index)
        }
        let label = first == "_" ? nil : first
        return Parameter(
            label: label, name: second ?? first, type: type, defaultValue: defaultValue,
            isVariadic: isVariadic, location: parameterLocation, comments: comments)
    }
}
