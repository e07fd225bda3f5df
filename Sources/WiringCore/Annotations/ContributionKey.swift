/// The value of `key:`, a contribution's key in a keyed collection: a string, a whole number or an enum case, as
/// written after `key:`. What kind of literal it is, is checked against the collection's key type with the model.
public enum ContributionKey: Hashable, Comparable, Sendable {
    /// `key: "dark"`: a string without `\`, quotes or line breaks.
    case string(String)
    /// `key: 3` or `key: -1`.
    case integer(Int)
    /// `key: .home`: a case of the key type, an enum the sources declare.
    case enumCase(String)

    /// The key as Swift writes it in a dictionary literal: `"dark"`, `3`, `.home`.
    public var literal: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .integer(let value): String(value)
        case .enumCase(let name): "." + name
        }
    }

    /// What kind of literal it is, for messages: `a string`.
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .integer: "a whole number"
        case .enumCase: "an enum case"
        }
    }

    /// Keys of one collection are of one kind: strings in text order, numbers by value, cases by name.
    public static func < (lhs: ContributionKey, rhs: ContributionKey) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)), (.enumCase(let left), .enumCase(let right)): left < right
        case (.integer(let left), .integer(let right)): left < right
        default: lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .string: 0
        case .integer: 1
        case .enumCase: 2
        }
    }
}
