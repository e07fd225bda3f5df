/// The stable identifier of a kind of diagnostic, one per kind of problem (and so per kind of fix), whatever the
/// exact message says.
///
/// The identifier is printed after the message, `… [#MissingBinding]`, as Swift prints its diagnostic groups, and is
/// the `id` of the JSON diagnostics, so that CI scripts and readers can match a problem without parsing its text.
/// Raw values never change once released; `docs/Diagnostics.md` explains each one with an example.
public enum DiagnosticID: String, CaseIterable, Sendable {
    // MARK: Inputs (the command line)

    /// An input file or folder does not exist.
    case inputNotFound = "InputNotFound"
    /// An input file exists (or is listed in a folder) but cannot be read.
    case unreadableInput = "UnreadableInput"
    /// A source file that is not valid UTF-8.
    case invalidUTF8 = "InvalidUTF8"

    // MARK: Configuration (`wiring.json`)

    /// The configuration is not a JSON object, or a key's value is of the wrong kind or out of range.
    case invalidConfiguration = "InvalidConfiguration"
    /// A key the configuration does not have.
    case unknownConfigurationKey = "UnknownConfigurationKey"
    /// `includeModules`, `skipModules` or `modules` names a module the target does not depend on.
    case unknownModule = "UnknownModule"
    /// The manifest writes a `defaultIsolation` setting where Wiring cannot tell which targets it applies to.
    case unreadableBuildSetting = "UnreadableBuildSetting"

    // MARK: Graph pictures (`wiring graph`)

    /// `--root` names no binding of the graph.
    case unknownGraphRoot = "UnknownGraphRoot"
    /// Graphviz's `dot` is not installed, or it failed.
    case graphvizFailure = "GraphvizFailure"

    // MARK: Checked-in graphs (`wiring check --against`, `wiring generate --checked-in`)

    /// The generated file to compare with does not exist or cannot be read.
    case missingGeneratedFile = "MissingGeneratedFile"
    /// The generated file differs from what the sources generate now.
    case staleGeneratedFile = "StaleGeneratedFile"
    /// A target that applies the build plugin has a file of the generated file's name that Wiring did not write.
    case generatedFileNameTaken = "GeneratedFileNameTaken"

    // MARK: Annotations

    /// `@Componet`: a comment names an annotation that does not exist, but nearly does.
    case unknownAnnotation = "UnknownAnnotation"
    /// The annotation's text breaks its grammar: parentheses, colons, commas, identifiers, trailing text.
    case annotationSyntax = "AnnotationSyntax"
    /// An option the annotation does not take (`scop:`).
    case unknownAnnotationOption = "UnknownAnnotationOption"
    /// One option given twice in one annotation.
    case duplicateAnnotationOption = "DuplicateAnnotationOption"
    /// An option's value is not one it accepts: an unknown scope, a malformed type, key, priority or name.
    case invalidOptionValue = "InvalidOptionValue"
    /// An annotation above a declaration (or parameter) it cannot apply to.
    case misplacedAnnotation = "MisplacedAnnotation"
    /// An annotation that is attached to no declaration: inside a body, after code, at the end of a file.
    case detachedAnnotation = "DetachedAnnotation"
    /// The same annotation twice above one declaration or parameter.
    case duplicateAnnotation = "DuplicateAnnotation"
    /// Two annotations that declare different things (`@Component` and `@Provides`) above one declaration.
    case conflictingAnnotations = "ConflictingAnnotations"

    // MARK: Options that do not fit the declaration

    /// A value that adds nothing: the component's own type in `as:`, a name listed twice in `as:` or `assisted:`, or
    /// `isolation:` where the sources decide.
    case redundantOptionValue = "RedundantOptionValue"
    /// Options that exclude each other (`assisted:` with `scope:`, `into:` with `as:`, `priority:` without `into:`).
    case conflictingOptions = "ConflictingOptions"
    /// A name in `assisted:` that is not a parameter of the init.
    case unknownAssistedParameter = "UnknownAssistedParameter"
    /// A component provably does not conform to a type in its `as:` or `into:`.
    case missingConformance = "MissingConformance"

