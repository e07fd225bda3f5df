/// A parameter that the graph fills in, and the type it asks for.
public struct Dependency: Sendable {
    /// What the parameter receives for the binding it asks for. A factory holds the graph, so a `@Sendable` one
    /// (`isSendable`) needs a graph that is `Sendable` too.
    public enum Form: Equatable, Sendable {
        /// The value itself.
        case value
        /// `() -> T` (or `@escaping () -> T`): a closure that asks the graph for `T` on each call.
        case factory(isSendable: Bool)
        /// `[() -> T]` or `[String: () -> T]`: a collection's contributions, each as a factory.
        case collectionOfFactories(isSendable: Bool)
    }

    public var parameter: Parameter
    /// The type asked for; for a factory, the type it produces; for a collection of factories, the collection.
    public var key: TypeKey
    public var form: Form
    /// For a factory or a collection of factories, the key of its function type itself (`@Sendable () -> Int`): a
    /// value the sources bind under it (an input, a provider's result) is what the parameter takes, rather than a
    /// closure that asks for the product. Nil for the other forms.
    public var functionValueKey: TypeKey?
    /// Whether the parameter is marked `// @AllowEmpty`: a collection nothing contributes to is then empty.
    public var allowsEmpty = false
    /// Whether the parameter is marked `// @Optional`: its key is then the optional value of the type its `T?`
    /// wraps (role ``TypeKey/Role/optional``), nil where no binding of that type is reachable.
    public var isOptional = false
    /// Whether the parameter is marked `// @Lazy`: a factory (``Form/factory(isSendable:)``) that asks the graph on
    /// its first call only, and returns that value on every later call. Its edge is deferred as any factory's.
    public var isLazy = false

    /// Whether the generated code wraps the factory in a memo: a `// @Lazy` factory `() -> T` whose type declares no
    /// effects. (The checks report every other `@Lazy`.)
    var isMemoized: Bool {
        guard isLazy, case .factory = form else { return false }
        return Dependency.factorySignature(of: parameter.type.syntax)?.effects.isEmpty == true
    }
    /// Whether the parameter takes a child graph's factory as a `@Sendable` closure: the closure holds the graph,
    /// so that graph must be `Sendable`, as for a `@Sendable` factory.
    public var isSendableClosure = false
    /// Whether the value is set on an `// @Inject` property of the component right after its init returns,
    /// rather than passed to the init.
    public var isInjectedProperty = false
    /// Whether what asks is a stored property (`@Inject`, or a bundle's) rather than a parameter: so far set only
    /// where messages about `// @Optional` name it.
    public var isProperty = false

    public init(parameter: Parameter, key: TypeKey, form: Form = .value) {
        self.parameter = parameter
        self.key = key
        self.form = form
    }

    /// Factories defer creation, so their edges take no part in cycles or in the creation order.
    public var isDeferred: Bool {
        switch form {
        case .value: false
        case .factory, .collectionOfFactories: true
        }
    }

    /// What a factory type declares: `@MainActor () async throws -> T` gives `T` and all three effects,
    /// `@Sendable () -> T` a factory that is `Sendable`. Nil for any type that is not a factory (`() -> T`, with
    /// those attributes or `@escaping`, and effects, a typed `throws(E)` among them), and for one whose product has
    /// a function type in it (`() -> (Int) -> Car`), which is asked for as a value. Ownership is not part of it:
    /// `consuming () -> sending Car` is a factory of `Car`.
    static func factorySignature(of type: TypeSyntax) -> FactorySignature? {
        guard let (attributes, signature) = type.withoutOwnership.functionSignature, signature.parameters.isEmpty
        else { return nil }
        let product = signature.result.withoutOwnership
        guard !product.containsFunctionType else { return nil }
        var effects = CreationEffects()
        var isSendable = false
        for attribute in attributes {
            switch attribute {
            case "escaping": break
            case "Sendable": isSendable = true
            case "MainActor": effects.isolation = .mainActor
            default: return nil
            }
        }
        effects.isAsync = signature.isAsync
        // `throws(E)` cannot pass on the `any Error` that creating a value may throw: such a factory is taken as
        // one that throws nothing, unless `E` is `any Error` itself.
        let throwsAnyError = signature.thrownType.map { $0.canonical == .name("Error") } ?? true
        effects.isThrowing = signature.isThrowing && throwsAnyError
        return FactorySignature(product: product, effects: effects, isSendable: isSendable)
    }

    /// What a factory type declares (``factorySignature(of:)``).
    struct FactorySignature {
        /// The type it creates: `T` for `() -> T`.
        var product: TypeSyntax
        var effects: CreationEffects
        var isSendable: Bool
    }

    /// `[T]` for `[() -> T]`, `[String: T]` for `[String: () -> T]` (and for their `Array` and `Dictionary`
    /// spellings), with the signature of its factories; nil for any other type.
    static func factoryCollection(of type: TypeSyntax) -> (collection: TypeSyntax, factories: FactorySignature)? {
        if let element = type.arrayElement {
            return factorySignature(of: element).map { (.array($0.product), $0) }
        }
        if let (key, value) = type.dictionaryTypes {
            return factorySignature(of: value).map { (.dictionary(key: key, value: $0.product), $0) }
        }
        return nil
    }
}
