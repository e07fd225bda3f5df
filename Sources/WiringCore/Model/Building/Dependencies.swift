/// The dependencies of a binding: what each parameter (of an init, a function, or a property taken as one) asks the
/// graph for, as a key that matches the binding that satisfies it, and in which form it takes it (the value, a
/// factory, or a collection of factories).
extension BindingModelBuilder {
    /// The parameters without default values, each with the key of the type it asks for, resolved from the scope
    /// it is written in (`Lift` inside `Garage.Bay` is `Garage.Lift`), where `genericParameters` (a function's own)
    /// are no declaration's names.
    func dependencies(
        of parameters: [Parameter], in scope: [String], genericParameters: [GenericParameter]? = nil
    ) -> [Dependency] {
        parameters.filter { $0.defaultValue == nil }.map { parameter in
            let name = sources.names[parameter.location]
            var dependency: Dependency
            func key(_ type: TypeSyntax) -> TypeKey {
                TypeKey(
                    index.qualified(
                        type, in: scope, inFile: parameter.location.file, genericParameters: genericParameters),
                    name: name)
            }
            let type = parameter.type.syntax.withoutOwnership
            if type.isPlainPath {
                // A name, most parameters' type: a value.
                dependency = Dependency(parameter: parameter, key: key(type))
            } else if let factory = Dependency.factorySignature(of: type) {
                let form = Dependency.Form.factory(isSendable: factory.isSendable)
                dependency = Dependency(parameter: parameter, key: key(factory.product), form: form)
                dependency.functionValueKey = key(type)
            } else if let (collection, factories) = Dependency.factoryCollection(of: type) {
                let form = Dependency.Form.collectionOfFactories(isSendable: factories.isSendable)
                dependency = Dependency(parameter: parameter, key: key(collection), form: form)
                dependency.functionValueKey = key(type)
            } else if let childGraphFactory = childGraphFactory(sendableAs: key(type)) {
                dependency = Dependency(parameter: parameter, key: childGraphFactory)
                dependency.isSendableClosure = true
            } else {
                // `@escaping (Int) -> RaceCar` asks for the same binding as `(Int) -> RaceCar` (see `TypeText`).
                dependency = Dependency(parameter: parameter, key: key(type))
            }
            dependency.allowsEmpty = sources.emptyCollectionsAllowed.contains(parameter.location)
            // What is not a factory without effects is reported by the checks, and rendered as if unmarked.
            dependency.isLazy = sources.lazyDependencies.contains(parameter.location)
            if sources.optionalDependencies.contains(parameter.location) {
                // `T?` asks for `T` if bound: the key of the optional value, whose type is the canonical `T?`.
                // A type that is not optional is reported by the checks; it asks for its own type if bound meanwhile,
                // so that the mistake gives one error.
                let asked = dependency.key.type
                let wrapped = asked.optionalWrapped ?? asked
                dependency.key = TypeKey(.optional(wrapped, isImplicitlyUnwrapped: false), name: name, role: .optional)
                dependency.isOptional = true
            }
            return dependency
        }
    }

    /// The key of the child graph's factory, `(MemberInputs) -> MemberGraph`, that `key` asks for as a `@Sendable`
    /// closure (`@Sendable (MemberInputs) -> MemberGraph`, which a `Sendable` consumer stores); nil when `key` is not
    /// that. The graph's closure is `@Sendable` where its graph is `Sendable`, which the graph stage then requires.
    private func childGraphFactory(sendableAs key: TypeKey) -> TypeKey? {
        guard case .attributed(["Sendable"], let function) = key.type, case .function = function else { return nil }
        let factory = TypeKey(function, name: key.name)
        let isChildGraphFactory = model.bindings.contains { binding in
            if case .childGraph = binding.source { binding.key == factory } else { false }
        }
        return isChildGraphFactory ? factory : nil
    }
}

extension Parameter {
    /// A property as a parameter named after it, which the graph fills in by name: a bundle's property, or an
    /// injected one.
    init(property: VariableDeclaration.Binding, type: TypeReference) {
        self.init(
            label: property.name, name: property.name, type: type, defaultValue: nil, isVariadic: false,
            location: property.location)
    }
}
