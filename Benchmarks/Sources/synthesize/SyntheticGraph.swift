/// A random but reproducible object graph of app-like components: the one graph that the annotated sources, the
/// hand-written wiring and the Swinject registration all describe. Every dependency points to an earlier component,
/// except one factory that closes a loop through the hot shared component (see `hotShared`), so creation has no
/// cycle, and an unscoped component's creation is bounded (see `maximumUnscopedTreeSize`) so that resolving one
/// never builds an exponential tree.
struct SyntheticGraph {
    enum Scope {
        case unscoped
        case shared
    }

    /// How a component is declared and created.
    enum Shape {
        /// A `final class` built with its init.
        case finalClass
        /// A `struct` built with its init (unscoped, never behind a protocol).
        case structure
        /// A `struct` that a `// @Provides` function makes, with no dependencies.
        case provided
    }

    struct Dependency {
        enum Kind: Equatable {
            /// The component itself, by its concrete type.
            case instance
            /// The component through the protocol it is bound as.
            case protocolInstance
            /// A `() -> T` closure that creates the (unscoped) component when called.
            case factory
            /// The whole collection `[any ExtensionPointN]`; `target` is the collection's number.
            case collection
            /// A specialization of the block's generic store, `RecordStoreN<EntryNX>`; `target` is the block's
            /// number, `entry` the record type's.
            case recordStore(entry: Int)
            /// The block's journal through the composition it is bound as, `any ReadingN & WritingN`; `target` is
            /// the block's number.
            case journal
        }

        let kind: Kind
        let target: Int
    }

    struct Component {
        let index: Int
        let typeName: String
        let scope: Scope
        let shape: Shape
        /// The protocol the component is bound `as:`, when it has one.
        let protocolName: String?
        /// The collection the component contributes to (and is bound into only), when it does.
        let collection: Int?
        var dependencies: [Dependency] = []
    }

    static let componentsPerFile = 20
    /// Components per collection block: in each, a few contributors and, last, the component that takes them all.
    static let componentsPerCollection = 100
    /// How far back a component's dependencies reach, so that chains form instead of every component depending on
    /// the first few.
    static let dependencyWindow = 60
    static let maximumUnscopedTreeSize = 40
    /// The record types of each block, each a type argument of the block's generic store: an app's store or
    /// repository per model type, written once as a generic component.
    static let entryNames = ["A", "B", "C"]
    /// The positions in a block whose component takes one of the block's stores (`entryNames[order % 3]`, the
    /// order among these positions), and those whose component takes the block's journal, bound as a composition.
    /// Fixed positions, none a provider's or a contributor's, so that the random choices of the rest of the graph are
    /// the same as without them.
    static let storeConsumerPositions = [3, 23, 43, 65, 83]
    static let journalConsumerPositions = [33, 73]

    let components: [Component]
    /// The contributors of each collection, in Wiring's order (by name, as none has a priority).
    let collections: [[Int]]
    /// The unscoped component whose creation goes deepest through other unscoped components.
    let deepChainRoot: Int
    /// The number of unscoped components on that chain, and the number of instances one resolution creates.
    let deepChainDepth: Int
    let deepChainInstances: Int
    /// The first shared class that is bound as itself: the one read again and again.
    let hotShared: Int
    /// The app's child graph, whose bindings depend on the app's shared components.
    let session: SessionGraph

    var fileCount: Int { (components.count + Self.componentsPerFile - 1) / Self.componentsPerFile }

