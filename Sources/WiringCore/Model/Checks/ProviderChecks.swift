/// The checks of a `// @Provides` function: the generated graph calls it without an instance, from another file and
/// maybe another module, and binds what it returns, so it must be static (or free), callable from there, concrete,
/// and return a value.
extension ModelChecks {
    /// Return types that give the graph no value to bind.
    private static let returnsNothing: Set<TypeSyntax> = [.name("Void"), .tuple([]), .name("Never"), .name("Self")]

    /// The provider, if the graph can call it; otherwise nil, and (once its return type is known) that type is
    /// rejected.
    mutating func checkProvider(_ annotated: Annotated<FunctionDeclaration>) -> CheckedProvider? {
        let function = annotated.declaration
        let header = function.header
        let enclosing = header.enclosingTypes.isEmpty ? nil : header.enclosingTypes.joined(separator: ".")
        let owner = enclosing.map { "'\($0).\(function.name)'" } ?? "'\(function.name)'"
        var fine = true
        func fail(_ id: DiagnosticID, _ message: String) {
            diagnostics.emit(.error(id, message, at: function.nameLocation))
            fine = false
        }
        if let enclosing, !index.isModuleScope(enclosing), !header.hasModifier("static"), !header.hasModifier("class") {
            fail(
                .nonStaticProvider,
                "'@Provides' function \(owner) must be 'static' (or a free function): the graph calls it without an instance"
            )
        }
        if header.isFilePrivate {
            fail(
                .inaccessibleDeclaration,
                "'@Provides' function \(owner) is \(accessWord(header)); the generated graph is in another file: make it internal"
            )
        }
        if function.effects.throwsClause == .rethrows {
            fail(
                .rethrowsDeclaration,
                "'@Provides' function \(owner) is 'rethrows'; Wiring cannot tell whether it throws: declare it 'throws', or not throwing"
            )
        }
        if let (enclosingType, reason) = index.unusableEnclosingType(of: header.enclosingTypes) {
            fail(
                reason == "generic" ? .genericDeclaration : .inaccessibleDeclaration,
                "'@Provides' function \(owner) is inside \(reason) type '\(enclosingType.qualifiedName)', which the generated graph cannot call into; move it to a non-generic, internal type or make it a free function"
            )
        }
        guard let returnType = function.returnType.map({ selfResolved($0, in: enclosing) }),
            !Self.returnsNothing.contains(returnType.syntax)
        else {
            fail(
                .providerWithoutReturnType,
                "'@Provides' function \(owner) must return the value it provides; add a return type")
            return nil
        }
        if annotated.annotation.scope == .weak {
            fail(
                .unsupportedWeakScope,
                "'@Provides' function \(owner) cannot be '.weak': Wiring holds weakly only components whose type it sees is a class; use '.shared', or make the type a component"
            )
        }
        if annotated.annotation.scope.keepsInstance,
            let path = index.qualified(returnType.syntax, in: header.enclosingTypes, inFile: function.nameLocation.file)
                .namedPath,
            index.declarations[path]?.contains(where: \.isNoncopyable) == true
        {
            fail(
                .noncopyableKeptInstance,
                "'@Provides' function \(owner) returns '~Copyable' type '\(path)', so the graph cannot keep one instance and hand it to each dependent: make it unscoped, so that each dependent gets its own, or remove '~Copyable'"
            )
        }
        if fine, !checkVisibleFromGraph(function) { fine = false }
        let generic = checkGenericProvider(
            function,
            returnType: index.qualified(
                returnType.syntax, in: header.enclosingTypes, inFile: function.nameLocation.file,
                genericParameters: function.genericParameters),
            annotation: annotated.annotation, owner: owner)
        if !generic.isValid { fine = false }
        let placement = checkGraphPlacement(annotated.annotation, of: owner)
        guard fine, checkParameters(function.parameters, of: owner),
            checkContributionOptions(annotated.annotation, of: owner),
            checkContributionKey(annotated.annotation, in: header.enclosingTypes, file: function.nameLocation.file),
            placement.isValid
        else {
            let provided = index.qualified(
                returnType.syntax.providedValue, in: header.enclosingTypes, inFile: function.nameLocation.file,
                genericParameters: function.genericParameters)
            rejectedKeys.insert(TypeKey(provided))
            // A generic function's type covers every specialization of it (``BindingModel/isRejected(_:)``).
            if function.genericParameters != nil, case .named = provided, let path = provided.namedPath {
                rejectedKeys.insert(TypeKey(.name(path)))
            }
            return nil
        }
        return CheckedProvider(
            declaration: function, annotation: annotated.annotation, enclosingTypeName: enclosing,
            returnType: returnType, graph: placement.graph, genericSignature: generic.signature)
    }

    /// `Self` in the return type of a static or class function of a concrete type is that type: `class func make()
    /// -> Self` called on `Clock` returns a `Clock`. In a protocol (or its extension) `Self` stays, as it names no
    /// one type.
    private func selfResolved(_ returnType: TypeReference, in enclosing: String?) -> TypeReference {
        guard let enclosing, let declaration = index.declarations[enclosing]?.first, declaration.kind != .protocol
        else { return returnType }
        return TypeReference(
            syntax: returnType.syntax.substituting(["Self": .name(enclosing)]), location: returnType.location)
    }
}
