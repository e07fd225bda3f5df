/// The init a component is built with.
public struct InitializerSignature: Sendable {
    public enum Origin: String, Sendable, Codable {
        /// An `init` written in the type or one of its extensions.
        case declared
        /// A struct's memberwise init: its stored properties without initial values, in order.
        case memberwise
        /// The `init()` a class or actor gets when it declares none.
        case implicit
    }

    public var origin: Origin
    public var parameters: [Parameter]
    /// The `init` keyword, or the type's name for a memberwise or implicit init.
    public var location: SourceLocation
    public var effects: Effects
    public var failability: InitializerDeclaration.Failability
    public var isGeneric: Bool
    /// The init's access: where it can be called from (the generated file is in another file, maybe another module).
    public var access: AccessLevel
    /// The init's own attributes, which may isolate it (`@MainActor`); none for a synthesized init.
    public var attributes: [Attribute] = []
    /// Whether the init is `nonisolated`, whatever its type's isolation.
    public var isNonisolated = false

    /// A declared init, whose access is its own modifier, else that of the extension it is declared in (`public
    /// extension`), else internal.
    init(declared: InitializerDeclaration, extensionAccess: AccessLevel?) {
        self.init(
            origin: .declared, parameters: declared.parameters, location: declared.header.location,
            effects: declared.effects, failability: declared.failability,
            isGeneric: declared.genericParameters != nil,
            access: declared.header.writtenAccessLevel ?? extensionAccess ?? .internal)
        attributes = declared.header.attributes
        isNonisolated = declared.header.hasModifier("nonisolated")
    }

    /// An init Swift synthesizes, which is internal (a memberwise init with a private property is reported before).
    init(synthesized origin: Origin, parameters: [Parameter], location: SourceLocation) {
        self.init(
            origin: origin, parameters: parameters, location: location, effects: Effects(),
            failability: .nonFailable, isGeneric: false, access: .internal)
    }

    init(
        origin: Origin, parameters: [Parameter], location: SourceLocation, effects: Effects,
        failability: InitializerDeclaration.Failability, isGeneric: Bool, access: AccessLevel
    ) {
        self.origin = origin
        self.parameters = parameters
        self.location = location
        self.effects = effects
        self.failability = failability
        self.isGeneric = isGeneric
        self.access = access
    }
}

/// A type annotated `// @Component`.
public struct Component: Sendable {
    /// The type's name including enclosing types: `Garage.Lift`.
    public var typeName: String
    public var kind: TypeDeclaration.Kind
    /// The location of the type's name.
    public var location: SourceLocation
    public var scope: Scope
    /// The types of `as:`, in the order written.
    public var boundTypes: [TypeReference]
    public var initializer: InitializerSignature
    /// The names of the init parameters the caller passes (`assisted:`); empty for a component the graph builds
    /// alone.
    public var assistedParameters: [String] = []

    /// The method `shutdown()` calls on the kept instance (`teardown:`).
    public var teardown: String?
    /// The global actor the teardown method is isolated to, even where creating the instance is not.
    public var teardownIsolation = Isolation.nonisolated

    /// The parameters the caller passes, in init order.
    public var assistedInitParameters: [Parameter] {
        initializer.parameters.filter { assistedParameters.contains($0.name) }
    }
}

/// A function annotated `// @Provides`.
public struct Provider: Sendable {
    /// The type the static function is declared in (`Frameworks` for `Frameworks.makeDecoder()`); nil for a free
    /// function.
    public var enclosingTypeName: String?
    public var functionName: String
    public var location: SourceLocation
    public var scope: Scope
    public var returnType: TypeReference
    public var parameters: [Parameter]
    /// Whether the function is generic: the graph calls it once per specialization, each call told the type it
    /// returns (`Caches.cache() as Cache<String, Int>`), from which Swift infers the type arguments.
    public var isGeneric = false
}

/// A protocol annotated `// @Bundle`: the graph supplies a value of it whose properties come from the graph.
public struct DependencyBundle: Sendable {
    /// The protocol's name including enclosing types.
    public var protocolName: String
    public var location: SourceLocation
    /// The get-only properties, each as a parameter of the generated value's init (label and name are the
    /// property's name).
    public var properties: [Parameter]
}

