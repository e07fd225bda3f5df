/// The checks of `// @EntryPoints` protocols: the generated class of the graph a protocol names conforms to it and
/// implements each of its properties with a binding's accessor, so the protocol must be one the generated file can
/// name and conform to, declaring only get-only instance properties of a binding's type (a factory is not a
/// binding's type), with names the class does not declare for itself; and a graph names its entry points once.
extension ModelChecks {
    /// Protocols the graph class may conform to without being changed by them: `AnyObject` asks only for a class.
    private static let entryPointRefinements: Set<TypeSyntax> = [.name("AnyObject")]

    /// The protocols that pass, each with its graph; every one that does not is reported and left out. A graph named
    /// by several protocols keeps none of them. Run once the model knows what the graph classes declare whatever
    /// their bindings (teardowns, `inject(into:)`, free providers), which no entry point may be named like.
    mutating func checkEntryPoints(
        _ annotated: [Annotated<TypeDeclaration>], in model: BindingModel
    ) -> [CheckedEntryPoints] {
        var checked: [CheckedEntryPoints] = []
        var protocolsOfGraph: [Int: [Annotated<TypeDeclaration>]] = [:]
        for entryPoints in annotated {
            let graph: Int
            if let name = entryPoints.annotation.declaredGraph {
                guard let found = graphNames.firstIndex(of: name.name) else {
                    diagnostics.emit(unknownGraphError(name, option: "graph", among: graphNames))
                    continue
                }
                graph = found
            } else {
                graph = 0
            }
            protocolsOfGraph[graph, default: []].append(entryPoints)
            if let properties = checkEntryPoints(entryPoints.declaration, of: graph, in: model) {
                checked.append(
                    CheckedEntryPoints(declaration: entryPoints.declaration, graph: graph, properties: properties))
            }
        }
        for (graph, protocols) in protocolsOfGraph where protocols.count > 1 {
            let graphName = graphNames[graph]
            diagnostics.emit(
                .error(
                    .multipleEntryPoints,
                    "graph '\(graphName)' has \(protocols.count) '@EntryPoints' protocols; a graph conforms to one: merge their properties into a single protocol",
                    at: protocols[1].annotation.location,
                    notes: protocols.map {
                        .init(
                            "'\($0.declaration.qualifiedName)' names the entry points of '\(graphName)' here",
                            at: $0.annotation.location)
                    }))
            checked.removeAll { $0.graph == graph }
        }
        return checked.sorted { $0.graph < $1.graph }
    }

    /// The properties of one protocol, or nil when the class of `graph` cannot conform to it.
    private func checkEntryPoints(
        _ type: TypeDeclaration, of graph: Int, in model: BindingModel
    ) -> [CheckedEntryPoint]? {
        let name = type.qualifiedName
        var fine =
            checkNameable(type, role: "a graph's entry points", fix: "use a non-generic protocol")
            && checkVisibleFromGraph(type)
        func fail(_ message: String, at location: SourceLocation) {
            diagnostics.emit(.error(.unsupportedEntryPointRequirement, message, at: location))
            fine = false
        }
        for attribute in type.header.attributes where attribute.name == "MainActor" {
            fail(
                "'@MainActor' on entry points '\(name)' would isolate the whole graph class to the main actor: mark the properties that are '@MainActor' instead",
                at: attribute.location)
        }
        for inherited in type.inheritedTypes where !Self.entryPointRefinements.contains(inherited.syntax) {
            fail(
                "entry points '\(name)' refine '\(inherited.text)', whose requirements the graph class cannot see or implement: declare the entry points in '\(name)' itself, or remove '\(inherited.text)'",
                at: inherited.location)
        }
        let reserved = RenderPlan.reservedNames(of: graph, in: model)
        var properties: [CheckedEntryPoint] = []
        for member in type.members {
            guard case .variable(let variable) = member, !variable.header.hasModifier("static") else {
                fail(
                    "entry points '\(name)' may only declare get-only instance properties, which the graph implements with its bindings; move \(AnnotationReader.describe(member)) into an extension, or out of the protocol",
                    at: member.header.location)
                continue
            }
            for binding in variable.bindings {
                guard let propertyType = binding.type else { continue }
                if binding.hasSetter {
                    fail(
                        "entry point '\(binding.name)' of '\(name)' is settable; the graph offers a binding, which no one sets: declare it '{ get }'",
                        at: binding.location)
                } else if Dependency.factorySignature(of: propertyType.syntax) != nil
                    || Dependency.factoryCollection(of: propertyType.syntax) != nil
                {
                    fail(
                        "entry point '\(binding.name)' of '\(name)' is a factory, '\(propertyType.text)'; an entry point is the value of a binding, and reading it is what creates one: declare it as the type the factory creates",
                        at: binding.location)
                } else if reserved.contains(binding.name) {
                    fail(
                        "entry point '\(binding.name)' of '\(name)' is named like a member the graph class '\(graphNames[graph])' declares for itself: rename the property",
                        at: binding.location)
                } else {
                    properties.append(
                        CheckedEntryPoint(
                            property: CheckedProperty(binding: binding, type: propertyType),
                            isolation: isolation(of: variable.header, in: name, of: type)))
                }
            }
        }
        return fine ? properties : nil
    }

    /// Whether a property that does not say `@MainActor` is the main actor's all the same: Swift isolates a protocol
    /// of a module built with `.defaultIsolation(MainActor.self)` there, and its requirements with it, unless the
    /// protocol or the property is `nonisolated` (`nonisolated(nonsending)` too).
    /// A property's own isolation; without one, the main actor's in a module whose default isolation is.
    private func isolation(of property: DeclarationHeader, in name: String, of type: TypeDeclaration) -> Isolation {
        let own = index.ownIsolation(of: property, in: name, inFile: type.nameLocation.file)
        return own == .nonisolated && isMainActorByDefault(property, of: type) ? .mainActor : own
    }

    private func isMainActorByDefault(_ property: DeclarationHeader, of type: TypeDeclaration) -> Bool {
        let isNonisolated = { (header: DeclarationHeader) in
            header.modifiers.contains { $0.hasPrefix("nonisolated") }
        }
        return index.isMainActorByDefault(file: type.nameLocation.file) && !isNonisolated(type.header)
            && !isNonisolated(property)
    }
}
