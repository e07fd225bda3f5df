/// The signatures of inits and functions (components' inits and providers): failability, generic parameters,
/// parameters, effects and return type. Their bodies are skipped.
extension DeclarationReader {
    mutating func readInitializer(header: DeclarationHeader) -> InitializerDeclaration {
        var failability = InitializerDeclaration.Failability.nonFailable
        if source.isOperator(index, "?"), source.isAttached(index) {
            failability = .optional
            index += 1
        } else if source.isOperator(index, "!"), source.isAttached(index) {
            failability = .implicitlyUnwrapped
            index += 1
        }
        let genericParameters = readGenericParameterClause()
        let parameters = readParameterClause()
        let effects = readEffects()
        let genericRequirements = readWhereClauseAndSkipBody()
        return InitializerDeclaration(
            header: header, failability: failability, genericParameters: genericParameters,
            genericRequirements: genericRequirements, parameters: parameters, effects: effects)
    }

    mutating func readFunction(header: DeclarationHeader) -> FunctionDeclaration {
        let nameLocation = source.location(index)
        let name = source.isAtEnd(index) ? "" : Self.unescaped(source.text(index))
        if !source.isAtEnd(index), !source.isPunctuation(index, "(") { index += 1 }
        let genericParameters = readGenericParameterClause()
        let parameters = readParameterClause()
        let effects = readEffects()
        var returnType: TypeReference?
        if source.isOperator(index, "->") {
            index += 1
            returnType = readTypeReference(stopAtLineStart: true)
        }
        let genericRequirements = readWhereClauseAndSkipBody()
        return FunctionDeclaration(
            header: header, name: name, nameLocation: nameLocation,
            genericParameters: genericParameters, genericRequirements: genericRequirements, parameters: parameters,
            effects: effects, returnType: returnType)
    }

    mutating func readEffects() -> Effects {
        var effects = Effects()
        while !source.isAtEnd(index) {
            if source.isWord(index, "async") || source.isWord(index, "reasync") {
                effects.isAsync = true
                index += 1
            } else if source.isWord(index, "throws") || source.isWord(index, "rethrows") {
                let isRethrows = source.isWord(index, "rethrows")
                index += 1
                var thrownType: String?
                // `throws(E)`: the compiler takes a parenthesized thrown type even after a space or a line break.
                if source.isPunctuation(index, "(") {
                    let typeStart = index + 1
                    skipGroup()
                    let typeEnd = source.isPunctuation(index - 1, ")") ? index - 1 : index
                    thrownType = TypeText.normalized(tokens: source.tokens[typeStart..<typeEnd], bytes: source.bytes)
                }
                effects.throwsClause = isRethrows ? .rethrows : thrownType.map { .typed(thrownType: $0) } ?? .throws
            } else {
                return effects
            }
        }
        return effects
    }
}
