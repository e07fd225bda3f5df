/// The checks of `// @Optional` parameters and properties, which ask for `T` and take nil where the graph has no
/// binding of it: the type must be optional, and `T` something the sources could bind, so that a wrong name never
/// quietly becomes nil.
extension ModelChecks {
    /// Reports each dependency marked `// @Optional` that does not take `T?` (or a factory of `T?`), or asks for a
    /// type that no binding of the model is and the sources do not declare. (The builder still makes an optional
    /// value for each, absent where nothing binds it, so that the graph stage does not report it missing too.)
    ///
    /// Absence is declared where the dependency is asked for, by `@Optional`. A type bound nowhere is still accepted
    /// when the sources declare it: that is the feature module linked into one app and not another, whose protocol
    /// lives in a module both link (the other app scans no binding of it, and gets nil). A type neither bound nor
    /// declared is a misspelling or the wrong type, and fails the build with the near matches.
    func checkOptional(_ dependencies: [Dependency], in model: BindingModel) {
        guard !dependencies.isEmpty else { return }
        let bound = Set(model.bindings.lazy.map(\.key))
        for dependency in dependencies {
            let parameter = dependency.parameter
            guard Self.isOptionalType(parameter.type.syntax) else {
                diagnostics.emit(
                    .error(
                        .nonOptionalDependency,
                        "'@Optional' is for a parameter or property of optional type ('T?', or a factory '() -> T?') that receives nil when nothing binds 'T'; '\(parameter.name)' takes '\(parameter.type.text)': write '\(Self.suggestedOptional(parameter.type))', or remove '@Optional'",
                        at: parameter.location))
                continue
            }
            let wrapped = TypeKey.wrappedKey(of: dependency.key)
            if bound.contains(wrapped) || model.isRejected(wrapped) { continue }
            // A composition is declared when each of its protocols is.
            let declaredPaths = wrapped.type.conformancePaths
            if !declaredPaths.isEmpty, declaredPaths.allSatisfy({ model.declaredTypes[$0] != nil }) { continue }
            let suggestions = NearMatches.suggestions(
                for: wrapped.text,
                among: Set(model.bindings.lazy.filter { $0.key.role == .value }.map(\.key.text)).union(
                    model.declaredTypes.keys))
            let hint =
                suggestions.isEmpty
                ? "bind it with '// @Component' or '// @Provides', or ask for a type the sources declare"
                : "did you mean \(NearMatches.quotedList(suggestions))?"
            diagnostics.emit(
                .error(
                    .unknownOptionalDependency,
                    "'@Optional' \(dependency.isProperty ? "property" : "parameter") '\(parameter.name)' asks for '\(wrapped.description)', which nothing in the sources binds or declares, so it could never be anything but nil: \(hint)",
                    at: parameter.location))
        }
    }

    /// `T?`, `T!`, `Optional<T>`, or a factory that returns one (`() -> T?`).
    static func isOptionalType(_ type: TypeSyntax) -> Bool {
        if type.optionalWrapped != nil { return true }
        if let factory = Dependency.factorySignature(of: type) { return factory.product.optionalWrapped != nil }
        return false
    }

    /// The optional type to write instead: `(any Analytics)?` for `any Analytics`, `() -> Engine?` for
    /// `() -> Engine`.
    private static func suggestedOptional(_ type: TypeReference) -> String {
        if let factory = Dependency.factorySignature(of: type.syntax) {
            return "() -> \(TypeSyntax.optional(factory.product, isImplicitlyUnwrapped: false).written)"
        }
        return TypeSyntax.optional(type.syntax, isImplicitlyUnwrapped: false).written
    }
}

extension TypeKey {
    /// For the key of a `// @Optional` dependency, `T? if bound`: the key of `T` it asks for, with its name.
    static func wrappedKey(of key: TypeKey) -> TypeKey {
        TypeKey(key.type.optionalWrapped ?? key.type, name: key.name)
    }
}
