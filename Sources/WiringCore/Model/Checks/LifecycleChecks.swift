/// The checks of a component's lifecycle options: `.weak` needs an instance that can be held weakly, a kept instance
/// one that can be copied to each dependent, and `teardown:` a kept instance and a method that the generated
/// `shutdown()` can call directly.
extension ModelChecks {
    /// `.weak` needs a class or actor, and a kept instance a type that is not `~Copyable`; `teardown:` needs a kept
    /// instance and a method without parameters that is synchronous and does not throw.
    func checkLifecycle(_ annotation: Annotation, of type: TypeDeclaration) -> Bool {
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
        guard let teardown = annotation.teardown else { return fine }
        if !annotation.scope.keepsInstance {
            diagnostics.emit(
                .error(
                    .unscopedTeardown,
                    "'teardown: \(teardown.name)' needs an instance the graph keeps, but '\(name)' is unscoped: add 'scope: .shared' (or '.weak')",
                    at: teardown.location))
            return false
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
            return false
        }
        guard
            checkUnconditional(
                method.header, of: type, what: "teardown method '\(teardown.name)()' of '\(name)'",
                fix: "declare it outside the '#if'")
        else { return false }
        if type.kind == .actor, !method.header.hasModifier("nonisolated") {
            diagnostics.emit(
                .error(
                    .unsupportedTeardownMethod,
                    "teardown method '\(teardown.name)()' of actor '\(name)' is isolated to the actor, but 'shutdown()' calls it directly, without 'await': declare it 'nonisolated func \(teardown.name)()'",
                    at: teardown.location,
                    notes: [.init("'\(teardown.name)()' is declared here", at: method.nameLocation)]))
            return false
        }
        if !method.effects.isEmpty || method.header.isFilePrivate {
            diagnostics.emit(
                .error(
                    .unsupportedTeardownMethod,
                    "teardown method '\(teardown.name)()' of '\(name)' must be internal, synchronous and non-throwing, as 'shutdown()' calls it directly: handle its errors inside it",
                    at: teardown.location,
                    notes: [.init("'\(teardown.name)()' is declared here", at: method.nameLocation)]))
            return false
        }
        return checkVisibleFromGraph(method) && fine
    }
}
