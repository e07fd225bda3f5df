/// Stage 3: turns annotated declarations into components, providers, inputs and the bindings they make.
///
/// Each declaration is checked first (`ModelChecks`, in `Checks/`), which picks a component's init and reports what
/// cannot be built: generic or private types, unusable inits, `as:` types the component provably does not conform
/// to, options that contradict each other. Only what passes is built (this type, in `Building/`), so the building
/// assumes valid input and reports nothing. Swift's rules that both need, such as which init a type has and what
/// creating it involves, are in `SwiftRules/`; how the generated file spells types is in `TypeSpelling.swift`.
///
/// The declarations are checked and built one at a time, in the order the sources give them, and the checks that
/// need the whole model (a dictionary's keys, `@AllowEmpty`) run just before what they check is built: the
/// diagnostics come in the order of the declarations they are about.
public struct BindingModelBuilder {
    let sources: AnnotatedSources
    let index: TypeIndex
    var model = BindingModel()
    /// The files that declare a binding, or an init or method the graph calls, whose modules and imports the
    /// generated file needs.
    var filesWithBindings: Set<String> = []
    /// The contributions `into:` collections, from which the collections are built once every one is known.
    var contributions: [Contribution] = []
    /// The generic components and providers, whose bindings are specialized once the whole model is known.
    var templates: [BindingTemplate] = []

    /// The model of `sources`, whose root graph is named `rootGraphName` (the generated class's name).
    public static func build(
        _ sources: AnnotatedSources, rootGraphName: String = "AppGraph", diagnostics: DiagnosticCollector
    ) -> BindingModel {
        let index = TypeIndex(files: sources.files)
        var checks = ModelChecks(sources: sources, index: index, diagnostics: diagnostics)
        var builder = BindingModelBuilder(sources: sources, index: index)
        builder.addDeclaredTypes()
        let graphs = checks.checkGraphs(sources.inputs, rootName: rootGraphName)
        builder.addGraphs(graphs)
        for component in sources.components {
            if let checked = checks.checkComponent(component) { builder.addComponent(checked) }
        }
        for provider in sources.providers {
            if let checked = checks.checkProvider(provider) { builder.addProvider(checked) }
        }
        for (graph, checkedGraph) in graphs.enumerated() {
            if let inputs = checks.checkInputs(of: graph, checkedGraph) { builder.addInputs(inputs) }
        }
        for bundle in sources.bundles {
            if checks.checkBundle(bundle) { builder.addBundle(bundle.declaration) }
        }
        builder.addInjections(checks.checkInjectedProperties(sources.injectedProperties))
        builder.addInjectedPropertiesToComponents()
        for entryPoints in checks.checkEntryPoints(sources.entryPoints, in: builder.model) {
            builder.addEntryPoints(entryPoints)
        }
        let collections = builder.contributedCollections()
        checks.checkUniqueKeys(collections)
        builder.addCollections(collections)
        builder.addEmptyCollections(for: checks.checkAllowEmpty(builder.dependenciesAllowingEmpty()))
        builder.specializeTemplates(diagnostics: diagnostics)
        builder.takeBoundFunctionValues()
        let optionalDependencies = builder.markedDependencies(\.isOptional)
        // What the rejected declarations would have bound is known by now: an `@Optional` request of it (say of the
        // composition a rejected `as:` names, in any order of its members) is not reported unknown too.
        builder.model.rejectedKeys.formUnion(checks.rejectedKeys)
        checks.checkOptional(optionalDependencies, in: builder.model)
        builder.addOptionalValues(for: optionalDependencies)
        checks.checkLazy(builder.markedDependencies(\.isLazy))
        builder.collectImports()
        builder.describeBindingTypes()
        builder.model.rejectedKeys.formUnion(checks.rejectedKeys)
        return builder.model
    }

    private init(sources: AnnotatedSources, index: TypeIndex) {
        self.sources = sources
        self.index = index
    }

    /// What the model tells of the sources' declarations, whatever their annotations: the graph stage's messages
    /// name what is declared, and types are spelled as existentials by these.
    private mutating func addDeclaredTypes() {
        model.fileCount = sources.files.count
        model.isMainActorByDefault = sources.files.contains { $0.module == nil && $0.isMainActorByDefault }
        model.rejectedKeys = Set(
            sources.typesWithRejectedAnnotations.map { rejected in
                TypeKey(index.qualified(rejected.type.syntax, in: rejected.scope, inFile: rejected.type.location.file))
            })
        model.declaredProtocols = Set(index.declarations.filter { $0.value.contains { $0.kind == .protocol } }.keys)
        model.declaredTypes = index.declarations.compactMapValues { $0.first?.nameLocation }
        model.declaringModules = index.declarations.compactMapValues { declarations in
            declarations.first.flatMap { index.module(ofFile: $0.nameLocation.file)?.name }
        }
        // Read in place: copying every declaration out to take its inherited types was a visible part of a big run.
        for (name, declarations) in index.declarations {
            let extensions = index.extensions[name] ?? []
            let inherited =
                declarations.indices.flatMap { declarations[$0].inheritedTypes }
                + extensions.indices.flatMap { extensions[$0].inheritedTypes }
            model.declaredSupertypes[name] = Set(inherited.flatMap(\.syntax.conformancePaths))
        }
    }

    /// What the graph stage and the generated code need to know of each binding's type: whether what a graph keeps
    /// or is given (or what may cross from one global actor to another) is `Sendable`, how visible the type is, and
    /// which dependency module declares the binding.
    private mutating func describeBindingTypes() {
        // With a global actor besides the main actor, a value may cross from one to another, which needs it
        // `Sendable` (``NonSendableActorCrossingRule``).
        let mayCrossActors = model.bindings.contains {
            if case .globalActor = $0.ownEffects.isolation { true } else { false }
        }
        for binding in model.bindings.indices {
            let type = model.bindings[binding].type
            if mayCrossActors || model.bindings[binding].isKept || model.bindings[binding].isInput,
                model.sendability[type] == nil
            {
                model.sendability[type] = index.sendability(of: type)
            }
            model.bindings[binding].typeAccess = index.access(of: type)
            model.bindings[binding].module = index.module(ofFile: model.bindings[binding].location.file)?.name
        }
    }

    /// The modules that the files declaring bindings import, which the generated file imports too.
    private mutating func collectImports() {
        var imports: [String: ImportDeclaration] = [:]
        for file in sources.files where filesWithBindings.contains(file.path) {
            // The generated file names the types of every dependency module that contributes a binding.
            let ownModule = file.module.map { ImportDeclaration(module: $0.name, isConditional: false) }
            for declaration in [ownModule].compactMap({ $0 }) + file.imports {
                // An import that every file makes unconditionally wins over a conditional one; the SPI groups of
                // `@_spi(Lab) import` add up, since the graph may call what any of them offers.
                var merged = declaration
                if let existing = imports[declaration.module] {
                    merged.isConditional = existing.isConditional && declaration.isConditional
                    merged.spiGroups = Set(existing.spiGroups + declaration.spiGroups).sorted()
                    merged.access = [existing.access, declaration.access].compactMap { $0 }.max()
                }
                imports[declaration.module] = merged
            }
        }
        model.imports = imports.values.sorted { $0.module < $1.module }
        model.targetWritesImportAccess = sources.files.contains { file in
            file.module == nil && file.imports.contains { $0.access != nil }
        }
    }
}
