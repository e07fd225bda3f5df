/// The dependencies marked by a parameter-level annotation (`// @Optional`, `// @Lazy`), which the checks look at one
/// by one: those of a bundle, of an injected class and a component's `@Inject` properties marked as properties,
/// which messages call them.
extension BindingModelBuilder {
    /// Every dependency `isMarked` picks, in the model's order.
    func markedDependencies(_ isMarked: (Dependency) -> Bool) -> [Dependency] {
        model.bindings.flatMap { binding in
            let ofProperties: Bool
            switch binding.source {
            case .bundle, .injection: ofProperties = true
            case .component, .alias, .assistedFactory, .provider, .input, .collection, .optional, .childGraph,
                .entryPoints:
                ofProperties = false
            }
            return binding.dependencies.filter(isMarked).map { dependency in
                var dependency = dependency
                dependency.isProperty = ofProperties || dependency.isInjectedProperty
                return dependency
            }
        }
    }
}
