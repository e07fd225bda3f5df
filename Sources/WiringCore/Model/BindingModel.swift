/// Stage 3's output: every component, provider and input, and the bindings they make, before the graph is checked.
public struct BindingModel: Sendable {
    public var components: [Component] = []
    public var providers: [Provider] = []
    public var inputs: [GraphInput] = []
    public var bundles: [DependencyBundle] = []
    public var injections: [PropertyInjection] = []
    /// The `// @EntryPoints` protocols, at most one per graph.
    public var entryPoints: [EntryPoints] = []
    /// The root graph, then the child graphs in the order they are declared.
    public var graphs = [GraphDeclaration(name: "AppGraph")]
    /// All bindings in source order; a key bound twice appears twice (the graph stage reports it).
    public var bindings: [Binding] = []
    /// What the declarations annotated for Wiring that have an error reported already would have bound, qualified
    /// as dependencies' keys are: the graph stage does not report them missing too, so one mistake gives one error.
    /// Keys without a name: a rejection covers every name (``isRejected(_:)``).
    public var rejectedKeys: Set<TypeKey> = []
    /// How many files were read.
    public var fileCount = 0
    /// Whether the target, whose module the generated file joins, is built with `.defaultIsolation(MainActor.self)`.
    public var isMainActorByDefault = false
    /// Where the configuration asks that every graph be `Sendable` (wiring.json's `"sendable": true`); nil when it
    /// does not.
    public var sendableRequirement: SourceLocation?
    /// The modules imported by the files that declare components, providers or inputs, which the generated file
    /// needs too; sorted, without duplicates.
    public var imports: [ImportDeclaration] = []
    /// Whether the target's files write access levels on imports (`public import Base`), as a target built with
    /// `InternalImportsByDefault` must: then the generated file's `package` API needs `package import` too, where
    /// without the feature it would make every plain import of that module in the target ambiguous.
    public var targetWritesImportAccess = false
    /// Protocols declared in the sources, whose existential the generated code spells `any P`.
    public var declaredProtocols: Set<String> = []
    /// Types declared in the sources (not their extensions), to tell "not a component" from "unknown" in
    /// missing-binding errors.
    public var declaredTypes: [String: SourceLocation] = [:]
    /// The dependency module that declares each type a dependency module declares, by qualified name: the generated
    /// file imports the modules whose types its `public` (or `package`) API names with that access.
    public var declaringModules: [String: String] = [:]
    /// The supertypes and protocols each declared type lists (in its declaration and extensions), by bare name:
    /// a missing binding for `Engine` suggests `as: Engine` on a component that declares `: Engine`.
    public var declaredSupertypes: [String: Set<String>] = [:]
    /// Whether the values the graphs keep and are given are `Sendable`, by type: the types of kept components and
    /// providers, and of inputs (of every binding, when a global actor besides the main actor isolates one, as its
    /// value may cross from one actor to another). The graph stage decides from them which graphs are `Sendable`,
    /// and an asynchronous creation shared by the callers that wait for it needs a `Sendable` result.
    public var sendability: [TypeSyntax: Sendability] = [:]

    /// Whether `type` is a class the sources show is not `Sendable`: it and every supertype are declared there, none
    /// of them `Sendable` or isolated to a global actor.
    func isNonSendableClass(_ type: TypeSyntax) -> Bool {
        guard case .notSendable(let reason) = sendability[type] else { return false }
        return reason.isClass
    }

    /// Whether a rejected declaration would have bound the key, with whatever name: the type itself, a
    /// specialization of it (`Store<Int>` of a rejected generic `Store`), or what a plain function type returns:
    /// the factory of a rejected assisted component, `(Int) -> Store` (or `@MainActor (Int) -> Store`, a main-actor
    /// one's). A function type with other attributes (`@Sendable (Int) -> Store`) is no component's factory, and
    /// stays missing once the component is fixed.
    public func isRejected(_ key: TypeKey) -> Bool {
        guard !rejectedKeys.isEmpty else { return false }
        if rejectedKeys.contains(TypeKey(key.type)) { return true }
        var type = key.type
        if case .attributed(["MainActor"], let function) = type { type = function }
        if case .function(let function) = type { type = function.result }
        if rejectedKeys.contains(TypeKey(type)) { return true }
        guard case .named = type, !type.isPlainPath, let path = type.namedPath else { return false }
        return rejectedKeys.contains(TypeKey(.name(path)))
    }

    /// Whether `ancestor` is `graph` or one of its ancestors.
    public func isAncestor(_ ancestor: Int, ofOrSameAs graph: Int) -> Bool {
        var current: Int? = graph
        while let each = current {
            if each == ancestor { return true }
            current = graphs[each].parent
        }
        return false
    }

    /// The binding of a child graph's factory, `(MemberInputs) -> MemberGraph`, which the model makes for each one.
    public func childGraphFactory(of graph: Int) -> Binding? {
        bindings.first { binding in
            if case .childGraph(graph) = binding.source { return true }
            return false
        }
    }

    /// The `// @EntryPoints` protocol of a graph (index into ``entryPoints``); nil for a graph that names none, all of
    /// whose accessors are its API.
    public func entryPoints(of graph: Int) -> Int? {
        entryPoints.indices.first { entryPoints[$0].graph == graph }
    }

    /// How many ancestors the graph has: 0 for the root graph.
    public func depth(of graph: Int) -> Int {
        var depth = 0
        var current = graphs[graph].parent
        while let each = current {
            depth += 1
            current = graphs[each].parent
        }
        return depth
    }
}
