/// Builds each checked `// @EntryPoints` protocol: its entry points, and one binding that depends on the binding of
/// each property, as a bundle's does, so that the graph stage matches every entry point in its graph (a missing one
/// is a missing binding there) and knows what the graph's API reaches.
extension BindingModelBuilder {
    mutating func addEntryPoints(_ checked: CheckedEntryPoints) {
        let type = checked.declaration
        let properties = checked.properties.map { entryPoint in
            let property = entryPoint.property
            let spelled = index.qualified(
                property.type.syntax, in: type.header.enclosingTypes, inFile: property.binding.location.file)
            return Parameter(
                property: property.binding, type: TypeReference(syntax: spelled, location: property.type.location))
        }
        let entryPointsIndex = model.entryPoints.count
        model.entryPoints.append(
            EntryPoints(
                protocolName: type.qualifiedName, location: type.nameLocation, graph: checked.graph,
                properties: checked.properties.map { entryPoint in
                    let binding = entryPoint.property.binding
                    let effects = binding.getterEffects
                    return EntryPoint(
                        name: binding.name, location: binding.location,
                        declaredEffects: CreationEffects(
                            isolation: entryPoint.isolation, isAsync: effects.isAsync,
                            isThrowing: effects.throwsClause != nil),
                        throwsTyped: { if case .typed? = effects.throwsClause { true } else { false } }())
                }))
        filesWithBindings.insert(type.nameLocation.file)
        var dependencies = dependencies(of: properties, in: type.header.enclosingTypes)
        for position in dependencies.indices { dependencies[position].isProperty = true }
        model.bindings.append(
            Binding(
                type: .name(type.qualifiedName), key: TypeKey(.name(type.qualifiedName), role: .entryPoints),
                source: .entryPoints(entryPointsIndex), scope: .unscoped, location: type.nameLocation,
                dependencies: dependencies, graph: checked.graph))
    }
}