/// A protocol annotated `// @EntryPoints`: the graph it names conforms to it, and each of its properties is an entry
/// point, the accessor of a binding that the graph offers as its API; the graph's other accessors are private. Its
/// binding (``Binding/Source/entryPoints(_:)``) depends on each entry point's binding, in the order of ``properties``.
public struct EntryPoints: Sendable {
    /// The protocol's name including enclosing types.
    public var protocolName: String
    public var location: SourceLocation
    /// The graph whose entry points they are (index into `BindingModel.graphs`).
    public var graph: Int
    public var properties: [EntryPoint]
}

/// A property of an `// @EntryPoints` protocol: `@MainActor var crane: Crane { get async throws }`.
public struct EntryPoint: Sendable {
    public var name: String
    public var location: SourceLocation
    /// What the requirement declares its getter may do: `@MainActor`, `async`, `throws`. A getter that throws a
    /// typed error (`throws(E)`) declares no `throws` that an accessor's `throws` meets (``throwsTyped``).
    public var declaredEffects: CreationEffects
    /// `throws(E)`: only an accessor that does not throw meets it.
    public var throwsTyped = false
}

/// A class with `// @Inject` properties: the graph offers `inject(into:)`, which sets them on an instance made
/// elsewhere (a storyboard, a framework).
public struct PropertyInjection: Sendable {
    public var typeName: String
    /// The first injected property.
    public var location: SourceLocation
    /// The properties, each as a parameter named after it, typed as the value it receives (`Engine` for
    /// `var engine: Engine!`).
    public var properties: [Parameter]
}

/// A stored property of an `// @Inputs` struct: a value the caller passes when creating the graph.
public struct GraphInput: Sendable {
    public var name: String
    public var type: TypeReference
    public var location: SourceLocation
    /// The graph it is an input of (index into `BindingModel.graphs`).
    public var graph: Int
}

/// A graph class the generated file declares: the root graph (`AppGraph`, the first of `BindingModel.graphs`), or a
/// child graph declared by `// @Inputs(graph: MemberGraph)`, which is created with its parent and those inputs, sees
/// its ancestors' bindings and lives shorter than its parent.
public struct GraphDeclaration: Sendable {
    public var name: String
    /// The parent graph (index into `BindingModel.graphs`); nil for the root graph.
    public var parent: Int?
    /// The `// @Inputs` struct's name: nil for a root graph without one.
    public var inputsTypeName: String?
    /// How visible the `@Inputs` type is (see ``Binding/typeAccess``).
    public var inputsTypeAccess = AccessLevel.public
    /// Where the graph is declared: the name after `graph:`; nil for the root graph.
    public var location: SourceLocation?
}

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

/// What creating a value involves, beyond calling a function: a global actor, suspension, errors. A binding's own
/// effects come from its init or function; the graph stage adds those of everything it needs.
public struct CreationEffects: Hashable, Sendable {
    /// The global actor the creation runs on (``Isolation``).
    public var isolation = Isolation.nonisolated
    public var isAsync = false
    public var isThrowing = false

    public init(isolation: Isolation = .nonisolated, isAsync: Bool = false, isThrowing: Bool = false) {
        self.isolation = isolation
        self.isAsync = isAsync
        self.isThrowing = isThrowing
    }

    /// Whether the creation runs on the main actor.
    public var isMainActor: Bool { isolation == .mainActor }

    public var isEmpty: Bool { isolation == .nonisolated && !isAsync && !isThrowing }

    /// Both sets of effects together. The isolation is this one's, else `other`'s; when both are isolated to
    /// different global actors, this one awaits the other's values, so the union is `async`.
    public func union(_ other: CreationEffects) -> CreationEffects {
        let crossesActors =
            isolation != .nonisolated && other.isolation != .nonisolated && isolation != other.isolation
        return CreationEffects(
            isolation: isolation == .nonisolated ? other.isolation : isolation,
            isAsync: isAsync || other.isAsync || crossesActors, isThrowing: isThrowing || other.isThrowing)
    }

    /// Whether every effect of `other` is among these: its global actor too (awaiting another actor's value is not
    /// saying so).
    public func covers(_ other: CreationEffects) -> Bool {
        (other.isolation == .nonisolated || other.isolation == isolation) && (isAsync || !other.isAsync)
            && (isThrowing || !other.isThrowing)
    }

    /// `@MainActor async throws`, as a person would list them.
    public var description: String {
        [isolation.attribute, isAsync ? "async" : nil, isThrowing ? "throws" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }
}

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