    init(componentCount: Int, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var components: [Component] = []
        var collections: [[Int]] = Array(repeating: [], count: (componentCount + Self.componentsPerCollection - 1) / Self.componentsPerCollection)
        var treeSize: [Int] = []
        var unscopedDepth: [Int] = []
        components.reserveCapacity(componentCount)

        for index in 0..<componentCount {
            let positionInBlock = index % Self.componentsPerCollection
            let isContributor = index % Self.componentsPerFile == 7 && positionInBlock != Self.componentsPerCollection - 1
            let isProvided = !isContributor && index % 50 == 13
            let scope: Scope = random.chance(0.4) ? .shared : .unscoped
            let hasProtocol = !isContributor && !isProvided && random.chance(0.3)
            let shape: Shape = isProvided ? .provided
                : (scope == .unscoped && !hasProtocol && !isContributor && random.chance(0.25)) ? .structure : .finalClass
            let stem = Words.domains[random.below(Words.domains.count)] + Words.roles[random.below(Words.roles.count)]
            let typeName = (hasProtocol ? "Live" : "") + stem + String(index)
            var component = Component(index: index, typeName: typeName, scope: scope, shape: shape,
                                      protocolName: hasProtocol ? stem + String(index) : nil,
                                      collection: isContributor ? index / Self.componentsPerCollection : nil)
            var size = 1
            var depth = 0
            if !isProvided {
                let wanted = Self.dependencyCounts[random.below(Self.dependencyCounts.count)]
                var attempts = 0
                while component.dependencies.count < wanted, attempts < 4 * wanted, index > 0 {
                    attempts += 1
                    let target = index - 1 - random.below(min(index, Self.dependencyWindow))
                    let candidate = components[target]
                    guard candidate.collection == nil, !component.dependencies.contains(where: { $0.target == target })
                    else { continue }
                    let kind: Dependency.Kind
                    if candidate.protocolName != nil, random.chance(0.8) {
                        kind = .protocolInstance
                    } else if candidate.scope == .unscoped, random.chance(0.15) {
                        kind = .factory
                    } else {
                        kind = .instance
                    }
                    if kind != .factory, candidate.scope == .unscoped {
                        guard size + treeSize[target] <= Self.maximumUnscopedTreeSize else { continue }
                        size += treeSize[target]
                        depth = max(depth, unscopedDepth[target])
                    }
                    component.dependencies.append(Dependency(kind: kind, target: target))
                }
            }
            if !isProvided && !isContributor {
                let block = index / Self.componentsPerCollection
                if let order = Self.storeConsumerPositions.firstIndex(of: positionInBlock) {
                    let entry = order % Self.entryNames.count
                    component.dependencies.append(Dependency(kind: .recordStore(entry: entry), target: block))
                }
                if Self.journalConsumerPositions.contains(positionInBlock) {
                    component.dependencies.append(Dependency(kind: .journal, target: block))
                }
            }
            if positionInBlock == Self.componentsPerCollection - 1 {
                component.dependencies.append(Dependency(kind: .collection, target: index / Self.componentsPerCollection))
                for member in collections[index / Self.componentsPerCollection] where components[member].scope == .unscoped {
                    size += treeSize[member]
                    depth = max(depth, unscopedDepth[member])
                }
            }
            if let collection = component.collection { collections[collection].append(index) }
            treeSize.append(scope == .unscoped ? size : 1)
            unscopedDepth.append(scope == .unscoped ? depth + 1 : 0)
            components.append(component)
        }

        self.collections = collections.map { members in members.sorted { components[$0].typeName < components[$1].typeName } }
        let bindable = components.filter { $0.collection == nil }
        let root = bindable.filter { $0.scope == .unscoped }.max { unscopedDepth[$0.index] < unscopedDepth[$1.index] }
        deepChainRoot = root?.index ?? 0
        deepChainDepth = root.map { unscopedDepth[$0.index] } ?? 0
        deepChainInstances = root.map { treeSize[$0.index] } ?? 0
        let hot = bindable.first { $0.scope == .shared && $0.shape == .finalClass }?.index ?? 0
        hotShared = hot
        // The hot component is on a loop, as an app's coordinator that makes the screens that need it is: it takes a
        // factory of a later unscoped component that needs it. Wiring guards the creation of an instance on a loop
        // against asking for itself again, and the hot read must not pay for that.
        if let later = components.first(where: { $0.index > hot && $0.scope == .unscoped && $0.collection == nil && $0.shape != .provided }) {
            components[hot].dependencies.append(Dependency(kind: .factory, target: later.index))
            components[later.index].dependencies.append(Dependency(kind: .instance, target: hot))
        }
        self.components = components
        session = SessionGraph(appShared: bindable.filter { $0.scope == .shared }.map(\.index), random: &random)
    }

