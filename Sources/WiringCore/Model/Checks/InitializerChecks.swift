/// The checks of the init a component is built with: that there is one choice (``InitializerChoice``), that it
/// exists in every build configuration, that Wiring can read it (a memberwise init it models) and call it (not
/// failable, generic, `rethrows` or private, with parameters the graph can fill in).
extension ModelChecks {
    /// The init Wiring calls for `type`, or nil when there is no single one or Wiring cannot read it. `assisted`
    /// names the parameters the caller passes, whose types the graph needs even when they have default values.
    func selectInitializer(of type: TypeDeclaration, assisted: Set<String>) -> InitializerSignature? {
        switch InitializerChoice(of: type, in: index, injected: sources.injectedInitializers) {
        case .declared(let chosen):
            guard checkInEveryConfiguration(chosen, of: type) else { return nil }
            return InitializerSignature(
                declared: inheritedSpelling(of: chosen.initializer, from: chosen.owner, into: type),
                extensionAccess: chosen.extensionAccess)
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
        case .unavailable(let unavailable):
            diagnostics.emit(
                .error(
                    .ambiguousInitializer,
                    "every init of '\(type.qualifiedName)' is marked unavailable, so Wiring has none to call; declare an init it can call",
                    at: type.nameLocation,
                    notes: unavailable.map { .init("unavailable: \(Self.describe($0))", at: $0.header.location) }))
            return nil
        case .ambiguous(let declared, let includingSynthesized):
            // In the order of the sources, wherever each init comes from (the type, an extension, a superclass).
            var candidates: [Diagnostic.Note] = declared.sorted { $0.header.location < $1.header.location }.map {
                .init("candidate: \(Self.describe($0))", at: $0.header.location)
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

    /// `init(engine:wheels:)`, as messages name an init.
    private static func describe(_ initializer: InitializerDeclaration) -> String {
        "init(\(initializer.parameters.map { ($0.label ?? "_") + ":" }.joined()))"
    }

    /// Whether the init Wiring calls exists in every configuration its type does: declared beside the type, or in
    /// every branch of one `#if` (an `#else` among them) with the same parameters, as the generated call is the same
    /// in each. Otherwise reports the init, with the branches that declare it.
    private func checkInEveryConfiguration(_ chosen: InitializerCandidate, of type: TypeDeclaration) -> Bool {
        let header = chosen.initializer.header
        guard let branch = header.conditionalBranch, branch != chosen.owner.header.conditionalBranch else {
            return true
        }
        let ordinals = Set(chosen.alternatives.compactMap { $0.header.conditionalBranch?.ordinal })
        let last = chosen.alternatives.compactMap(\.header.conditionalBranch).max { $0.ordinal < $1.ordinal }
        if let last, last.isElse, ordinals.count == last.ordinal + 1 { return true }
        let what = "'\(Self.describe(chosen.initializer))', the init of '\(type.qualifiedName)' that Wiring calls,"
        diagnostics.emit(
            .error(
                .conditionalDeclaration,
                "\(what) is inside \(branch.described), so a build configuration may leave it out, and the generated graph calls it in every one: declare an init with the same parameters in every branch of the '#if', an '#else' included, or declare it outside the '#if'",
                at: header.location,
                notes: chosen.alternatives.compactMap(\.header.conditionalBranch).map {
                    .init("declared in \($0.described)", at: $0.location)
                }))
        return false
    }

    /// The init as `type` calls it: an inherited one's parameter types are written in its superclass, so they are
    /// qualified there, with the superclass's generic parameters replaced by what `type` inherits
    /// (`class Sub: Base<Int>`).
    private func inheritedSpelling(
        of initializer: InitializerDeclaration, from owner: TypeDeclaration, into type: TypeDeclaration
    ) -> InitializerDeclaration {
        guard owner.qualifiedName != type.qualifiedName else { return initializer }
        var arguments: [String: TypeSyntax] = [:]
        var inheriting = type
        while inheriting.qualifiedName != owner.qualifiedName, let superclass = index.superclass(of: inheriting) {
            let written = index.qualified(
                inheriting.inheritedTypes[0].syntax, in: inheriting.header.enclosingTypes,
                inFile: inheriting.nameLocation.file, genericParameters: inheriting.genericParameters
            ).substituting(arguments)
            arguments = [:]
            if case .named(let members) = written, let values = members.last?.arguments {
                for (parameter, value) in zip(superclass.genericParameters ?? [], values) {
                    arguments[parameter.name] = value
                }
            }
            inheriting = superclass
        }
        var spelled = initializer
        for position in spelled.parameters.indices {
            let parameterType = spelled.parameters[position].type
            spelled.parameters[position].type.syntax = index.qualified(
                parameterType.syntax, in: owner.header.enclosingTypes + [owner.name],
                inFile: parameterType.location.file, genericParameters: initializer.genericParameters
            ).substituting(arguments)
        }
        return spelled
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