    // MARK: Declarations Wiring cannot build or call

    /// A generic type, init or provider (or one nested in a generic type): the graph needs concrete types.
    case genericDeclaration = "GenericDeclaration"
    /// A specialization of a generic component or provider whose type arguments provably fail one of its
    /// requirements (`where Record: Codable`).
    case unsatisfiedGenericRequirement = "UnsatisfiedGenericRequirement"
    /// A request that would specialize a generic component or provider without end (`init(next: Box<Box<T>>)`).
    case endlessSpecialization = "EndlessSpecialization"
    /// An annotated declaration, or one a component relies on (its init, a memberwise property, its teardown
    /// method), inside an `#if` block: Wiring builds one graph for every build configuration.
    case conditionalDeclaration = "ConditionalDeclaration"
    /// A private or fileprivate declaration (or one nested in such a type) that the generated file must use.
    case inaccessibleDeclaration = "InaccessibleDeclaration"
    /// A declaration of a module the target depends on that the generated file must use but cannot see: it is
    /// not `public` (or `package`, within one package).
    case invisibleAcrossModules = "InvisibleAcrossModules"
    /// Several inits and none (or more than one) marked `// @Inject`.
    case ambiguousInitializer = "AmbiguousInitializer"
    /// A failable init (`init?`, `init!`).
    case failableInitializer = "FailableInitializer"
    /// A `rethrows` init or provider: whether it throws depends on closures the graph passes.
    case rethrowsDeclaration = "RethrowsDeclaration"
    /// A parameter the graph cannot fill in: variadic, `inout`, `isolated`, `some P` or `@autoclosure`, or one that
    /// takes a type that is not `Sendable` `sending`.
    case unsupportedParameter = "UnsupportedParameter"
    /// A property wrapper on a struct whose memberwise init the graph would call.
    case unsupportedPropertyWrapper = "UnsupportedPropertyWrapper"
    /// A property whose type the graph needs but that declares none.
    case missingTypeAnnotation = "MissingTypeAnnotation"
    /// A `@Provides` function inside a type that is not `static` (or `class`).
    case nonStaticProvider = "NonStaticProvider"
    /// A `@Provides` function that returns nothing.
    case providerWithoutReturnType = "ProviderWithoutReturnType"

    // MARK: Features used in a way they do not support

    /// `.weak` where nothing can be held weakly: a struct, or a provider's value.
    case unsupportedWeakScope = "UnsupportedWeakScope"
    /// `scope: .shared` or `.weak` on a `~Copyable` type: a kept instance is handed to every dependent, which a
    /// noncopyable value cannot be.
    case noncopyableKeptInstance = "NoncopyableKeptInstance"
    /// `teardown:` on an unscoped component, whose instances the graph does not keep.
    case unscopedTeardown = "UnscopedTeardown"
    /// `teardown:` names a method the type does not have.
    case unknownTeardownMethod = "UnknownTeardownMethod"
    /// The teardown method is private, `async`, throwing, isolated to its actor or marked with an attribute Wiring
    /// cannot classify, so `shutdown()` cannot call it.
    case unsupportedTeardownMethod = "UnsupportedTeardownMethod"
    /// A component with an attribute that may isolate it (a global actor of another module) and no `isolation:`.
    case unknownIsolation = "UnknownIsolation"
    /// More than one `@Inputs` struct for one graph.
    case multipleInputs = "MultipleInputs"

    // MARK: Child graphs

