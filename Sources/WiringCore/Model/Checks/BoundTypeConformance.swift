/// Whether a component conforms to an `as:` type, each member of a composition (`as: Lifting & Driving`) on its
/// own: the check of `checkedBoundTypes`, which reports the first member the sources show it does not conform to.
extension ModelChecks {
    /// The error for an `as:` type (or a member of a composition) that the component provably does not conform to,
    /// and the key that consumers of the type must not be told is missing; nil when it conforms, or when only the
    /// compiler can tell.
    func missingConformance(
        of type: TypeDeclaration, to bound: TypeReference
    ) -> (diagnostic: Diagnostic, rejectedKey: TypeKey)? {
        let context = type.header.enclosingTypes.joined(separator: ".")
        let members = bound.syntax.compositionMembers
        for path in bound.syntax.conformancePaths {
            let target = index.resolve(path, from: context, inFile: type.nameLocation.file)
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
            let key = TypeKey(
                index.qualified(bound.syntax, in: type.header.enclosingTypes, inFile: type.nameLocation.file))
            return (diagnostic, key)
        }
        return nil
    }
}
