/// A `//` or `///` comment line.
public struct Comment: Hashable, Sendable {
    /// The text after the `//` or `///`.
    public var text: String
    /// Where the comment's text starts (just after the slashes).
    public var textLocation: SourceLocation
}

/// One branch of an `#if` block: `#if DEBUG`, or the `#elseif …` or `#else` that follows it.
public struct ConditionalBranch: Hashable, Sendable {
    /// The line that opens the block, as written: `#if DEBUG`.
    public var opening: String
    /// The branch's own directive as written: the same `#if …`, or `#elseif …`, or `#else`.
    public var directive: String
    /// Where the branch's directive is.
    public var location: SourceLocation
    /// Where the block's `#if` is: what tells the branches of one block from those of another written alike.
    public var openingLocation: SourceLocation
    /// The branch's place in its block: 0 for the `#if`, then 1, 2, … for each `#elseif` and the `#else`.
    public var ordinal: Int

    /// Whether the branch is an `#else`, which covers every configuration the branches before it leave out.
    public var isElse: Bool { directive == "#else" }

    /// How messages name the branch: `'#if DEBUG'`, or `the '#else' of '#if DEBUG'`.
    public var described: String {
        directive == opening ? "'\(opening)'" : "the '\(directive)' of '\(opening)'"
    }
}

/// An attribute such as `@MainActor` or `@available(iOS 15, *)`.
public struct Attribute: Hashable, Sendable {
    public var name: String
    public var arguments: String?
    public var location: SourceLocation
}

/// What every declaration carries: its comments, attributes and modifiers, and where its keyword is.
public struct DeclarationHeader: Sendable {
    /// Line comments directly above the declaration, among its attributes.
    public var comments: [Comment]
    public var attributes: [Attribute]
    /// Modifiers as written: `public`, `final`, `static`, `private(set)`, …
    public var modifiers: [String]
    /// The location of the declaration's keyword (`class`, `init`, `func`, …).
    public var location: SourceLocation
    /// The names of the enclosing types, outermost first (`["Outer", "Inner"]`), following extensions.
    public var enclosingTypes: [String]
    /// The innermost `#if` branch the declaration sits in, if any: a build configuration may leave it out.
    public var conditionalBranch: ConditionalBranch? = nil

    public func hasModifier(_ modifier: String) -> Bool { modifiers.contains(modifier) }

    /// `private` or `fileprivate`: not visible to the generated file.
    public var isFilePrivate: Bool { hasModifier("private") || hasModifier("fileprivate") }
}

public indirect enum Declaration: Sendable {
    case type(TypeDeclaration)
    case initializer(InitializerDeclaration)
    case function(FunctionDeclaration)
    case variable(VariableDeclaration)
    /// Any other declaration (`typealias`, `case`, `subscript`, `deinit`, …): annotations above it are errors.
    case other(OtherDeclaration)

    public var header: DeclarationHeader {
        switch self {
        case .type(let declaration): declaration.header
        case .initializer(let declaration): declaration.header
        case .function(let declaration): declaration.header
        case .variable(let declaration): declaration.header
        case .other(let declaration): declaration.header
        }
    }
}

public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `actor`, `enum`, `protocol`, `extension`
    }

    public var header: DeclarationHeader
    public var kind: Kind
    /// The type's name; for an extension, the extended type as written (`Outer.Inner`).
    public var name: String
    public var nameLocation: SourceLocation
    /// The generic parameters (`<T: Hashable>`); nil for a type that has no clause.
    public var genericParameters: [GenericParameter]?
    /// The requirements of the `where` clause after the inherited types.
    public var genericRequirements: [GenericRequirement] = []
    /// The types after `:`, in order.
    public var inheritedTypes: [TypeReference]
    public var members: [Declaration]

    /// The name including enclosing types: `Outer.Inner`.
    public var qualifiedName: String {
        // Most types are at the top level, and the model asks for their names tens of thousands of times: no array
        // is made for them.
        header.enclosingTypes.isEmpty ? name : header.enclosingTypes.joined(separator: ".") + "." + name
    }

    /// Whether the type suppresses `Copyable` (`struct Token: ~Copyable`): its values are moved, never copied.
    public var isNoncopyable: Bool {
        inheritedTypes.contains { $0.syntax.withoutParentheses == .suppressed(.name("Copyable")) }
    }
}

/// A generic parameter: `Key`, `Key: Hashable` (its constraint), `each Value` (a pack), `let count: Int` (a value).
public struct GenericParameter: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case type, pack, value
    }

    public var name: String
    public var kind: Kind
    /// The type after `:`: the protocol or class it must conform to, or a value's type.
    public var constraint: TypeSyntax?
}

