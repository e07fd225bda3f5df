/// A Swift type as a tree: what the declaration reader and the annotation parser make of a type as written, and what
/// every later stage carries (``TypeReference``, ``TypeKey``, a binding's type). It prints in the normalized spelling
/// (``written``, see `TypeText`), gives the canonical tree that binding keys compare (``canonical``), and answers
/// the questions the stages ask of a type (`TypeSyntax+Queries.swift`); qualification is a map over it
/// (`TypeSpelling.swift`). Every case but a name's is `indirect`, so that a tree is one pointer wide and a name, by
/// far the most common type, is its array of members and no more.
public enum TypeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// `Outer.Inner<Int>`: a path of names, each with its generic arguments.
    case named([Member])
    /// `[Element]`
    indirect case array(TypeSyntax)
    /// `[Key: Value]`
    indirect case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `Wrapped?`, or `Wrapped!`.
    indirect case optional(TypeSyntax, isImplicitlyUnwrapped: Bool)
    /// `(A, b: B)`, `()`, and a type in parentheses, `(A)`.
    case tuple([Element])
    /// `(A, B) async throws -> Result`.
    indirect case function(Function)
    /// `any P`
    indirect case existential(TypeSyntax)
    /// `some P`
    indirect case opaque(TypeSyntax)
    /// `A & B`
    case composition([TypeSyntax])
    /// `T.Type` or `T.Protocol`.
    indirect case metatype(TypeSyntax, keyword: String)
    /// `@escaping @Sendable T`: each attribute as written after its `@`, with its arguments: `convention(c)`.
    indirect case attributed([String], TypeSyntax)
    /// `inout T`, `sending T`, `each T`, …: a word that modifies the type after it.
    indirect case specified(String, TypeSyntax)
    /// `T...`, a variadic parameter of a function type.
    indirect case variadic(TypeSyntax)
    /// `~Copyable`: a suppressed conformance, in an inheritance clause.
    indirect case suppressed(TypeSyntax)
    /// Text that the type grammar does not read (in code that does not compile, or a form Wiring does not know),
    /// kept as written: it prints as it is, equals only itself, and qualification leaves it alone.
    indirect case verbatim(String)

    public struct Member: Hashable, Sendable {
        public var name: String
        /// The generic arguments; nil when the name has no `<…>`.
        public var arguments: [TypeSyntax]?

        public init(name: String, arguments: [TypeSyntax]? = nil) {
            self.name = name
            self.arguments = arguments
        }
    }

    /// An element of a tuple, or a parameter of a function type, with its label as written: `x`, `_ x`.
    public struct Element: Hashable, Sendable {
        public var label: String?
        public var type: TypeSyntax

        public init(label: String? = nil, type: TypeSyntax) {
            self.label = label
            self.type = type
        }
    }

    public struct Function: Hashable, Sendable {
        public var parameters: [Element]
        public var isAsync = false
        public var isThrowing = false
        /// `E` of `throws(E)`.
        public var thrownType: TypeSyntax?
        public var result: TypeSyntax

        public init(
            parameters: [Element], isAsync: Bool = false, isThrowing: Bool = false, thrownType: TypeSyntax? = nil,
            result: TypeSyntax
        ) {
            self.parameters = parameters
            self.isAsync = isAsync
            self.isThrowing = isThrowing
            self.thrownType = thrownType
            self.result = result
        }
    }

    /// A name, or a path of names, without generic arguments: `Engine`, `Garage.Lift`; a path ending in `.Type` or
    /// `.Protocol` is a metatype, as the parser reads it.
    public static func name(_ path: String) -> TypeSyntax {
        guard path.utf8.contains(UInt8(ascii: ".")) else { return .named([Member(name: path)]) }
        var members = path.split(separator: ".", omittingEmptySubsequences: false).map { Member(name: String($0)) }
        if members.count > 1, let keyword = members.last?.name, keyword == "Type" || keyword == "Protocol" {
            members.removeLast()
            return .metatype(.named(members), keyword: keyword)
        }
        return .named(members)
    }

    /// Reads a type's text (a type given on the command line, a test's); nil when the text is not one whole type.
    /// The stages never read a type's text: the scan and the annotations make trees.
    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        guard let type = TypeParser.type(in: bytes, range: 0..<bytes.count) else { return nil }
        self = type
    }

    /// The type in the normalized spelling, which messages and the generated file show.
    public var description: String { written }

    // MARK: - Canonical form

    /// The canonical tree (see `TypeText`), all the way down: the one tree of every spelling of a type. A plain
    /// name, the most common type by far, is its own.
    public var canonical: TypeSyntax {
        if isPlainPath { return self }
        switch sugared {
        case .named(let members):
            return .named(members.map { Member(name: $0.name, arguments: $0.arguments?.map(\.canonical)) })
        case .array(let element):
            return .array(element.canonical)
        case .dictionary(let key, let value):
            return .dictionary(key: key.canonical, value: value.canonical)
        case .optional(let wrapped, _):
            return .optional(wrapped.canonical, isImplicitlyUnwrapped: false)
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil { return elements[0].type.canonical }
            return .tuple(elements.map { Element(label: $0.label, type: $0.type.canonical) })
        case .function(let function):
            return .function(
                Function(
                    parameters: function.parameters.map { Element(label: nil, type: $0.type.canonical) },
                    isAsync: function.isAsync, isThrowing: function.isThrowing,
                    thrownType: function.thrownType?.canonical, result: function.result.canonical))
        case .existential(let constraint):
            return constraint.canonical
        case .opaque(let constraint):
            return .opaque(constraint.canonical)
        case .composition(let members):
            // `A & (B & C)` is `A & B & C`, and a member written twice is one: the composition is a set.
            var flattened: [TypeSyntax] = []
            for member in members.map(\.canonical) {
                if case .composition(let inner) = member { flattened += inner } else { flattened.append(member) }
            }
            let sorted = flattened.sorted { $0.written < $1.written }
            let unique = zip(sorted.indices, sorted).filter { $0 == 0 || sorted[$0 - 1] != $1 }.map(\.1)
            return unique.count == 1 ? unique[0] : .composition(unique)
        case .metatype(let instance, let keyword):
            // `(any P).Type`, the metatype of the existential, is not `any P.Type`, the existential metatype.
            if case .existential(let constraint) = instance.withoutParentheses {
                return .metatype(.existential(constraint.canonical), keyword: keyword)
            }
            return .metatype(instance.canonical, keyword: keyword)
        case .attributed(let attributes, let type):
            return .attributed(attributes.sorted(), type.canonical)
        case .specified(let specifier, let type):
            return .specified(specifier, type.canonical)
        case .variadic(let element):
            return .variadic(element.canonical)
        case .suppressed(let type):
            return .suppressed(type.canonical)
        case .verbatim:
            return self
        }
    }

    // MARK: - Printing

    /// The type in the normalized spelling, with the parentheses a type needs before `?`, `!`, `.Type` and `...`.
    public var written: String {
        if case .named(let members) = self, members.count == 1, members[0].arguments == nil { return members[0].name }
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .named(let members):
            for (position, member) in members.enumerated() {
                if position > 0 { text += "." }
                text += member.name
                if let arguments = member.arguments {
                    text += "<"
                    Self.write(arguments, to: &text)
                    text += ">"
                }
            }
        case .array(let element):
            text += "["
            element.write(to: &text)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            key.write(to: &text)
            text += ": "
            value.write(to: &text)
            text += "]"
        case .optional(let wrapped, let isImplicitlyUnwrapped):
            wrapped.writeOperand(to: &text)
            text += isImplicitlyUnwrapped ? "!" : "?"
        case .tuple(let elements):
            Self.write(elements, to: &text)
        case .function(let function):
            Self.write(function.parameters, to: &text)
            if function.isAsync { text += " async" }
            if function.isThrowing { text += " throws" }
            if let thrownType = function.thrownType {
                text += "("
                thrownType.write(to: &text)
                text += ")"
            }
            text += " -> "
            function.result.write(to: &text)
        case .existential(let constraint):
            text += "any "
            constraint.write(to: &text)
        case .opaque(let constraint):
            text += "some "
            constraint.write(to: &text)
        case .composition(let members):
            for (position, member) in members.enumerated() {
                if position > 0 { text += " & " }
                member.write(to: &text)
            }
        case .metatype(let instance, let keyword):
            instance.writeOperand(to: &text)
            text += "." + keyword
        case .attributed(let attributes, let type):
            for attribute in attributes { text += "@" + attribute + " " }
            type.write(to: &text)
        case .specified(let specifier, let type):
            text += specifier + " "
            type.write(to: &text)
        case .variadic(let element):
            element.writeOperand(to: &text)
            text += "..."
        case .suppressed(let type):
            text += "~"
            type.write(to: &text)
        case .verbatim(let written):
            text += written
        }
    }

    /// The type before a postfix `?`, `!`, `.Type` or `...`, in parentheses when those would apply to a part of it.
    private func writeOperand(to text: inout String) {
        switch self {
        case .named, .array, .dictionary, .optional, .tuple, .metatype:
            write(to: &text)
        case .function, .existential, .opaque, .composition, .attributed, .specified, .variadic, .suppressed,
            .verbatim:
            text += "("
            write(to: &text)
            text += ")"
        }
    }

    private static func write(_ types: [TypeSyntax], to text: inout String) {
        for (position, type) in types.enumerated() {
            if position > 0 { text += ", " }
            type.write(to: &text)
        }
    }

    private static func write(_ elements: [Element], to text: inout String) {
        text += "("
        for (position, element) in elements.enumerated() {
            if position > 0 { text += ", " }
            if let label = element.label { text += label + ": " }
            element.type.write(to: &text)
        }
        text += ")"
    }
}
