/// The signatures of inits and functions (components' inits and providers): failability, generic parameters,
/// parameters, effects and return type. Their bodies are skipped.
extension DeclarationReader {
    mutating func readInitializer(header: DeclarationHeader) -> InitializerDeclaration {
        var failability = InitializerDeclaration.Failability.nonFailable
        if isOperator(index, "?"), isAttached(index) {
            failability = .optional
            index += 1
        } else if isOperator(index, "!"), isAttached(index) {
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
        let nameLocation = location(index)
        let name = isAtEnd ? "" : Self.unescaped(text(index))
        if !isAtEnd, !isPunctuation(index, "(") { index += 1 }
        let genericParameters = readGenericParameterClause()
        let parameters = readParameterClause()
        let effects = readEffects()
        var returnType: TypeReference?
        if isOperator(index, "->") {
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
        while !isAtEnd {
            if isWord(index, "async") || isWord(index, "reasync") {
                effects.isAsync = true
                index += 1
            } else if isWord(index, "throws") || isWord(index, "rethrows") {
                let isRethrows = isWord(index, "rethrows")
                index += 1
                var thrownType: String?
                // `throws(E)`: the compiler takes a parenthesized thrown type even after a space or a line break.
                if isPunctuation(index, "(") {
                    let typeStart = index + 1
                    skipGroup()
                    let typeEnd = isPunctuation(index - 1, ")") ? index - 1 : index
                    thrownType = TypeText.normalized(tokens: tokens[typeStart..<typeEnd], bytes: bytes)
                }
                effects.throwsClause = isRethrows ? .rethrows : thrownType.map { .typed(thrownType: $0) } ?? .throws
            } else {
                return effects
            }
        }
        return effects
    }
}
