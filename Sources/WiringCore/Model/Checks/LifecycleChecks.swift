/// The checks of a component's lifecycle options: `.weak` needs an instance that can be held weakly, a kept instance
/// one that can be copied to each dependent, and `teardown:` a kept instance and a method that the generated
/// `shutdown()` can call directly.
extension ModelChecks {
    /// `.weak` needs a class or actor, and a kept instance a type that is not `~Copyable`; `teardown:` needs a kept
    /// instance and a method without parameters that is synchronous, does not throw, and runs on a global actor or
    /// off any actor (not on its own actor's instance). Nil when one of these fails.
    func checkLifecycle(_ annotation: Annotation, of type: TypeDeclaration) -> CheckedLifecycle? {
        var fine = true
        let name = type.qualifiedName
        if annotation.scope.keepsInstance, type.isNoncopyable {
            diagnostics.emit(
                .error(
                    .noncopyableKeptInstance,
                    "'\(name)' is '~Copyable', so the graph cannot keep one instance and hand it to each dependent: make it unscoped, so that each dependent gets its own, or remove '~Copyable'",
                    at: annotation.location))
            fine = false
        }
        if fine, annotation.scope == .weak, type.kind == .struct {
            diagnostics.emit(
                .error(
                    .unsupportedWeakScope,
                    "'\(name)' is a struct, which is copied, so nothing can hold it weakly: use 'scope: .shared' or '.unscoped', or make it a class",
                    at: annotation.location))
            fine = false
        }
        guard let teardown = annotation.teardown else { return fine ? CheckedLifecycle() : nil }
        if !annotation.scope.keepsInstance {
            diagnostics.emit(
                .error(
                    .unscopedTeardown,
                    "'teardown: \(teardown.name)' needs an instance the graph keeps, but '\(name)' is unscoped: add 'scope: .shared' (or '.weak')",
                    at: teardown.location))
            return nil
        }
        let methods = index.declarationsAndExtensions(of: name).flatMap(\.members).compactMap {
            member -> FunctionDeclaration? in
            guard case .function(let function) = member, !function.header.hasModifier("static") else { return nil }
            return function
        }
        let callable = methods.filter { $0.parameters.allSatisfy { $0.defaultValue != nil } }
        guard let method = callable.first(where: { $0.name == teardown.name }) else {
            let names = callable.map(\.name)
            let hint =
                NearMatches.suggestions(for: teardown.name, among: names, limit: 1).first.map {
                    "; did you mean '\($0)'?"
                }
                ?? ": declare 'func \(teardown.name)()' in '\(name)' or an extension"
            diagnostics.emit(
                .error(
                    .unknownTeardownMethod, "'\(name)' has no method '\(teardown.name)()' to call on teardown\(hint)",
                    at: teardown.location))
            return nil
        }
        guard
            checkUnconditional(
                method.header, of: type, what: "teardown method '\(teardown.name)()' of '\(name)'",
                fix: "declare it outside the '#if'")
        else { return nil }
        if type.kind == .actor, !method.header.hasModifier("nonisolated") {
            diagnostics.emit(
                .error(
                    .unsupportedTeardownMethod,
                    "teardown method '\(teardown.name)()' of actor '\(name)' is isolated to the actor, but 'shutdown()' calls it directly, without 'await': declare it 'nonisolated func \(teardown.name)()'",
                    at: teardown.location,
                    notes: [.init("'\(teardown.name)()' is declared here", at: method.nameLocation)]))
            return nil
        }
        if !method.effects.isEmpty || method.header.isFilePrivate {
            diagnostics.emit(
                .error(
                    .unsupportedTeardownMethod,
                    "teardown method '\(teardown.name)()' of '\(name)' must be internal, synchronous and non-throwing, as 'shutdown()' calls it directly: handle its errors inside it",
                    at: teardown.location,
                    notes: [.init("'\(teardown.name)()' is declared here", at: method.nameLocation)]))
            return nil
        }
        guard let isolation = checkTeardownIsolation(method, named: teardown, of: type, annotation: annotation),
            checkVisibleFromGraph(method), fine
        else { return nil }
        return CheckedLifecycle(teardownIsolation: isolation)
    }

    /// A teardown method isolated to a global actor makes `shutdown()` isolated to it too.
    private func checkTeardownIsolation(
        _ method: FunctionDeclaration, named teardown: (name: String, location: SourceLocation),
        of type: TypeDeclaration, annotation: Annotation
    ) -> Isolation? {
        let name = type.qualifiedName
        let declaredHere = [Diagnostic.Note("'\(teardown.name)()' is declared here", at: method.nameLocation)]
        switch index.isolation(ofMethod: method, in: name) {
        case .known(let isolation, _):
            return isolation
        case .unclassified(let attribute):
            if let declared = annotation.isolation, !method.header.attributes.contains(attribute) {
                return declared.value == .mainActor ? .mainActor : .nonisolated
            }
            diagnostics.emit(
                .error(
                    .unsupportedTeardownMethod,
                    "Wiring cannot tell whether '@\(attribute.name)' isolates teardown method '\(teardown.name)()' of '\(name)' to a global actor, which 'shutdown()' would have to 'await': declare it 'nonisolated func \(teardown.name)()' or '@MainActor func \(teardown.name)()'",
                    at: teardown.location, notes: declaredHere))
            return nil
        }
    }
}
