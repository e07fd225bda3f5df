/// The checks of a graph's `// @Inputs` struct and of `// @Bundle` protocols, the two declarations whose properties
/// are bindings: the inputs' properties are values the caller passes, which the graph reads; a bundle's are values
/// the graph fills in, for the generated value of the protocol to hold.
extension ModelChecks {
    /// The graph's one inputs struct and its properties the graph can read; nil when there is none, or it is
    /// rejected (more than one, or one the generated file cannot name), and then its properties' types are rejected
    /// too.
    mutating func checkInputs(of graph: Int, _ checkedGraph: CheckedGraph) -> CheckedInputs? {
        let annotatedInputs = checkedGraph.inputs
        guard let first = annotatedInputs.first else { return nil }
        if annotatedInputs.count > 1 {
            diagnostics.emit(
                .error(
                    .multipleInputs,
                    "the graph has \(annotatedInputs.count) '@Inputs' structs; it takes one: merge their properties into a single struct",
                    at: annotatedInputs[1].annotation.location,
                    notes: annotatedInputs.map {
                        .init("'\($0.declaration.qualifiedName)' is marked '@Inputs' here", at: $0.annotation.location)
                    }))
            rejectProperties(of: annotatedInputs.map(\.declaration))
            return nil
        }
        let type = first.declaration
        guard checkNameable(type, role: "the graph's inputs", fix: "use a non-generic struct"),
            checkVisibleFromGraph(type)
        else {
            rejectProperties(of: [type])
            return nil
        }
        var properties: [CheckedProperty] = []
        for case .variable(let variable) in type.members {
            for binding in variable.storedInstanceBindings {
                guard let propertyType = binding.type else {
                    diagnostics.emit(
                        .error(
                            .missingTypeAnnotation,
                            "input '\(binding.name)' of '\(type.qualifiedName)' has no type annotation; write its type so Wiring knows what it binds",
                            at: binding.location))
                    continue
                }
                if variable.header.isFilePrivate {
                    diagnostics.emit(
                        .error(
                            .inaccessibleDeclaration,
                            "input '\(binding.name)' of '\(type.qualifiedName)' is \(accessWord(variable.header)); the graph reads it from another file: make it internal",
                            at: binding.location))
                    continue
                }
                // The graph of a depending module reads the property, as it calls a component's init.
                guard
                    checkVisible(
                        "input '\(binding.name)' of '\(type.qualifiedName)'",
                        access: variable.header.writtenAccessLevel ?? .internal, at: binding.location,
                        fix: { "declare it '\($0) \(variable.isLet ? "let" : "var")'" })
                else {
                    let scope = type.header.enclosingTypes + [type.name]
                    rejectedKeys.insert(
                        TypeKey(index.qualified(propertyType.syntax, in: scope, inFile: propertyType.location.file)))
                    continue
                }
                properties.append(CheckedProperty(binding: binding, type: propertyType))
            }
        }
        return CheckedInputs(declaration: type, properties: properties, graph: graph)
    }

    /// The types of rejected `@Inputs` structs' properties, which consumers are then not told are missing too.
    mutating func rejectProperties(of inputs: [TypeDeclaration]) {
        for type in inputs {
            let scope = type.header.enclosingTypes + [type.name]
            for case .variable(let variable) in type.members {
                for case let propertyType? in variable.storedInstanceBindings.map(\.type) {
                    rejectedKeys.insert(
                        TypeKey(index.qualified(propertyType.syntax, in: scope, inFile: propertyType.location.file)))
                }
            }
        }
    }

    /// Protocols a bundle may refine: they add no requirements the generated value would have to meet.
    private static let bundleRefinements: Set<TypeSyntax> = [.name("Sendable")]

    /// Whether the graph can make a value of the bundle protocol: one the generated file can name, that refines
    /// nothing with requirements of its own and declares only get-only instance properties, so that the generated
    /// value can hold one `let` per property. A rejected bundle's type is rejected.
    mutating func checkBundle(_ annotated: Annotated<TypeDeclaration>) -> Bool {
        let type = annotated.declaration
        let name = type.qualifiedName
        var fine = checkNameable(type, role: "a bundle", fix: "use a non-generic protocol")
        func fail(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
            diagnostics.emit(.error(id, message, at: location))
            fine = false
        }
        for inherited in type.inheritedTypes where !Self.bundleRefinements.contains(inherited.syntax) {
            fail(
                .unsupportedBundleRequirement,
                "bundle '\(name)' refines '\(inherited.text)', whose requirements Wiring cannot see or fill in: declare the properties you need in '\(name)' itself, or remove '\(inherited.text)'",
                at: inherited.location)
        }
        for member in type.members {
            switch member {
            case .variable(let variable) where !variable.header.hasModifier("static"):
                for binding in variable.bindings where binding.type != nil && binding.hasSetter {
                    fail(
                        .unsupportedBundleRequirement,
                        "property '\(binding.name)' of bundle '\(name)' is settable; the graph fills a bundle in once: declare it '{ get }'",
                        at: binding.location)
                }
            default:
                fail(
                    .unsupportedBundleRequirement,
                    "bundle '\(name)' may only declare get-only instance properties, which the graph fills in; move \(AnnotationReader.describe(member)) into an extension, or out of the bundle",
                    at: member.header.location)
            }
        }
        if !fine { rejectedKeys.insert(TypeKey(.name(name))) }
        return fine
    }
}
