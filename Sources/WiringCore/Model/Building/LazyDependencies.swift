/// The `// @Lazy` dependencies: factories that keep the value of their first call. They bind nothing of their own
/// (a lazy factory asks for the binding of `T` as any factory does); the checks look at each, and the renderer wraps
/// each closure that passes in a memo.
extension BindingModelBuilder {
    /// Every dependency marked `// @Lazy`, with whether it is a property, in the model's order.
    func lazyDependencies() -> [Dependency] {
        model.bindings.flatMap { binding in
            let ofProperties: Bool
            switch binding.source {
            case .bundle, .injection: ofProperties = true
            default: ofProperties = false
            }
            return binding.dependencies.filter(\.isLazy).map { dependency in
                var dependency = dependency
                dependency.isProperty = ofProperties || dependency.isInjectedProperty
                return dependency
            }
        }
    }
}