    /// Dependencies per component, drawn uniformly from this list: from none to four, mostly one to three.
    private static let dependencyCounts = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4]

    /// The shared components a caller can ask for by their own type: the ones an app resolves at launch.
    var sharedBindable: [Component] {
        components.filter { $0.scope == .shared && $0.collection == nil }
    }

    /// The components an app calls, for a graph that names its entry points: in each block of 100 components, the
    /// last `perHundred` of those nothing else depends on (its screens, the tops of its chains), and the two the
    /// runtime benchmark reads apart, the deep chain's root and the hot shared instance. In index order.
    func entryPoints(perHundred: Int) -> [Component] {
        guard perHundred > 0 else { return [] }
        var needed = Set<Int>()
        for component in components {
            for dependency in component.dependencies {
                switch dependency.kind {
                case .instance, .protocolInstance, .factory: needed.insert(dependency.target)
                case .collection, .recordStore, .journal: break
                }
            }
        }
        var chosen: Set<Int> = [deepChainRoot, hotShared]
        for block in stride(from: 0, to: components.count, by: Self.componentsPerCollection) {
            let tops = components[block..<min(block + Self.componentsPerCollection, components.count)].filter {
                !needed.contains($0.index) && $0.collection == nil && $0.shape != .provided
            }
            chosen.formUnion(tops.suffix(perHundred).map(\.index))
        }
        return chosen.sorted().map { components[$0] }
    }
}

extension SyntheticGraph.Component {
    /// The graph's property for the component itself: its type name in lowerCamelCase, as Wiring names it.
    var accessor: String { lowerCamelCase(typeName) }
    var protocolAccessor: String? { protocolName.map(lowerCamelCase) }
}

/// The name Wiring gives a binding of type `name` when the name starts with one capital letter.
func lowerCamelCase(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
}

func collectionProtocol(_ collection: Int) -> String { "ExtensionPoint\(collection)" }

/// The block's generic store, its record types, its specializations and their properties (Wiring names a
/// specialization after its type and its arguments: `RecordStore3<Entry3A>` is `recordStore3Entry3A`).
func recordStoreName(_ block: Int) -> String { "RecordStore\(block)" }
func entryName(_ block: Int, _ entry: Int) -> String { "Entry\(block)\(SyntheticGraph.entryNames[entry])" }
func recordStoreType(_ block: Int, _ entry: Int) -> String { "\(recordStoreName(block))<\(entryName(block, entry))>" }
func recordStoreAccessor(_ block: Int, _ entry: Int) -> String {
    lowerCamelCase(recordStoreName(block) + entryName(block, entry))
}

/// The block's journal: one class bound as the composition of the two protocols it conforms to, as the seed
/// articles' "compound manager" is.
func journalName(_ block: Int) -> String { "Journal\(block)" }
func journalComposition(_ block: Int) -> String { "any Reading\(block) & Writing\(block)" }

/// SplitMix64: tiny, fast, and the same sequence for the same seed on every platform.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }
}

/// Words for type names, so that the sources read like an app's rather than `C1`, `C2`, ….
enum Words {
    static let domains = [
        "Account", "Order", "Cart", "Payment", "Profile", "Feed", "Search", "Image", "Session", "Settings", "Message",
        "Contact", "Calendar", "Invoice", "Shipping", "Review", "Catalog", "Playlist", "Location", "Report",
    ]
    static let roles = [
        "Service", "Repository", "Store", "Client", "Manager", "Coordinator", "Cache", "Formatter", "Validator",
        "Loader", "Tracker", "Presenter",
    ]
}
