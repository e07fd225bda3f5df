/// Builds the graphs, each child graph with the binding of its factory; each checked `// @Inputs` struct, one shared
/// binding per property the caller passes; and each checked `// @Bundle` protocol, one binding of the protocol whose
/// properties are its dependencies.
extension BindingModelBuilder {
    /// The graphs, and the factory of each child graph, `(MemberInputs) -> MemberGraph`, which lives in its parent.
    mutating func addGraphs(_ graphs: [CheckedGraph]) {
        model.graphs = graphs.map { GraphDeclaration(name: $0.name, parent: $0.parent, location: $0.location) }
        for (graph, checked) in graphs.enumerated() {
            guard let location = checked.location, let inputs = checked.inputs.first?.declaration else { continue }
            let type = TypeSyntax.function(
                .init(parameters: [.init(type: .name(inputs.qualifiedName))], result: .name(checked.name)))
            var binding = Binding(
                type: type, key: TypeKey(type), source: .childGraph(graph), scope: .unscoped, location: location,
                dependencies: [])
            binding.graph = checked.parent
            model.bindings.append(binding)
        }
    }

    mutating func addInputs(_ checked: CheckedInputs) {
        let type = checked.declaration
        model.graphs[checked.graph].inputsTypeName = type.qualifiedName
        model.graphs[checked.graph].inputsTypeAccess = index.access(of: .name(type.qualifiedName))
        filesWithBindings.insert(type.nameLocation.file)
        for property in checked.properties {
            let binding = property.binding
            let inputIndex = model.inputs.count
            model.inputs.append(
                GraphInput(name: binding.name, type: property.type, location: binding.location, graph: checked.graph))
            let inputType = index.qualified(
                property.type.syntax, in: type.header.enclosingTypes + [type.name],
                inFile: binding.location.file)
            model.bindings.append(
                Binding(
                    type: model.spelledType(inputType),
                    key: TypeKey(inputType, name: sources.names[binding.location]),
                    source: .input(inputIndex), scope: .shared, location: binding.location,
                    dependencies: [], graph: checked.graph))
        }
    }

    /// The generated value holds one `let` per property, each a dependency; the checks left only get-only instance
    /// properties in the protocol.
    mutating func addBundle(_ type: TypeDeclaration) {
        var properties: [Parameter] = []
        for case .variable(let variable) in type.members {
            for binding in variable.bindings {
                guard let propertyType = binding.type else { continue }
                let spelled = index.qualified(
                    propertyType.syntax, in: type.header.enclosingTypes,
                    inFile: binding.location.file)
                properties.append(
                    Parameter(
                        property: binding,
                        type: TypeReference(syntax: spelled, location: propertyType.location)))
            }
        }
        let bundleIndex = model.bundles.count
        model.bundles.append(
            DependencyBundle(
                protocolName: type.qualifiedName, location: type.nameLocation,
                properties: properties))
        filesWithBindings.insert(type.nameLocation.file)
        model.bindings.append(
            Binding(
                type: .existential(.name(type.qualifiedName)), key: TypeKey(.name(type.qualifiedName)),
                source: .bundle(bundleIndex), scope: .unscoped, location: type.nameLocation,
                dependencies: dependencies(of: properties, in: type.header.enclosingTypes)))
    }
}
