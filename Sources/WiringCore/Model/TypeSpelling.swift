/// How the generated file spells the types it names. It is written at file scope, so `Lift` written inside `Garage`
/// is `Garage.Lift` there; a protocol of the sources is an existential, `any Engine`; an assisted component is bound
/// as its factory type. The checks spell a rejected declaration's types as its bindings would have, so that the graph
/// stage does not report them missing too: both use these.
extension TypeIndex {
    /// A type written in `scope`, as the generated file (at file scope) must spell it: `Lift` written inside
    /// `Garage` is `Garage.Lift`, and so is every name inside a composite type (`[Lift]`, `(Speed) -> Car`). Names
    /// that no declaration in the sources matches (`Int`) stay as written; labels and attributes are not names; nor
    /// are the generic parameters in scope, those of the enclosing types and `genericParameters` (a function's or an
    /// init's own): `T` and `T.Element` stay as they are.
    func qualified(
        _ type: TypeSyntax, in scope: [String], inFile file: String, genericParameters: [GenericParameter]? = nil
    ) -> TypeSyntax {
        guard !scope.isEmpty || !moduleNames.isEmpty || genericParameters != nil else { return type }
        let context = scope.joined(separator: ".")
        let scopeParameters = genericParameterNames(of: scope)
        let parameters = genericParameters.map { scopeParameters.union($0.map(\.name)) } ?? scopeParameters
        func resolved(_ members: [TypeSyntax.Member]) -> TypeSyntax? {
            parameters.contains(members[0].name) ? nil : self.qualified(path: members, context: context, inFile: file)
        }
        // A name, most types: resolved as it is, without mapping the tree.
        if case .named(let members) = type, type.isPlainPath {
            return resolved(members) ?? type
        }
        return type.mappingNamed { members in resolved(members) ?? .named(members) }
    }

    /// The path of names resolved from `context`; nil when it stays as written. The path up to its first generic
    /// arguments names the declaration: `Garage.Lift` of `Garage.Lift<Int>.Part`.
    private func qualified(path members: [TypeSyntax.Member], context: String, inFile file: String) -> TypeSyntax? {
        let pathEnd = (members.firstIndex { $0.arguments != nil } ?? members.count - 1) + 1
        let path = pathEnd == 1 ? members[0].name : members[..<pathEnd].map(\.name).joined(separator: ".")
        let resolved = resolve(path, from: context, inFile: file)
        guard resolved != path else { return nil }
        var qualified = resolved.pieces().map { TypeSyntax.Member(name: String($0)) }
        qualified[qualified.count - 1].arguments = members[pathEnd - 1].arguments
        return .named(qualified + members[pathEnd...])
    }

    /// The names of the generic parameters of the types that make up `scope` (`Garage<Lift>.Bay` has `Lift`).
    private func genericParameterNames(of scope: [String]) -> Set<String> {
        guard !genericParameterNames.isEmpty, !scope.isEmpty else { return [] }
        var names: Set<String> = []
        var path = ""
        for name in scope {
            path += path.isEmpty ? name : "." + name
            names.formUnion(genericParameterNames[path] ?? [])
        }
        return names
    }

    /// The type of the collection a contribution goes into, `[Plugin]` or `[String: Theme]`, its element spelled as
    /// `qualified` spells it, then by `spellElement` (the generated file's `any Plugin`).
    func collectionType(
        _ collection: Annotation.Collection, in scope: [String], inFile file: String,
        spellElement: (TypeSyntax) -> TypeSyntax = { $0 }
    ) -> TypeSyntax {
        let element = spellElement(qualified(collection.element.syntax, in: scope, inFile: file))
        guard let keyType = collection.keyType else { return .array(element) }
        return .dictionary(key: qualified(keyType.syntax, in: scope, inFile: file), value: element)
    }
}

extension BindingModel {
    /// Protocols declared in the sources, and compositions, are spelled `any P`, as Swift 6 prefers for existentials,
    /// and so is a protocol with its primary associated types, `any Repository<Parcel>`, which Swift requires.
    func spelledType(_ type: TypeSyntax) -> TypeSyntax {
        if type.isPlainPath, declaredProtocols.contains(type.written) { return .existential(type) }
        // `as: Lifting & Driving` is the existential `any Lifting & Driving`.
        if case .composition = type { return .existential(type) }
        if case .named(let members) = type, members.last?.arguments != nil,
            declaredProtocols.contains(members.map(\.name).joined(separator: "."))
        {
            return .existential(type)
        }
        return type
    }
}

/// The factory that a component with assisted values is bound as: `(Int, String) -> RaceCar`.
struct AssistedFactory {
    /// The component's init, the types of its assisted parameters spelled in full: the generated `make` function and
    /// the factory type are written at file scope. Both keep an assisted closure's `@escaping`: the init keeps the
    /// closure, so the function that passes it on must take it escaping, and a factory type without it is another
    /// type, whose closures cannot.
    var initializer: InitializerSignature
    /// The assisted parameters' types in init order, then the component's type; `@MainActor` for a component
    /// created on the main actor, whose `make` function is `@MainActor` too (and so for another global actor).
    var type: TypeSyntax

    init(
        of component: TypeDeclaration, initializer: InitializerSignature, assisted: [String], isolation: Isolation,
        index: TypeIndex
    ) {
        let scope = component.header.enclosingTypes + [component.name]
        var initializer = initializer
        for position in initializer.parameters.indices where assisted.contains(initializer.parameters[position].name) {
            initializer.parameters[position].type.syntax = index.qualified(
                initializer.parameters[position].type.syntax, in: scope, inFile: component.nameLocation.file)
        }
        self.initializer = initializer
        let parameterTypes = initializer.parameters.filter { assisted.contains($0.name) }.map(\.type.syntax)
        let function = TypeSyntax.function(
            TypeSyntax.Function(
                parameters: parameterTypes.map { TypeSyntax.Element(type: $0) }, result: .name(component.qualifiedName))
        )
        type = isolation.attribute.map { .attributed([String($0.dropFirst())], function) } ?? function
    }
}
