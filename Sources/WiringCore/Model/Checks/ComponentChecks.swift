/// The checks of a `// @Component`: a type the generated file can name, an init it can call, `as:` types the type may
/// conform to, and options that agree; a component with assisted values has its own rules. Checked in this order,
/// so that each component's diagnostics come in the same order whatever is wrong with it.
extension ModelChecks {
    /// The component, if Wiring can build it; otherwise nil, and what it would have bound is rejected.
    mutating func checkComponent(_ annotated: Annotated<TypeDeclaration>) -> CheckedComponent? {
        let type = annotated.declaration
        let name = type.qualifiedName
        let boundTypes = checkedBoundTypes(annotated.annotation.boundTypes, of: type)
        guard
            checkNameable(
                type, role: "a component", fix: "add a '// @Provides' function that returns it", allowsGeneric: true),
            case let generic = checkGenericComponent(type, annotation: annotated.annotation), generic.isValid,
            let initializer = selectInitializer(
                of: type, assisted: Set(annotated.annotation.assistedParameters.map(\.name))),
            checkInitializer(initializer, of: name),
            checkVisibleFromGraph(type, initializer: initializer),
            let isolation = checkIsolation(of: type, initializer: initializer, annotation: annotated.annotation)
        else {
            reject(type, boundAs: boundTypes)
            return nil
        }
        let placement = checkGraphPlacement(annotated.annotation, of: "'\(name)'")
        var checked = CheckedComponent(
            declaration: type, annotation: annotated.annotation, initializer: initializer,
            boundTypes: boundTypes, isolation: isolation, graph: placement.graph)
        if var signature = generic.signature {
            addInitializerRequirements(of: type, initializer, to: &signature)
            checked.genericSignature = signature
        }
        checked.genericType = generic.genericType
        let assisted = annotated.annotation.assistedParameters
        if !assisted.isEmpty {
            let factory = AssistedFactory(
                of: type, initializer: initializer, assisted: assisted.map(\.name), isolation: isolation,
                index: index)
            guard
                checkAssisted(
                    assisted, of: type, factory: factory, isolation: isolation, annotation: annotated.annotation),
                placement.isValid
            else {
                rejectedKeys.formUnion([TypeKey(.name(name)), TypeKey(factory.type)])
                if let collection = annotated.annotation.collection {
                    rejectedKeys.insert(
                        TypeKey(
                            index.collectionType(
                                collection, in: type.header.enclosingTypes,
                                inFile: type.nameLocation.file)))
                }
                return nil
            }
            checked.assistedFactory = factory
            return checked
        }
        guard checkContributionOptions(annotated.annotation, of: "'\(name)'"),
            checkContributionKey(
                annotated.annotation, in: type.header.enclosingTypes, file: type.nameLocation.file),
            let lifecycle = checkLifecycle(annotated.annotation, of: type), placement.isValid
        else {
            // Its `as:` types too (a composition, in whatever order a consumer writes it): their consumers, `@Optional`
            // ones included, are not told they are missing or unknown as well.
            reject(type, boundAs: boundTypes)
            return nil
        }
        if let collection = annotated.annotation.collection { checkConformance(of: type, toElementOf: collection) }
        checked.teardownIsolation = lifecycle.teardownIsolation
        return checked
    }

    /// Rejects what a component that fails its checks would have bound: its type and its `as:` types, a generic
    /// `as:` type (`Repository<Record>`) with every specialization of it.
    private mutating func reject(_ type: TypeDeclaration, boundAs boundTypes: [TypeReference]) {
        rejectedKeys.insert(TypeKey(.name(type.qualifiedName)))
        rejectedKeys.formUnion(
            boundTypes.map {
                TypeKey(index.qualified($0.syntax, in: type.header.enclosingTypes, inFile: type.nameLocation.file))
            })
        rejectedKeys.formUnion(
            boundTypes.compactMap { bound in
                guard !bound.syntax.isPlainPath, case .named = bound.syntax, let path = bound.syntax.namedPath
                else { return nil }
                return TypeKey(
                    index.qualified(.name(path), in: type.header.enclosingTypes, inFile: type.nameLocation.file))
            })
    }

