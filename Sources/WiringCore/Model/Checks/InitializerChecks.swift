/// The checks of the init a component is built with: that there is one choice (``InitializerChoice``), that it
/// exists in every build configuration, that Wiring can read it (a memberwise init it models) and call it (not
/// failable, generic, `rethrows` or private, with parameters the graph can fill in).
extension ModelChecks {
    /// The init Wiring calls for `type`, or nil when there is no single one or Wiring cannot read it. `assisted`
    /// names the parameters the caller passes, whose types the graph needs even when they have default values.
    func selectInitializer(of type: TypeDeclaration, assisted: Set<String>) -> InitializerSignature? {
        switch InitializerChoice(of: type, in: index, injected: sources.injectedInitializers) {
        case .declared(let chosen, let extensionAccess):
            guard
                checkUnconditional(
                    chosen.header, of: type, what: "the init of '\(type.qualifiedName)' that Wiring calls",
                    fix: "declare it outside the '#if'")
            else { return nil }
            return InitializerSignature(declared: chosen, extensionAccess: extensionAccess)
        case .memberwise:
            return checkMemberwiseInitializer(of: type, assisted: assisted)
                ? MemberwiseInitializer.signature(of: type) : nil
        case .implicit:
            return InitializerSignature(synthesized: .implicit, parameters: [], location: type.nameLocation)
        case .markedMoreThanOnce(let marked):
            diagnostics.emit(
                .error(
                    .ambiguousInitializer,
                    "'\(type.qualifiedName)' has \(marked.count) inits marked '// @Inject'; keep the mark on exactly one",
                    at: type.nameLocation,
                    notes: marked.map { .init("marked here", at: $0.header.location) }))
            return nil
        case .ambiguous(let declared, let includingSynthesized):
            var candidates: [Diagnostic.Note] = declared.map {
                .init(
                    "candidate: init(\($0.parameters.map { ($0.label ?? "_") + ":" }.joined()))", at: $0.header.location
                )
            }
            if includingSynthesized {
                let synthesized = type.kind == .struct ? "the memberwise init" : "the implicit init()"
                candidates.insert(
                    .init("candidate: \(synthesized) Swift synthesizes (declare it to mark it)", at: type.nameLocation),
                    at: 0)
            }
            diagnostics.emit(
                .error(
                    .ambiguousInitializer,
                    "'\(type.qualifiedName)' has \(candidates.count) inits and Wiring cannot tell which to use; put '// @Inject' on the line above the one it should call",
                    at: type.nameLocation, notes: candidates))
            return nil
        }
    }

    /// Whether Wiring can read the memberwise init of `type` from its stored properties: each is in every build
    /// configuration the type is, and is a parameter whose type Wiring knows, or one with a default value that the
    /// graph does not pass (but an assisted one, named in `assisted`, which the caller passes). A property with an
    /// initial value is such a parameter however it is written: wrapped (`@State private var isOn = false`: the
    /// wrapper's `init(wrappedValue:)` takes the value, the parameter has the wrapped type, and the init stays
    /// internal) or untyped. Any other property must be typed, wrapped by nothing and not private. Reports the first
    /// property that is not.
    private func checkMemberwiseInitializer(of type: TypeDeclaration, assisted: Set<String>) -> Bool {
        for variable in MemberwiseInitializer.storedVariables(of: type) {
            let first = variable.storedInstanceBindings[0]
            guard
                checkUnconditional(
                    variable.header, of: type,
                    what:
                        "property '\(first.name)' of '\(type.qualifiedName)', a parameter of the memberwise init Wiring calls,",
                    fix: "move it out of the '#if', or declare an init outside it")
            else { return false }
            let wrapper = MemberwiseInitializer.wrapper(of: variable)
            if let wrapper, !first.hasInitialValue {
                diagnostics.emit(
                    .error(
                        .unsupportedPropertyWrapper,
                        "'\(type.qualifiedName)' has no declared init and its property '\(first.name)' uses '@\(wrapper.name)' without an initial value, which changes the memberwise init in ways Wiring does not model; give it an initial value, or declare an init",
                        at: first.location))
                return false
            }
            // A wrapped property's storage is private whatever it is declared; a global actor's name (as
            // `isGlobalActorIsolated` reads it) wraps nothing, and a private property so isolated keeps the init private.
            let isWrapped = wrapper.map { !$0.name.hasSuffix("Actor") } ?? false
            if variable.header.isFilePrivate, !isWrapped {
                diagnostics.emit(
                    .error(
                        .inaccessibleDeclaration,
                        "the memberwise init of '\(type.qualifiedName)' is \(accessWord(variable.header)) because property '\(first.name)' is; declare an internal init, or make the property internal",
                        at: first.location))
                return false
            }
            for binding in variable.storedInstanceBindings
            where binding.type == nil
                && (!binding.hasInitialValue || (!variable.isLet && assisted.contains(binding.name)))
            {
                diagnostics.emit(
                    .error(
                        .missingTypeAnnotation,
                        "property '\(binding.name)' of '\(type.qualifiedName)' has no type annotation, so Wiring cannot read \(assisted.contains(binding.name) ? "the type of the assisted value" : "the memberwise init"); write its type, or declare an init",
                        at: binding.location))
                return false
            }
        }
        return true
    }

    /// An init Wiring can call: visible, not failable, not generic, not `rethrows`, with parameters it can fill in.
    func checkInitializer(_ initializer: InitializerSignature, of typeName: String) -> Bool {
        let location = initializer.location
        var fine = true
        if initializer.failability != .nonFailable {
            diagnostics.emit(
                .error(
                    .failableInitializer,
                    "the init of '\(typeName)' is failable (init\(initializer.failability.rawValue)); Wiring cannot build a component that may be nil: make the init non-failable, or return the value from a '// @Provides' function that handles the failure",
                    at: location))
            fine = false
        }
        if initializer.effects.throwsClause == .rethrows {
            diagnostics.emit(
                .error(
                    .rethrowsDeclaration,
                    "the init of '\(typeName)' is 'rethrows'; Wiring cannot tell whether the closures it passes make it throw: declare it 'throws', or not throwing",
                    at: location))
            fine = false
        }
        if initializer.isGeneric {
            diagnostics.emit(
                .error(
                    .genericDeclaration,
                    "the init of '\(typeName)' is generic; Wiring needs concrete parameter types: remove the generic parameters, or mark a non-generic init with '// @Inject'",
                    at: location))
            fine = false
        }
        if initializer.access <= .fileprivate {
            diagnostics.emit(
                .error(
                    .inaccessibleDeclaration,
                    "the init of '\(typeName)' is private; the generated graph is in another file: make the init internal",
                    at: location))
            fine = false
        }
        return checkParameters(initializer.parameters, of: "'\(typeName).init'") && fine
    }
}
