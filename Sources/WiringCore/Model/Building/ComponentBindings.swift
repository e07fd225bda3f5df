/// Builds a checked component: the component, and the bindings it makes. That is its own binding and one alias per
/// `as:` type; or, for a contribution `into:` a collection, a binding reachable only through the collection; or, for
/// a component with assisted values, the binding of its factory type.
extension BindingModelBuilder {
    mutating func addComponent(_ checked: CheckedComponent) {
        let type = checked.declaration
        let name = type.qualifiedName
        let scope = type.header.enclosingTypes + [type.name]
        let componentIndex = model.components.count
        filesWithBindings.insert(type.nameLocation.file)
        // The init and the teardown method may be declared in an extension in another module, which the generated
        // file must import to call them.
        filesWithBindings.insert(checked.initializer.location.file)
        if let teardown = checked.annotation.teardown {
            for container in index.declarationsAndExtensions(of: name)
            where container.members.contains(where: {
                if case .function(let function) = $0 { function.name == teardown.name } else { false }
            }) {
                filesWithBindings.insert(container.nameLocation.file)
            }
        }
        if let factory = checked.assistedFactory {
            var component = Component(
                typeName: name, kind: type.kind, location: type.nameLocation, scope: .unscoped,
                boundTypes: [], initializer: factory.initializer)
            component.assistedParameters = checked.annotation.assistedParameters.map(\.name)
            model.components.append(component)
            let graphParameters = factory.initializer.parameters.filter {
                !component.assistedParameters.contains($0.name)
            }
            var binding = Binding(
                type: factory.type,
                key: TypeKey(factory.type, name: sources.names[type.nameLocation]),
                source: .assistedFactory(component: componentIndex),
                scope: .unscoped, location: type.nameLocation,
                dependencies: dependencies(of: graphParameters, in: scope))
            // Its `make` function runs on the main actor when the component is created there (the checks refuse
            // other effects).
            binding.ownEffects = CreationEffects(creatingOn: checked.isolation, with: factory.initializer)
            model.bindings.append(binding)
            return
        }

        let annotation = checked.annotation
        var component = Component(
            typeName: name, kind: type.kind, location: type.nameLocation, scope: annotation.scope,
            boundTypes: checked.boundTypes, initializer: checked.initializer)
        component.teardown = annotation.teardown?.name
        component.teardownIsolation = checked.teardownIsolation
        model.components.append(component)
        let effects = CreationEffects(creatingOn: checked.isolation, with: checked.initializer)
        let dependencies = self.dependencies(of: checked.initializer.parameters, in: scope)
        if let collection = annotation.collection {
            addContribution(
                annotation, collection: collection, contributorName: name, contributorType: .name(name),
                source: .component(componentIndex), effects: effects, location: type.nameLocation,
                dependencies: dependencies, enclosingTypes: type.header.enclosingTypes, graph: checked.graph)
            return
        }
        let bindingName = sources.names[type.nameLocation]
        // A generic component's bindings are written with its parameters, `RecordStore<Record>`: a template.
        let ownType = checked.genericType ?? .name(name)
        let firstBinding = model.bindings.count
        let ownKey = TypeKey(ownType, name: bindingName)
        var ownBinding = Binding(
            type: ownType, key: ownKey, source: .component(componentIndex),
            scope: annotation.scope, location: type.nameLocation, dependencies: dependencies, graph: checked.graph)
        ownBinding.ownEffects = effects
        model.bindings.append(ownBinding)
        for bound in checked.boundTypes {
            let alias = Parameter(
                label: nil, name: name, type: TypeReference(syntax: ownType, location: bound.location),
                defaultValue: nil, isVariadic: false, location: bound.location)
            let boundType = index.qualified(
                bound.syntax, in: type.header.enclosingTypes, inFile: type.nameLocation.file,
                genericParameters: checked.genericSignature == nil ? nil : type.genericParameters ?? [])
            model.bindings.append(
                Binding(
                    type: model.spelledType(boundType), key: TypeKey(boundType, name: bindingName),
                    source: .alias(component: componentIndex), scope: annotation.scope,
                    location: bound.location, dependencies: [Dependency(parameter: alias, key: ownKey)],
                    graph: checked.graph))
        }
        if let signature = checked.genericSignature {
            templates.append(
                BindingTemplate(
                    name: name, location: type.nameLocation, signature: signature,
                    bindings: Array(firstBinding..<model.bindings.count), component: componentIndex))
        }
    }
}
