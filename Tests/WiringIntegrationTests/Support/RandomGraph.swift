import SeededRandom

/// A random valid graph of components and providers, as a model from which the tests render the annotated sources,
/// a driver that exercises the generated graph, and the output the driver must print — all three from the same
/// model, with the expectations following docs/Annotations.md.
///
/// Nodes are numbered; a node takes values (`T`, `any P`, collections) only from lower-numbered nodes, so the graph
/// without its factories is acyclic, while factories (`() -> T`, assisted `(Int) -> T`, collections of factories)
/// may point anywhere and so legally close cycles.
struct RandomGraph {
    enum Scope: String {
        case unscoped, shared, weak
    }

    enum Kind {
        /// A `final class` or a `struct` annotated `@Component`, built with its init.
        case component
        /// A component with `assisted:` values: made by `make…(…)` and asked for as `(Int, String) -> T`.
        case assisted
        /// A `static func` in `enum Providers` annotated `@Provides`, returning an unannotated class or struct.
        case provider
        /// A `// @Bundle` protocol of get-only properties (its parameters), which the graph fills in on each access.
        case bundle
        /// A class the driver makes itself, whose injected properties the graph's `inject(into:)` sets.
        case injected
    }

    /// What creating a value involves beyond a call, as docs/Annotations.md ("Isolation and effects") lists it.
    struct Effects: Hashable {
        var isMainActor = false
        var isAsync = false
        var isThrowing = false

        var isEmpty: Bool { !isMainActor && !isAsync && !isThrowing }

        func union(_ other: Effects) -> Effects {
            Effects(isMainActor: isMainActor || other.isMainActor, isAsync: isAsync || other.isAsync,
                    isThrowing: isThrowing || other.isThrowing)
        }

        /// `@MainActor async throws`, as messages list them.
        var description: String {
            [isMainActor ? "@MainActor" : nil, isAsync ? "async" : nil, isThrowing ? "throws" : nil]
                .compactMap { $0 }.joined(separator: " ")
        }

        /// `try await ` before an expression with these effects, on the main actor (where `@MainActor` needs none).
        var marker: String { (isThrowing ? "try " : "") + (isAsync ? "await " : "") }
    }

    /// A factory parameter's type: the effects it declares (at least those of creating its product) and whether it
    /// is `@Sendable`.
    struct FactoryType {
        var effects: Effects
        var isSendable = false
    }

    /// What a component (or the type a provider returns) is declared as.
    enum Shape {
        case finalClass, structure, actor

        var keyword: String {
            switch self {
            case .finalClass: "final class"
            case .structure: "struct"
            case .actor: "actor"
            }
        }

        /// How messages name the kind of declaration: `class`, `struct`, `actor`.
        var kind: String { self == .finalClass ? "class" : keyword }
    }

    /// Where `@MainActor` is written on a node whose creation is on the main actor.
    enum MainActorPlacement {
        /// On the type it creates (a component, or a provider's product, whose provider is then in
        /// `MainActorProviders`), which makes the type Sendable.
        case type
        /// On the init or the provider function only.
        case member
    }

    /// A contribution `into:` a collection: an array's priority, or a dictionary's key.
    struct Contribution {
        var collection: Int
        var priority: Int
        var key: String
    }

    /// An `assisted:` value: its parameter name and type, and the value the driver passes.
    struct AssistedValue {
        var name: String
        var type: String
        var literal: String
    }

    /// How a parameter reaches a node: by the node's own type or by one of the protocols it is bound `as:`.
    enum Route: Hashable {
        case own
        case role(Int)
        /// The composition of protocols the node is bound `as:` (``Node/composition``).
        case composition
    }

    /// A composition of protocols `Trait<i>` a node conforms to and is bound `as:`, with its members in the order
    /// `as:` writes them (which names the graph's property: `trait2Trait0`), with or without `any`.
    struct Composition {
        var members: [Int]
        var writesAny: Bool

        /// `any Trait2 & Trait0`, as `as:` writes it.
        var written: String { Self.spelled(members, writesAny: writesAny) }

        /// `Trait0 & Trait2`: the members sorted by name, as keys compare them.
        var canonical: String { Self.spelled(members.sorted { "Trait\($0)" < "Trait\($1)" }, writesAny: false) }

        static func spelled(_ members: [Int], writesAny: Bool) -> String {
            (writesAny ? "any " : "") + members.map { "Trait\($0)" }.joined(separator: " & ")
        }
    }

    enum Request {
        /// The value of a node: `Part3`, `any Role1`.
        case value(node: Int, route: Route)
        /// `() -> T`, declaring the effects of creating `T` (and maybe more).
        case factory(node: Int, route: Route, type: FactoryType)
        /// `(Int, String) -> T` of an assisted node.
        case assistedFactory(node: Int)
        case input(Int)
        /// `[any Plug0]`, `[String: any Theme0]`, or their factories `[() -> any Plug0]`.
        case collection(Int, factories: Bool)
        /// The node's own assisted value, by index into its `assisted`.
        case assisted(Int)
        /// A type nothing binds (only in a graph with a fault).
        case unbound(String)
        /// The input `Badge2` of the child graph `Branch2Graph` (by graph index), of the consumer's graph or an
        /// ancestor of it.
        case childInput(Int)
        /// `(Branch2Inputs) -> Branch2Graph`: the factory of a child graph (by graph index) whose parent the consumer's
        /// graph is, or an ancestor of it.
        case childFactory(Int)
        /// `// @Optional` `Part3?` (`(any Role1)?`): the node where the consumer's graph reaches it, nil elsewhere
        /// (a node of any graph, of a lower number, whose creation has no effect the consumer's lacks).
        case optional(node: Int, route: Route)
        /// `// @Optional` `(any Absent0)?` of a protocol the sources declare and nothing binds (always nil), or of a
        /// type nothing declares (only in a graph with a fault).
        case optionalOf(String)
    }

    struct Parameter {
        var name: String
        var request: Request
        /// The `@Named` name it asks for: the target's, unless a fault changed it.
        var qualifier: String?
        /// An injected property declared `T?` rather than `T!`.
        var isOptional = false
        /// How a request for a composition spells it: its members in an order of its own, with or without `any`
        /// (`Trait0 & Trait2`, `any Trait2 & Trait0`).
        var compositionSpelling: String?
        /// An `@Optional` request written without its `?` (only in a graph with a fault).
        var dropsOptional = false
        /// `// @Lazy` above a factory `() -> T` without effects: the closure keeps the value of its first call, one per
        /// consumer instance.
        var isLazy = false
        /// How it is written beyond its type (``addParameterForms(seed:)``).
        var form = ParameterForm()
    }

