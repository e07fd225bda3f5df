/// Parameters whose function type is bound as a value: `nextPort: @Sendable () -> Int` of the `@Inputs` struct, or
/// a provider that returns `() -> Engine`. Such a parameter takes that value, as a parameter of any other bound type
/// does, rather than a factory of what the function returns.
extension BindingModelBuilder {
    /// Turns each factory (and collection of factories) whose function type something binds into a dependency on
    /// that value. Runs once every binding is known, before the marked dependencies are checked.
    mutating func takeBoundFunctionValues() {
        let boundKeys = Set(model.bindings.map(\.key).filter { $0.role == .value })
        for binding in model.bindings.indices {
            for position in model.bindings[binding].dependencies.indices {
                let dependency = model.bindings[binding].dependencies[position]
                guard !dependency.isOptional, let valueKey = dependency.functionValueKey, boundKeys.contains(valueKey)
                else { continue }
                model.bindings[binding].dependencies[position].key = valueKey
                model.bindings[binding].dependencies[position].form = .value
                model.bindings[binding].dependencies[position].functionValueKey = nil
            }
        }
    }
}
