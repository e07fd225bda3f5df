/// Stage 2's output, what the annotation stage finds: the scanned files and the declarations annotated for Wiring.
public struct AnnotatedSources: Sendable {
    public var files: [ScannedFile]
    public var components: [Annotated<TypeDeclaration>]
    public var providers: [Annotated<FunctionDeclaration>]
    public var inputs: [Annotated<TypeDeclaration>]
    public var bundles: [Annotated<TypeDeclaration>] = []
    /// The protocols annotated `// @EntryPoints`, each naming the entry points of a graph.
    public var entryPoints: [Annotated<TypeDeclaration>] = []
    /// The inits marked `// @Inject`, by the location of their `init` keyword.
    public var injectedInitializers: Set<SourceLocation>
    /// The properties marked `// @Inject`, which `inject(into:)` sets on an instance made elsewhere.
    public var injectedProperties: [VariableDeclaration] = []
    /// The types that a malformed annotation, or one inside `#if`, meant to bind (a type's name, a function's return
    /// type, its `as:` types): an error is already reported for each, so later stages do not report them missing too.
    public var typesWithRejectedAnnotations: [RejectedType]
    /// The names given by `// @Named(…)`, by the location of what they name: a component's type name, a provider's
    /// function name, a parameter, or a stored property.
    public var names: [SourceLocation: String] = [:]
    /// The parameters and properties marked `// @AllowEmpty`, by location.
    public var emptyCollectionsAllowed: Set<SourceLocation> = []
    /// The parameters and properties marked `// @Optional`, by location: each asks for the type its `T?` wraps.
    public var optionalDependencies: Set<SourceLocation> = []
    /// The parameters and properties marked `// @Lazy`, by location: each factory keeps the value of its first call.
    public var lazyDependencies: Set<SourceLocation> = []
}

/// A type that a rejected annotation meant to bind, as written, and the types enclosing the declaration, whose
/// scope its names are looked up in: the model qualifies it as it would have qualified the binding.
public struct RejectedType: Sendable {
    public var type: TypeReference
    public var scope: [String]
}

/// A declaration with the annotation above it.
public struct Annotated<Declaration: Sendable>: Sendable {
    public var declaration: Declaration
    public var annotation: Annotation
}