    /// A declaration that is not a node: a second binding of a node's type, protocol or name (only in a graph with
    /// a fault), rendered before the node at `position` in the declaration order (or last).
    struct ExtraBinding {
        enum Kind {
            /// `final class <name>: Role…` annotated `@Component(as: Role…)`.
            case component(roles: [Int])
            /// `static func <name>() -> <type>` annotated `@Provides`.
            case provider(returnType: String)
        }
        var name: String
        var kind: Kind
        var qualifier: String?
        var position: Int
        /// A provider kept in this graph: `@Provides(scope: .shared, in: Branch2Graph)` (or, for the root graph,
        /// `@Provides(scope: .shared)`).
        var graph: Int?
    }

    struct Node {
        var index: Int
        var kind: Kind
        var scope: Scope
        /// The component, or the type a provider returns: a struct is never weak; an actor takes only Sendable
        /// values (actors, `@MainActor` types, inputs) and `@Sendable` factories, is not `@MainActor`, and is not both
        /// kept and created asynchronously (which needs a `@MainActor` type).
        var shape = Shape.finalClass
        /// A struct built with the memberwise init Swift synthesizes: its stored properties are the parameters.
        var isMemberwise = false
        /// Where `@MainActor` is written, if its own creation is on the main actor.
        var mainActor: MainActorPlacement?
        var isAsync = false
        var isThrowing = false
        /// `throws(NodeFailure)` rather than `throws`.
        var throwsTyped = false
        /// An `async` init or provider that is not on the main actor is `nonisolated(nonsending)`, so that it runs
        /// where the graph's accessor runs. It must be when it takes values: a plain `nonisolated` async init runs
        /// elsewhere, and Swift 6 refuses to send it the graph's non-Sendable values (which docs/Annotations.md does
        /// not mention); without values it may be either.
        var runsWhereCalled = false
        var roles: [Int] = []
        /// The composition of protocols it conforms to and is bound `as:` too, beside its `roles`.
        var composition: Composition?
        var qualifier: String?
        var contribution: Contribution?
        var assisted: [AssistedValue] = []
        var hasTeardown = false
        /// The init's (or function's) parameters; a bundle's properties.
        var parameters: [Parameter] = []
        /// Its `// @Inject var` properties: `inject(into:)` sets them on an instance of an injected node made
        /// elsewhere, and the graph sets them right after the init of a component (a class, of any scope, a
        /// contribution or assisted) in every way it creates one — dependencies of its creation like its parameters.
        var injectedProperties: [Parameter] = []
        /// Its init calls this factory parameter (by position) right away when the driver's `loopMode` is on: the
        /// factory's product needs the node back through values, so a kept node is asked for again during its own
        /// creation, and the program must stop with the creation-loop message.
        var loopFactory: Int?
        /// False when a fault removed its annotation (its line then says so, keeping every other line in place).
        var isAnnotated = true
        /// The graph it is meant for (0: the root graph): a kept node lives there (`in:` when it is a child graph);
        /// any other node takes only what that graph sees, and so lives there or in an ancestor, or, through a
        /// collection with contributions in several graphs, in more than one graph (``Placement``).
        var graph = 0
        /// A fault's `in:` on a node that keeps nothing (rendered, but not where the node lives).
        var misplacedIn: String?
        /// What a class or struct's declaration says of `Sendable` (``RandomGraph/markSendableTypes(seed:)``).
        var sendableMark = SendableMark.none

        /// The effects of its own init or provider function.
        var ownEffects: Effects { Effects(isMainActor: mainActor != nil, isAsync: isAsync, isThrowing: isThrowing) }

        /// The type that is created: the component, the type a provider returns, or the bundle protocol.
        var className: String {
            switch kind {
            case .component, .assisted: "Part\(index)"
            case .provider: "Gadget\(index)"
            case .bundle: "Bundle\(index)"
            case .injected: "Screen\(index)"
            }
        }
        var functionName: String { "make\(className)" }
        /// The enum whose extension declares a provider: `@MainActor enum MainActorProviders` isolates its providers.
        var providersEnum: String { mainActor == .type ? "MainActorProviders" : "Providers" }
        var keepsInstance: Bool { scope != .unscoped }
        /// Bound as its own type (and its roles): not assisted, not only a contribution.
        var hasOwnBinding: Bool { kind != .assisted && kind != .injected && contribution == nil }
        /// Whether the graph creates an instance of it with a serial number: not a bundle, whose value is the graph's
        /// own struct and is told apart by the serials of its properties, nor an injected node, which the driver makes.
        var isNumbered: Bool { kind != .bundle && kind != .injected }
        /// A component class whose requests may go to `// @Inject` properties rather than its init.
        var takesInjectedProperties: Bool { (kind == .component || kind == .assisted) && shape == .finalClass }
    }

    struct Collection {
        var index: Int
        var isKeyed: Bool
        /// Contributors in the documented order (once the effects that name them are chosen): descending priority,
        /// then contributor name; a dictionary's by key.
        var members: [Int] = []
        /// Its contributors are created without effects, so consumers may take it as a collection of factories
        /// (which holds plain factories only); otherwise they may have effects, and consumers take the collection.
        var isPlain: Bool

        /// What a dictionary's keys are: strings `"k3"`, whole numbers `3`, or the cases `.k3` of the enum
        /// `Key<index>` the sources declare.
        var keyKind = KeyKind.string

        enum KeyKind {
            case string, integer, enumCase
        }

        var elementProtocol: String { isKeyed ? "Theme\(index)" : "Plug\(index)" }
        /// The type of a dictionary's keys: `String`, `Int`, `Key0`.
        var keyType: String {
            switch keyKind {
            case .string: "String"
            case .integer: "Int"
            case .enumCase: "Key\(index)"
            }
        }
        var typeText: String { isKeyed ? "[\(keyType): any \(elementProtocol)]" : "[any \(elementProtocol)]" }
        var factoriesTypeText: String {
            isKeyed ? "[\(keyType): () -> any \(elementProtocol)]" : "[() -> any \(elementProtocol)]"
        }
        /// `into:` as the annotation spells it.
        var intoText: String { isKeyed ? "[\(keyType): \(elementProtocol)]" : "[\(elementProtocol)]" }
        var accessor: String {
            guard isKeyed else { return "plug\(index)Array" }
            return (keyKind == .enumCase ? "key\(index)" : keyType.lowercased()) + "Theme\(index)Dictionary"
        }

        /// A contribution's key (`k3`, as the simulation names it) as `key:` writes it: `"k3"`, `3`, `.k3`.
        func literal(ofKey key: String) -> String {
            switch keyKind {
            case .string: "\"\(key)\""
            case .integer: String(key.dropFirst())
            case .enumCase: "." + key
            }
        }

        /// What a missing `key:` message suggests for this collection.
        var keyExample: String {
            switch keyKind {
            case .string: "'key: \"…\"'"
            case .integer: "'key: 3'"
            case .enumCase: "'key: .…' (one of the cases of '\(keyType)')"
            }
        }
    }

    struct Input {
        var name: String
        var type: String
        var literal: String
        /// A closure's (``addClosureInput(using:)``): what calling it returns, which the driver prints.
        var callResult: String?
    }

