/// What the checks hand on to the building: the declarations that passed, with what the checks found out about them.
/// The building relies on each of these without checking again, so what a type promises is written on it.

/// A component Wiring can build.
struct CheckedComponent {
    var declaration: TypeDeclaration
    var annotation: Annotation
    /// The init Wiring calls: the only choice, present in every build configuration the type is, not failable,
    /// generic or `rethrows`, visible from the generated file, with parameters the graph can fill in.
    var initializer: InitializerSignature
    /// The `as:` types, each once, without the component's own type or any it provably does not conform to.
    var boundTypes: [TypeReference]
    /// The global actor its init runs on, if any.
    var isolation: Isolation
    /// For a component with assisted values, its factory: the values are parameters of the init, each named once,
    /// and the component has no scope, `as:` or `teardown:`, and no effects to create. Nil for any other component,
    /// whose options agree (`into:` without `as:`, `key:` exactly for a dictionary, `priority:` only for an array)
    /// and whose lifecycle is sound (`.weak` not on a struct, a teardown method that `shutdown()` can call).
    var assistedFactory: AssistedFactory?
    /// The graph it lives in, which exists: the one `in:` names, else the root graph when it keeps its instance; nil
    /// when it is unscoped (and has no `in:`).
    var graph: Int?
    /// For a generic component (or one nested in a generic type), what it is specialized over, with its own type
    /// written with its parameters (`RecordStore<Record>`): it has no assisted values, `into:` or parameter packs.
    var genericSignature: GenericSignature?
    var genericType: TypeSyntax?
    /// The global actor its teardown method is isolated to, which `shutdown()` must be isolated to too.
    var teardownIsolation = Isolation.nonisolated
}

/// What the lifecycle checks found: the isolation of the teardown method (`.nonisolated` without one).
struct CheckedLifecycle {
    var teardownIsolation = Isolation.nonisolated
}

/// A `// @Provides` function Wiring can call: static or free, generic only over types its return type names, not
/// private or `rethrows`, visible from the
/// generated file, with parameters the graph can fill in and options that agree; `.weak` only on a component.
struct CheckedProvider {
    var declaration: FunctionDeclaration
    var annotation: Annotation
    /// The type the function is declared in (`Frameworks` for `Frameworks.makeDecoder()`); nil for a free function.
    var enclosingTypeName: String?
    /// The type it returns, which is neither `Void` nor `Never` nor `Self`.
    var returnType: TypeReference
    /// The graph its value lives in, as for a component (``CheckedComponent/graph``).
    var graph: Int?
    /// For a generic function, what it is specialized over.
    var genericSignature: GenericSignature?
}

/// A stored property the graph reads or sets, with its type, which is written.
struct CheckedProperty {
    var binding: VariableDeclaration.Binding
    var type: TypeReference
}

/// A graph's one `// @Inputs` struct, which the generated file can name, and the properties of it that the graph can
/// read: typed and not private. The others are reported and left out.
struct CheckedInputs {
    var declaration: TypeDeclaration
    var properties: [CheckedProperty]
    /// The graph they are the inputs of (index into `BindingModel.graphs`).
    var graph: Int
}

/// A class with `// @Inject` properties that the graph can set: it can be named from the generated file, and each
/// property is a settable, visible instance `var` with a type. Properties that are not are reported and left out.
struct CheckedInjection {
    /// The class's qualified name.
    var typeName: String
    var properties: [CheckedProperty]
    /// Whether the class is a generic component (or one nested in a generic type): its properties are set when each
    /// specialization is created, and the graph offers no `inject(into:)`, which would need a concrete type.
    var isGenericComponent = false
    /// Whether every property is inherited: a component whose superclass has `// @Inject` properties gets them set
    /// when it is created, and the superclass's `inject(into:)` already sets them on an instance made elsewhere.
    var isInheritedOnly = false

    /// Whether the graph offers `inject(into:)` for the class.
    var offersInjectFunction: Bool { !isGenericComponent && !isInheritedOnly }
}

/// An `// @EntryPoints` protocol the class of its graph can conform to: nameable from the generated file, refining
/// nothing but `AnyObject`, declaring only get-only instance properties, none of them a factory or named like a member
/// the class declares for itself; and the only one of its graph.
struct CheckedEntryPoints {
    var declaration: TypeDeclaration
    /// The graph whose entry points they are (index into `BindingModel.graphs`).
    var graph: Int
    /// The properties, in the order the protocol declares them.
    var properties: [CheckedEntryPoint]
}

/// A property of an `// @EntryPoints` protocol: get-only, of a type that is not a factory, and the global actor its
/// own attribute isolates it to.
struct CheckedEntryPoint {
    var property: CheckedProperty
    var isolation: Isolation
}
