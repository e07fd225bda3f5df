/// Stage 3: turns annotated declarations into components, providers, inputs and the bindings they make. It picks
/// each component's init, and reports what cannot be built: generic or private types, unusable inits, `as:` types
/// the component provably does not conform to.
public struct BindingModelBuilder {
    private let sources: AnnotatedSources
    private let diagnostics: DiagnosticCollector
    private let index: TypeIndex
    private var model = BindingModel()
    private var filesWithBindings: Set<String> = []
    private var contributions: [Contribution] = []

    /// A component's or provider's contribution `into:` a collection.
    private struct Contribution {
        var collection: TypeKey
        /// The collection's type as the generated code spells it: `[any Plugin]`.
        var collectionType: String
        var isKeyed: Bool
        /// The contributing binding's key.
        var contributor: TypeKey
        /// The component's type or the provider's function, for messages and the tie-break of equal priorities.
        var contributorName: String
        var priority: Int
        var key: (text: String, location: SourceLocation)?
        /// Where `into:` is written.
        var location: SourceLocation
    }

    public static func build(_ sources: AnnotatedSources, diagnostics: DiagnosticCollector) -> BindingModel {
        var builder = BindingModelBuilder(sources: sources, diagnostics: diagnostics)
        builder.model.fileCount = sources.files.count
        builder.model.rejectedKeys = Set(sources.typesWithRejectedAnnotations.map { TypeKey($0) })
        builder.model.declaredProtocols = Set(builder.index.declarations.filter { $0.value.contains { $0.kind == .protocol } }.keys)
        builder.model.declaredTypes = builder.index.declarations.compactMapValues { $0.first?.nameLocation }
        for name in builder.index.declarations.keys {
            let inherited = builder.index.declarationsAndExtensions(of: name).flatMap(\.inheritedTypes)
            builder.model.declaredSupertypes[name] = Set(inherited.map { TypeIndex.bareName($0.text) })
        }
        for component in sources.components { builder.addComponent(component) }
        for provider in sources.providers { builder.addProvider(provider) }
        builder.addInputs(sources.inputs)
        for bundle in sources.bundles { builder.addBundle(bundle) }
        builder.addInjections(sources.injectedProperties)
        builder.addInjectedPropertiesToComponents()
        builder.addCollections()
        builder.addAllowedEmptyCollections()
        builder.collectImports()
        for binding in builder.model.bindings where binding.scope.keepsInstance && builder.isNonSendableClass(binding.type) {
            builder.model.nonSendableKeptClasses.insert(binding.type)
        }
        for binding in builder.model.bindings.indices {
            builder.model.bindings[binding].typeAccess = builder.index.access(ofTypeText: builder.model.bindings[binding].type)
            builder.model.bindings[binding].module = builder.index.module(ofFile: builder.model.bindings[binding].location.file)?.name
        }
        return builder.model
    }

    private init(sources: AnnotatedSources, diagnostics: DiagnosticCollector) {
        self.sources = sources
        self.diagnostics = diagnostics
        self.index = TypeIndex(files: sources.files)
    }

    // MARK: - Components

    private mutating func addComponent(_ annotated: Annotated<TypeDeclaration>) {
        let type = annotated.declaration
        let name = type.qualifiedName
        let boundTypes = checkedBoundTypes(annotated.annotation.boundTypes, of: type)
        guard checkNameable(type, role: "a component", fix: "add a '// @Provides' function that returns it"),
              let initializer = selectInitializer(of: type), checkInitializer(initializer, of: name),
              checkVisibleFromGraph(type, initializer: initializer)
        else {
            model.rejectedKeys.insert(TypeKey(name))
            model.rejectedKeys.formUnion(boundTypes.map { TypeKey(qualified($0.text, in: type.header.enclosingTypes, inFile: type.nameLocation.file)) })
            return
        }

        let scope = type.header.enclosingTypes + [type.name]
        let assisted = annotated.annotation.assistedParameters
        if !assisted.isEmpty {
            // The generated `make` function and the factory type are written at file scope: spell types in full.
            // Both keep an assisted closure's `@escaping`: the init keeps the closure, so the function that passes
            // it on must take it escaping, and a factory type without it is another type, whose closures cannot.
            var initializer = initializer
            for position in initializer.parameters.indices
            where assisted.contains(where: { $0.name == initializer.parameters[position].name }) {
                let text = initializer.parameters[position].type.text
                initializer.parameters[position].type.text = qualified(text, in: scope, inFile: type.nameLocation.file)
            }
            var component = Component(typeName: name, kind: type.kind, location: type.nameLocation, scope: .unscoped,
                                      boundTypes: [], initializer: initializer)
            component.assistedParameters = assisted.map(\.name)
            let factoryType = "(" + component.assistedInitParameters.map(\.type.text).joined(separator: ", ") + ") -> " + name
            let assistedEffects = effects(of: type, initializer: initializer)
            if !assistedEffects.isEmpty {
                diagnostics.emit(.error(
                    .effectfulAssistedComponent, "'\(name)' takes assisted values and its creation is '\(assistedEffects.description)'; Wiring makes assisted components only synchronously and off the main actor for now: remove 'assisted:' and take those values another way, or make its init plain",
                    at: type.nameLocation))
                model.rejectedKeys.formUnion([TypeKey(name), TypeKey(factoryType)])
                return
            }
            guard checkAssisted(assisted, of: name, initializer: initializer, annotation: annotated.annotation) else {
                model.rejectedKeys.formUnion([TypeKey(name), TypeKey(factoryType)])
                return
            }
            model.components.append(component)
            filesWithBindings.insert(type.nameLocation.file)
            let graphParameters = initializer.parameters.filter { !component.assistedParameters.contains($0.name) }
            model.bindings.append(Binding(type: factoryType, key: TypeKey(factoryType, name: sources.names[type.nameLocation]),
                                          source: .assistedFactory(component: model.components.count - 1),
                                          scope: .unscoped, location: type.nameLocation,
                                          dependencies: dependencies(of: graphParameters, in: scope)))
            return
        }

        guard checkContributionOptions(annotated.annotation, of: "'\(name)'"), checkLifecycle(annotated.annotation, of: type) else {
            model.rejectedKeys.insert(TypeKey(name))
            return
        }
        let componentIndex = model.components.count
        var component = Component(typeName: name, kind: type.kind, location: type.nameLocation,
                                  scope: annotated.annotation.scope, boundTypes: boundTypes, initializer: initializer)
        component.teardown = annotated.annotation.teardown?.name
        model.components.append(component)
        filesWithBindings.insert(type.nameLocation.file)
        let bindingName = sources.names[type.nameLocation]
        if let collection = annotated.annotation.collection {
            let element = index.resolve(TypeIndex.bareName(collection.element.text), from: type.header.enclosingTypes.joined(separator: "."),
                                        inFile: type.nameLocation.file)
            if index.conforms(type.qualifiedName, to: element) == false {
                diagnostics.emit(.error(
                    .missingConformance, "'\(name)' does not conform to '\(collection.element.text)', so it cannot be a contribution 'into: \(Self.spelled(collection))'; add ': \(collection.element.text)' to its declaration (or an extension), or change 'into:'",
                    at: collection.element.location))
            }
            addContribution(annotated.annotation, collection: collection, contributorName: name, contributorType: name,
                            source: .component(componentIndex), effects: effects(of: type, initializer: initializer),
                            location: type.nameLocation,
                            dependencies: dependencies(of: initializer.parameters, in: scope),
                            enclosingTypes: type.header.enclosingTypes)
            return
        }
        let ownKey = TypeKey(name, name: bindingName)
        var ownBinding = Binding(type: name, key: ownKey, source: .component(componentIndex),
                                 scope: annotated.annotation.scope, location: type.nameLocation,
                                 dependencies: dependencies(of: initializer.parameters, in: scope))
        ownBinding.ownEffects = effects(of: type, initializer: initializer)
        model.bindings.append(ownBinding)
        for bound in boundTypes {
            let alias = Parameter(label: nil, name: name, type: TypeReference(text: name, location: bound.location),
                                  defaultValue: nil, isVariadic: false, location: bound.location)
            let boundType = qualified(bound.text, in: type.header.enclosingTypes, inFile: type.nameLocation.file)
            model.bindings.append(Binding(type: spelledType(boundType), key: TypeKey(boundType, name: bindingName),
                                          source: .alias(component: componentIndex), scope: annotated.annotation.scope,
                                          location: bound.location, dependencies: [Dependency(parameter: alias, key: ownKey)]))
        }
    }