    var seed: UInt64
    var nodes: [Node]
    var roleCount: Int
    var collections: [Collection]
    var inputs: [Input]
    /// The effects of creating each node: its own, and those of the values it needs.
    var effects: [Effects]
    /// The nodes in the order the sources declare them: shuffled, since the output must not depend on it.
    var declarationOrder: [Int]
    var extraBindings: [ExtraBinding] = []
    /// The parent of each graph: graph 0 is the root graph `AppGraph` (no parent), the others are child graphs
    /// `Branch1Graph`, … declared by `// @Inputs(graph:parent:)` structs, at most three levels below the root.
    var graphParents: [Int?] = [nil]
    /// The protocols `Trait0`, … of which compositions are made (none in most graphs).
    var traitCount = 0
    /// The random stream of compositions, and of the requests that ask for them, apart from the graph's own: a
    /// graph without compositions is the one the same seed made before they were generated.
    private var compositionRandom = SplitMix64(seed: 0)
    /// The child graphs (1, 2, …) in the order the sources declare them: shuffled, so a child graph is often declared
    /// before its parent.
    var graphDeclarationOrder: [Int] = []
    /// The child graphs of the root whose `@Inputs` writes `parent: AppGraph` rather than leaving it out.
    var explicitRootParents: Set<Int> = []
    /// Where each binding lives, as the graph stage places it: computed once the graph is complete.
    var placement = Placement.empty
    /// How many `protocol AbsentN: Numbered {}` the sources declare, which nothing binds (`@Optional` asks for them).
    var absentProtocols = 0
    /// The graphs that name their entry points (`// @EntryPoints`), each with its properties in the order the
    /// protocol declares them (``addEntryPoints(seed:)``).
    var entryPoints: [Int: [EntryPoint]] = [:]
    /// The components that inherit their init from a base class, and through how many classes
    /// (``addHierarchies(seed:)``).
    var hierarchies: [Int: Int] = [:]
    /// The graphs whose `@EntryPoints` protocol an error rejects (only in a graph with a fault): it makes no binding.
    var rejectedEntryPoints: Set<Int> = []
    /// How the components on the main actor by their type say so, when not by `@MainActor` (``chooseIsolationSources(seed:)``).
    var isolationSources: [Int: IsolationSource] = [:]
    /// The components, not isolated, that conform to the `@MainActor` protocol in an extension.
    var conformsToMainActorScreenInExtension: Set<Int> = []
    /// The library names the sources declare as types of their own (``addShadowingNames(seed:)``).
    var shadowingNames: [String] = []

    static let qualifiers = ["primary", "backup", "local", "remote", "cached", "fresh"]
}

// MARK: - Generation

extension RandomGraph {
    /// A random valid graph of `size` nodes (at least 3) from `seed`.
    init(seed: UInt64, size: Int) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        nodes = []
        roleCount = 0
        collections = []
        inputs = []
        effects = Array(repeating: Effects(), count: size)
        declarationOrder = []
        for index in 0..<size {
            let roll = Int.random(in: 0..<100, using: &random)
            let kind: Kind = roll < 13 ? .provider : roll < 23 ? .assisted : roll < 30 ? .bundle
                : roll < 36 ? .injected : .component
            var node = Node(index: index, kind: kind, scope: .unscoped)
            if [.component, .assisted, .provider].contains(kind), random.chance(kind == .provider ? 25 : 30) {
                node.shape = .structure
            } else if kind == .component, random.chance(15) {
                node.shape = .actor
            }
            node.isMemberwise = node.shape == .structure && kind != .provider && random.chance(50)
            switch kind {
            case .assisted:
                var values = [AssistedValue(name: "speed", type: "Int", literal: "\(Int.random(in: 1...999, using: &random))"),
                              AssistedValue(name: "label", type: "String", literal: "\"tag\(Int.random(in: 1...99, using: &random))\"")]
                values.shuffle(using: &random)
                node.assisted = Array(values.prefix(Int.random(in: 1...2, using: &random)))
            case .provider:
                node.scope = random.chance(50) ? .shared : .unscoped
            case .bundle, .injected:
                break
            case .component:
                let scopes: [Scope] = node.shape == .structure
                    ? [.unscoped, .unscoped, .shared] : [.unscoped, .unscoped, .shared, .shared, .weak]
                node.scope = random.pick(scopes) ?? .unscoped
                node.hasTeardown = node.keepsInstance && random.chance(50)
            }
            nodes.append(node)
        }

        chooseChildGraphs(seed: seed)

        collections = (0..<Int.random(in: 0...3, using: &random)).map {
            Collection(index: $0, isKeyed: random.chance(35), isPlain: random.chance(50))
        }
        let canContribute = nodes.indices.filter { nodes[$0].kind == .component || nodes[$0].kind == .provider }
        for index in canContribute where !collections.isEmpty && random.chance(18) {
            let collection = Int.random(in: collections.indices, using: &random)
            nodes[index].contribution = Contribution(collection: collection,
                                                     priority: random.pick([-5, 0, 0, 3, 10]) ?? 0,
                                                     key: "k\(index)")
        }
        for index in canContribute {
            if !mustBePlain(index) { chooseOwnEffects(of: index, using: &random) }
            if nodes[index].hasOwnBinding, random.chance(20) { nodes[index].qualifier = random.pick(Self.qualifiers) }
        }
        let canBeBoundAs = nodes.indices.filter { nodes[$0].kind == .component && nodes[$0].hasOwnBinding }
        roleCount = canBeBoundAs.isEmpty ? 0 : max(1, size / 5)
        for role in 0..<roleCount {
            if let node = random.pick(canBeBoundAs) { nodes[node].roles.append(role) }
        }
        chooseCompositions(seed: seed, among: canBeBoundAs)

        inputs = [Input(name: "title", type: "String", literal: "\"title\(Int.random(in: 1...99, using: &random))\""),
                  Input(name: "limit", type: "Int", literal: "\(Int.random(in: 1...999, using: &random))"),
                  Input(name: "ratio", type: "Double", literal: "\(Int.random(in: 1...99, using: &random)).5"),
                  Input(name: "enabled", type: "Bool", literal: random.chance(50) ? "true" : "false")]
            .filter { _ in random.chance(50) }

