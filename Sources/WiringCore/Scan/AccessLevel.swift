/// Swift's access levels, from the most restrictive up: what decides whether the generated file, which lives in the
/// target's module, may name a declaration of another module.
public enum AccessLevel: String, CaseIterable, Comparable, Sendable, Codable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension DeclarationHeader {
    /// The access modifier written on the declaration (`public`, `package`, …); nil when none is written.
    /// `private(set)` and the like restrict only a setter and are not counted.
    public var writtenAccessLevel: AccessLevel? {
        modifiers.lazy.compactMap { AccessLevel(rawValue: $0) }.first
    }
}
