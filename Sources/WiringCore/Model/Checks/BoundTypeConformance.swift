/// Whether a component conforms to an `as:` type, each member of a composition (`as: Lifting & Driving`) on its
/// own: the check of `checkedBoundTypes`, which reports the first member the sources show it does not conform to,
/// a type that no instance is (a metatype, a function), a primary associated type the component's `typealias`
/// contradicts (`as: Repository<String>` with `typealias Item = Int`), and a name the sources do not declare, as
/// the type bound or as one of its generic arguments (`as: Repository<Item>` where the component's parameter is
/// `Model`).
extension ModelChecks {
    /// The error for an `as:` type (or a member of a composition) that the component provably does not conform to,
    /// and the key that consumers of the type must not be told is missing; nil when it conforms, or when only the
    /// compiler can tell.
    func missingConformance(
        of type: TypeDeclaration, to bound: TypeReference
    ) -> (diagnostic: Diagnostic, rejectedKey: TypeKey)? {
        let context = type.header.enclosingTypes.joined(separator: ".")
        let boundKey = TypeKey(
            index.qualified(bound.syntax, in: type.header.enclosingTypes, inFile: type.nameLocation.file))
        if let shape = Self.shapeNoInstanceHas(bound.syntax) {
            let diagnostic = Diagnostic.error(
                .missingConformance,
                "'\(type.qualifiedName)' cannot be bound 'as: \(bound.text)': a component is an instance, and an instance is never \(shape); bind it as a protocol or class it conforms to, or return '\(bound.text)' from a '// @Provides' function",
                at: bound.location)
            return (diagnostic, boundKey)
        }
        if let undeclared = undeclaredArgument(of: type, in: bound, context: context) {
            // The binding meant is unknown, so no specialization of the protocol is reported missing.
            guard bound.syntax.compositionMembers == nil, let path = bound.syntax.namedPath else {
                return (undeclared, boundKey)
            }
            return (undeclared, TypeKey(.name(index.resolve(path, from: context, inFile: type.nameLocation.file))))
        }
        if let mismatch = associatedTypeMismatch(of: type, to: bound, context: context) {
            return (mismatch, boundKey)
        }
        let members = bound.syntax.compositionMembers
        for path in bound.syntax.conformancePaths {
            let target = index.resolve(path, from: context, inFile: type.nameLocation.file)
            // A misspelled name, whatever the component's supertypes (which may lead outside the sources).
            if let undeclared = undeclaredType(path, target: target, at: bound) {
                return (undeclared, members == nil ? TypeKey(.name(target)) : boundKey)
            }
            guard index.conforms(type.qualifiedName, to: target) == false else { continue }
            let declared = type.inheritedTypes.map(\.text)
            let note = Diagnostic.Note(
                declared.isEmpty
                    ? "'\(type.qualifiedName)' declares no supertypes or protocols"
                    : "'\(type.qualifiedName)' declares \(NearMatches.quotedList(declared, conjunction: "and"))",
                at: type.nameLocation)
            guard members != nil else {
                let diagnostic = Diagnostic.error(
                    .missingConformance,
                    "'\(type.qualifiedName)' does not conform to '\(bound.text)', so it cannot be bound 'as: \(bound.text)'; add ': \(bound.text)' to its declaration (or an extension), or remove it from 'as:'",
                    at: bound.location, notes: [note])
                return (diagnostic, TypeKey(.name(target)))
            }
            let diagnostic = Diagnostic.error(
                .missingConformance,
                "'\(type.qualifiedName)' does not conform to '\(path)', a member of '\(bound.text)', so it cannot be bound 'as: \(bound.text)'; add ': \(path)' to its declaration (or an extension), or remove '\(bound.text)' from 'as:'",
                at: bound.location, notes: [note])
            return (diagnostic, boundKey)
        }
        return nil
    }

    /// What an instance never is, for an `as:` type of that shape: `a metatype` for `Engine.Type`; nil for a type
    /// an instance may be.
    private static func shapeNoInstanceHas(_ bound: TypeSyntax) -> String? {
        switch bound.withoutParentheses {
        case .metatype: "a metatype"
        case .function: "a function"
        case .tuple: "a tuple"
        case .array, .dictionary: "a collection"
        case .existential(let constraint): shapeNoInstanceHas(constraint)
        case .named, .optional, .opaque, .composition, .attributed, .specified, .variadic, .suppressed, .verbatim:
            nil
        }
    }

