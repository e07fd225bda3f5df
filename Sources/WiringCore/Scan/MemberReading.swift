/// A list of declarations (a file, or a type's body) and the dispatch on each declaration's keyword to the part of
/// the reader that reads it, after the attributes and modifiers every declaration may start with.
extension DeclarationReader {
    mutating func readMembers(enclosingTypes: [String], untilClosingBrace: Bool) -> [Declaration] {
        var members: [Declaration] = []
        while !source.isAtEnd(index) {
            if source.isPunctuation(index, "}") {
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
        if source.tokens[index].kind == .pound {
            readPoundDirective()
            return nil
        }
        let start = index
        var attributes: [Attribute] = []
        while source.isPunctuation(index, "@"), index + 1 < source.tokens.count, source.isName(index + 1) {
            attributes.append(readAttribute())
        }
        var modifiers: [String] = []
        while !source.isAtEnd(index), isModifier(at: index) {
            let modifierStart = index
            index += 1
            if source.isPunctuation(index, "("), source.isAttached(index) { skipGroup() }
            modifiers.append(source.sourceText(from: modifierStart, to: index))
        }
        guard !source.isAtEnd(index), source.tokens[index].kind == .identifier else {
            if index == start { skipTokenOrGroup() }
            return nil
        }
        guard source.isWord(index, in: Self.declarationKeywords) else {
            if index == start { skipTokenOrGroup() }
            return nil
        }
        let keyword = source.text(index)
        let comments = (start...index).flatMap { source.allLineComments[source.leadingComments[$0]] }
        let header = DeclarationHeader(
            comments: comments, attributes: attributes, modifiers: modifiers,
            location: source.location(index), enclosingTypes: enclosingTypes,
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
                ["typealias", "associatedtype"].contains(keyword) && source.isName(index)
                ? Self.unescaped(source.text(index)) : nil
            var other = OtherDeclaration(header: header, keyword: keyword, name: name)
            if keyword == "case" {
                other.enumCases = readEnumCases()
            } else if keyword == "typealias" {
                other.aliasedType = readTypealias()
            } else {
                skipOtherDeclaration(keyword: keyword)
            }
            return .other(other)
        }
    }

    func startsDeclaration(_ position: Int) -> Bool {
        if source.isPunctuation(position, "@") || source.tokens[position].kind == .pound { return true }
        return source.isWord(position, in: Self.declarationKeywords) || source.isWord(position, in: Self.modifiers)
    }
}