        // The kinds of keys, from a stream of their own, so that the rest of the graph is the one the seed made before.
        var keyRandom = SplitMix64(seed: seed ^ 0x4B3_7E5)
        for collection in collections.indices where collections[collection].isKeyed {
            collections[collection].keyKind = keyRandom.pick([.string, .string, .integer, .enumCase]) ?? .string
        }
        for collection in collections.indices {
            collections[collection].members = nodes.indices.filter { nodes[$0].contribution?.collection == collection }
        }
        // Nothing depends on an injected node, so it may take values of any node, once their effects are known.
        for index in nodes.indices where nodes[index].kind != .injected { addValueParameters(to: index, using: &random) }
        for index in nodes.indices where nodes[index].kind == .injected { addValueParameters(to: index, using: &random) }
        for collection in collections.indices {
            collections[collection].members = Self.ordered(collections[collection].members.map { nodes[$0] },
                                                           isKeyed: collections[collection].isKeyed,
                                                           numericKeys: collections[collection].keyKind == .integer)
        }
        for index in nodes.indices { addDeferredParameters(to: index, using: &random) }
        // An actor's async init is isolated to the actor once it is set up; it takes only Sendable values anyway.
        for index in nodes.indices
        where nodes[index].isAsync && nodes[index].mainActor == nil && nodes[index].shape != .actor {
            nodes[index].runsWhereCalled = !nodes[index].parameters.isEmpty || random.chance(50)
        }
        declarationOrder = nodes.indices.shuffled(using: &random)
        for index in nodes.indices {
            nodes[index].parameters = named(nodes[index].parameters.shuffled(using: &random), prefix: "d", of: index)
            nodes[index].injectedProperties = named(nodes[index].injectedProperties.shuffled(using: &random), prefix: "i",
                                                    of: index)
            for position in nodes[index].injectedProperties.indices {
                nodes[index].injectedProperties[position].isOptional = random.chance(50)
            }
        }
        spellCompositionRequests()
        chooseCreationLoop(using: &random)
        addOptionalDependencies(seed: seed)
        addLazyDependencies(seed: seed)
        placement = Placement(self)
        markSendableTypes(seed: seed)
        addEntryPoints(seed: seed)
        chooseIsolationSources(seed: seed)
        addShadowingNames(seed: seed)
        addParameterForms(seed: seed)
        addHierarchies(seed: seed)
    }

    /// Two graphs in five get compositions: one to three components, each conforming to two or three of the
    /// protocols `Trait0`…`Trait4` (no two the same set) and bound `as:` their composition, in a random order of its
    /// members, with or without `any`. From a random stream of their own (``compositionRandom``), which also chooses
    /// the requests that ask for them.
    private mutating func chooseCompositions(seed: UInt64, among candidates: [Int]) {
        compositionRandom = SplitMix64(seed: seed ^ 0xC0_4905)
        guard !candidates.isEmpty, compositionRandom.chance(40) else { return }
        traitCount = Int.random(in: 3...5, using: &compositionRandom)
        var taken: [Set<Int>] = []
        for node in candidates.shuffled(using: &compositionRandom).prefix(Int.random(in: 1...3, using: &compositionRandom)) {
            let count = Int.random(in: 2...3, using: &compositionRandom)
            let members = Array(Array(0..<traitCount).shuffled(using: &compositionRandom).prefix(count))
            guard !taken.contains(Set(members)) else { continue }
            taken.append(Set(members))
            nodes[node].composition = Composition(members: members, writesAny: compositionRandom.chance(50))
        }
    }

    /// Each request for a composition spells it its own way: its members in a random order, with or without `any`.
    private mutating func spellCompositionRequests() {
        let compositions = nodes.map(\.composition)
        func spell(_ parameter: inout Parameter, using random: inout SplitMix64) {
            switch parameter.request {
            case .value(let target, .composition), .factory(let target, .composition, _):
                let members = compositions[target]?.members ?? []
                parameter.compositionSpelling = Composition.spelled(members.shuffled(using: &random),
                                                                    writesAny: random.chance(50))
            default:
                break
            }
        }
        var random = compositionRandom
        for index in nodes.indices {
            for position in nodes[index].parameters.indices { spell(&nodes[index].parameters[position], using: &random) }
            for position in nodes[index].injectedProperties.indices {
                spell(&nodes[index].injectedProperties[position], using: &random)
            }
        }
        compositionRandom = random
    }

    /// `// @Optional` parameters and properties, added last from a random stream of their own, so that a graph is
    /// otherwise the one the same seed made before: of a lower-numbered node in any graph (nil where the consumer's
    /// graph does not reach it: a binding only a child graph has, or one of another branch), or of a declared
    /// protocol nothing binds. A target's creation has no effect the consumer's lacks, so no effect changes; a
    /// shared consumer takes no weak node, an actor none (an `any Role1?` is not Sendable). Not in a graph with a
    /// creation loop, whose message names the shortest cycle.
    private mutating func addOptionalDependencies(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x0971_0A1)
        guard !nodes.contains(where: { $0.loopFactory != nil }) else { return }
        absentProtocols = random.chance(50) ? 1 : 0
        var count = 0
        for index in nodes.indices where nodes[index].shape != .actor && nodes[index].kind != .assisted && random.chance(30) {
            let node = nodes[index]
            let consumer = effects[index]
            let lower = node.kind == .injected ? Array(nodes.indices) : Array(0..<index)
            let candidates = lower.filter { target in
                let needed = effects[target]
                return target != index && nodes[target].hasOwnBinding
                    && (!needed.isMainActor || consumer.isMainActor) && (!needed.isAsync || consumer.isAsync)
                    && (!needed.isThrowing || consumer.isThrowing)
                    && !(node.kind == .component && node.scope == .shared && nodes[target].scope == .weak)
            }
            let request: Request
            if absentProtocols > 0, random.chance(25) || candidates.isEmpty {
                request = .optionalOf("Absent0")
            } else if let target = random.pick(candidates) {
                request = .optional(node: target, route: randomRoute(to: target, using: &random))
            } else {
                continue
            }
            var parameter = Parameter(name: "o\(count)", request: request)
            count += 1
            if case .optional(let target, _) = request { parameter.qualifier = nodes[target].qualifier }
            // A property's value is set after the init: only where the init's own effects cover its markers.
            let needed = creationEffects(of: request)
            let own = node.ownEffects
            let covered = (!needed.isAsync || own.isAsync) && (!needed.isThrowing || own.isThrowing)
            if node.kind == .injected || (node.takesInjectedProperties && covered && random.chance(33)) {
                parameter.isOptional = true
                let position = Int.random(in: 0...nodes[index].injectedProperties.count, using: &random)
                nodes[index].injectedProperties.insert(parameter, at: position)
            } else {
                let position = Int.random(in: 0...nodes[index].parameters.count, using: &random)
                nodes[index].parameters.insert(parameter, at: position)
            }
        }
    }

    /// `// @Lazy` above some factory requests (init parameters, bundle properties, `@Inject` properties) whose type
    /// declares no effect (so their product's creation has none), added last from a random stream of their own, so
    /// that a graph is otherwise the one the same seed made before. Not in a graph with a creation loop, whose init
    /// calls a plain factory.
    private mutating func addLazyDependencies(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x1A2_7F0)
        guard !nodes.contains(where: { $0.loopFactory != nil }), random.chance(60) else { return }
        func mark(_ parameter: inout Parameter) {
            guard case .factory(_, _, let type) = parameter.request, type.effects.isEmpty else { return }
            parameter.isLazy = random.chance(40)
        }
        for index in nodes.indices {
            for position in nodes[index].parameters.indices { mark(&nodes[index].parameters[position]) }
            for position in nodes[index].injectedProperties.indices { mark(&nodes[index].injectedProperties[position]) }
        }
    }

    /// Four graphs in ten get child graphs, one to four of them, each a child of the root graph or of an earlier
    /// child graph, at most three levels deep; then each node is meant for the root graph or one of them. From a
    /// random stream of their own, so that a graph without child graphs is the one the same seed made before.
    private mutating func chooseChildGraphs(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xB4A_4C4)
        guard random.chance(40) else { return }
        for child in 1...Int.random(in: 1...4, using: &random) {
            let parents = (0..<child).filter { depth(of: $0) < 3 }
            graphParents.append(random.pick(parents) ?? 0)
            if graphParents[child] == 0, random.chance(30) { explicitRootParents.insert(child) }
        }
        graphDeclarationOrder = Array(1..<graphParents.count).shuffled(using: &random)
        for index in nodes.indices where !random.chance(35) {
            nodes[index].graph = Int.random(in: 1..<graphParents.count, using: &random)
        }
    }

    /// A node that must be created without effects: an assisted one, a contribution to a collection taken as
    /// factories, and a contribution meant for a child graph (so that a collection's effects, those of its members,
    /// are the same in every graph).
    func mustBePlain(_ index: Int) -> Bool {
        let node = nodes[index]
        guard let contribution = node.contribution else { return node.kind == .assisted }
        return collections[contribution.collection].isPlain || node.graph != 0
    }

    /// One graph in four that can have one (about one graph in twenty) gets a creation loop: a kept component whose init, in loop mode, calls a
    /// factory parameter whose product needs the component back through values (so its creation asks for itself).
    /// The factory declares no effect the init does not have, so the init can call it.
    private mutating func chooseCreationLoop(using random: inout SplitMix64) {
        let needs = valueDependencies()
        let places = nodes.flatMap { node -> [(Int, Int)] in
            // In the root graph, whose messages start `AppGraph:`.
            guard node.kind == .component, node.keepsInstance, node.hasOwnBinding, !node.isMemberwise, node.graph == 0
            else { return [] }
            return node.parameters.indices.compactMap { position in
                guard case .factory(let target, _, let type) = node.parameters[position].request,
                      needs[target].contains(node.index),
                      !type.effects.isMainActor || node.mainActor != nil,
                      !type.effects.isAsync || (node.isAsync && node.mainActor != nil),
                      !type.effects.isThrowing || (node.isThrowing && !node.throwsTyped) else { return nil }
                return (node.index, position)
            }
        }
        guard !places.isEmpty, random.chance(25), let (node, position) = random.pick(places) else { return }
        nodes[node].loopFactory = position
    }

    /// The parameters (or properties) named in order, `d0`, `d1`, … (an assisted value by its own name), each
    /// asking for its target's `@Named` name.
    private func named(_ parameters: [Parameter], prefix: String, of index: Int) -> [Parameter] {
        parameters.enumerated().map { position, parameter in
            var parameter = parameter
            switch parameter.request {
            case .assisted(let value):
                parameter.name = nodes[index].assisted[value].name
            case .value(let target, _), .factory(let target, _, _):
                parameter.name = "\(prefix)\(position)"
                parameter.qualifier = nodes[target].qualifier
            default:
                parameter.name = "\(prefix)\(position)"
            }
            return parameter
        }
    }

    /// Adds a request to the node's init (or function) parameters, or, for an injected node, to its injected
    /// properties; a component class's request goes to an `// @Inject` property one time in three (not an assisted
    /// value, which is its init's).
    private mutating func add(_ request: Request, to index: Int, using random: inout SplitMix64) {
        let isAssistedValue = if case .assisted = request { true } else { false }
        // `inject(into:)` of the class takes the properties too, and is on the main actor only when the class is: a
        // `@MainActor` factory property would need it to be (MainActorFactoryIsolation).
        let isMainActorFactory = if case .factory(_, _, let type) = request { type.effects.isMainActor } else { false }
        // Bug: the generated code marks the init's call with the `try` and `await` that creating the properties'
        // values needs (`try Part3(…)`, then `instance.i0 = try self.part2`), which is a warning, so a property's
        // value is `async` or `throws` only when the init is too.
        let needed = creationEffects(of: request)
        let own = nodes[index].ownEffects
        let markersCovered = (!needed.isAsync || own.isAsync) && (!needed.isThrowing || own.isThrowing)
        if nodes[index].kind == .injected
            || (nodes[index].takesInjectedProperties && !isAssistedValue && markersCovered
                && !(isMainActorFactory && nodes[index].mainActor != .type) && random.chance(33)) {
            nodes[index].injectedProperties.append(Parameter(name: "", request: request))
        } else {
            nodes[index].parameters.append(Parameter(name: "", request: request))
        }
    }

    /// The documented order of a collection: an array's by descending priority, then contributor name (the type, or
    /// `Providers.makeGadget4()` for a provider); a dictionary's by key.
    private static func ordered(_ contributors: [Node], isKeyed: Bool, numericKeys: Bool) -> [Int] {
        let sorted = isKeyed && numericKeys
            ? contributors.sorted { ($0.contribution?.collection ?? 0, $0.index) < ($1.contribution?.collection ?? 0, $1.index) }
            : isKeyed
            ? contributors.sorted { ($0.contribution?.key ?? "") < ($1.contribution?.key ?? "") }
            : contributors.sorted { lhs, rhs in
                let left = (-(lhs.contribution?.priority ?? 0), contributorName(lhs))
                let right = (-(rhs.contribution?.priority ?? 0), contributorName(rhs))
                return left < right
            }
        return sorted.map(\.index)
    }

    static func contributorName(_ node: Node) -> String {
        node.kind == .provider ? "\(node.providersEnum).\(node.functionName)()" : node.className
    }

    /// Values from lower-numbered nodes (any node, for an injected one), inputs and collections. A node that must
    /// be plain (assisted, or a contribution to a plain collection) takes no value with effects; a shared component
    /// takes no weak one directly, which the generator would warn about.
    private mutating func addValueParameters(to index: Int, using random: inout SplitMix64) {
        let node = nodes[index]
        let mustBePlain = mustBePlain(index)
        let isActor = node.shape == .actor
        let lower = node.kind == .injected ? Array(nodes.indices) : Array(0..<index)
        // A node takes only what its graph sees: nodes meant for it or an ancestor.
        let reachable = lower.filter { sees(node.graph, nodes[$0].graph) }
        var requests: [Request] = node.assisted.indices.map { .assisted($0) }
        // A node meant for a child graph often takes its input (or an ancestor's), which places it there.
        if node.graph != 0, random.chance(45) {
            let chain = ancestors(of: node.graph).filter { $0 != 0 }
            requests.append(.childInput(random.pick(chain) ?? node.graph))
        }
        for _ in 0..<Int.random(in: node.kind == .injected ? 1...3 : 0...3, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !inputs.isEmpty:
                requests.append(.input(Int.random(in: inputs.indices, using: &random)))
            case 1 where !collections.isEmpty && !isActor:
                let collection = collections[Int.random(in: collections.indices, using: &random)]
                let request = Request.collection(collection.index, factories: false)
                if collection.members.allSatisfy(lower.contains), isSeen(collection.index, from: node.graph),
                   !(mustBePlain && !creationEffects(of: request).isEmpty) {
                    requests.append(request)
                }
            default:
                let candidates = reachable.filter { target in
                    nodes[target].hasOwnBinding && !(mustBePlain && !effects[target].isEmpty)
                        && !(node.kind == .component && node.scope == .shared && nodes[target].scope == .weak)
                        && !(isActor && (!isSendable(target) || (node.keepsInstance && effects[target].isAsync)))
                }
                guard let target = random.pick(candidates) else { continue }
                // An `any Role1` is not Sendable.
                requests.append(.value(node: target, route: isActor ? .own : randomRoute(to: target, using: &random)))
            }
        }
        for request in requests { add(request, to: index, using: &random) }
        // docs/Annotations.md: a kept instance created asynchronously must be created on the main actor. The
        // generated code keeps its creation in flight in a `Task`, whose result must be Sendable (Wiring refuses a
        // class of the sources that is not; a struct or a provider's product it leaves to the compiler, as Swift may
        // infer them Sendable), so the type itself is `@MainActor`; a provider's contribution is an `any Plug0`,
        // which nothing makes Sendable, so it is not kept.
        let needed = requests.reduce(Effects()) { $0.union(creationEffects(of: $1)) }
        if node.keepsInstance, needed.isAsync || node.isAsync {
            if node.kind == .provider, node.contribution != nil {
                nodes[index].scope = .unscoped
            } else {
                nodes[index].mainActor = .type
            }
        }
        effects[index] = needed.union(nodes[index].ownEffects)
    }

    /// Its own `@MainActor` (on the type or the member), `async` and `throws` (maybe typed); a struct with effects
    /// on its init declares the init.
    private mutating func chooseOwnEffects(of index: Int, using random: inout SplitMix64) {
        var node = nodes[index]
        node.isAsync = random.chance(12) && !(node.shape == .actor && node.keepsInstance)
        node.isThrowing = random.chance(12)
        node.throwsTyped = node.isThrowing && random.chance(30)
        if node.isAsync || node.isThrowing { node.isMemberwise = false }
        if random.chance(15), node.shape != .actor {
            node.mainActor = !node.isMemberwise && random.chance(40) ? .member : .type
        }
        nodes[index] = node
    }

    /// Whether a node's value can be sent to an actor: an actor's, or one of a `@MainActor` type.
    private func isSendable(_ node: Int) -> Bool {
        nodes[node].shape == .actor || nodes[node].mainActor == .type
    }

    /// The effects a request brings to its consumer's creation: those of the values it creates first.
    func creationEffects(of request: Request) -> Effects {
        switch request {
        case .value(let target, _), .optional(let target, _):
            effects[target]
        case .collection(let collection, factories: false):
            collections[collection].members.reduce(Effects()) { $0.union(effects[$1]) }
        case .factory, .assistedFactory, .collection, .input, .assisted, .unbound, .childInput, .childFactory, .optionalOf:
            Effects()
        }
    }

    /// Factories of any node but itself, assisted factories and collections of factories (of plain collections).
    /// A factory declares the effects of creating its product and sometimes more, which docs/Annotations.md
    /// allows; only a main-actor node holds a `@MainActor` one.
    private mutating func addDeferredParameters(to index: Int, using random: inout SplitMix64) {
        let consumer = effects[index]
        let isActor = nodes[index].shape == .actor
        let graph = nodes[index].graph
        // A child graph's factory, taken by a node its parent (or a descendant of its parent) makes: not by an
        // actor, which takes only `@Sendable` closures.
        if graphParents.count > 1, !isActor, random.chance(25) {
            let children = graphParents.indices.filter { child in
                graphParents[child].map { sees(graph, $0) } ?? false
            }
            if let child = random.pick(children) { add(.childFactory(child), to: index, using: &random) }
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            switch isActor ? 2 : Int.random(in: 0..<4, using: &random) {
            case 0:
                let assisted = nodes.indices.filter {
                    $0 != index && nodes[$0].kind == .assisted && sees(graph, nodes[$0].graph)
                }
                guard let target = random.pick(assisted) else { continue }
                add(.assistedFactory(node: target), to: index, using: &random)
            case 1:
                guard let collection = random.pick(collections.filter { $0.isPlain && isSeen($0.index, from: graph) })
                else { continue }
                add(.collection(collection.index, factories: true), to: index, using: &random)
            default:
                let candidates = nodes.indices.filter { target in
                    target != index && nodes[target].hasOwnBinding && (consumer.isMainActor || !effects[target].isMainActor)
                        && sees(graph, nodes[target].graph)
                }
                guard let target = random.pick(candidates) else { continue }
                var declared = effects[target]
                declared.isMainActor = declared.isMainActor || (consumer.isMainActor && random.chance(10))
                declared.isAsync = declared.isAsync || random.chance(10)
                declared.isThrowing = declared.isThrowing || random.chance(10)
                let type = FactoryType(effects: declared, isSendable: isActor || random.chance(15))
                add(.factory(node: target, route: randomRoute(to: target, using: &random), type: type), to: index, using: &random)
            }
        }
    }

    /// The node's own type, one of its `as:` protocols, or (from the stream of compositions) its composition.
    private mutating func randomRoute(to target: Int, using random: inout SplitMix64) -> Route {
        if nodes[target].composition != nil, compositionRandom.chance(50) { return .composition }
        guard let role = random.pick(nodes[target].roles), random.chance(60) else { return .own }
        return .role(role)
    }
}