    // MARK: - Visibility across modules

    /// A component of a dependency module is made by the graph of the module that depends on it, so its type, the
    /// types it is nested in, and its init must be visible there.
    private func checkVisibleFromGraph(_ type: TypeDeclaration, initializer: InitializerSignature) -> Bool {
        guard checkVisibleFromGraph(type) else { return false }
        let (what, fix): (String, (AccessLevel) -> String) = switch initializer.origin {
        case .declared: ("the init of '\(type.qualifiedName)'", { "declare it '\($0) init'" })
        case .memberwise: ("the memberwise init that Swift synthesizes for '\(type.qualifiedName)'",
                           { "declare a '\($0) init' that takes its properties" })
        case .implicit: ("the init() that Swift synthesizes for '\(type.qualifiedName)'", { "declare '\($0) init() {}'" })
        }
        return checkVisible(what, access: initializer.access, at: initializer.location, fix: fix)
    }

    /// A type, and every type it is nested in, as the graph of a depending module must see it.
    private func checkVisibleFromGraph(_ type: TypeDeclaration) -> Bool {
        let enclosing = type.header.enclosingTypes.indices.compactMap { last in
            index.declarations[type.header.enclosingTypes[...last].joined(separator: ".")]?.first
        }
        return (enclosing + [type]).allSatisfy { declaration in
            checkVisible("'\(declaration.qualifiedName)'", access: declaration.header.writtenAccessLevel ?? .internal,
                         at: declaration.nameLocation, fix: { "declare it '\($0) \(declaration.kind.rawValue) \(declaration.name)'" })
        }
    }

    /// A provider or teardown method, with the type it is declared in: its access is its own modifier, else that of
    /// the extension it is declared in, else internal.
    private func checkVisibleFromGraph(_ function: FunctionDeclaration) -> Bool {
        let scope = function.header.enclosingTypes.joined(separator: ".")
        let container = index.declarationsAndExtensions(of: scope).first { declaration in
            declaration.members.contains { $0.header.location == function.header.location }
        }
        if let container, container.kind != .extension, !checkVisibleFromGraph(container) { return false }
        let inheritedAccess = container?.kind == .extension ? container?.header.writtenAccessLevel : nil
        return checkVisible("function '\(function.name)'", access: function.header.writtenAccessLevel ?? inheritedAccess ?? .internal,
                            at: function.nameLocation, fix: { "declare it '\($0) func \(function.name)'" })
    }

    /// Whether a declaration in a dependency module is visible from the generated file: it must be `public`, or
    /// `package` when the module is in the target's package. Reports the modifier to write when it is not.
    private func checkVisible(_ what: String, access: AccessLevel, at location: SourceLocation,
                              fix: (AccessLevel) -> String) -> Bool {
        guard let module = index.module(ofFile: location.file), access < module.requiredAccess else { return true }
        let graphModule = module.requiredAccess == .package ? "another module of the same package" : "a module of another package"
        let alternative = module.requiredAccess == .package ? " (or 'public')" : ""
        diagnostics.emit(.error(
            .invisibleAcrossModules, "\(what) is \(access) in module '\(module.name)', and the graph that uses it is generated in \(graphModule): \(fix(module.requiredAccess))\(alternative)",
            at: location))
        return false
    }

    // MARK: - Effects

