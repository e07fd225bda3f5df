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
