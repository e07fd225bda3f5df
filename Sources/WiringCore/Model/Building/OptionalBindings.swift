/// Builds the optional values that `// @Optional` parameters take: one binding of `T?` (role
/// ``TypeKey/Role/optional``) per type and name asked for, which depends on the binding of `T` when the model has
/// one, and on nothing when it has none. The graph stage passes it where the graph reaches `T`, and places an absent
/// instance (nil) in every graph that does not, as it places an empty collection.
extension BindingModelBuilder {
    /// One optional value for each key the dependencies ask for, at the first parameter that asks. Those the checks
    /// reported get one too, so that their mistake is not reported again as a missing binding.
    mutating func addOptionalValues(for dependencies: [Dependency]) {
        guard !dependencies.isEmpty else { return }
        let bound = Set(model.bindings.lazy.map(\.key))
        var added: Set<TypeKey> = []
        for dependency in dependencies where added.insert(dependency.key).inserted {
            let wrapped = TypeKey.wrappedKey(of: dependency.key)
            let location = dependency.parameter.location
            var wrappedDependency = Dependency(
                parameter: Parameter(
                    label: nil, name: dependency.parameter.name,
                    type: TypeReference(syntax: wrapped.writtenType, location: location), defaultValue: nil,
                    isVariadic: false, location: location),
                key: wrapped)
            wrappedDependency.isProperty = dependency.isProperty
            model.bindings.append(
                Binding(
                    type: .optional(model.spelledType(wrapped.type), isImplicitlyUnwrapped: false),
                    key: dependency.key, source: .optional, scope: .unscoped, location: location,
                    dependencies: bound.contains(wrapped) ? [wrappedDependency] : []))
        }
    }
}
