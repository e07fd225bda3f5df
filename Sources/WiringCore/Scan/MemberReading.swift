/// A list of declarations (a file, or a type's body) and the dispatch on each declaration's keyword to the part of
/// the reader that reads it, after the attributes and modifiers every declaration may start with.
extension DeclarationReader {
    mutating func readMembers(enclosingTypes: [String], untilClosingBrace: Bool) -> [Declaration] {
        var members: [Declaration] = []
        while !isAtEnd {
            if isPunctuation(index, "}") {
                index += 1
                if untilClosingBrace { return members }
                continue
            }
            let start = index
            if let declaration = readDeclaration(enclosingTypes: enclosingTypes) {
                members.append(declaration)
            }
            if index == start { index += 1 }
        }
        return members
    }

    private static let declarationKeywords = WordSet([
        "class", "struct", "actor", "enum", "protocol", "extension", "init", "func", "var", "let", "import",
        "typealias", "associatedtype", "case", "subscript", "deinit", "operator", "precedencegroup", "macro",
    ])

    private mutating func readDeclaration(enclosingTypes: [String]) -> Declaration? {
        if tokens[index].kind == .pound {
            readPoundDirective()
            return nil
        }
        let start = index
        var attributes: [Attribute] = []
        while isPunctuation(index, "@"), index + 1 < tokens.count, isName(index + 1) {
            attributes.append(readAttribute())
        }
        var modifiers: [String] = []
        while !isAtEnd, isModifier(at: index) {
            let modifierStart = index
            index += 1
            if isPunctuation(index, "("), isAttached(index) { skipGroup() }
            modifiers.append(sourceText(from: modifierStart, to: index))
        }
        guard !isAtEnd, tokens[index].kind == .identifier else {
            if index == start { skipTokenOrGroup() }
            return nil
        }
        guard isWord(index, in: Self.declarationKeywords) else {
            if index == start { skipTokenOrGroup() }
            return nil
        }
        let keyword = text(index)
        let comments = (start...index).flatMap { allLineComments[leadingComments[$0]] }
        let header = DeclarationHeader(
            comments: comments, attributes: attributes, modifiers: modifiers,
            location: location(index), enclosingTypes: enclosingTypes,
            conditionalBranch: conditionalBranches.last)
        index += 1
        switch keyword {
        case "class", "struct", "actor", "enum", "protocol", "extension":
            return readType(kind: TypeDeclaration.Kind(rawValue: keyword)!, header: header)
        case "init":
            return .initializer(readInitializer(header: header))
        case "func":
            return .function(readFunction(header: header))
        case "var", "let":
            return .variable(readVariable(isLet: keyword == "let", header: header))
        case "import":
            readImport()
            return nil
        default:
            let name =
                ["typealias", "associatedtype"].contains(keyword) && isName(index) ? Self.unescaped(text(index)) : nil
            var other = OtherDeclaration(header: header, keyword: keyword, name: name)
            if keyword == "case" {
                other.enumCases = readEnumCases()
            } else {
                skipOtherDeclaration(keyword: keyword)
            }
            return .other(other)
        }
    }

    func startsDeclaration(_ position: Int) -> Bool {
        if isPunctuation(position, "@") || tokens[position].kind == .pound { return true }
        return isWord(position, in: Self.declarationKeywords) || isWord(position, in: Self.modifiers)
    }
}
