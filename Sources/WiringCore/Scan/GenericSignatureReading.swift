/// Generic parameter clauses (`<Key: Hashable, each Value>`) and `where` clauses as data: each parameter with its
/// constraint, each requirement with its two sides, as trees. Read from the clause's normalized spelling, split at
/// its top-level commas.
extension DeclarationReader {
    /// Reads `<…>` right after a name, counting angle brackets inside operator tokens (`>>` closes two); nil when
    /// there is none.
    mutating func readGenericParameterClause() -> [GenericParameter]? {
        guard source.operatorStarts(index, with: "<") else { return nil }
        let start = index
        var depth = 0
        while !source.isAtEnd(index) {
            let token = source.tokens[index]
            if token.kind == .operator, !source.isOperator(index, "->") {
                for byte in source.bytes[token.start..<token.end] {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            } else if source.isPunctuation(index, "{") || source.isPunctuation(index, "}") {
                break
            }
            index += 1
            if depth <= 0 { break }
        }
        let clause = TypeText.normalized(tokens: source.tokens[start..<index], bytes: source.bytes).dropFirst()
        return Self.topLevelParts(of: clause.hasSuffix(">") ? clause.dropLast() : clause, separatedBy: ",")
            .compactMap(GenericParameter.init(declaring:))
    }

    /// Reads a `where` clause, if one is next: its requirements. The clause ends at the body or, for a requirement
    /// that has none, where the next declaration starts.
    mutating func readWhereClause() -> [GenericRequirement] {
        guard source.isWord(index, "where") else { return [] }
        index += 1
        let start = index
        while !source.isAtEnd(index), !source.isPunctuation(index, "{"), !source.isPunctuation(index, "}") {
            if source.tokens[index].isAtLineStart, !source.isPunctuation(index - 1, ","), startsDeclaration(index) {
                break
            }
            skipTokenOrGroup()
        }
        let clause = TypeText.normalized(tokens: source.tokens[start..<index], bytes: source.bytes)
        return Self.topLevelParts(of: clause[...], separatedBy: ",").compactMap(GenericRequirement.init(written:))
    }

    /// The parts of a list between its separators outside brackets, without spaces at their ends: `K: Hashable` and
    /// `V` of `K: Hashable, V` at commas; `K` and `Hashable` of `K: Hashable` at colons.
    static func topLevelParts(of list: Substring, separatedBy separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var partStart = list.startIndex
        var previous: Character = " "
        for index in list.indices {
            let character = list[index]
            switch character {
            case "<", "(", "[": depth += 1
            case ">" where previous != "-": depth -= 1
            case ")", "]": depth -= 1
            case separator where depth == 0:
                parts.append(list[partStart..<index])
                partStart = list.index(after: index)
            default: break
            }
            previous = character
        }
        parts.append(list[partStart...])
        return parts.map(\.trimmingSpaces).filter { !$0.isEmpty }
    }
}

extension GenericParameter {
    /// `Key`, `Key: Hashable`, `each Value`, `let count: Int`.
    init?(declaring written: Substring) {
        var rest = written
        kind = .type
        if rest.hasPrefix("each ") {
            kind = .pack
            rest = rest.dropFirst(5)
        } else if rest.hasPrefix("let ") {
            kind = .value
            rest = rest.dropFirst(4)
        }
        let parts = DeclarationReader.topLevelParts(of: rest, separatedBy: ":")
        guard let name = parts.first, parts.count <= 2 else { return nil }
        self.name = String(name)
        constraint = parts.count == 2 ? TypeSyntax(normalized: String(parts[1])) : nil
    }
}

extension GenericRequirement {
    /// `T: Codable`, `T.Element == Int`.
    init?(written: Substring) {
        if let sameType = written.firstRange(of: "==") {
            subject = TypeSyntax(normalized: String(written[..<sameType.lowerBound].trimmingSpaces))
            relation = .sameType
            constraint = TypeSyntax(normalized: String(written[sameType.upperBound...].trimmingSpaces))
            return
        }
        let parts = DeclarationReader.topLevelParts(of: written, separatedBy: ":")
        guard parts.count == 2 else { return nil }
        subject = TypeSyntax(normalized: String(parts[0]))
        relation = .conformance
        constraint = TypeSyntax(normalized: String(parts[1]))
    }
}

extension Substring {
    /// Without the spaces at either end.
    var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return self[first...last]
    }
}
