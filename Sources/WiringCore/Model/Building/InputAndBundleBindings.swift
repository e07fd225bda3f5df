/// Builds the checked `// @Inputs` struct, one shared binding per property the caller passes, and each checked
/// `// @Bundle` protocol, one binding of the protocol whose properties are its dependencies.
extension BindingModelBuilder {
    mutating func addInputs(_ checked: CheckedInputs) {
        let type = checked.declaration
        model.inputsTypeName = type.qualifiedName
        model.inputsTypeAccess = index.access(ofTypeText: type.qualifiedName)
        filesWithBindings.insert(type.nameLocation.file)
        for property in checked.properties {
            let binding = property.binding
            let inputIndex = model.inputs.count
            model.inputs.append(GraphInput(name: binding.name, type: property.type, location: binding.location))
            let inputType = index.qualified(
                property.type.text, in: type.header.enclosingTypes + [type.name],
                inFile: binding.location.file)
            model.bindings.append(
                Binding(
                    type: model.spelledType(inputType),
                    key: TypeKey(inputType, name: sources.names[binding.location]),
                    source: .input(inputIndex), scope: .shared, location: binding.location,
                    dependencies: []))
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
                    propertyType.text, in: type.header.enclosingTypes,
                    inFile: binding.location.file)
                properties.append(
                    Parameter(
                        property: binding,
                        type: TypeReference(text: spelled, location: propertyType.location)))
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
                type: "any " + type.qualifiedName, key: TypeKey(type.qualifiedName),
                source: .bundle(bundleIndex), scope: .unscoped, location: type.nameLocation,
                dependencies: dependencies(of: properties, in: type.header.enclosingTypes)))
    }
}
