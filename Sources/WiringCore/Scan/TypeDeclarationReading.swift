/// Type declarations and extensions: the name, generic parameters and inherited types, then the body's members,
/// read with the enclosing types' names so that every nested declaration knows its qualified name.
extension DeclarationReader {
    mutating func readType(kind: TypeDeclaration.Kind, header: DeclarationHeader) -> Declaration? {
        guard !source.isAtEnd(index), source.isName(index) else { return nil }
        let nameLocation = source.location(index)
        var name: String
        if kind == .extension {
            name = readTypeReference(stopAtLineStart: true)?.text ?? source.text(index)
        } else {
            name = Self.unescaped(source.text(index))
            index += 1
        }
        let genericParameters = readGenericParameterClause()
        var inheritedTypes: [TypeReference] = []
        if source.isPunctuation(index, ":") {
            index += 1
            while let inherited = readTypeReference(stopAtLineStart: false) {
                inheritedTypes.append(inherited)
                guard source.isPunctuation(index, ",") else { break }
                index += 1
            }
        }
        let genericRequirements = readWhereClause()
        while !source.isAtEnd(index), !source.isPunctuation(index, "{"), !source.isPunctuation(index, "}") {
            skipTokenOrGroup()
        }
        guard source.isPunctuation(index, "{") else { return nil }
        index += 1
        if kind == .extension {
            // `extension Array<Int>` extends `Array`; whether the extended type is generic is known only from its
            // own declaration, which the binding model looks up.
            name = Self.strippingGenericArguments(name)
        }
        let path = header.enclosingTypes + name.pieces().map(String.init)
        guard typeDepth < Self.maximumTypeDepth else {
            index -= 1
            skipGroup()
            return nil
        }
        typeDepth += 1
        let members = readMembers(enclosingTypes: path, untilClosingBrace: true)
        typeDepth -= 1
        return .type(
            TypeDeclaration(
                header: header, kind: kind, name: name, nameLocation: nameLocation,
                genericParameters: genericParameters, genericRequirements: genericRequirements,
                inheritedTypes: inheritedTypes,
                members: members))
    }

    private static func strippingGenericArguments(_ name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}
