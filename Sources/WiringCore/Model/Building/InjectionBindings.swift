/// Builds the checked `// @Inject` properties: per class, the `inject(into:)` binding that sets them on an instance
/// made elsewhere; and, for a class that is also a component, the properties as dependencies of its creation.
extension BindingModelBuilder {
    mutating func addInjections(_ injections: [CheckedInjection]) {
        for injection in injections {
            let typeName = injection.typeName
            let properties = injection.properties.map { property in
                // What the property receives: `Engine` for `Engine!`, `any Engine` for `(any Engine)!`; an
                // `// @Optional` property receives the optional value itself.
                let valueType =
                    sources.optionalDependencies.contains(property.binding.location)
                    ? property.type.syntax : property.type.syntax.optionalWrapped ?? property.type.syntax
                return Parameter(
                    property: property.binding, type: TypeReference(syntax: valueType, location: property.type.location)
                )
            }
            let location = properties[0].location
            let injectionIndex = model.injections.count
            model.injections.append(PropertyInjection(typeName: typeName, location: location, properties: properties))
            filesWithBindings.insert(location.file)
            if !injection.offersInjectFunction { continue }
            let scope = typeName.pieces().map(String.init)
            var binding = Binding(
                type: .name(typeName), key: TypeKey(.name(typeName), role: .injection),
                source: .injection(injectionIndex), scope: .unscoped, location: location,
                dependencies: dependencies(of: properties, in: scope))
            // An isolated class's properties are set on its global actor, and a main-actor factory on the main actor.
            binding.ownEffects.isolation = index.knownIsolation(ofType: typeName)
            if binding.ownEffects.isolation == .nonisolated,
                properties.contains(where: {
                    Dependency.factorySignature(of: $0.type.syntax)?.effects.isMainActor == true
                })
            {
                binding.ownEffects.isolation = .mainActor
            }
            model.bindings.append(binding)
        }
    }

    /// A component with `// @Inject` properties gets them set right after its init, as Dagger does for the members
    /// of a class it constructs: each property is a dependency of every binding that creates the component (its own,
    /// a contribution, an assisted factory), so it takes part in the order and in cycles like an init parameter.
    mutating func addInjectedPropertiesToComponents() {
        guard !model.injections.isEmpty else { return }
        var injectionByType: [String: Int] = [:]
        for (injectionIndex, injection) in model.injections.enumerated() {
            injectionByType[injection.typeName] = injectionIndex
        }
        for bindingIndex in model.bindings.indices {
            let component: Int
            switch model.bindings[bindingIndex].source {
            case .component(let index), .assistedFactory(let index): component = index
            case .alias, .provider, .input, .bundle, .injection, .collection, .optional, .childGraph, .entryPoints:
                continue
            }
            guard let injectionIndex = injectionByType[model.components[component].typeName] else { continue }
            let injection = model.injections[injectionIndex]
            let properties = dependencies(
                of: injection.properties, in: injection.typeName.pieces().map(String.init))
            model.bindings[bindingIndex].dependencies += properties.map { property in
                var property = property
                property.isInjectedProperty = true
                return property
            }
        }
    }
}
