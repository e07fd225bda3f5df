/// How many instances of a binding a graph creates.
public enum Scope: String, Sendable, Codable, CaseIterable {
    /// A new instance on every request (the default).
    case unscoped
    /// One instance per graph, created on first use, thread-safe.
    case shared
    /// Shared while something else holds it; created again after the last holder lets it go. For classes and
    /// actors.
    case weak

    /// Whether the graph keeps the instance it creates (strongly or weakly).
    public var keepsInstance: Bool { self != .unscoped }
}

/// What `isolation:` tells Wiring of a component that carries an attribute it cannot classify (a global actor of a
/// module it does not read, or a macro): the isolation Swift gives it.
public enum DeclaredIsolation: String, Sendable, CaseIterable {
    case mainActor
    case nonisolated
}

/// One `// @Name(options)` annotation read from the comment lines above a declaration.
public struct Annotation: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Above a class, struct or actor: build it with constructor injection.
        case component = "Component"
        /// Above a static or free function: its return value is a binding, its parameters are dependencies.
        case provides = "Provides"
        /// Above the init a component is built with, when its type declares several.
        case inject = "Inject"
        /// Above a struct whose stored properties are values the caller passes to `AppGraph.init`; with `graph:`,
        /// declares a child graph, created with those values, that lives shorter than its parent.
        case inputs = "Inputs"
        /// Above a protocol of get-only properties: the graph supplies a value of it, each property from the graph,
        /// so a component can take one parameter instead of many.
        case bundle = "Bundle"
        /// `@Named(backup)`: above a component or provider, names its bindings; above a parameter or property, asks
        /// for the binding of that name. Tells apart two bindings of one type.
        case named = "Named"
        /// Above a parameter or property that takes a collection (`[P]`, `[String: P]`): nothing contributing to it
        /// is fine, it is then empty.
        case allowEmpty = "AllowEmpty"
        /// Above a parameter or property of type `T?` (or a factory `() -> T?`): asks for `T`, and receives nil
        /// where no binding of `T` is reachable in the graph, rather than failing the build.
        case optional = "Optional"
        /// Above a parameter or property of factory type `() -> T`: the closure asks the graph for `T` on its first
        /// call only and returns that value on every later call (one value per instance that holds the closure).
        case lazy = "Lazy"
        /// Above a protocol of get-only properties: the graph class conforms to it, and those properties, the graph's
        /// entry points, are its API; its other accessors become private, and what no entry point reaches is unused.
        case entryPoints = "EntryPoints"

        /// The options each annotation accepts, in the order the reference documents them.
        var allowedOptions: [String] {
            switch self {
            case .component: ["scope", "in", "as", "assisted", "into", "priority", "key", "teardown", "isolation"]
            case .provides: ["scope", "in", "into", "priority", "key"]
            case .inputs: ["graph", "parent"]
            case .entryPoints: ["graph"]
            case .inject, .bundle, .named, .allowEmpty, .optional, .lazy: []
            }
        }

        /// Annotations that qualify what a parameter or property asks for, rather than declaring a binding.
        var isDependencyAnnotation: Bool { self == .named || self == .allowEmpty || self == .optional || self == .lazy }
    }

    public var kind: Kind
    /// Where the `@` is.
    public var location: SourceLocation
    public var scope: Scope
    /// The types given with `as:`, each with its location in the comment.
    public var boundTypes: [TypeReference]
    /// The init parameters named in `assisted:`, which the caller passes when creating the component.
    public var assistedParameters: [Assisted] = []
    /// The name given by `@Named(name)`.
    public var name: String?
    /// The collection given by `into:`, which the declaration contributes to instead of binding its own type.
    public var collection: Collection?
    /// `priority:`: contributions to an array come in descending priority (default 0).
    public var priority: Int?
    /// `teardown:`: the method the graph's `shutdown()` calls on the instance it kept, with where it is written.
    public var teardown: (name: String, location: SourceLocation)?
    /// `isolation:`: the isolation of a component whose attributes Wiring cannot classify, with where it is written.
    public var isolation: (value: DeclaredIsolation, location: SourceLocation)?
    /// `key:`: the contribution's key in a dictionary collection, with where it is written.
    public var key: (value: ContributionKey, location: SourceLocation)?
    /// `in:`: the child graph a shared or weak binding lives in, one instance per instance of that graph.
    public var graph: GraphName?
    /// `graph:` of `@Inputs`: the child graph the struct's properties are the inputs of; of `@EntryPoints`: the graph
    /// whose entry points the protocol names (the root graph without it).
    public var declaredGraph: GraphName?
    /// `parent:` of `@Inputs`: the graph the declared child graph is a child of (the root graph without it).
    public var parentGraph: GraphName?

    /// The name of a graph in an option (`in: MemberGraph`), with where it is written.
    public struct GraphName: Sendable {
        public var name: String
        public var location: SourceLocation
    }

    /// `into: [Plugin]`, or a dictionary: `into: [String: Plugin]`, `into: [Int: Plugin]`, `into: [Route: Screen]`.
    public struct Collection: Sendable {
        public var element: TypeReference
        /// The type of a dictionary's keys, as written; nil for an array.
        public var keyType: TypeReference?
        /// Whether the collection is a dictionary rather than an array.
        public var isKeyed: Bool { keyType != nil }
        /// Where the `[` is.
        public var location: SourceLocation
    }

    /// A parameter named in `assisted:`, with its location in the comment.
    public struct Assisted: Sendable {
        public var name: String
        public var location: SourceLocation
    }
}
