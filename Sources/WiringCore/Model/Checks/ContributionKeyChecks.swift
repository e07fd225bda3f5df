/// The checks of a keyed contribution's key: the collection's key type is one whose values Wiring can write as
/// literals (`String`, `Int`, or an enum the sources declare), and `key:` is a literal of that type: a string, a
/// whole number, or one of the enum's cases without associated values. A failing contribution joins no collection,
/// and its collection is not reported missing too.
extension ModelChecks {
    /// What the keys of a dictionary collection are, as `key:` must write them.
    enum KeyKind {
        case string
        case integer
        /// An enum of the sources, with its cases.
        case enumCases(name: String, cases: [EnumCase])

        /// `strings`, `whole numbers`, `cases of 'Route'`.
        var description: String {
            switch self {
            case .string: "strings"
            case .integer: "whole numbers"
            case .enumCases(let name, _): "cases of '\(name)'"
            }
        }
    }

    /// Whether the contribution's key type and key can be written into the generated dictionary; reports where
    /// they cannot. `scope` and `file` are where the annotation is written, which the key type is resolved from.
    mutating func checkContributionKey(_ annotation: Annotation, in scope: [String], file: String) -> Bool {
        guard let collection = annotation.collection, let keyType = collection.keyType else { return true }
        let spelled = "[\(keyType.text): \(collection.element.text)]"
        func reject(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [])
            -> Bool
        {
            diagnostics.emit(.error(id, message, at: location, notes: notes))
            // Its consumers are not told the collection is missing too: one mistake, one error.
            rejectedKeys.insert(TypeKey(index.collectionType(collection, in: scope, inFile: file)))
            return false
        }
        guard let kind = keyKind(of: keyType, in: scope, file: file) else {
            let qualified = index.qualified(keyType.syntax, in: scope, inFile: file)
            if qualified.isPlainPath, index.enumCases(of: qualified.written) != nil {
                return reject(
                    .unsupportedKeyType,
                    "'\(keyType.text)' cannot key the collection 'into: \(spelled)': its cases carry associated values and it does not declare 'Hashable', which a dictionary's keys must be; add ': Hashable' to its declaration",
                    at: keyType.location)
            }
            return reject(
                .unsupportedKeyType,
                "'\(keyType.text)' cannot key the collection 'into: \(spelled)': Wiring writes each contribution's key into the generated code as a literal, so a collection's keys are 'String', 'Int' or an enum declared in the sources; use one of those",
                at: keyType.location)
        }
        if case .enumCases(let name, _) = kind, let declaration = index.declarations[name]?.first,
            !checkVisibleKeyType(declaration, written: keyType, spelled: spelled)
        {
            rejectedKeys.insert(TypeKey(index.collectionType(collection, in: scope, inFile: file)))
            return false
        }
        guard let key = annotation.key else { return true }
        switch (kind, key.value) {
        case (.string, .string), (.integer, .integer):
            return true
        case (.enumCases(let name, let cases), .enumCase(let caseName)):
            if let found = cases.first(where: { $0.name == caseName }) {
                guard found.hasAssociatedValues else { return true }
                return reject(
                    .invalidContributionKey,
                    "case '.\(caseName)' of '\(name)' carries associated values, so 'key: .\(caseName)' is not a value of '\(name)': key the contribution by a case without associated values",
                    at: key.location, notes: [.init("'.\(caseName)' is declared here", at: found.location)])
            }
            let names = cases.map(\.name)
            let suggestion = NearMatches.suggestions(for: caseName, among: names, limit: 1).first
            return reject(
                .invalidContributionKey,
                "'.\(caseName)' is not a case of '\(name)', the key type of 'into: \(spelled)'"
                    + (suggestion.map { "; did you mean '.\($0)'?" }
                        ?? (names.isEmpty
                            ? "; '\(name)' declares no cases: add 'case \(caseName)' to it"
                            : "; its cases are \(NearMatches.quotedList(names.map { "." + $0 }, conjunction: "and"))")),
                at: key.location,
                notes: index.declarations[name]?.first.map {
                    [.init("'\(name)' is declared here", at: $0.nameLocation)]
                }
                    ?? [])
        default:
            return reject(
                .invalidContributionKey,
                "'key: \(key.value.literal)' is \(key.value.kindDescription), but the keys of 'into: \(spelled)' are \(kind.description): write \(Self.example(of: kind))",
                at: key.location)
        }
    }

    /// Whether the generated graph, in another file (and maybe another module), can name the enum that keys a
    /// collection, whose cases it writes: not `private` or `fileprivate`, nor nested in such a type; of a dependency
    /// module, `public` (or `package` within the package). Reports the error where it is not.
    private func checkVisibleKeyType(_ declaration: TypeDeclaration, written: TypeReference, spelled: String) -> Bool {
        let declared = Diagnostic.Note("'\(declaration.qualifiedName)' is declared here", at: declaration.nameLocation)
        if declaration.header.isFilePrivate {
            diagnostics.emit(
                .error(
                    .inaccessibleDeclaration,
                    "'\(declaration.qualifiedName)' is \(accessWord(declaration.header)) and cannot key the collection 'into: \(spelled)': the generated graph writes its cases in another file; make it internal",
                    at: written.location, notes: [declared]))
            return false
        }
        if let (enclosing, reason) = index.unusableEnclosingType(of: declaration.header.enclosingTypes),
            reason == "private"
        {
            diagnostics.emit(
                .error(
                    .inaccessibleDeclaration,
                    "'\(declaration.qualifiedName)' cannot key the collection 'into: \(spelled)' because the type it is nested in, '\(enclosing.qualifiedName)', is \(accessWord(enclosing.header)): the generated graph writes its cases in another file; make it internal",
                    at: written.location,
                    notes: [
                        declared, .init("'\(enclosing.qualifiedName)' is declared here", at: enclosing.nameLocation),
                    ]
                ))
            return false
        }
        return checkVisibleFromGraph(declaration)
    }

    /// What the keys of a collection keyed by `keyType` are; nil when Wiring cannot write them.
    func keyKind(of keyType: TypeReference, in scope: [String], file: String) -> KeyKind? {
        keyKind(ofQualified: index.qualified(keyType.syntax, in: scope, inFile: file))
    }

    /// What the keys of a collection keyed by the qualified `type` are; nil when Wiring cannot write them.
    func keyKind(ofQualified type: TypeSyntax) -> KeyKind? {
        if type == .name("String") { return .string }
        if type == .name("Int") { return .integer }
        guard type.isPlainPath, let cases = index.enumCases(of: type.written),
            index.isHashableEnum(type.written, cases: cases)
        else { return nil }
        return .enumCases(name: type.written, cases: cases)
    }

    /// A key of the kind: `'key: "dark"'`, `'key: 3'`, `'key: .home'` with the enum's first usable case.
    private static func example(of kind: KeyKind) -> String {
        switch kind {
        case .string: return "a string, like 'key: \"dark\"'"
        case .integer: return "a whole number, like 'key: 3'"
        case .enumCases(_, let cases):
            let name = cases.first { !$0.hasAssociatedValues }?.name ?? "home"
            return "a case, like 'key: .\(name)'"
        }
    }
}