    /// `in:` or `parent:` names a graph that no `@Inputs(graph:)` declares.
    case unknownGraph = "UnknownGraph"
    /// Two `@Inputs(graph:)` declare one graph, or a graph takes the name of the root graph or of a declared type.
    case duplicateGraph = "DuplicateGraph"
    /// Child graphs whose `parent:` options lead back to themselves.
    case graphParentCycle = "GraphParentCycle"
    /// A bundle requirement the graph cannot fill in: a settable property, a method, an inherited protocol.
    case unsupportedBundleRequirement = "UnsupportedBundleRequirement"
    /// An `@Inject` property outside a class.
    case injectedPropertyOutsideClass = "InjectedPropertyOutsideClass"
    /// An `@Inject` property that `inject(into:)` cannot set: a `let`, get-only or static.
    case unsettableInjectedProperty = "UnsettableInjectedProperty"
    /// A contribution to a dictionary without `key:`.
    case missingContributionKey = "MissingContributionKey"
    /// One key contributed twice to a dictionary.
    case duplicateContributionKey = "DuplicateContributionKey"
    /// A keyed collection whose key type Wiring cannot write keys of: not `String`, `Int` or an enum of the sources.
    case unsupportedKeyType = "UnsupportedKeyType"
    /// A `key:` that is not a value of the collection's key type: the wrong kind of literal, or not one of the
    /// enum's cases.
    case invalidContributionKey = "InvalidContributionKey"
    /// `@Optional` on a parameter or property whose type is not optional (`T?`, or a factory `() -> T?`).
    case nonOptionalDependency = "NonOptionalDependency"
    /// `@Optional` asks for a type that nothing in the sources binds or declares: it could only ever be nil.
    case unknownOptionalDependency = "UnknownOptionalDependency"
    /// `@Lazy` on a parameter or property that is not a factory `() -> T` (a value, a collection of factories, a
    /// factory that takes arguments).
    case nonFactoryLazyDependency = "NonFactoryLazyDependency"
    /// `@Lazy` on a factory whose type is `@MainActor`, `async` or `throws`: its memo could not keep one value safely.
    case effectfulLazyDependency = "EffectfulLazyDependency"
    /// More than one `@EntryPoints` protocol for one graph.
    case multipleEntryPoints = "MultipleEntryPoints"
    /// An `@EntryPoints` protocol the graph class cannot implement: a requirement that is not a get-only instance
    /// property of a binding's type, a name the class declares for itself, a refined protocol, `@MainActor` on the
    /// protocol.
    case unsupportedEntryPointRequirement = "UnsupportedEntryPointRequirement"

    // MARK: The graph

    /// Nothing binds a type that something asks for.
    case missingBinding = "MissingBinding"
    /// A type (with its name, if any) is bound more than once.
    case duplicateBinding = "DuplicateBinding"
    /// Bindings that need each other, none of which can be created first.
    case dependencyCycle = "DependencyCycle"
    /// A binding needs one that lives in a graph it cannot see: a child graph's, or another branch's.
    case bindingInOtherGraph = "BindingInOtherGraph"
    /// A shared or weak instance created asynchronously off the main actor: the graph cannot hold a lock across it.
    case asyncKeptInstance = "AsyncKeptInstance"
    /// An assisted component whose creation is `@MainActor`, `async` or `throws`.
    case effectfulAssistedComponent = "EffectfulAssistedComponent"
    /// A collection of factories whose members' creation has effects.
    case effectfulFactoryCollection = "EffectfulFactoryCollection"
    /// A factory whose type does not declare the effects of creating its product.
    case undeclaredFactoryEffects = "UndeclaredFactoryEffects"
    /// A `@MainActor` factory held by a consumer that is not `@MainActor`.
    case mainActorFactoryIsolation = "MainActorFactoryIsolation"
    /// A graph that must be `Sendable` keeps or is given a value that is not.
    case nonSendableGraph = "NonSendableGraph"
    /// A consumer on one global actor takes a value created on another that is not `Sendable`, so it cannot cross.
    case nonSendableActorCrossing = "NonSendableActorCrossing"
    /// `shutdown()` would have to release instances, or call teardown methods, on more than one global actor.
    case shutdownOnSeveralActors = "ShutdownOnSeveralActors"
    /// An entry point whose property does not declare the effects of creating its binding (`@MainActor`, `async`,
    /// `throws`), so the graph's accessor cannot implement it.
    case undeclaredEntryPointEffects = "UndeclaredEntryPointEffects"
    /// A warning: a shared instance takes a weak one directly, which makes `.weak` pointless.
    case weakInstanceHeldByShared = "WeakInstanceHeldByShared"
    /// A warning: in a graph that names its entry points, a binding that no entry point, child graph or
    /// `inject(into:)` reaches, directly or through what they need (factories included).
    case unusedBinding = "UnusedBinding"
}
