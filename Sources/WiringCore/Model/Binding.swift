/// One type the graph can produce, and how.
public struct Binding: Sendable {
    public enum Source: Sendable {
        /// Built by a component's init (index into `BindingModel.components`).
        case component(Int)
        /// A component bound with `as:`: the same value as the component's own binding.
        case alias(component: Int)
        /// A component with assisted parameters: the binding is its factory type, `(Int) -> RaceCar`, and the graph
        /// offers a `make` function that takes those values.
        case assistedFactory(component: Int)
        /// Returned by a provider function (index into `BindingModel.providers`).
        case provider(Int)
        /// Passed in by the caller (index into `BindingModel.inputs`).
        case input(Int)
        /// A value of a `// @Bundle` protocol (index into `BindingModel.bundles`).
        case bundle(Int)
        /// The `inject(into:)` function of a class with `// @Inject` properties (index into
        /// `BindingModel.injections`): nothing can depend on it.
        case injection(Int)
        /// A collection of the contributions `into:` it: its dependencies, in order. For a dictionary, `keys` holds
        /// each dependency's key as the generated code writes it: `"dark"`, `3`, `.home`.
        case collection(keys: [String]?)
        /// The value of `// @Optional` parameters, `T?`: with one dependency, the binding of `T`, where the graph
        /// reaches one; with none, nil (absent), where it does not. The graph stage places an absent instance in each
        /// graph that cannot make the present one, as it places an empty collection.
        case optional
        /// The factory of a child graph, `(MemberInputs) -> MemberGraph` (index into `BindingModel.graphs`): it
        /// lives in the child's parent, and creates a child of the graph that calls it.
        case childGraph(Int)
        /// The entry points of a graph, a `// @EntryPoints` protocol (index into `BindingModel.entryPoints`): its
        /// dependencies are the bindings the graph offers as its API, which the graph class implements the
        /// protocol's properties with. Nothing depends on it, and it has no accessor.
        case entryPoints(Int)
    }

    /// The type as the generated code spells it (`any Engine` for a protocol declared in the sources).
    public var type: TypeSyntax
    public var key: TypeKey
    public var source: Source
    public var scope: Scope
    /// The declaration that creates the binding: the type name, the `as:` entry, the function or the property.
    public var location: SourceLocation
    /// What the binding needs from the graph: init or function parameters without default values, or, for an
    /// alias, the component's own type.
    public var dependencies: [Dependency]
    /// For a contribution `into:` a collection, that collection: the binding is reachable only through it.
    public var collection: TypeKey?
    /// The effects of the binding's own init or function (`@MainActor`, `async`, `throws`).
    public var ownEffects = CreationEffects()
    /// The highest access an API that names `type` can have: the lowest access among the types it names that the
    /// sources declare (`public` when they declare none). A `public` graph exposes a `package` type at `package`.
    public var typeAccess = AccessLevel.public
    /// The dependency module that declares the binding; nil for the target's own.
    public var module: String?
    /// The graph the binding lives in (index into `BindingModel.graphs`), for those whose graph is fixed: inputs,
    /// shared and weak bindings (`in:`, or the root graph), a child graph's factory. Nil for the others, which live
    /// in the highest graph whose bindings satisfy them: the graph stage places them, and in its output
    /// (``ResolvedGraph/model``) every binding is one instance in one graph, with that graph set.
    public var graph: Int?
    /// Whether a generic component or provider made the binding for a request (a specialization): declared by no
    /// annotation of its own, it is made only because something asks for it.
    public var isSpecialization = false

    /// Whether the graph stores the instance once created: shared and weak components and providers. Aliases
    /// forward to their component's; inputs are stored as they are given (``isInput``).
    public var isKept: Bool {
        switch source {
        case .component, .provider: scope.keepsInstance
        case .alias, .input, .assistedFactory, .collection, .bundle, .injection, .childGraph, .optional, .entryPoints:
            false
        }
    }

    /// Whether the binding is a value the graph is created with, from its `@Inputs` struct.
    public var isInput: Bool {
        if case .input = source { true } else { false }
    }
}