    /// The error for `as: Repository<String>` where the protocol, declared in the sources, has the primary
    /// associated type `Item` and the component declares `typealias Item = Int`: a different type, by the rule of
    /// ``TypeIndex/differs(_:from:)``.
    private func associatedTypeMismatch(
        of type: TypeDeclaration, to bound: TypeReference, context: String
    ) -> Diagnostic? {
        var syntax = bound.syntax.withoutParentheses
        if case .existential(let constraint) = syntax { syntax = constraint.withoutParentheses }
        guard case .named(let members) = syntax, let arguments = members.last?.arguments,
            let path = syntax.namedPath,
            let declared = index.declarations[index.resolve(path, from: context, inFile: type.nameLocation.file)]?
                .first,
            declared.kind == .protocol, let associatedTypes = declared.genericParameters,
            associatedTypes.count == arguments.count
        else { return nil }
        let scope = type.header.enclosingTypes + [type.name]
        for (associatedType, argument) in zip(associatedTypes, arguments) {
            for declaration in index.declarationsAndExtensions(of: type.qualifiedName) {
                for case .other(let alias) in declaration.members
                where alias.keyword == "typealias" && alias.name == associatedType.name {
                    guard let aliased = alias.aliasedType else { continue }
                    let file = type.nameLocation.file
                    let written = index.qualified(argument, in: type.header.enclosingTypes, inFile: file)
                    guard index.differs(index.qualified(aliased.syntax, in: scope, inFile: file), from: written)
                    else { continue }
                    return Diagnostic.error(
                        .missingConformance,
                        "'\(type.qualifiedName)' is a '\(path)' whose '\(associatedType.name)' is '\(aliased.text)', not '\(argument.written)', so it cannot be bound 'as: \(bound.text)'; write '\(associatedType.name)' as '\(aliased.text)' in 'as:', or change the typealias",
                        at: bound.location,
                        notes: [.init("'\(associatedType.name)' is '\(aliased.text)' here", at: aliased.location)])
                }
            }
        }
        return nil
    }

    /// The error for an `as:` name that no declaration of the sources has, and that is close to one they have
    /// (`Engin` for `Engine`): a misspelling, when every file imports only modules Wiring reads and the name is not
    /// one of the standard library's; nil when the name may be declared where Wiring does not look.
    private func undeclaredType(_ path: String, target: String, at bound: TypeReference) -> Diagnostic? {
        guard index.declarations[target] == nil, !index.typealiases.contains(target),
            !TypeIndex.standardLibraryNames.contains(path), index.importsOnlyScannedModules
        else { return nil }
        let suggestions = NearMatches.suggestions(for: path, among: index.declarations.keys)
        guard !suggestions.isEmpty else { return nil }
        return Diagnostic.error(
            .missingConformance,
            "cannot find type '\(path)' in 'as: \(bound.text)': the sources declare no type of that name; did you mean \(NearMatches.quotedList(suggestions))?",
            at: bound.location)
    }

    /// The error for a name among the `as:` type's generic arguments that is neither a generic parameter of the
    /// component nor declared anywhere (`as: Repository<Item>` above `MemoryRepository<Model>`), located at that
    /// name: the generated graph would name a type that does not exist. As for the type bound, only when every file
    /// imports only modules Wiring reads, and for a name the standard library does not have.
    private func undeclaredArgument(of type: TypeDeclaration, in bound: TypeReference, context: String) -> Diagnostic? {
        guard index.importsOnlyScannedModules else { return nil }
        let parameters = (type.genericParameters ?? []).map(\.name)
        var arguments: [TypeSyntax] = []
        bound.syntax.forEachNamed { members in arguments += members.flatMap { $0.arguments ?? [] } }
        var names: [String] = []
        for argument in arguments {
            argument.forEachNamed { members in
                if members.count == 1 { names.append(members[0].name) }
            }
        }
        for name in names where !parameters.contains(name) && !TypeIndex.standardLibraryNames.contains(name) {
            let target = index.resolve(name, from: context, inFile: type.nameLocation.file)
            guard index.declarations[target] == nil, !index.typealiases.contains(target) else { continue }
            let suggestions = parameters + NearMatches.suggestions(for: name, among: index.declarations.keys)
            guard !suggestions.isEmpty else { continue }
            let reason =
                parameters.isEmpty
                ? "the sources declare no type of that name"
                : "it is neither a generic parameter of '\(type.qualifiedName)' nor a type the sources declare"
            return Diagnostic.error(
                .missingConformance,
                "cannot find type '\(name)' in 'as: \(bound.text)': \(reason); did you mean \(NearMatches.quotedList(suggestions))?",
                at: Self.location(of: name, inArgumentsOf: bound))
        }
        return nil
    }

    /// Where `name` is written among the generic arguments of `bound`: its column in the type's normalized
    /// spelling, which is the annotation's own when it is written with Swift's usual spacing.
    private static func location(of name: String, inArgumentsOf bound: TypeReference) -> SourceLocation {
        let text = Array(bound.text.utf8)
        let word = Array(name.utf8)
        var location = bound.location
        guard let opening = text.firstIndex(of: UInt8(ascii: "<")) else { return location }
        var start = opening + 1
        while start + word.count <= text.count {
            let end = start + word.count
            if Array(text[start..<end]) == word, !Lexer.isIdentifierBody(text[start - 1]),
                end == text.count || !Lexer.isIdentifierBody(text[end])
            {
                location.column += start
                return location
            }
            start += 1
        }
        return location
    }
}
