/// The checks of stage 3: whether Wiring can build each annotated declaration, with a diagnostic for every reason it
/// cannot. Each check returns what it found valid (``CheckedComponent``, ``CheckedProvider``…) or nil, so that only
/// checked declarations reach the building, which can then assume them valid and reports nothing.
///
/// The checks of one kind of declaration are in a file of their own, as extensions; this file has the state they
/// share and the checks every kind uses. A rejected declaration adds what it would have bound to ``rejectedKeys``,
/// so that the graph stage does not report it missing too: one mistake, one error.
struct ModelChecks {
    let sources: AnnotatedSources
    let index: TypeIndex
    let diagnostics: DiagnosticCollector
    /// What the rejected declarations would have bound, which the model carries on to the graph stage.
    var rejectedKeys: Set<TypeKey> = []
    /// The graphs' names, the root graph's first (index into `BindingModel.graphs`), once they are checked.
    var graphNames: [String] = []

    init(sources: AnnotatedSources, index: TypeIndex, diagnostics: DiagnosticCollector) {
        self.sources = sources
        self.index = index
        self.diagnostics = diagnostics
    }

    /// Generic and private types (or types nested in them) cannot be named by the generated file; a component
    /// (`allowsGeneric`) may be generic, or nested in a generic type: each specialization is named.
    func checkNameable(_ type: TypeDeclaration, role: String, fix: String, allowsGeneric: Bool = false) -> Bool {
        if type.genericParameters != nil, !allowsGeneric {
            diagnostics.emit(
                .error(
                    .genericDeclaration,
                    "generic type '\(type.qualifiedName)' cannot be \(role): Wiring needs a concrete type; \(fix) for the specialization you need",
                    at: type.nameLocation))
            return false
        }
        if type.header.isFilePrivate {
            diagnostics.emit(
                .error(
                    .inaccessibleDeclaration,
                    "'\(type.qualifiedName)' is \(accessWord(type.header)) and cannot be \(role): the generated graph is in another file; make it internal",
                    at: type.nameLocation))
            return false
        }
        if let (enclosing, reason) = index.unusableEnclosingType(
            of: type.header.enclosingTypes, allowsGeneric: allowsGeneric)
        {
            diagnostics.emit(
                .error(
                    reason == "generic" ? .genericDeclaration : .inaccessibleDeclaration,
                    "'\(type.qualifiedName)' cannot be \(role) because the type it is nested in, '\(enclosing.qualifiedName)', is \(reason == "private" ? accessWord(enclosing.header) : "generic"); \(reason == "private" ? "make it internal" : "move the type out of the generic type")",
                    at: type.nameLocation,
                    notes: [.init("'\(enclosing.qualifiedName)' is declared here", at: enclosing.nameLocation)]))
            return false
        }
        return true
    }

    /// `private` or `fileprivate`, as the declaration says.
    func accessWord(_ header: DeclarationHeader) -> String {
        header.hasModifier("private") ? "private" : "fileprivate"
    }

    /// A declaration a component relies on must exist in every build configuration its type exists in: Wiring
    /// cannot tell which configurations a build uses.
    func checkUnconditional(_ header: DeclarationHeader, of type: TypeDeclaration, what: String, fix: String) -> Bool {
        guard let branch = header.conditionalBranch, branch != type.header.conditionalBranch else { return true }
        diagnostics.emit(
            .error(
                .conditionalDeclaration,
                "\(what) is inside \(branch.described), so it may be missing from a build configuration, and Wiring builds one graph for all of them: \(fix)",
                at: header.location, notes: [.init("\(branch.described) begins here", at: branch.location)]))
        return false
    }

    /// `inout T`, `some P`, or a type with an autoclosure in it: what the generated code cannot pass a value to.
    private static func isUnfillable(_ type: TypeSyntax) -> Bool {
        switch type {
        case .specified("inout", _), .opaque: true
        default: type.containsAttribute("autoclosure")
        }
    }

    /// What a parameter takes `sending`: `T` of `sending T`, and of a factory `() -> sending T`; nil when nothing is.
    private static func sentType(_ type: TypeSyntax) -> TypeSyntax? {
        if case .specified("sending", let sent) = type { return sent }
        if case .specified("sending", let sent) = type.withoutOwnership.functionResult { return sent }
        return nil
    }

    /// Parameters the graph can fill in: those without a default value must take a plain value, not a variadic
    /// list, an `inout`, an `isolated` actor, an opaque `some` type or an autoclosure; and what they take `sending`
    /// must be `Sendable`.
    func checkParameters(_ parameters: [Parameter], of owner: String) -> Bool {
        var fine = true
        for parameter in parameters where parameter.defaultValue == nil {
            let type = parameter.type.syntax
            if parameter.isVariadic {
                diagnostics.emit(
                    .error(
                        .unsupportedParameter,
                        "parameter '\(parameter.name)' of \(owner) is variadic; Wiring cannot fill it in: give it a default value, or take an array instead",
                        at: parameter.location))
                fine = false
            } else if case .specified("isolated", let actor) = type {
                // An init with an `isolated` parameter runs on that actor: the graph's synchronous code cannot call it.
                diagnostics.emit(
                    .error(
                        .unsupportedParameter,
                        "parameter '\(parameter.name)' of \(owner) is 'isolated', so it runs on that actor, which the graph cannot call into synchronously: take '\(actor)' without 'isolated' and call it with 'await', or give it a default value",
                        at: parameter.location))
                fine = false
            } else if let sent = Self.sentType(type), case .notSendable(let reason) = index.sendability(of: sent) {
                diagnostics.emit(
                    .error(
                        .unsupportedParameter,
                        "parameter '\(parameter.name)' of \(owner) takes '\(sent)' 'sending', but \(reason.why), and the value the graph passes may share state with what it keeps: take it without 'sending', or \(reason.fix)",
                        at: parameter.location))
                fine = false
            } else if Self.isUnfillable(type) {
                let word = type.written.split(separator: " ").first.map(String.init) ?? type.written
                diagnostics.emit(
                    .error(
                        .unsupportedParameter,
                        "parameter '\(parameter.name)' of \(owner) is '\(word)'; Wiring can only pass plain values: change its type, or give it a default value",
                        at: parameter.location))
                fine = false
            }
        }
        return fine
    }
}
