/// What creating a value involves by Swift's concurrency rules (the main actor, suspension, errors), read from the
/// declarations that create it, and whether a class is provably not `Sendable`. The checks need the same answers as
/// the building: an assisted component is refused when its creation has effects, which every binding records.
extension CreationEffects {
    /// A component's creation runs on the global actor Swift isolates its init to (see ``Isolation``), and is
    /// `async` or `throws` when its init is.
    init(creatingOn isolation: Isolation, with initializer: InitializerSignature) {
        self.init(
            isolation: isolation, isAsync: initializer.effects.isAsync,
            isThrowing: initializer.effects.throwsClause != nil)
    }

    /// A provider runs on the global actor it or the type it is declared in is isolated to, or on the main actor
    /// when it is a free function of a module built with `.defaultIsolation(MainActor.self)`; a `nonisolated` one
    /// never does.
    init(calling function: FunctionDeclaration, in index: TypeIndex) {
        self.init(
            isolation: index.isolation(ofProvider: function), isAsync: function.effects.isAsync,
            isThrowing: function.effects.throwsClause != nil)
    }
}

extension DeclarationHeader {
    /// Whether the declaration is marked `@MainActor`.
    var isMainActor: Bool {
        attributes.contains { $0.name == "MainActor" }
    }
}

extension TypeIndex {
    /// Whether the type of this qualified name is a class the sources show is not `Sendable` (see ``Sendability``).
    func isNonSendableClass(named typeName: String) -> Bool {
        guard case .notSendable(let reason) = sendability(ofNamed: typeName) else { return false }
        return reason.isClass
    }
}
