/// The questions the stages ask of a type, each answered once, on the tree: what a function type returns, what a
/// collection holds, which attributes a type carries, which declared type it names.
extension TypeSyntax {
    /// The type inside any number of parentheses: `any Engine` for `((any Engine))`.
    var withoutParentheses: TypeSyntax {
        var type = self
        while case .tuple(let elements) = type, elements.count == 1, elements[0].label == nil {
            type = elements[0].type
        }
        return type
    }

    /// The sugared form of `Optional<T>`, `Array<T>` and `Dictionary<K, V>`, which Swift reads as `T?`, `[T]` and
    /// `[K: V]`; any other type as it is.
    var sugared: TypeSyntax {
        guard case .named(let members) = self, members.count == 1, let arguments = members[0].arguments else {
            return self
        }
        switch (members[0].name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0], isImplicitlyUnwrapped: false)
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return self
        }
    }

    /// A name or a path of names without generic arguments (`Engine`, `Garage.Lift`): its own canonical form, and
    /// the common case that the stages answer without building anything.
    public var isPlainPath: Bool {
        guard case .named(let members) = self else { return false }
        return members.allSatisfy { $0.arguments == nil }
    }

    /// The path of names a type names, without generic arguments, through `any`, attributes, parentheses and
    /// optionality: `Outer.Inner` for `any Outer.Inner<Int>?` and for `@unchecked Outer.Inner`; nil for any other
    /// type (a suppressed conformance `~Copyable`, a function, a tuple, a collection).
    var namedPath: String? {
        switch withoutParentheses {
        case .named(let members): members.count == 1 ? members[0].name : members.map(\.name).joined(separator: ".")
        case .existential(let type), .attributed(_, let type), .optional(let type, _): type.namedPath
        default: nil
        }
    }

    /// The members of a protocol composition, through `any` and parentheses: `[Lifting, Driving]` for
    /// `any Lifting & Driving`; nil for any other type.
    var compositionMembers: [TypeSyntax]? {
        switch withoutParentheses {
        case .composition(let members): members
        case .existential(let constraint): constraint.compositionMembers
        default: nil
        }
    }

    /// The paths of names a type must conform to: each member's of a composition, the type's own otherwise (see
    /// ``namedPath``); empty for a type that names none.
    var conformancePaths: [String] {
        if let members = compositionMembers { return members.flatMap(\.conformancePaths) }
        return namedPath.map { [$0] } ?? []
    }

    /// The function type inside parentheses and attributes (`@escaping @Sendable (Int) -> Car`), with the
    /// attributes in front of it; nil when the type is not a function.
    var functionSignature: (attributes: [String], function: Function)? {
        var attributes: [String] = []
        var type = withoutParentheses
        if case .attributed(let written, let operand) = type {
            attributes = written
            type = operand.withoutParentheses
        }
        guard case .function(let function) = type else { return nil }
        return (attributes, function)
    }

    /// Whether a function type is part of the type, at any depth: `() -> Void` in `[() -> Void]`.
    var containsFunctionType: Bool {
        contains { if case .function = $0 { true } else { false } }
    }

    /// Whether an attribute (`Sendable` for `@Sendable`) is written anywhere in the type: `[@Sendable () -> Car]`.
    func containsAttribute(_ name: String) -> Bool {
        contains { if case .attributed(let attributes, _) = $0 { attributes.contains(name) } else { false } }
    }

    /// Whether the type, or a type inside it at any depth, satisfies `predicate`, asked of the outer types first.
    func contains(where predicate: (TypeSyntax) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .named(let members):
            return members.contains { $0.arguments?.contains { $0.contains(where: predicate) } == true }
        case .array(let element), .optional(let element, _), .existential(let element), .opaque(let element),
            .metatype(let element, _), .attributed(_, let element), .specified(_, let element),
            .variadic(let element), .suppressed(let element):
            return element.contains(where: predicate)
        case .dictionary(let key, let value):
            return key.contains(where: predicate) || value.contains(where: predicate)
        case .tuple(let elements):
            return elements.contains { $0.type.contains(where: predicate) }
        case .function(let function):
            return function.parameters.contains { $0.type.contains(where: predicate) }
                || function.thrownType?.contains(where: predicate) == true || function.result.contains(where: predicate)
        case .composition(let members):
            return members.contains { $0.contains(where: predicate) }
        case .verbatim:
            return false
        }
    }

    /// What a function type returns (`Car` for `@escaping (Int) -> Car`); nil for any other type.
    var functionResult: TypeSyntax? { functionSignature?.function.result }

    /// The element of an array (`Plugin` for `[Plugin]` and `Array<Plugin>`); nil for any other type.
    var arrayElement: TypeSyntax? {
        if case .array(let element) = sugared { return element }
        return nil
    }

    /// The key and value types of a dictionary (`[String: Theme]`, `Dictionary<String, Theme>`); nil for any other
    /// type.
    var dictionaryTypes: (key: TypeSyntax, value: TypeSyntax)? {
        if case .dictionary(let key, let value) = sugared { return (key, value) }
        return nil
    }

    /// `T` of `T?` and `T!` (and of `Optional<T>`), without parentheses: `any Engine` for `(any Engine)!`; nil for
    /// a type that is not optional.
    var optionalWrapped: TypeSyntax? {
        if case .optional(let wrapped, _) = sugared { return wrapped.withoutParentheses }
        return nil
    }

    /// The type without the attributes written before the whole of it that mark a parameter rather than its type
    /// (`@escaping`): `(Int) -> Car` for `@escaping (Int) -> Car`. What a parameter asks for (see ``TypeText``).
    var withoutParameterAttributes: TypeSyntax {
        guard case .attributed(let attributes, let operand) = self, attributes.contains("escaping") else { return self }
        let typeAttributes = attributes.filter { $0 != "escaping" }
        return typeAttributes.isEmpty ? operand : .attributed(typeAttributes, operand)
    }

    /// The type without the ownership written before the whole of it (`consuming`, `borrowing`, `sending`, and
    /// their older `__owned` and `__shared`): `Wheel` for `consuming Wheel`. How a function takes or returns a value
    /// is not the value's type, so the graph binds it alike.
    var withoutOwnership: TypeSyntax {
        guard case .specified(let specifier, let operand) = self,
            ["consuming", "borrowing", "sending", "__owned", "__shared"].contains(specifier)
        else { return self }
        return operand
    }

    /// The value a function returning the type gives the graph: `any Engine` for `some Engine`, as an opaque type
    /// names no type that the generated code can store or that another declaration can ask for, and a
    /// `some Engine` is an `any Engine`; `Car` for `sending Car`.
    var providedValue: TypeSyntax {
        if case .opaque(let constraint) = withoutOwnership { return .existential(constraint) }
        return withoutOwnership
    }

    /// Calls `body` with the members of every path of names in the type, outermost first.
    func forEachNamed(_ body: ([Member]) -> Void) {
        _ = contains { type in
            if case .named(let members) = type { body(members) }
            return false
        }
    }

    /// The type with every path of names replaced by `transform(path)`, everything else as it is: what qualifying a
    /// type (`TypeSpelling.swift`) and substituting into it are made of.
    func mappingNamed(_ transform: ([Member]) -> TypeSyntax) -> TypeSyntax {
        switch self {
        case .named(let members):
            guard !isPlainPath else { return transform(members) }
            let mapped = members.map { member in
                Member(name: member.name, arguments: member.arguments?.map { $0.mappingNamed(transform) })
            }
            return transform(mapped)
        case .array(let element):
            return .array(element.mappingNamed(transform))
        case .dictionary(let key, let value):
            return .dictionary(key: key.mappingNamed(transform), value: value.mappingNamed(transform))
        case .optional(let wrapped, let isImplicitlyUnwrapped):
            return .optional(wrapped.mappingNamed(transform), isImplicitlyUnwrapped: isImplicitlyUnwrapped)
        case .tuple(let elements):
            return .tuple(elements.map { Element(label: $0.label, type: $0.type.mappingNamed(transform)) })
        case .function(var function):
            function.parameters = function.parameters.map {
                Element(label: $0.label, type: $0.type.mappingNamed(transform))
            }
            function.thrownType = function.thrownType?.mappingNamed(transform)
            function.result = function.result.mappingNamed(transform)
            return .function(function)
        case .existential(let constraint):
            return .existential(constraint.mappingNamed(transform))
        case .opaque(let constraint):
            return .opaque(constraint.mappingNamed(transform))
        case .composition(let members):
            return .composition(members.map { $0.mappingNamed(transform) })
        case .metatype(let instance, let keyword):
            return .metatype(instance.mappingNamed(transform), keyword: keyword)
        case .attributed(let attributes, let type):
            return .attributed(attributes, type.mappingNamed(transform))
        case .specified(let specifier, let type):
            return .specified(specifier, type.mappingNamed(transform))
        case .variadic(let element):
            return .variadic(element.mappingNamed(transform))
        case .suppressed(let type):
            return .suppressed(type.mappingNamed(transform))
        case .verbatim:
            return self
        }
    }
}
