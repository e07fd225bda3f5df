/// The checks of a generic component or `@Provides` function, which is a template of the bindings of its
/// specializations: the graph picks its type arguments from the type something asks for, so every generic parameter
/// must be a type (not a pack or a value) named by the type it binds, and it binds no collection contribution or
/// assisted factory.
extension ModelChecks {
    /// What a generic component (or a component nested in a generic type) is specialized over, and its own type
    /// written with its parameters (`RecordStore<Record>`, `Outer<Key>.Inner<Value>`); nil for a component that is
    /// not generic. `isValid` is false after an error.
    func checkGenericComponent(
        _ type: TypeDeclaration, annotation: Annotation
    ) -> (isValid: Bool, signature: GenericSignature?, genericType: TypeSyntax?) {
        let path = type.header.enclosingTypes + [type.name]
        // The declaration at each depth of the path, nil for an enclosing type the sources do not declare (an
        // extension of another module's type), found by growing one prefix: types nested a hundred deep stay cheap.
        var declaredAtDepth: [TypeDeclaration?] = []
        var prefix = ""
        for enclosing in path.dropLast() {
            prefix += prefix.isEmpty ? enclosing : "." + enclosing
            declaredAtDepth.append(index.declarations[prefix]?.first)
        }
        declaredAtDepth.append(type)
        let declarations = declaredAtDepth.compactMap { $0 }
        guard declarations.contains(where: { $0.genericParameters != nil }) else { return (true, nil, nil) }
        let name = type.qualifiedName
        var fine = true
        func fail(_ message: String, at location: SourceLocation) {
            diagnostics.emit(.error(.genericDeclaration, message, at: location))
            fine = false
        }
        let allParameters = declarations.flatMap { $0.genericParameters ?? [] }
        if let parameter = allParameters.first(where: { $0.kind != .type }) {
            fail(
                "'\(name)' has the generic \(Self.describe(parameter)); Wiring specializes components over type parameters only: make '\(parameter.name)' a type parameter, or add a '// @Provides' function for each specialization you need",
                at: type.nameLocation)
        }
        if !annotation.assistedParameters.isEmpty {
            fail(
                "generic component '\(name)' cannot take assisted values: remove 'assisted:', or add a '// @Provides' function that returns the factory of each specialization you need",
                at: annotation.location)
        }
        if let collection = annotation.collection {
            fail(
                "generic component '\(name)' cannot be contributed 'into:' a collection, which asks for no specialization of it: remove 'into:', or contribute each specialization from a '// @Provides' function",
                at: collection.location)
        }
        guard fine else { return (false, nil, nil) }
        var signature = GenericSignature(parameters: [], requirements: [])
        for declaration in declarations {
            signature.add(
                declaration.genericParameters ?? [], declaration.genericRequirements,
                declaration: declaration.qualifiedName, at: declaration.nameLocation,
                in: declaration.header.enclosingTypes + [declaration.name], index: index, allParameters: allParameters)
        }
        // An enclosing type the sources do not declare is not generic.
        let members = zip(path, declaredAtDepth).map { name, declared in
            let parameters = declared?.genericParameters ?? []
            return TypeSyntax.Member(
                name: name, arguments: parameters.isEmpty ? nil : parameters.map { .name($0.name) })
        }
        return (true, signature, .named(members))
    }

    /// The requirements of the `where` clauses over the init Wiring calls (`extension Store where Item == Int`, or
    /// the init's own), which only the specializations that meet them have: each is checked where a
    /// specialization is asked for, as the type's own are.
    func addInitializerRequirements(
        of type: TypeDeclaration, _ initializer: InitializerSignature, to signature: inout GenericSignature
    ) {
        guard initializer.origin == .declared else { return }
        for declaration in index.declarationsAndExtensions(of: type.qualifiedName) {
            for case .initializer(let declared) in declaration.members
            where declared.header.location == initializer.location {
                let requirements =
                    (declaration.kind == .extension ? declaration.genericRequirements : [])
                    + declared.genericRequirements
                signature.add(
                    [], requirements, declaration: "\(type.qualifiedName).init", at: initializer.location,
                    in: type.header.enclosingTypes + [type.name], index: index, allParameters: [])
            }
        }
    }

    /// What a generic `@Provides` function is specialized over; nil for one that is not generic. Every generic
    /// parameter must be a type that the return type names, the only place the graph can take it from.
    func checkGenericProvider(
        _ function: FunctionDeclaration, returnType: TypeSyntax, annotation: Annotation, owner: String
    ) -> (isValid: Bool, signature: GenericSignature?) {
        guard let parameters = function.genericParameters else { return (true, nil) }
        if let collection = annotation.collection {
            diagnostics.emit(
                .error(
                    .genericDeclaration,
                    "generic '@Provides' function \(owner) cannot contribute 'into:' a collection, which asks for no specialization of it: remove 'into:', or write a provider for each specialization you contribute",
                    at: collection.location))
            return (false, nil)
        }
        if let parameter = parameters.first(where: { $0.kind != .type }) {
            diagnostics.emit(
                .error(
                    .genericDeclaration,
                    "'@Provides' function \(owner) has the generic \(Self.describe(parameter)); Wiring specializes providers over type parameters only: make '\(parameter.name)' a type parameter, or write a provider for each specialization you need",
                    at: function.nameLocation))
            return (false, nil)
        }
        if case .named(let members) = returnType, members.count == 1, members[0].arguments == nil,
            parameters.contains(where: { $0.name == members[0].name })
        {
            diagnostics.emit(
                .error(
                    .genericDeclaration,
                    "'@Provides' function \(owner) returns its generic parameter '\(members[0].name)' itself, which would bind every type: return a type that names '\(members[0].name)' (such as 'Cache<\(members[0].name)>'), or write a provider for each type you need",
                    at: function.nameLocation))
            return (false, nil)
        }
        var named: Set<String> = []
        returnType.forEachNamed { named.insert($0[0].name) }
        let unnamed = parameters.map(\.name).filter { !named.contains($0) }
        if !unnamed.isEmpty {
            diagnostics.emit(
                .error(
                    .genericDeclaration,
                    "'@Provides' function \(owner) is generic over \(NearMatches.quotedList(unnamed, conjunction: "and")), which its return type '\(returnType.written)' does not name; Wiring takes the type arguments from the type asked for: name \(unnamed.count == 1 ? "it" : "them") in the return type, or remove \(unnamed.count == 1 ? "it" : "them")",
                    at: function.nameLocation))
            return (false, nil)
        }
        var signature = GenericSignature(parameters: [], requirements: [])
        signature.add(
            parameters, function.genericRequirements, declaration: owner.replacing("'", with: ""),
            at: function.nameLocation, in: function.header.enclosingTypes, index: index, allParameters: parameters)
        return (true, signature)
    }

    /// `parameter pack 'each T'` or `value parameter 'let n'`.
    private static func describe(_ parameter: GenericParameter) -> String {
        parameter.kind == .pack ? "parameter pack 'each \(parameter.name)'" : "value parameter 'let \(parameter.name)'"
    }
}
