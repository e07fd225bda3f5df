/// The checks of `// @Lazy` parameters and properties, whose factory keeps the value of its first call: the type
/// must be a factory `() -> T` (with `@escaping` or `@Sendable`, or neither), without effects.
extension ModelChecks {
    /// Reports, once per parameter or property, each dependency marked `// @Lazy` that is not a factory of one value
    /// (`NonFactoryLazyDependency`) or whose factory type is `@MainActor`, `async` or `throws`
    /// (`EffectfulLazyDependency`). The renderer memoizes only factories without effects, so a rejected one is
    /// rendered as if unmarked, and the build fails on the error.
    func checkLazy(_ dependencies: [Dependency]) {
        var reported: Set<SourceLocation> = []
        for dependency in dependencies where dependency.isLazy {
            let parameter = dependency.parameter
            guard reported.insert(parameter.location).inserted else { continue }
            let what = dependency.isProperty || dependency.isInjectedProperty ? "property" : "parameter"
            guard let factory = Dependency.factorySignature(of: parameter.type.syntax) else {
                let hint =
                    Dependency.factoryCollection(of: parameter.type.syntax) != nil
                    ? "a collection of factories keeps nothing: take the collection itself, or remove '@Lazy'"
                    : "write '() -> \(parameter.type.syntax.withoutOwnership)' and call it where the value is first needed, or remove '@Lazy'"
                diagnostics.emit(
                    .error(
                        .nonFactoryLazyDependency,
                        "'@Lazy' is for a \(what) of factory type ('() -> T', '@escaping () -> T' or '@Sendable () -> T') that creates 'T' on its first call and keeps it; '\(parameter.name)' takes '\(parameter.type.text)': \(hint)",
                        at: parameter.location))
                continue
            }
            let effects = factory.effects
            guard !effects.isEmpty else { continue }
            let declared = [
                effects.isMainActor ? "'@MainActor'" : nil, effects.isAsync ? "'async'" : nil,
                effects.isThrowing ? "'throws'" : nil,
            ].compactMap { $0 }
            diagnostics.emit(
                .error(
                    .effectfulLazyDependency,
                    "'@Lazy' keeps the value of a factory without effects; '\(parameter.name)' takes '\(parameter.type.text)', which is \(declared.joined(separator: " and ")): remove '@Lazy' and keep the value of the first call yourself, or bind '\(factory.product.written)' with 'scope: .shared' for one per graph",
                    at: parameter.location))
        }
    }
}