// MARK: - Child graphs

extension RandomGraph {
    var hasChildGraphs: Bool { graphParents.count > 1 }

    /// `AppGraph`, `Branch2Graph`.
    func graphName(_ graph: Int) -> String { graph == 0 ? "AppGraph" : "Branch\(graph)Graph" }
    /// The `@Inputs` struct of a child graph, its one property and that property's type.
    func inputsName(_ graph: Int) -> String { "Branch\(graph)Inputs" }
    func badgeProperty(_ graph: Int) -> String { "badge\(graph)" }
    func badgeType(_ graph: Int) -> String { "Badge\(graph)" }
    /// `(Branch2Inputs) -> Branch2Graph`.
    func childFactoryType(_ graph: Int) -> String { "(\(inputsName(graph))) -> \(graphName(graph))" }

    func depth(of graph: Int) -> Int {
        var depth = 0
        var current = graphParents[graph]
        while let parent = current {
            depth += 1
            current = graphParents[parent]
        }
        return depth
    }

    /// The graph and its ancestors, the root first: `chain[depth(of: graph)] == graph`.
    func ancestors(of graph: Int) -> [Int] {
        var chain = [graph]
        while let parent = graphParents[chain[0]] { chain.insert(parent, at: 0) }
        return chain
    }

    /// Whether `graph` sees what lives in `other`: `other` is `graph` or an ancestor of it.
    func sees(_ graph: Int, _ other: Int) -> Bool { ancestors(of: graph).contains(other) }