/// A requirement of a `where` clause: `T: Codable` or `T.Element == Int`.
public struct GenericRequirement: Hashable, Sendable {
    public enum Relation: String, Hashable, Sendable {
        /// `T: P`: conforms to a protocol, inherits from a class, or is `AnyObject`.
        case conformance
        /// `T == U`.
        case sameType
    }

    public var subject: TypeSyntax
    public var relation: Relation
    public var constraint: TypeSyntax
}

/// A type as written in the source or in an annotation, as a tree, and where it is written.
public struct TypeReference: Hashable, Sendable {
    public var syntax: TypeSyntax
    public var location: SourceLocation

    public init(syntax: TypeSyntax, location: SourceLocation) {
        self.syntax = syntax
        self.location = location
    }

    /// The type in the normalized spelling (`[String: Int]`, `any Engine`, `(Int) -> Void`): what messages quote.
    public var text: String { syntax.written }
}

public struct Parameter: Sendable {
    /// The argument label used at the call site; nil for `_`.
    public var label: String?
    /// The name used inside the body.
    public var name: String
    public var type: TypeReference
    /// The default value's text, if the parameter has one.
    public var defaultValue: String?
    public var isVariadic: Bool
    /// The location of the parameter's first token.
    public var location: SourceLocation
    /// Line comments on the lines directly above the parameter, inside the parameter list: where a parameter's
    /// annotations (`// @Named(backup)`) are written.
    public var comments: [Comment] = []
}

/// `async`, `throws`, `rethrows` and `throws(E)` after a parameter list.
public struct Effects: Hashable, Sendable {
    public var isAsync = false
    /// How the declaration throws; nil when it does not.
    public var throwsClause: ThrowsClause?

    public var isEmpty: Bool { !isAsync && throwsClause == nil }
}

/// How a declaration throws, as its `throws` or `rethrows` says.
public enum ThrowsClause: Hashable, Sendable {
    /// `throws`: any error.
    case `throws`
    /// `rethrows`: only when a closure it is passed throws, which its caller decides.
    case `rethrows`
    /// `throws(E)`: errors of one type, as written (`MyError`).
    case typed(thrownType: String)
}

public struct InitializerDeclaration: Sendable {
    public enum Failability: String, Sendable {
        case nonFailable = ""
        case optional = "?"
        case implicitlyUnwrapped = "!"
    }

    public var header: DeclarationHeader
    public var failability: Failability
    /// The generic parameters; nil for an init that has no clause.
    public var genericParameters: [GenericParameter]?
    /// The requirements of the `where` clause after the signature.
    public var genericRequirements: [GenericRequirement] = []
    public var parameters: [Parameter]
    public var effects: Effects
}

public struct FunctionDeclaration: Sendable {
    public var header: DeclarationHeader
    public var name: String
    public var nameLocation: SourceLocation
    /// The generic parameters; nil for a function that has no clause.
    public var genericParameters: [GenericParameter]?
    /// The requirements of the `where` clause after the signature.
    public var genericRequirements: [GenericRequirement] = []
    public var parameters: [Parameter]
    public var effects: Effects
    public var returnType: TypeReference?
}

/// A `var` or `let` declaration; `let a = 1, b = 2` gives one entry per name.
public struct VariableDeclaration: Sendable {
    public struct Binding: Sendable {
        public var name: String
        public var location: SourceLocation
        public var type: TypeReference?
        public var hasInitialValue: Bool
        /// A computed property: it has a `get`/`set` block, not only `willSet`/`didSet` observers.
        public var isComputed: Bool
        /// Whether its accessor block declares `set` (`{ get set }` in a protocol).
        public var hasSetter = false
        /// The effects its `get` declares: `{ get async throws }` in a protocol.
        public var getterEffects = Effects()
    }

    public var header: DeclarationHeader
    public var isLet: Bool
    public var bindings: [Binding]

    /// Stored, instance (not `static`/`class`) bindings: the ones a memberwise init or an inputs struct is made of.
    public var storedInstanceBindings: [Binding] {
        if header.hasModifier("static") || header.hasModifier("class") { return [] }
        return bindings.filter { !$0.isComputed }
    }
}

public struct OtherDeclaration: Sendable {
    public var header: DeclarationHeader
    /// The keyword that starts it: `typealias`, `case`, `subscript`, …
    public var keyword: String
    /// The declared name, for a `typealias` or `associatedtype`.
    public var name: String?
    /// The cases a `case` declaration declares, in order; nil for other declarations.
    public var enumCases: [EnumCase]?
    /// The type a `typealias` stands for; nil for other declarations.
    public var aliasedType: TypeReference?
}