    /// Whether `typeName` is a class of the sources that is provably not `Sendable`: it and every supertype are
    /// declared in the sources, and none says `Sendable` or is isolated to a global actor (`@MainActor`). Anything
    /// declared elsewhere may be `Sendable`, so the answer is then no.
    private func isNonSendableClass(_ typeName: String) -> Bool {
        guard index.declarations[typeName]?.first?.kind == .class else { return false }
        var pending = [typeName]
        var visited: Set<String> = []
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            let declarations = index.declarationsAndExtensions(of: current)
            guard index.declarations[current] != nil else { return false }
            for declaration in declarations {
                if declaration.header.attributes.contains(where: { $0.name.hasSuffix("Actor") }) { return false }
                for inherited in declaration.inheritedTypes {
                    let name = TypeIndex.bareName(inherited.text)
                    if name == "Sendable" { return false }
                    // Every class is an `AnyObject`, which makes nothing Sendable.
                    if name == "AnyObject" { continue }
                    pending.append(index.resolve(name, from: declaration.header.enclosingTypes.joined(separator: "."),
                                                 inFile: declaration.nameLocation.file))
                }
            }
        }
        return true
    }

    /// A component's creation runs on the main actor when its type or init is `@MainActor`, and is `async` or
    /// `throws` when its init is.
    private func effects(of type: TypeDeclaration, initializer: InitializerSignature) -> CreationEffects {
        CreationEffects(isMainActor: Self.isMainActor(type.header) || initializer.isMainActor,
                        isAsync: initializer.effects.isAsync, isThrowing: initializer.effects.throwsClause != nil)
    }

    /// A provider runs on the main actor when it or the type it is declared in is `@MainActor`.
    private func effects(of function: FunctionDeclaration) -> CreationEffects {
        let enclosing = function.header.enclosingTypes.joined(separator: ".")
        let enclosingIsMainActor = index.declarations[enclosing]?.contains { Self.isMainActor($0.header) } ?? false
        return CreationEffects(isMainActor: Self.isMainActor(function.header) || enclosingIsMainActor,
                               isAsync: function.effects.isAsync, isThrowing: function.effects.throwsClause != nil)
    }

    private static func isMainActor(_ header: DeclarationHeader) -> Bool {
        header.attributes.contains { $0.name == "MainActor" }
    }

    /// `.weak` needs a class or actor; `teardown:` needs a kept instance and a method without parameters that is
    /// synchronous and does not throw.
    private func checkLifecycle(_ annotation: Annotation, of type: TypeDeclaration) -> Bool {
        var fine = true
        let name = type.qualifiedName
        if annotation.scope == .weak, type.kind == .struct {
            diagnostics.emit(.error(
                .unsupportedWeakScope, "'\(name)' is a struct, which is copied, so nothing can hold it weakly: use 'scope: .shared' or '.unscoped', or make it a class",
                at: annotation.location))
            fine = false
        }
        guard let teardown = annotation.teardown else { return fine }
        if !annotation.scope.keepsInstance {
            diagnostics.emit(.error(
                .unscopedTeardown, "'teardown: \(teardown.name)' needs an instance the graph keeps, but '\(name)' is unscoped: add 'scope: .shared' (or '.weak')",
                at: teardown.location))
            return false
        }
        let methods = index.declarationsAndExtensions(of: name).flatMap(\.members).compactMap { member -> FunctionDeclaration? in
            guard case .function(let function) = member, !function.header.hasModifier("static") else { return nil }
            return function
        }
        let callable = methods.filter { $0.parameters.allSatisfy { $0.defaultValue != nil } }
        guard let method = callable.first(where: { $0.name == teardown.name }) else {
            let names = callable.map(\.name)
            let hint = NearMatches.suggestions(for: teardown.name, among: names, limit: 1).first.map { "; did you mean '\($0)'?" }
                ?? ": declare 'func \(teardown.name)()' in '\(name)' or an extension"
            diagnostics.emit(.error(.unknownTeardownMethod, "'\(name)' has no method '\(teardown.name)()' to call on teardown\(hint)", at: teardown.location))
            return false
        }
        guard checkUnconditional(method.header, of: type, what: "teardown method '\(teardown.name)()' of '\(name)'",
                                 fix: "declare it outside the '#if'")
        else { return false }
        if type.kind == .actor, !method.header.hasModifier("nonisolated") {
            diagnostics.emit(.error(
                .unsupportedTeardownMethod, "teardown method '\(teardown.name)()' of actor '\(name)' is isolated to the actor, but 'shutdown()' calls it directly, without 'await': declare it 'nonisolated func \(teardown.name)()'",
                at: teardown.location, notes: [.init("'\(teardown.name)()' is declared here", at: method.nameLocation)]))
            return false
        }
        if !method.effects.isEmpty || method.header.isFilePrivate {
            diagnostics.emit(.error(
                .unsupportedTeardownMethod, "teardown method '\(teardown.name)()' of '\(name)' must be internal, synchronous and non-throwing, as 'shutdown()' calls it directly: handle its errors inside it",
                at: teardown.location, notes: [.init("'\(teardown.name)()' is declared here", at: method.nameLocation)]))
            return false
        }
        return checkVisibleFromGraph(method) && fine
    }

    /// Assisted parameters must be parameters of the init, named once, on an unscoped component without `as:`.
    private func checkAssisted(_ assisted: [Annotation.Assisted], of typeName: String,
                               initializer: InitializerSignature, annotation: Annotation) -> Bool {
        var fine = true
        var seen: Set<String> = []
        let names = initializer.parameters.map(\.name)
        for parameter in assisted {
            if !names.contains(parameter.name) {
                let suggestion = NearMatches.suggestions(for: parameter.name, among: names, limit: 1).first
                diagnostics.emit(.error(
                    .unknownAssistedParameter, "'\(parameter.name)' in 'assisted:' is not a parameter of '\(typeName).init'"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; its parameters are \(NearMatches.quotedList(names, conjunction: "and"))"),
                    at: parameter.location))
                fine = false
            } else if !seen.insert(parameter.name).inserted {
                diagnostics.emit(.error(.redundantOptionValue, "'\(parameter.name)' is listed twice in 'assisted:'; keep one", at: parameter.location))
                fine = false
            }
        }
        if annotation.scope.keepsInstance {
            diagnostics.emit(.error(
                .conflictingOptions, "'\(typeName)' takes assisted values, so each call creates a new one and it cannot be shared: remove 'scope: .\(annotation.scope.rawValue)'",
                at: annotation.location))
            fine = false
        }
        if let teardown = annotation.teardown {
            diagnostics.emit(.error(
                .conflictingOptions, "'\(typeName)' takes assisted values, so the graph does not keep its instances and cannot tear them down: remove 'teardown:' and tear them down where you create them",
                at: teardown.location))
            fine = false
        }
        if !annotation.boundTypes.isEmpty {
            diagnostics.emit(.error(
                .conflictingOptions, "'\(typeName)' takes assisted values, so the graph cannot hand it out as '\(annotation.boundTypes[0].text)' on its own: remove 'as:', and bind a factory with a '// @Provides' function if you need one",
                at: annotation.boundTypes[0].location))
            fine = false
        }
        return fine
    }

    /// Generic and private types (or types nested in them) cannot be named by the generated file.
    private func checkNameable(_ type: TypeDeclaration, role: String, fix: String) -> Bool {
        if type.genericParameters != nil {
            diagnostics.emit(.error(
                .genericDeclaration, "generic type '\(type.qualifiedName)' cannot be \(role): Wiring needs a concrete type; \(fix) for the specialization you need",
                at: type.nameLocation))
            return false
        }
        if type.header.isFilePrivate {
            diagnostics.emit(.error(
                .inaccessibleDeclaration, "'\(type.qualifiedName)' is \(accessWord(type.header)) and cannot be \(role): the generated graph is in another file; make it internal",
                at: type.nameLocation))
            return false
        }
        if let (enclosing, reason) = index.unusableEnclosingType(of: type.header.enclosingTypes) {
            diagnostics.emit(.error(
                reason == "generic" ? .genericDeclaration : .inaccessibleDeclaration,
                "'\(type.qualifiedName)' cannot be \(role) because the type it is nested in, '\(enclosing.qualifiedName)', is \(reason == "private" ? accessWord(enclosing.header) : "generic"); \(reason == "private" ? "make it internal" : "move the type out of the generic type")",
                at: type.nameLocation,
                notes: [.init("'\(enclosing.qualifiedName)' is declared here", at: enclosing.nameLocation)]))
            return false
        }
        return true
    }

    private func accessWord(_ header: DeclarationHeader) -> String {
        header.hasModifier("private") ? "private" : "fileprivate"
    }

    /// The type's only init, or the one marked `// @Inject`. A type whose body declares no init has the one Swift
    /// synthesizes: the memberwise init of a struct, `init()` of a class or actor.
    private func selectInitializer(of type: TypeDeclaration) -> InitializerSignature? {
        var declared: [InitializerDeclaration] = []
        var extensionAccess: [SourceLocation: AccessLevel] = [:]
        for declaration in index.declarationsAndExtensions(of: type.qualifiedName) {
            for case .initializer(let initializer) in declaration.members {
                declared.append(initializer)
                if declaration.kind == .extension { extensionAccess[initializer.header.location] = declaration.header.writtenAccessLevel }
            }
        }
        let injected = declared.filter { sources.injectedInitializers.contains($0.header.location) }
        if injected.count > 1 {
            diagnostics.emit(.error(
                .ambiguousInitializer, "'\(type.qualifiedName)' has \(injected.count) inits marked '// @Inject'; keep the mark on exactly one",
                at: type.nameLocation,
                notes: injected.map { .init("marked here", at: $0.header.location) }))
            return nil
        }
        let bodyDeclaresInit = type.members.contains { if case .initializer = $0 { true } else { false } }
        if let chosen = injected.first ?? (declared.count == 1 && bodyDeclaresInit ? declared.first : nil) {
            guard checkUnconditional(chosen.header, of: type, what: "the init of '\(type.qualifiedName)' that Wiring calls",
                                     fix: "declare it outside the '#if'")
            else { return nil }
            return InitializerSignature(declared: chosen, extensionAccess: extensionAccess[chosen.header.location])
        }
        if declared.isEmpty {
            guard type.kind == .struct else {
                return InitializerSignature(synthesized: .implicit, parameters: [], location: type.nameLocation)
            }
            return memberwiseInitializer(of: type)
        }
        var candidates: [Diagnostic.Note] = declared.map {
            .init("candidate: init(\($0.parameters.map { ($0.label ?? "_") + ":" }.joined()))", at: $0.header.location)
        }
        if !bodyDeclaresInit {
            let synthesized = type.kind == .struct ? "the memberwise init" : "the implicit init()"
            candidates.insert(.init("candidate: \(synthesized) Swift synthesizes (declare it to mark it)", at: type.nameLocation), at: 0)
        }
        diagnostics.emit(.error(
            .ambiguousInitializer, "'\(type.qualifiedName)' has \(candidates.count) inits and Wiring cannot tell which to use; put '// @Inject' on the line above the one it should call",
            at: type.nameLocation, notes: candidates))
        return nil
    }

    /// Attributes that do not wrap a property, so they leave the memberwise init as it is.
    private static let plainPropertyAttributes: Set<String> = [
        "available", "objc", "nonobjc", "MainActor", "preconcurrency", "NSCopying", "NSManaged", "IBOutlet",
        "IBInspectable", "GKInspectable", "inlinable", "usableFromInline", "_spi", "exclusivity", "backDeployed",
    ]

    /// The memberwise init Swift synthesizes: stored properties in order; `let`s with an initial value are not
    /// parameters, and `var`s with one (or optional `var`s, or `lazy` ones) are parameters with defaults.
    private func memberwiseInitializer(of type: TypeDeclaration) -> InitializerSignature? {
        var parameters: [Parameter] = []
        for case .variable(let variable) in type.members {
            let stored = variable.storedInstanceBindings
            if stored.isEmpty { continue }
            guard checkUnconditional(variable.header, of: type, what: "property '\(stored[0].name)' of '\(type.qualifiedName)', a parameter of the memberwise init Wiring calls,",
                                     fix: "move it out of the '#if', or declare an init outside it")
            else { return nil }
            if let wrapper = variable.header.attributes.first(where: { !Self.plainPropertyAttributes.contains($0.name) }) {
                diagnostics.emit(.error(
                    .unsupportedPropertyWrapper, "'\(type.qualifiedName)' has no declared init and its property '\(stored[0].name)' uses '@\(wrapper.name)', which changes the memberwise init in ways Wiring does not model; declare an init",
                    at: stored[0].location))
                return nil
            }
            if variable.header.isFilePrivate {
                diagnostics.emit(.error(
                    .inaccessibleDeclaration, "the memberwise init of '\(type.qualifiedName)' is \(accessWord(variable.header)) because property '\(stored[0].name)' is; declare an internal init, or make the property internal",
                    at: stored[0].location))
                return nil
            }
            for binding in stored {
                guard let propertyType = binding.type else {
                    if !binding.hasInitialValue || !variable.isLet {
                        diagnostics.emit(.error(
                            .missingTypeAnnotation, "property '\(binding.name)' of '\(type.qualifiedName)' has no type annotation, so Wiring cannot read the memberwise init; write its type, or declare an init",
                            at: binding.location))
                        return nil
                    }
                    continue
                }
                if variable.isLet && binding.hasInitialValue { continue }
                let isOptional = propertyType.text.hasSuffix("?") || propertyType.text.hasSuffix("!")
                let hasDefault = binding.hasInitialValue || variable.header.hasModifier("lazy") || (!variable.isLet && isOptional)
                parameters.append(Parameter(label: binding.name, name: binding.name, type: propertyType,
                                            defaultValue: hasDefault ? "" : nil, isVariadic: false,
                                            location: binding.location))
            }
        }
        return InitializerSignature(synthesized: .memberwise, parameters: parameters, location: type.nameLocation)
    }

    /// A declaration a component relies on must exist in every build configuration its type exists in: Wiring
    /// cannot tell which configurations a build uses.
    private func checkUnconditional(_ header: DeclarationHeader, of type: TypeDeclaration, what: String, fix: String) -> Bool {
        guard let branch = header.conditionalBranch, branch != type.header.conditionalBranch else { return true }
        diagnostics.emit(.error(
            .conditionalDeclaration, "\(what) is inside \(branch.described), so it may be missing from a build configuration, and Wiring builds one graph for all of them: \(fix)",
            at: header.location, notes: [.init("\(branch.described) begins here", at: branch.location)]))
        return false
    }

    /// An init Wiring can call: visible, not failable, not generic, not `rethrows`, with parameters it can fill in.
    private func checkInitializer(_ initializer: InitializerSignature, of typeName: String) -> Bool {
        let location = initializer.location
        var fine = true
        if initializer.failability != .nonFailable {
            diagnostics.emit(.error(
                .failableInitializer, "the init of '\(typeName)' is failable (init\(initializer.failability.rawValue)); Wiring cannot build a component that may be nil: make the init non-failable, or return the value from a '// @Provides' function that handles the failure",
                at: location))
            fine = false
        }
        if initializer.effects.throwsClause == "rethrows" {
            diagnostics.emit(.error(
                .rethrowsDeclaration, "the init of '\(typeName)' is 'rethrows'; Wiring cannot tell whether the closures it passes make it throw: declare it 'throws', or not throwing",
                at: location))
            fine = false
        }
        if initializer.isGeneric {
            diagnostics.emit(.error(
                .genericDeclaration, "the init of '\(typeName)' is generic; Wiring needs concrete parameter types: remove the generic parameters, or mark a non-generic init with '// @Inject'",
                at: location))
            fine = false
        }
        if initializer.access <= .fileprivate {
            diagnostics.emit(.error(
                .inaccessibleDeclaration, "the init of '\(typeName)' is private; the generated graph is in another file: make the init internal",
                at: location))
            fine = false
        }
        return checkParameters(initializer.parameters, of: "'\(typeName).init'") && fine
    }

    private func checkParameters(_ parameters: [Parameter], of owner: String) -> Bool {
        var fine = true
        for parameter in parameters where parameter.defaultValue == nil {
            let type = parameter.type.text
            if parameter.isVariadic {
                diagnostics.emit(.error(
                    .unsupportedParameter, "parameter '\(parameter.name)' of \(owner) is variadic; Wiring cannot fill it in: give it a default value, or take an array instead",
                    at: parameter.location))
                fine = false
            } else if type.hasPrefix("inout ") || type.hasPrefix("some ") || type.includes("@autoclosure") {
                let word = type.split(separator: " ").first.map(String.init) ?? type
                diagnostics.emit(.error(
                    .unsupportedParameter, "parameter '\(parameter.name)' of \(owner) is '\(word)'; Wiring can only pass plain values: change its type, or give it a default value",
                    at: parameter.location))
                fine = false
            }
        }
        return fine
    }

    /// The parameters without default values, each with the key of the type it asks for, resolved from the scope
    /// it is written in (`Lift` inside `Garage.Bay` is `Garage.Lift`).
    private func dependencies(of parameters: [Parameter], in scope: [String]) -> [Dependency] {
        parameters.filter { $0.defaultValue == nil }.map { parameter in
            let name = sources.names[parameter.location]
            var dependency: Dependency
            if let product = Dependency.factoryProduct(of: parameter.type.text) {
                dependency = Dependency(parameter: parameter, key: TypeKey(qualified(product, in: scope, inFile: parameter.location.file), name: name), form: .factory)
            } else if let collection = Dependency.factoryCollection(of: parameter.type.text) {
                dependency = Dependency(parameter: parameter, key: TypeKey(qualified(collection, in: scope, inFile: parameter.location.file), name: name),
                                        form: .collectionOfFactories)
            } else {
                // `@escaping (Int) -> RaceCar` asks for the same binding as `(Int) -> RaceCar` (see `TypeText`).
                let type = qualified(parameter.type.text, in: scope, inFile: parameter.location.file)
                dependency = Dependency(parameter: parameter, key: TypeKey(type, name: name))
            }
            dependency.allowsEmpty = sources.emptyCollectionsAllowed.contains(parameter.location)
            return dependency
        }
    }

    /// A type written in `scope`, as the generated file (at file scope) must spell it: `Lift` written inside
    /// `Garage` is `Garage.Lift`, and so is every name inside a composite type (`[Lift]`, `(Speed) -> Car`). Names
    /// that no declaration in the sources matches (`Int`, keywords, labels) stay as written.
    private func qualified(_ typeText: String, in scope: [String], inFile file: String) -> String {
        guard !scope.isEmpty || !index.moduleNames.isEmpty else { return typeText }
        let context = scope.joined(separator: ".")
        return TypeIndex.replacingTypePaths(in: typeText) { index.resolve($0, from: context, inFile: file) }
    }

    /// The `as:` types that the component may conform to; reports those it provably does not, and repeats.
    private mutating func checkedBoundTypes(_ boundTypes: [TypeReference], of type: TypeDeclaration) -> [TypeReference] {
        var kept: [TypeReference] = []
        var seen: Set<TypeKey> = []
        for bound in boundTypes {
            let key = TypeKey(bound.text)
            if key == TypeKey(type.qualifiedName) || key.text == type.name {
                diagnostics.emit(.error(
                    .redundantOptionValue, "'as: \(bound.text)' names the component's own type, which is always bound; remove it", at: bound.location))
                continue
            }
            guard seen.insert(key).inserted else {
                diagnostics.emit(.error(.redundantOptionValue, "'\(bound.text)' is listed twice in 'as:'; keep one", at: bound.location))
                continue
            }
            let target = index.resolve(TypeIndex.bareName(bound.text), from: type.header.enclosingTypes.joined(separator: "."),
                                       inFile: type.nameLocation.file)
            if index.conforms(type.qualifiedName, to: target) == false {
                let declared = type.inheritedTypes.map(\.text)
                diagnostics.emit(.error(
                    .missingConformance, "'\(type.qualifiedName)' does not conform to '\(bound.text)', so it cannot be bound 'as: \(bound.text)'; add ': \(bound.text)' to its declaration (or an extension), or remove it from 'as:'",
                    at: bound.location,
                    notes: [.init(declared.isEmpty
                                  ? "'\(type.qualifiedName)' declares no supertypes or protocols"
                                  : "'\(type.qualifiedName)' declares \(NearMatches.quotedList(declared, conjunction: "and"))",
                                  at: type.nameLocation)]))
                // Consumers of the type are not told it is missing too: one mistake, one error.
                model.rejectedKeys.insert(TypeKey(target))
                continue
            }
            kept.append(bound)
        }
        return kept
    }

    /// Protocols declared in the sources are spelled `any P`, as Swift 6 prefers for existentials.
    private func spelledType(_ text: String) -> String {
        if TypeKey(text).text == text, model.declaredProtocols.contains(text) {
            return "any " + text
        }
        return text
    }

    // MARK: - Providers

    private mutating func addProvider(_ annotated: Annotated<FunctionDeclaration>) {
        let function = annotated.declaration
        let header = function.header
        let enclosing = header.enclosingTypes.isEmpty ? nil : header.enclosingTypes.joined(separator: ".")
        let owner = enclosing.map { "'\($0).\(function.name)'" } ?? "'\(function.name)'"
        var fine = true
        func fail(_ id: DiagnosticID, _ message: String) {
            diagnostics.emit(.error(id, message, at: function.nameLocation))
            fine = false
        }
        if let enclosing, !index.isModuleScope(enclosing), !header.hasModifier("static"), !header.hasModifier("class") {
            fail(.nonStaticProvider, "'@Provides' function \(owner) must be 'static' (or a free function): the graph calls it without an instance")
        }
        if header.isFilePrivate {
            fail(.inaccessibleDeclaration, "'@Provides' function \(owner) is \(accessWord(header)); the generated graph is in another file: make it internal")
        }
        if function.genericParameters != nil {
            fail(.genericDeclaration, "'@Provides' function \(owner) is generic; Wiring needs a concrete return type: remove the generic parameters")
        }
        if function.effects.throwsClause == "rethrows" {
            fail(.rethrowsDeclaration, "'@Provides' function \(owner) is 'rethrows'; Wiring cannot tell whether it throws: declare it 'throws', or not throwing")
        }
        if let (enclosingType, reason) = index.unusableEnclosingType(of: header.enclosingTypes) {
            fail(reason == "generic" ? .genericDeclaration : .inaccessibleDeclaration,
                 "'@Provides' function \(owner) is inside \(reason) type '\(enclosingType.qualifiedName)', which the generated graph cannot call into; move it to a non-generic, internal type or make it a free function")
        }
        guard let returnType = function.returnType, !["Void", "()", "Never", "Self"].contains(returnType.text) else {
            fail(.providerWithoutReturnType, "'@Provides' function \(owner) must return the value it provides; add a return type")
            return
        }
        if annotated.annotation.scope == .weak {
            fail(.unsupportedWeakScope, "'@Provides' function \(owner) cannot be '.weak': Wiring holds weakly only components whose type it sees is a class; use '.shared', or make the type a component")
        }
        if fine, !checkVisibleFromGraph(function) { fine = false }
        guard fine, checkParameters(function.parameters, of: owner) else {
            model.rejectedKeys.insert(TypeKey(returnType.text))
            return
        }
        guard checkContributionOptions(annotated.annotation, of: owner) else {
            model.rejectedKeys.insert(TypeKey(returnType.text))
            return
        }
        let providedType = qualified(returnType.text, in: header.enclosingTypes, inFile: function.nameLocation.file)
        let providerIndex = model.providers.count
        model.providers.append(Provider(enclosingTypeName: enclosing, functionName: function.name,
                                        location: function.nameLocation, scope: annotated.annotation.scope,
                                        returnType: returnType, parameters: function.parameters))
        filesWithBindings.insert(function.nameLocation.file)
        if let collection = annotated.annotation.collection {
            addContribution(annotated.annotation, collection: collection,
                            contributorName: (enclosing.map { $0 + "." } ?? "") + function.name + "()",
                            contributorType: spelledType(providedType), source: .provider(providerIndex),
                            effects: effects(of: function), location: function.nameLocation,
                            dependencies: dependencies(of: function.parameters, in: header.enclosingTypes),
                            enclosingTypes: header.enclosingTypes)
            return
        }
        var binding = Binding(type: spelledType(providedType),
                              key: TypeKey(providedType, name: sources.names[function.nameLocation]),
                              source: .provider(providerIndex), scope: annotated.annotation.scope,
                              location: function.nameLocation,
                              dependencies: dependencies(of: function.parameters, in: header.enclosingTypes))
        binding.ownEffects = effects(of: function)
        model.bindings.append(binding)
    }

    // MARK: - Inputs

    private mutating func addInputs(_ annotatedInputs: [Annotated<TypeDeclaration>]) {
        guard let first = annotatedInputs.first else { return }
        if annotatedInputs.count > 1 {
            diagnostics.emit(.error(
                .multipleInputs, "the graph has \(annotatedInputs.count) '@Inputs' structs; it takes one: merge their properties into a single struct",
                at: annotatedInputs[1].annotation.location,
                notes: annotatedInputs.map { .init("'\($0.declaration.qualifiedName)' is marked '@Inputs' here", at: $0.annotation.location) }))
            rejectProperties(of: annotatedInputs.map(\.declaration))
            return
        }
        let type = first.declaration
        guard checkNameable(type, role: "the graph's inputs", fix: "use a non-generic struct") else {
            rejectProperties(of: annotatedInputs.map(\.declaration))
            return
        }
        model.inputsTypeName = type.qualifiedName
        model.inputsTypeAccess = index.access(ofTypeText: type.qualifiedName)
        filesWithBindings.insert(type.nameLocation.file)
        for case .variable(let variable) in type.members {
            for binding in variable.storedInstanceBindings {
                guard let propertyType = binding.type else {
                    diagnostics.emit(.error(
                        .missingTypeAnnotation, "input '\(binding.name)' of '\(type.qualifiedName)' has no type annotation; write its type so Wiring knows what it binds",
                        at: binding.location))
                    continue
                }
                if variable.header.isFilePrivate {
                    diagnostics.emit(.error(
                        .inaccessibleDeclaration, "input '\(binding.name)' of '\(type.qualifiedName)' is \(accessWord(variable.header)); the graph reads it from another file: make it internal",
                        at: binding.location))
                    continue
                }
                let inputIndex = model.inputs.count
                model.inputs.append(GraphInput(name: binding.name, type: propertyType, location: binding.location))
                let inputType = qualified(propertyType.text, in: type.header.enclosingTypes + [type.name],
                                          inFile: binding.location.file)
                model.bindings.append(Binding(type: spelledType(inputType),
                                              key: TypeKey(inputType, name: sources.names[binding.location]),
                                              source: .input(inputIndex), scope: .shared, location: binding.location,
                                              dependencies: []))
            }
        }
    }

    /// The types of rejected `@Inputs` structs' properties, which consumers are then not told are missing too.
    private mutating func rejectProperties(of inputs: [TypeDeclaration]) {
        for type in inputs {
            for case .variable(let variable) in type.members {
                model.rejectedKeys.formUnion(variable.storedInstanceBindings.compactMap { $0.type.map { TypeKey($0.text) } })
            }
        }
    }

    // MARK: - Bundles

    /// Protocols a bundle may refine: they add no requirements the generated value would have to meet.
    private static let bundleRefinements: Set<String> = ["Sendable"]

    /// A bundle protocol declares only get-only instance properties, so the generated value can hold one `let`
    /// per property.
    private mutating func addBundle(_ annotated: Annotated<TypeDeclaration>) {
        let type = annotated.declaration
        let name = type.qualifiedName
        var fine = checkNameable(type, role: "a bundle", fix: "use a non-generic protocol")
        func fail(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
            diagnostics.emit(.error(id, message, at: location))
            fine = false
        }
        for inherited in type.inheritedTypes where !Self.bundleRefinements.contains(inherited.text) {
            fail(.unsupportedBundleRequirement, "bundle '\(name)' refines '\(inherited.text)', whose requirements Wiring cannot see or fill in: declare the properties you need in '\(name)' itself, or remove '\(inherited.text)'",
                 at: inherited.location)
        }
        var properties: [Parameter] = []
        for member in type.members {
            switch member {
            case .variable(let variable) where !variable.header.hasModifier("static"):
                for binding in variable.bindings {
                    guard let propertyType = binding.type else { continue }
                    if binding.hasSetter {
                        fail(.unsupportedBundleRequirement, "property '\(binding.name)' of bundle '\(name)' is settable; the graph fills a bundle in once: declare it '{ get }'",
                             at: binding.location)
                        continue
                    }
                    properties.append(Parameter(label: binding.name, name: binding.name,
                                                type: TypeReference(text: qualified(propertyType.text, in: type.header.enclosingTypes,
                                                                                                   inFile: binding.location.file),
                                                                    location: propertyType.location),
                                                defaultValue: nil, isVariadic: false, location: binding.location))
                }
            default:
                fail(.unsupportedBundleRequirement, "bundle '\(name)' may only declare get-only instance properties, which the graph fills in; move \(AnnotationReader.describe(member)) into an extension, or out of the bundle",
                     at: member.header.location)
            }
        }
        guard fine else {
            model.rejectedKeys.insert(TypeKey(name))
            return
        }
        let bundleIndex = model.bundles.count
        model.bundles.append(DependencyBundle(protocolName: name, location: type.nameLocation, properties: properties))
        filesWithBindings.insert(type.nameLocation.file)
        model.bindings.append(Binding(type: "any " + name, key: TypeKey(name), source: .bundle(bundleIndex),
                                      scope: .unscoped, location: type.nameLocation,
                                      dependencies: dependencies(of: properties, in: type.header.enclosingTypes)))
    }

    // MARK: - Property injection

    /// Groups the `// @Inject` properties by class. Each must be a settable, visible instance `var` of a class
    /// (a struct or actor cannot be set from the graph's `inject(into:)`).
    private mutating func addInjections(_ variables: [VariableDeclaration]) {
        var propertiesByType: [String: [Parameter]] = [:]
        var typeOrder: [String] = []
        for variable in variables {
            let header = variable.header
            let typeName = header.enclosingTypes.joined(separator: ".")
            let first = variable.bindings[0]
            func fail(_ id: DiagnosticID, _ message: String) {
                diagnostics.emit(.error(id, message, at: first.location))
            }
            guard let declaration = index.declarations[typeName]?.first else {
                fail(.injectedPropertyOutsideClass, "'@Inject' property '\(first.name)' must be declared in a class, whose instance 'inject(into:)' sets")
                continue
            }
            guard declaration.kind == .class else {
                fail(.injectedPropertyOutsideClass, "'@Inject' property '\(first.name)' is in \(declaration.kind.rawValue) '\(typeName)'; only a class can be injected after it is made: annotate '\(typeName)' '// @Component' and take '\(first.name)' in its init instead")
                continue
            }
            guard checkNameable(declaration, role: "injected", fix: "inject a non-generic subclass"),
                  checkVisibleFromGraph(declaration) else { continue }
            if variable.isLet {
                fail(.unsettableInjectedProperty, "'@Inject' property '\(first.name)' of '\(typeName)' is a 'let'; 'inject(into:)' sets it after init: make it a 'var'")
                continue
            }
            if header.hasModifier("static") || header.hasModifier("class") {
                fail(.unsettableInjectedProperty, "'@Inject' property '\(first.name)' of '\(typeName)' is static; 'inject(into:)' sets instance properties: remove 'static'")
                continue
            }
            // `public private(set) var` is set at its lowest level: the least of the access modifiers written.
            let setterAccess = header.modifiers.compactMap { AccessLevel(rawValue: String($0.prefix { $0 != "(" })) }.min()
                ?? .internal
            guard checkVisible("the setter of '@Inject' property '\(first.name)' of '\(typeName)'", access: setterAccess,
                               at: first.location, fix: { "declare it '\($0) var'" }) else { continue }
            if header.isFilePrivate || header.modifiers.contains(where: { $0.hasPrefix("private(") || $0.hasPrefix("fileprivate(") }) {
                fail(.inaccessibleDeclaration, "'@Inject' property '\(first.name)' of '\(typeName)' cannot be set from the generated file: make it (and its setter) internal")
                continue
            }
            for binding in variable.bindings {
                guard let propertyType = binding.type else {
                    diagnostics.emit(.error(.missingTypeAnnotation, "'@Inject' property '\(binding.name)' of '\(typeName)' has no type annotation; write its type so Wiring knows what to inject",
                                            at: binding.location))
                    continue
                }
                if binding.isComputed, !binding.hasSetter {
                    diagnostics.emit(.error(.unsettableInjectedProperty, "'@Inject' property '\(binding.name)' of '\(typeName)' is get-only; give it a setter, or make it a stored 'var'",
                                            at: binding.location))
                    continue
                }
                if propertiesByType[typeName] == nil { typeOrder.append(typeName) }
                propertiesByType[typeName, default: []].append(Parameter(
                    label: binding.name, name: binding.name,
                    type: TypeReference(text: Self.injectedValueType(propertyType.text), location: propertyType.location),
                    defaultValue: nil, isVariadic: false, location: binding.location))
            }
        }
        for typeName in typeOrder {
            let properties = propertiesByType[typeName] ?? []
            let injectionIndex = model.injections.count
            model.injections.append(PropertyInjection(typeName: typeName, location: properties[0].location, properties: properties))
            filesWithBindings.insert(properties[0].location.file)
            let scope = typeName.split(separator: ".").map(String.init)
            var binding = Binding(type: typeName, key: TypeKey("inject(into: \(typeName))"),
                                  source: .injection(injectionIndex), scope: .unscoped, location: properties[0].location,
                                  dependencies: dependencies(of: properties, in: scope))
            // A main-actor class's properties are set on the main actor, and so is a main-actor factory.
            binding.ownEffects.isMainActor = index.declarations[typeName]?.contains { Self.isMainActor($0.header) } ?? false
                || properties.contains { Dependency.factorySignature(of: $0.type.text)?.effects.isMainActor == true }
            model.bindings.append(binding)
        }
    }

    /// A component with `// @Inject` properties gets them set right after its init, as Dagger does for the members
    /// of a class it constructs: each property is a dependency of every binding that creates the component (its own,
    /// a contribution, an assisted factory), so it takes part in the order and in cycles like an init parameter.
    private mutating func addInjectedPropertiesToComponents() {
        guard !model.injections.isEmpty else { return }
        var injectionByType: [String: Int] = [:]
        for (injectionIndex, injection) in model.injections.enumerated() { injectionByType[injection.typeName] = injectionIndex }
        for bindingIndex in model.bindings.indices {
            let component: Int
            switch model.bindings[bindingIndex].source {
            case .component(let index), .assistedFactory(let index): component = index
            default: continue
            }
            guard let injectionIndex = injectionByType[model.components[component].typeName] else { continue }
            let injection = model.injections[injectionIndex]
            let properties = dependencies(of: injection.properties, in: injection.typeName.split(separator: ".").map(String.init))
            model.bindings[bindingIndex].dependencies += properties.map { property in
                var property = property
                property.isInjectedProperty = true
                return property
            }
        }
    }

    /// The value an injected property receives: `Engine` for `Engine!` or `Engine?`, `any Engine` for
    /// `(any Engine)!`, `() -> Car` for `(() -> Car)!`.
    private static func injectedValueType(_ typeText: String) -> String {
        guard case .optional(let wrapped, _)? = TypeSyntax(parsing: typeText)?.sugared else { return typeText }
        return wrapped.withoutParentheses.written
    }

    // MARK: - Collections

    /// `into:` replaces `as:` and `assisted:`; `priority:` goes with an array, `key:` with a dictionary.
    private func checkContributionOptions(_ annotation: Annotation, of owner: String) -> Bool {
        var fine = true
        func fail(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
            diagnostics.emit(.error(id, message, at: location))
            fine = false
        }
        guard let collection = annotation.collection else {
            if annotation.priority != nil || annotation.key != nil {
                fail(.conflictingOptions, "'\(annotation.priority != nil ? "priority" : "key")' only applies to a contribution: add 'into: [Type]' to the annotation of \(owner), or remove it",
                     at: annotation.location)
            }
            return fine
        }
        if let bound = annotation.boundTypes.first {
            fail(.conflictingOptions, "\(owner) contributes 'into: \(Self.spelled(collection))', so it is bound only into that collection and cannot also be bound 'as: \(bound.text)': remove 'as:', or contribute from a '// @Provides' function instead",
                 at: bound.location)
        }
        if let assisted = annotation.assistedParameters.first {
            fail(.conflictingOptions, "\(owner) takes assisted values, so the graph cannot put it into a collection on its own: remove 'assisted:' or 'into:'",
                 at: assisted.location)
        }
        if collection.isKeyed {
            if annotation.key == nil {
                fail(.missingContributionKey, "a contribution 'into: \(Self.spelled(collection))' needs its key: add 'key: \"…\"'", at: collection.location)
            }
            if annotation.priority != nil {
                fail(.conflictingOptions, "a dictionary has no order, so 'priority' does not apply to a contribution 'into: \(Self.spelled(collection))': remove it",
                     at: annotation.location)
            }
        } else if let key = annotation.key {
            fail(.conflictingOptions, "'key' only applies to a dictionary: write 'into: [String: \(collection.element.text)]', or remove 'key'", at: key.location)
        }
        return fine
    }

    private static func spelled(_ collection: Annotation.Collection) -> String {
        collection.isKeyed ? "[String: \(collection.element.text)]" : "[\(collection.element.text)]"
    }

    /// The contributor's own binding, reachable only through its collection.
    private mutating func addContribution(_ annotation: Annotation, collection: Annotation.Collection, contributorName: String,
                                          contributorType: String, source: Binding.Source, effects: CreationEffects,
                                          location: SourceLocation,
                                          dependencies: [Dependency], enclosingTypes: [String]) {
        let element = qualified(collection.element.text, in: enclosingTypes, inFile: location.file)
        let prefix = collection.isKeyed ? "String: " : ""
        let collectionKey = TypeKey("[\(prefix)\(element)]", name: sources.names[location])
        let contributor = TypeKey("\(contributorName) in \(collectionKey.text)", name: collectionKey.name)
        var binding = Binding(type: contributorType, key: contributor, source: source, scope: annotation.scope,
                              location: location, dependencies: dependencies)
        binding.collection = collectionKey
        binding.ownEffects = effects
        model.bindings.append(binding)
        contributions.append(Contribution(collection: collectionKey, collectionType: "[\(prefix)\(spelledType(element))]",
                                          isKeyed: collection.isKeyed, contributor: contributor,
                                          contributorName: contributorName, priority: annotation.priority ?? 0,
                                          key: annotation.key, location: collection.location))
    }

    /// One binding per collection, its contributions in order: descending priority, then contributor name, then
    /// place; a dictionary's by key. A key contributed twice is an error.
    private mutating func addCollections() {
        let byCollection = Dictionary(grouping: contributions, by: \.collection)
        for collection in byCollection.keys.sorted() {
            var members = byCollection[collection] ?? []
            if members[0].isKeyed {
                members.sort { ($0.key?.text ?? "", $0.location) < ($1.key?.text ?? "", $1.location) }
                for (previous, current) in zip(members, members.dropFirst()) where previous.key?.text == current.key?.text {
                    guard let key = current.key, let first = previous.key else { continue }
                    diagnostics.emit(.error(
                        .duplicateContributionKey, "key \"\(key.text)\" is contributed twice to '\(collection)', by '\(previous.contributorName)' and '\(current.contributorName)'; a dictionary's keys must be unique: change one",
                        at: key.location, notes: [.init("\"\(key.text)\" is first contributed here", at: first.location)]))
                }
            } else {
                members.sort { ($1.priority, $0.contributorName, $0.location) < ($0.priority, $1.contributorName, $1.location) }
            }
            let dependencies = members.map { member in
                Dependency(parameter: Parameter(label: nil, name: member.contributorName,
                                                type: TypeReference(text: member.contributor.text, location: member.location),
                                                defaultValue: nil, isVariadic: false, location: member.location),
                           key: member.contributor)
            }
            model.bindings.append(Binding(type: members[0].collectionType, key: collection,
                                          source: .collection(keys: members[0].isKeyed ? members.map { $0.key?.text ?? "" } : nil),
                                          scope: .unscoped, location: members[0].location, dependencies: dependencies))
        }
    }

    /// An empty collection for each `// @AllowEmpty` parameter that nothing contributes to.
    private mutating func addAllowedEmptyCollections() {
        // Only these are copied out of the bindings, which the loop then adds to.
        let allowingEmpty = Array(model.bindings.lazy.flatMap(\.dependencies).filter(\.allowsEmpty))
        guard !allowingEmpty.isEmpty else { return }
        var bound = Set(model.bindings.map(\.key))
        for dependency in allowingEmpty {
            let text = dependency.key.text
            guard text.hasPrefix("["), text.hasSuffix("]") else {
                diagnostics.emit(.error(
                    .misplacedAnnotation, "'@AllowEmpty' is for a parameter that takes a collection ('[T]' or '[String: T]'); '\(dependency.parameter.name)' takes '\(dependency.parameter.type.text)': remove '@AllowEmpty'",
                    at: dependency.parameter.location))
                continue
            }
            guard bound.insert(dependency.key).inserted else { continue }
            let inner = String(text.dropFirst().dropLast())
            let isKeyed = inner.hasPrefix("String: ")
            let element = isKeyed ? String(inner.dropFirst("String: ".count)) : inner
            model.bindings.append(Binding(type: "[\(isKeyed ? "String: " : "")\(spelledType(element))]", key: dependency.key,
                                          source: .collection(keys: isKeyed ? [] : nil), scope: .unscoped,
                                          location: dependency.parameter.location, dependencies: []))
        }
    }

    // MARK: - Imports

    private mutating func collectImports() {
        var imports: [String: ImportDeclaration] = [:]
        for file in sources.files where filesWithBindings.contains(file.path) {
            // The generated file names the types of every dependency module that contributes a binding.
            if let module = file.module { imports[module.name] = ImportDeclaration(module: module.name, isConditional: false) }
            for declaration in file.imports {
                // An import that every file makes unconditionally wins over a conditional one.
                if let existing = imports[declaration.module], !existing.isConditional { continue }
                imports[declaration.module] = declaration
            }
        }
        model.imports = imports.values.sorted { $0.module < $1.module }
    }
}
