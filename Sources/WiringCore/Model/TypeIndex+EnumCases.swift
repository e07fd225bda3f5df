/// The enums of the sources as the key types of keyed collections: their cases, and whether a dictionary can be
/// keyed by them.
extension TypeIndex {
    /// The cases of the enum the sources declare under this qualified name, in declaration order; nil when it is not
    /// an enum the sources declare.
    func enumCases(of qualifiedName: String) -> [EnumCase]? {
        guard let declaration = declarations[qualifiedName]?.first, declaration.kind == .enum else { return nil }
        var cases: [EnumCase] = []
        for member in declaration.members {
            if case .other(let other) = member, let declared = other.enumCases { cases += declared }
        }
        return cases
    }

    /// Whether the enum is `Hashable` as Swift sees it: an enum without associated values is, without saying so;
    /// one with them must declare `Hashable` in its declaration or an extension.
    func isHashableEnum(_ qualifiedName: String, cases: [EnumCase]) -> Bool {
        if !cases.contains(where: \.hasAssociatedValues) { return true }
        return declarationsAndExtensions(of: qualifiedName).contains { declaration in
            declaration.inheritedTypes.contains { $0.syntax.conformancePaths.contains("Hashable") }
        }
    }
}
