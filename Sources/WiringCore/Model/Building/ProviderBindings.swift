/// Builds a checked `// @Provides` function: the provider, and the binding of the type it returns (or its
/// contribution `into:` a collection), which needs the function's parameters.
extension BindingModelBuilder {
    mutating func addProvider(_ checked: CheckedProvider) {
        let function = checked.declaration
        let annotation = checked.annotation
        let enclosingTypes = function.header.enclosingTypes
        let providedType = index.qualified(
            checked.returnType.syntax.providedValue, in: enclosingTypes,
            inFile: function.nameLocation.file, genericParameters: function.genericParameters)
        let providerIndex = model.providers.count
        var provider = Provider(
            enclosingTypeName: checked.enclosingTypeName, functionName: function.name,
            location: function.nameLocation, scope: annotation.scope,
            returnType: checked.returnType, parameters: function.parameters)
        provider.isGeneric = checked.genericSignature != nil
        model.providers.append(provider)
        filesWithBindings.insert(function.nameLocation.file)
        let effects = CreationEffects(calling: function, in: index)
        let dependencies = self.dependencies(
            of: function.parameters, in: enclosingTypes, genericParameters: function.genericParameters)
        if let collection = annotation.collection {
            addContribution(
                annotation, collection: collection,
                contributorName: (checked.enclosingTypeName.map { $0 + "." } ?? "") + function.name + "()",
                contributorType: model.spelledType(providedType), source: .provider(providerIndex),
                effects: effects, location: function.nameLocation,
                dependencies: dependencies, enclosingTypes: enclosingTypes, graph: checked.graph)
            return
        }
        var binding = Binding(
            type: model.spelledType(providedType),
            key: TypeKey(providedType, name: sources.names[function.nameLocation]),
            source: .provider(providerIndex), scope: annotation.scope,
            location: function.nameLocation, dependencies: dependencies, graph: checked.graph)
        binding.ownEffects = effects
        model.bindings.append(binding)
        if let signature = checked.genericSignature {
            templates.append(
                BindingTemplate(
                    name: (checked.enclosingTypeName.map { $0 + "." } ?? "") + function.name + "()",
                    location: function.nameLocation, signature: signature, bindings: [model.bindings.count - 1]))
        }
    }
}
