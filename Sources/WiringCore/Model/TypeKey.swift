/// The identity of a binding, used to match a dependency to the binding that satisfies it: the canonical tree of
/// the type (``TypeSyntax/canonical``: a parameter of type `any Engine` asks for the binding of `Engine`, one of
/// `Optional<Car>` for that of `Car?`), the name given by `@Named`, if any (`Store @Named(backup)` and `Store` are
/// different bindings), and what the binding stands for: a value of the type, or one contribution to a collection,
/// or `inject(into:)`. Messages show the type as it was written where the key was made.
public struct TypeKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// What a binding with the key stands for, beside its type.
    public enum Role: Hashable, Sendable {
        /// A value of the type: what nearly every binding and every dependency is.
        case value
        /// One contribution to the collection the type is, by the component or provider named (`Car` or
        /// `Parts.car()`): reachable only through the collection.
        indirect case contribution(by: String)
        /// `inject(into:)` of the class the type is: nothing can depend on it.
        case injection
        /// The value a `// @Optional` parameter takes: the optional type `T?`, which holds the binding of `T`
        /// where one is reachable and nil elsewhere. Not the binding of `T?` that the sources may make themselves.
        case optional
        /// The entry points of a graph, the `// @EntryPoints` protocol the type is: nothing can depend on them.
        case entryPoints
    }

    /// The canonical tree, which keys compare.
    public let type: TypeSyntax
    public var name: String?
    public let role: Role
    /// The canonical tree as text, with the role: the order keys sort in, and what a picture of the graph and
    /// `wiring dump` title the binding with. Made once, as sorting compares keys often.
    public let text: String
    /// The type as written, where that differs from `type`: nil for most keys, plain names.
    private let spelling: TypeSyntax?

    public init(_ type: TypeSyntax, name: String? = nil, role: Role = .value) {
        let canonical = type.isPlainPath ? type : type.withoutParameterAttributes.canonical
        self.type = canonical
        self.name = name
        self.role = role
        spelling = canonical == type ? nil : type
        text = Self.text(of: canonical, role: role)
    }

    private static func text(of type: TypeSyntax, role: Role) -> String {
        switch role {
        case .value: type.written
        case .contribution(let contributor): contributor + " in " + type.written
        case .injection: "inject(into: " + type.written + ")"
        case .optional: type.written + " if bound"
        case .entryPoints: type.written
        }
    }

    /// The type as written (in the normalized spelling, its names qualified), which messages show.
    public var written: String { spelling.map { Self.text(of: $0, role: role) } ?? text }

    /// The type as written, as a tree.
    public var writtenType: TypeSyntax { spelling ?? type }

    public static func == (lhs: TypeKey, rhs: TypeKey) -> Bool {
        lhs.type == rhs.type && lhs.name == rhs.name && lhs.role == rhs.role
    }

    /// Hashes the tree's printed form, which equal trees share (and the role's), as fast as a string hashes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(name)
    }

    public static func < (lhs: TypeKey, rhs: TypeKey) -> Bool {
        (lhs.text, lhs.name ?? "") < (rhs.text, rhs.name ?? "")
    }

    /// As messages show it: `(any Analytics)?`, or `Store @Named(backup)`.
    public var description: String { name.map { "\(written) @Named(\($0))" } ?? written }

    /// The binding, however its requesters spell it: the canonical text, and the name. What a picture of the graph
    /// titles the binding's node with, and what `wiring dump` lists.
    public var identity: String { name.map { "\(text) @Named(\($0))" } ?? text }
}