    /// Whether a node meant for `graph` may take the collection: nothing contributes to it (it is taken with
    /// `@AllowEmpty`), or some contributor is meant for a graph `graph` sees.
    func isSeen(_ collection: Int, from graph: Int) -> Bool {
        let members = nodes.indices.filter { nodes[$0].contribution?.collection == collection }
        return members.isEmpty || members.contains { sees(graph, nodes[$0].graph) }
    }

    /// The graphs in the order the graph stage numbers them: the root, then the child graphs in the order they are
    /// declared, each after its parent.
    var stageOrder: [Int] {
        var order = [0]
        while order.count < graphParents.count {
            for graph in graphDeclarationOrder where !order.contains(graph) {
                if let parent = graphParents[graph], order.contains(parent) { order.append(graph) }
            }
        }
        return order
    }
}

// MARK: - Names the sources and the generated graph use

extension RandomGraph {
    /// The type a route names: `Part3`, `Gadget4`, `Role1`, `Trait0 & Trait2` (a composition's members sorted, as
    /// keys compare them).
    func typeName(of node: Int, route: Route) -> String {
        switch route {
        case .own: nodes[node].className
        case .role(let role): "Role\(role)"
        case .composition: nodes[node].composition?.canonical ?? ""
        }
    }

    /// The type a parameter declares: `any Role1` for a protocol, `any Bundle5` for a bundle, a composition as the
    /// parameter spells it (or as the generated graph does: `any Trait2 & Trait0`, in the order of `as:`).
    func spelledType(of node: Int, route: Route, parameter: Parameter? = nil) -> String {
        switch route {
        case .own: nodes[node].kind == .bundle ? "any \(nodes[node].className)" : nodes[node].className
        case .role(let role): "any Role\(role)"
        case .composition:
            parameter?.compositionSpelling
                ?? Composition.spelled(nodes[node].composition?.members ?? [], writesAny: true)
        }
    }

