/// Generic parameters as names in a tree: putting type arguments in their place (a specialization's types), and
/// finding which arguments make a generic type the type asked for (`RecordStore<Record>` against
/// `RecordStore<Parcel>` gives `Record` = `Parcel`). Both work on trees, never on text.
extension TypeSyntax {
    /// The type with each generic parameter of `arguments` (a path whose first name is one) replaced by its
    /// argument: `Decoder<Record>` with `Record` = `Parcel` is `Decoder<Parcel>`, `Record.ID` is `Parcel.ID`. A
    /// member type of an argument that is not a path of names (`[Int].Element`) is kept as text.
    func substituting(_ arguments: [String: TypeSyntax]) -> TypeSyntax {
        guard !arguments.isEmpty else { return self }
        return mappingNamed { members in
            guard let argument = arguments[members[0].name], members[0].arguments == nil else {
                return .named(members)
            }
            if members.count == 1 { return argument }
            if case .named(let head) = argument { return .named(head + members.dropFirst()) }
            let rest = members.dropFirst().map { TypeSyntax.named([$0]).written }
            return .verbatim((["(" + argument.written + ")"] + rest).joined(separator: "."))
        }
    }

    /// Binds the generic parameters named in `parameters` so that this pattern (a canonical tree) is `concrete` (a
    /// canonical tree too), adding to `bindings`; false when no binding does, or a parameter would be bound to two
    /// types. A parameter written with a member (`Record.ID`) binds nothing: it must already be bound and equal.
    func bind(
        _ parameters: Set<String>, toMatch concrete: TypeSyntax, into bindings: inout [String: TypeSyntax]
    ) -> Bool {
        switch (self, concrete) {
        case (.named(let pattern), _)
        where pattern.count == 1 && pattern[0].arguments == nil
            && parameters.contains(pattern[0].name):
            if let bound = bindings[pattern[0].name] { return bound == concrete }
            bindings[pattern[0].name] = concrete
            return true
        case (.named(let pattern), .named(let members)):
            guard pattern.count == members.count else { return false }
            for (expected, actual) in zip(pattern, members) {
                guard expected.name == actual.name, expected.arguments?.count == actual.arguments?.count else {
                    return false
                }
                for (argument, given) in zip(expected.arguments ?? [], actual.arguments ?? [])
                where !argument.bind(parameters, toMatch: given, into: &bindings) {
                    return false
                }
            }
            return true
        case (.array(let pattern), .array(let element)),
            (.existential(let pattern), .existential(let element)), (.opaque(let pattern), .opaque(let element)),
            (.variadic(let pattern), .variadic(let element)), (.suppressed(let pattern), .suppressed(let element)):
            return pattern.bind(parameters, toMatch: element, into: &bindings)
        case (.optional(let pattern, let patternUnwrapped), .optional(let wrapped, let unwrapped)):
            return patternUnwrapped == unwrapped && pattern.bind(parameters, toMatch: wrapped, into: &bindings)
        case (.dictionary(let patternKey, let patternValue), .dictionary(let key, let value)):
            return patternKey.bind(parameters, toMatch: key, into: &bindings)
                && patternValue.bind(parameters, toMatch: value, into: &bindings)
        case (.metatype(let pattern, let patternKeyword), .metatype(let instance, let keyword)):
            return patternKeyword == keyword && pattern.bind(parameters, toMatch: instance, into: &bindings)
        case (.attributed(let patternAttributes, let pattern), .attributed(let attributes, let type)):
            return patternAttributes == attributes && pattern.bind(parameters, toMatch: type, into: &bindings)
        case (.specified(let patternSpecifier, let pattern), .specified(let specifier, let type)):
            return patternSpecifier == specifier && pattern.bind(parameters, toMatch: type, into: &bindings)
        case (.tuple(let pattern), .tuple(let elements)):
            guard pattern.count == elements.count else { return false }
            return zip(pattern, elements).allSatisfy { expected, actual in
                expected.label == actual.label && expected.type.bind(parameters, toMatch: actual.type, into: &bindings)
            }
        case (.composition(let pattern), .composition(let members)):
            guard pattern.count == members.count else { return false }
            return zip(pattern, members).allSatisfy { $0.bind(parameters, toMatch: $1, into: &bindings) }
        case (.function(let pattern), .function(let function)):
            guard pattern.parameters.count == function.parameters.count, pattern.isAsync == function.isAsync,
                pattern.isThrowing == function.isThrowing, (pattern.thrownType == nil) == (function.thrownType == nil)
            else { return false }
            if let thrown = pattern.thrownType, let given = function.thrownType,
                !thrown.bind(parameters, toMatch: given, into: &bindings)
            {
                return false
            }
            return zip(pattern.parameters, function.parameters).allSatisfy {
                $0.type.bind(parameters, toMatch: $1.type, into: &bindings)
            } && pattern.result.bind(parameters, toMatch: function.result, into: &bindings)
        default:
            return self == concrete
        }
    }

    /// What a request is matched to templates by before anything is built: the first name of the path a type names
    /// (`RecordStore` of `RecordStore<Parcel>`, `Outer` of `Outer<Int>.Inner`), or the kind of any other type
    /// (`[]` for an array, `[:]` for a dictionary, `?` for an optional…). A canonical tree has no `any`.
    var head: String {
        switch self {
        case .named(let members): members[0].name
        case .array: "[]"
        case .dictionary: "[:]"
        case .optional: "?"
        case .tuple: "()"
        case .function: "->"
        case .existential(let type): type.head
        case .opaque: "some"
        case .composition: "&"
        case .metatype: ".Type"
        case .attributed: "@"
        case .specified(let specifier, _): specifier
        case .variadic: "..."
        case .suppressed: "~"
        case .verbatim(let text): text
        }
    }

    /// How deep the tree is: 1 for a name without arguments. A specialization's type grows deeper on each step
    /// of a chain that does not end.
    var depth: Int {
        var deepest = 0
        switch self {
        case .named(let members):
            for member in members { for argument in member.arguments ?? [] { deepest = max(deepest, argument.depth) } }
        case .array(let element), .optional(let element, _), .existential(let element), .opaque(let element),
            .metatype(let element, _), .attributed(_, let element), .specified(_, let element),
            .variadic(let element), .suppressed(let element):
            deepest = element.depth
        case .dictionary(let key, let value):
            deepest = max(key.depth, value.depth)
        case .tuple(let elements):
            deepest = elements.map(\.type.depth).max() ?? 0
        case .function(let function):
            deepest = max(function.result.depth, function.parameters.map(\.type.depth).max() ?? 0)
        case .composition(let members):
            deepest = members.map(\.depth).max() ?? 0
        case .verbatim:
            break
        }
        return deepest + 1
    }
}
