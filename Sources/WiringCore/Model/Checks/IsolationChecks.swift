/// The check of a component's isolation (see ``Isolation``): an attribute Wiring cannot classify needs `isolation:`
/// (`UnknownIsolation`), which is redundant where the sources decide (`RedundantOptionValue`).
extension ModelChecks {
    /// The isolation the graph creates the component with; nil when it is refused.
    func checkIsolation(
        of type: TypeDeclaration, initializer: InitializerSignature, annotation: Annotation
    ) -> Isolation? {
        let name = type.qualifiedName
        switch index.isolation(creating: type, with: initializer) {
        case .unclassified(let attribute):
            guard let declared = annotation.isolation else {
                diagnostics.emit(
                    .error(
                        .unknownIsolation,
                        "Wiring cannot tell whether '@\(attribute.name)' isolates '\(name)' to a global actor, which decides where its init may be called: add 'isolation: .mainActor' or 'isolation: .nonisolated' to its annotation, as Swift isolates it",
                        at: type.nameLocation,
                        notes: [.init("'@\(attribute.name)' is written here", at: attribute.location)]))
                return nil
            }
            return declared.value == .mainActor ? .mainActor : .nonisolated
        case .known(let isolation, let reason):
            if let declared = annotation.isolation {
                let inferred = isolation == .nonisolated ? "not isolated" : "isolated to \(isolation.described)"
                diagnostics.emit(
                    .error(
                        .redundantOptionValue,
                        "'isolation:' is for a component whose attributes Wiring cannot classify; '\(name)' is \(inferred)\(reason.map { " (\($0))" } ?? ""), as Wiring can tell from the sources: remove 'isolation:'",
                        at: declared.location))
                return nil
            }
            return isolation
        }
    }
}