    /// The `as:` types that the component may conform to; reports those it provably does not, and repeats.
    mutating func checkedBoundTypes(_ boundTypes: [TypeReference], of type: TypeDeclaration) -> [TypeReference] {
        var kept: [TypeReference] = []
        var seen: Set<TypeKey> = []
        for bound in boundTypes {
            let key = TypeKey(bound.syntax)
            if key == TypeKey(.name(type.qualifiedName)) || key.type == .name(type.name) {
                diagnostics.emit(
                    .error(
                        .redundantOptionValue,
                        "'as: \(bound.text)' names the component's own type, which is always bound; remove it",
                        at: bound.location))
                continue
            }
            guard seen.insert(key).inserted else {
                diagnostics.emit(
                    .error(
                        .redundantOptionValue, "'\(bound.text)' is listed twice in 'as:'; keep one", at: bound.location)
                )
                continue
            }
            if let missing = missingConformance(of: type, to: bound) {
                diagnostics.emit(missing.diagnostic)
                // Consumers of the type are not told it is missing too: one mistake, one error.
                rejectedKeys.insert(missing.rejectedKey)
                continue
            }
            kept.append(bound)
        }
        return kept
    }

    /// A component with assisted values is created synchronously (for now; on the main actor when it is
    /// `@MainActor`, through a `make` function and a factory type that are too), and its assisted parameters must be
    /// parameters of the init, named once, on an unscoped component without `as:`.
    private func checkAssisted(
        _ assisted: [Annotation.Assisted], of type: TypeDeclaration, factory: AssistedFactory,
        isolation: Isolation, annotation: Annotation
    ) -> Bool {
        let typeName = type.qualifiedName
        let effects = CreationEffects(creatingOn: isolation, with: factory.initializer)
        if effects.isAsync || effects.isThrowing {
            diagnostics.emit(
                .error(
                    .effectfulAssistedComponent,
                    "'\(typeName)' takes assisted values and its creation is '\(effects.description)'; Wiring makes assisted components only synchronously for now: remove 'assisted:' and take those values another way, or make its init neither 'async' nor 'throws'",
                    at: type.nameLocation))
            return false
        }
        var fine = true
        var seen: Set<String> = []
        let names = factory.initializer.parameters.map(\.name)
        for parameter in assisted {
            if !names.contains(parameter.name) {
                let suggestion = NearMatches.suggestions(for: parameter.name, among: names, limit: 1).first
                diagnostics.emit(
                    .error(
                        .unknownAssistedParameter,
                        "'\(parameter.name)' in 'assisted:' is not a parameter of '\(typeName).init'"
                            + (suggestion.map { "; did you mean '\($0)'?" }
                                ?? "; its parameters are \(NearMatches.quotedList(names, conjunction: "and"))"),
                        at: parameter.location))
                fine = false
            } else if !seen.insert(parameter.name).inserted {
                diagnostics.emit(
                    .error(
                        .redundantOptionValue, "'\(parameter.name)' is listed twice in 'assisted:'; keep one",
                        at: parameter.location))
                fine = false
            }
        }
        if annotation.scope.keepsInstance {
            diagnostics.emit(
                .error(
                    .conflictingOptions,
                    "'\(typeName)' takes assisted values, so each call creates a new one and it cannot be shared: remove 'scope: .\(annotation.scope.rawValue)'",
                    at: annotation.location))
            fine = false
        }
        if let teardown = annotation.teardown {
            diagnostics.emit(
                .error(
                    .conflictingOptions,
                    "'\(typeName)' takes assisted values, so the graph does not keep its instances and cannot tear them down: remove 'teardown:' and tear them down where you create them",
                    at: teardown.location))
            fine = false
        }
        if !annotation.boundTypes.isEmpty {
            diagnostics.emit(
                .error(
                    .conflictingOptions,
                    "'\(typeName)' takes assisted values, so the graph cannot hand it out as '\(annotation.boundTypes[0].text)' on its own: remove 'as:', and bind a factory with a '// @Provides' function if you need one",
                    at: annotation.boundTypes[0].location))
            fine = false
        }
        if let collection = annotation.collection {
            diagnostics.emit(
                .error(
                    .conflictingOptions,
                    "'\(typeName)' takes assisted values, so the graph cannot put it into a collection on its own: remove 'assisted:' or 'into:'",
                    at: collection.location))
            fine = false
        }
        return fine
    }
}