    /// The graph's property for a binding: `part3`, `role1`, `backupPart3` (the name, then the type); a
    /// composition's is named after its members in the order of `as:`: `trait2Trait0`.
    func accessor(of node: Int, route: Route) -> String {
        let type = route == .composition
            ? (nodes[node].composition?.members ?? []).map { "Trait\($0)" }.joined()
            : typeName(of: node, route: route)
        guard let name = nodes[node].qualifier else { return type.prefix(1).lowercased() + type.dropFirst() }
        return name + type
    }

    /// The message text of a binding's key: `Part3`, `Role1 @Named(backup)`.
    func key(of node: Int, route: Route) -> String {
        typeName(of: node, route: route) + (nodes[node].qualifier.map { " @Named(\($0))" } ?? "")
    }

    /// An assisted node's values in the order its init takes them, which its factory type and `make…` follow.
    func assistedInInitOrder(_ node: Int) -> [AssistedValue] {
        nodes[node].parameters.compactMap { parameter in
            if case .assisted(let value) = parameter.request { return nodes[node].assisted[value] }
            return nil
        }
    }

    /// `(Int, String) -> Part5`.
    func assistedFactoryType(of node: Int) -> String {
        "(" + assistedInInitOrder(node).map(\.type).joined(separator: ", ") + ") -> " + nodes[node].className
    }

    var hasTeardown: Bool { nodes.contains { $0.hasTeardown } }

    /// What a component's declaration lists after its name: its superclass in a hierarchy, or the supertype that
    /// isolates it, if one does, its `as:` protocols, its composition's members (in order of name), its collection's
    /// protocol.
    func conformances(of node: Int) -> [String] {
        (inheritanceDepth(of: node) > 0 ? [superclassName(of: node)] : []) + isolatingSupertypes(of: node)
            + nodes[node].roles.map { "Role\($0)" } + (nodes[node].composition?.members.sorted().map { "Trait\($0)" } ?? [])
            + (nodes[node].contribution.map { [collections[$0.collection].elementProtocol] } ?? [])
            + (nodes[node].sendableMark.conformance.map { [$0] } ?? [])
    }

    /// The effects of a collection's accessor: those of creating its members.
    func collectionEffects(_ collection: Int) -> Effects {
        creationEffects(of: .collection(collection, factories: false))
    }
}

// MARK: - What a batch covered

extension RandomGraph {
    /// The documented features the graph uses, named for a batch's summary (how many graphs used each).
    var features: Set<String> {
        var features: Set<String> = []
        func note(_ feature: String, _ condition: Bool) { if condition { features.insert(feature) } }
        let requests = nodes.flatMap { $0.parameters + $0.injectedProperties }.map(\.request)
        for node in nodes {
            let kept = node.keepsInstance
            note("class", node.kind == .component && node.shape == .finalClass)
            note("inherited init", inheritanceDepth(of: node.index) > 0)
            note("inherited init through a middle class", inheritanceDepth(of: node.index) == 2)
            note("inherited @Inject property", inheritanceDepth(of: node.index) > 0 && !node.injectedProperties.isEmpty)
            note("struct", node.shape == .structure)
            note("Sendable class or struct", node.sendableMark == .checked)
            note("@unchecked Sendable class or struct", node.sendableMark == .unchecked)
            note("memberwise init", node.isMemberwise)
            note("actor", node.shape == .actor)
            note("provider", node.kind == .provider)
            note("assisted", node.kind == .assisted)
            note("bundle", node.kind == .bundle)
            note("@Inject property", !node.injectedProperties.isEmpty)
            note("@Inject property of a component", node.kind == .component && !node.injectedProperties.isEmpty)
            note("@Inject property of a kept component", node.kind == .component && kept && !node.injectedProperties.isEmpty)
            note("@Inject property of a weak component", node.scope == .weak && !node.injectedProperties.isEmpty)
            note("@Inject property of a contribution", node.contribution != nil && !node.injectedProperties.isEmpty)
            note("@Inject property of an assisted component", node.kind == .assisted && !node.injectedProperties.isEmpty)
            note("@Inject factory property of a component", node.kind != .injected && node.injectedProperties.contains {
                if case .factory = $0.request { true } else { false }
            })
            note("creation loop", node.loopFactory != nil)
            note("shared", node.scope == .shared)
            note("weak", node.scope == .weak)
            note("as:", !node.roles.isEmpty)
            note("as: a composition", node.composition != nil)
            note("as: a composition with 'any'", node.composition?.writesAny == true)
            note("as: a composition and protocols", node.composition != nil && !node.roles.isEmpty)
            note("shared composition", node.composition != nil && node.scope == .shared)
            note("@Named", node.qualifier != nil)
            note("contribution", node.contribution != nil)
            note("@MainActor type", node.mainActor == .type)
            note("@MainActor init or provider", node.mainActor == .member)
            note("@MainActor through a superclass", isolationSource(of: node.index) == .superclass)
            note("@MainActor through a protocol", isolationSource(of: node.index) == .conformance)
            note("a @MainActor protocol conformed to in an extension", conformsToMainActorScreenInExtension.contains(node.index))
            note("async", node.isAsync)
            note("throws", node.isThrowing)
            note("typed throws", node.throwsTyped)
            note("nonisolated(nonsending)", node.runsWhereCalled)
            note("kept, created asynchronously", kept && effects[node.index].isAsync)
            note("teardown", node.hasTeardown)
            note("weak with teardown", node.hasTeardown && node.scope == .weak)
            note("@MainActor with teardown", node.hasTeardown && effects[node.index].isMainActor)
            note("weak @MainActor with teardown", node.hasTeardown && node.scope == .weak && effects[node.index].isMainActor)
            note("contribution with teardown", node.hasTeardown && node.contribution != nil)
        }
        for request in requests {
            switch request {
            case .value(_, .composition):
                note("composition asked for", true)
            case .factory(_, let route, let type):
                note("factory of a composition", route == .composition)
                note("factory", true)
                note("@Sendable factory", type.isSendable)
                note("factory with effects", !type.effects.isEmpty)
            case .assistedFactory: note("assisted factory", true)
            case .collection(let collection, let factories):
                note("collection of factories", factories)
                note("dictionary", collections[collection].isKeyed)
                note("Int keys", collections[collection].isKeyed && collections[collection].keyKind == .integer)
                note("enum keys", collections[collection].isKeyed && collections[collection].keyKind == .enumCase)
                note("@AllowEmpty", collections[collection].members.isEmpty)
            case .input: note("input", true)
            case .childInput: note("child graph's input", true)
            case .childFactory(let child):
                note("child graph's factory", true)
                note("grandchild graph's factory", depth(of: child) > 1)
            case .optional:
                note("@Optional", true)
            case .optionalOf:
                note("@Optional", true)
                note("@Optional of a declared type nothing binds", true)
            case .value, .assisted, .unbound: break
            }
        }
        for node in nodes {
            let lazy = node.allRequests.filter(\.isLazy)
            note("@Lazy", !lazy.isEmpty)
            note("@Lazy parameter", node.kind != .bundle && node.parameters.contains(where: \.isLazy))
            note("@Lazy @Inject property", node.injectedProperties.contains(where: \.isLazy))
            note("@Lazy bundle property", node.kind == .bundle && node.parameters.contains(where: \.isLazy))
            note("@Lazy of an unscoped product", lazy.contains { parameter in
                guard case .factory(let target, _, _) = parameter.request else { return false }
                return !nodes[target].keepsInstance
            })
            note("@Lazy @Sendable", lazy.contains { if case .factory(_, _, let type) = $0.request { type.isSendable } else { false } })
            note("@Lazy @Named", lazy.contains { $0.qualifier != nil })
            note("@Optional @Inject property", node.injectedProperties.contains {
                switch $0.request { case .optional, .optionalOf: true; default: false }
            })
            note("@Optional bundle property", node.kind == .bundle && node.parameters.contains {
                switch $0.request { case .optional, .optionalOf: true; default: false }
            })
            note("@Optional of a binding of a graph it does not see", node.allRequests.contains { parameter in
                guard case .optional(let target, _) = parameter.request else { return false }
                return !sees(node.graph, nodes[target].graph)
            })
            note("@Optional nil in the root graph", node.allRequests.contains { parameter in
                guard case .optional(let target, _) = parameter.request else { return false }
                return placement.homes[0][node.index] != nil && placement.homes[0][target] == nil
            })
        }
        note("names that shadow the library's", !shadowingNames.isEmpty)
        for (entryGraph, properties) in entryPoints {
            note("entry points", true)
            note("entry points of a child graph", entryGraph != 0)
            note("entry points of the root graph and of a child graph", entryGraph != 0 && entryPoints[0] != nil)
            note("entry point offered twice", Set(properties.map(\.target)).count < properties.count)
            note("entry point named by its accessor", properties.contains { $0.name == naturalName(of: $0.target) })
            note("entry point named otherwise", properties.contains { $0.name != naturalName(of: $0.target) })
            note("entry point of an ancestor's binding", properties.contains { home(of: $0.target, seenFrom: entryGraph) != entryGraph })
            note("entry point declaring more effects", properties.contains { $0.declared != readingEffects(of: $0.target) })
            note("@MainActor entry point", properties.contains { readingEffects(of: $0.target).isMainActor })
            note("async entry point", properties.contains { readingEffects(of: $0.target).isAsync })
            note("throwing entry point", properties.contains { readingEffects(of: $0.target).isThrowing })
            for property in properties {
                switch property.target {
                case .node(_, .own): note("entry point of a node", true)
                case .node(_, .role): note("entry point of an as: protocol", true)
                case .node(_, .composition): note("entry point of a composition", true)
                case .assisted: note("entry point of an assisted factory", true)
                case .collection: note("entry point of a collection", true)
                case .input, .childInput: note("entry point of an input", true)
                case .childFactory: note("entry point of a child graph's factory", true)
                case .unbound: break
                }
            }
        }
        note("unused bindings", !unusedBindings().isEmpty)
        if hasChildGraphs {
            note("child graph", true)
            note("grandchild graph", graphParents.indices.contains { depth(of: $0) == 2 })
            note("great-grandchild graph", graphParents.indices.contains { depth(of: $0) == 3 })
            note("sibling graphs", graphParents.indices.contains { parent in graphParents.count(where: { $0 == parent }) > 1 })
            note("child graph declared before its parent", graphDeclarationOrder.enumerated().contains { position, child in
                graphDeclarationOrder.suffix(from: position + 1).contains { graphParents[child] == $0 }
            })
            for node in nodes {
                let homes = placement.graphs(of: node.index)
                note("shared in a child graph", node.scope == .shared && node.graph != 0)
                note("weak in a child graph", node.scope == .weak && node.graph != 0)
                note("provider in a child graph", node.kind == .provider && node.keepsInstance && node.graph != 0)
                note("teardown in a child graph", node.hasTeardown && node.graph != 0)
                note("unscoped, placed in a child graph", !node.keepsInstance && homes.contains { $0 != 0 })
                note("placed in several graphs", homes.count > 1)
                note("contribution in a child graph", node.contribution != nil && homes.contains { $0 != 0 })
                note("@MainActor in a child graph", effects[node.index].isMainActor && homes.contains { $0 != 0 })
                note("async in a child graph", effects[node.index].isAsync && homes.contains { $0 != 0 })
                note("kept, created asynchronously in a child graph",
                     node.keepsInstance && effects[node.index].isAsync && node.graph != 0)
            }
            for collection in collections.indices {
                note("collection with contributions in several graphs", placement.graphs(ofCollection: collection).count > 1)
            }
        }
        let sendable = sendableGraphs
        note("Sendable graph", sendable[0])
        note("Sendable child graph", sendable.dropFirst().contains(true))
        note("graph that is not Sendable", sendable.contains(false))
        note("graph that must be Sendable", !graphsThatMustBeSendable.isEmpty)
        features.formUnion(parameterFormFeatures)
        return features
    }
}
