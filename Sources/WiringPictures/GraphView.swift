import WiringCore

/// What every picture of a graph shows, whatever its file format: one node per binding and one edge per dependency,
/// each saying what it is. The exporters only decide how to draw it, so the three formats cannot disagree.
///
/// Edges point from a binding to what it needs (the dependent to the dependency), like the arrows in `A needs B`.
struct GraphView {
    /// How a binding is made (its ``BindingDescription/kind``); drawn as a shape and a fill.
    typealias NodeKind = BindingDescription.Kind

    /// What an edge means; drawn as a line style and a label.
    enum EdgeKind: CaseIterable {
        /// The dependent needs the value when it is created.
        case needs
        /// A factory (`() -> T`, a collection of factories, or an assisted factory): created when called.
        case factory
        /// A type bound with `as:`, to the component that implements it.
        case boundAs
        /// A collection to one of its contributions, labelled with its place or key.
        case contains
        /// A child graph's factory, which the child graph's frame holds: drawn as a factory, labelled.
        case childGraph
        /// A `@Lazy` factory, which creates what it makes on its first call and keeps it: drawn dotted.
        case lazy
        /// An entry point, from its graph's `@EntryPoints` protocol to the binding it offers, labelled with the
        /// property's name.
        case entryPoint

        /// Whether the edge is to a factory, which creates what it makes only when it is called: drawn dashed (a
        /// `@Lazy` one dotted), and free to point back up (a legal cycle).
        var isFactory: Bool { self == .factory || self == .childGraph || self == .lazy }

        /// What the legend says about the kind.
        var legend: String {
            switch self {
            case .needs: "needs: A → B means A needs B"
            case .factory: "factory: created when called"
            case .boundAs: "as: a type bound to its implementation"
            case .contains: "contains: a collection's members, in order or by key"
            case .childGraph: "child graph: a factory of the graph whose frame it enters"
            case .lazy: "lazy: created on the first call, then kept (@Lazy)"
            case .entryPoint: "entry point: a property of the graph's API (@EntryPoints)"
            }
        }
    }

    struct Node {
        /// A plain identifier (ASCII letters, digits and `_`, starting with a letter), unique in the graph, usable
        /// unquoted in every format: the binding's accessor name where it can be (`backupStore`, `pluginArray`).
        var id: String
        /// The binding as messages show it: `RaceCar`, `Store @Named(backup)`.
        var title: String
        /// Short lines under the title: the kind and scope, the effects of creating it.
        var details: [String]
        var kind: NodeKind
        /// Nil for kinds a scope does not apply to (inputs, collections, bundles, …).
        var scope: Scope?
        /// The Swift module that declares the binding, when the caller says so.
        var module: String?
        /// The graph the node is drawn in (index into `graphs`): the binding's, but for a child graph's factory the
        /// child graph, whose frame the arrows from its callers then enter.
        var graph: Int
        /// What a root (`GraphExportOptions.root`) matches: the binding's key (`Store @Named(backup)`) first, then
        /// other names it is known by (an assisted component's type, a contributor's name, an injected class).
        var names: [String]
        /// Whether an entry point of its graph (`@EntryPoints`) offers the binding: drawn with a border of its own.
        var isEntryPoint = false
    }

    struct Edge: Hashable {
        /// Indices into `nodes`.
        var from: Int
        var to: Int
        var kind: EdgeKind
        var label: String?
    }

    /// Sorted by the binding's key, so that the output does not depend on the order of the sources.
    var nodes: [Node]
    /// Grouped by the node they come from, in the order of its dependencies.
    var edges: [Edge]
    /// The root graph, then the child graphs, as the model declares them.
    var graphs: [Graph]
    /// Hands out identifiers for what else a format names (legend entries, frames), so that they never collide
    /// with a node's.
    var identifiers = IdentifierAllocator()

    struct Graph {
        var name: String
        /// Index into `graphs`; nil for the root graph.
        var parent: Int?
    }

    /// The node kinds, scopes and edge kinds the picture uses, in a fixed order, for its legend.
    var usedKinds: [NodeKind] { NodeKind.allCases.filter { kind in nodes.contains { $0.kind == kind } } }
    var usedScopes: [Scope] { Scope.allCases.filter { scope in nodes.contains { $0.scope == scope } } }
    var usedEdgeKinds: [EdgeKind] { EdgeKind.allCases.filter { kind in edges.contains { $0.kind == kind } } }
    /// Whether a node is an entry point, which the legend then explains.
    var hasEntryPoints: Bool { nodes.contains(where: \.isEntryPoint) }
}

extension GraphView.NodeKind {
    /// What the legend says about the kind.
    var legend: String {
        switch self {
        case .component: "component (@Component)"
        case .provider: "provider (@Provides)"
        case .input: "input (@Inputs)"
        case .boundType: "protocol or supertype (as:)"
        case .assistedFactory: "assisted factory (assisted:)"
        case .collection: "collection (into:)"
        case .bundle: "bundle (@Bundle)"
        case .injection: "injected properties (@Inject)"
        case .childGraph: "child graph's factory (@Inputs(graph:))"
        case .optionalValue: "optional value (@Optional)"
        case .entryPoints: "entry points (@EntryPoints)"
        }
    }
}

extension GraphView {
    /// The view of a whole resolved graph; the target's own bindings are in module `targetModuleName`.
    init(_ graph: ResolvedGraph, targetModuleName: String) {
        let model = graph.model
        // A binding made in several graphs is one node per graph, the root's first.
        let place = { (index: Int) in (model.bindings[index].key, model.bindings[index].graph ?? 0) }
        let sorted = model.bindings.indices.sorted { place($0) < place($1) }
        var nodeOfBinding: [Int: Int] = [:]
        var identifiers = IdentifierAllocator()
        var drawnKeys: Set<TypeKey> = []
        var entryPointTargets: Set<Int> = []
        for index in model.bindings.indices {
            if case .entryPoints = model.bindings[index].source { entryPointTargets.formUnion(graph.targets[index]) }
        }
        nodes = sorted.enumerated().map { position, index in
            nodeOfBinding[index] = position
            let isFirstInstance = drawnKeys.insert(model.bindings[index].key).inserted
            var node = Self.node(
                for: index, in: graph, targetModuleName: targetModuleName, namingItsGraph: !isFirstInstance,
                identifiers: &identifiers)
            node.isEntryPoint = entryPointTargets.contains(index)
            return node
        }
        graphs = model.graphs.map { Graph(name: $0.name, parent: $0.parent) }
        // Graph frames leave no frame to show the module in: the boxes say it.
        if graphs.count > 1, Set(nodes.compactMap(\.module)).count > 1 {
            for index in nodes.indices {
                if let module = nodes[index].module { nodes[index].details.append("module " + module) }
            }
        }
        var edges: [Edge] = []
        var seen: Set<Edge> = []
        for (position, index) in sorted.enumerated() {
            let binding = model.bindings[index]
            for (offset, (dependency, target)) in zip(binding.dependencies, graph.targets[index]).enumerated() {
                guard let to = nodeOfBinding[target] else { continue }
                let (kind, label) = Self.edgeKind(
                    of: dependency, at: offset, in: binding, target: model.bindings[target])
                let edge = Edge(from: position, to: to, kind: kind, label: label)
                // Two parameters of one type are one arrow in a picture.
                if seen.insert(edge).inserted { edges.append(edge) }
            }
        }
        self.edges = edges
        self.identifiers = identifiers
    }

    /// The node of a binding; `namingItsGraph` for another instance of a binding drawn already, in another graph,
    /// whose identifier then names its graph (`perkListInMemberGraph`).
    private static func node(
        for index: Int, in graph: ResolvedGraph, targetModuleName: String, namingItsGraph: Bool,
        identifiers: inout IdentifierAllocator
    ) -> Node {
        let model = graph.model
        let binding = model.bindings[index]
        let described = BindingDescription(binding, in: model)
        let declaration = described.declaration ?? ""
        let named = binding.key.name.map { " @Named(\($0))" } ?? ""
        var title = binding.key.identity
        var names = [binding.key.identity]
        var description: String
        // The accessor's name where the graph has one: `backupStore`, `pluginArray`.
        var identifierBase = NameAllocator.accessorBase(for: binding.key, type: binding.key.text)
        var drawnIn = binding.graph ?? 0
        switch binding.source {
        case .component:
            description = "component"
            if binding.collection != nil {
                title = declaration + named
                names.append(declaration)
            }
        case .alias:
            description = model.declaredProtocols.contains(binding.key.text) ? "protocol" : "bound type"
        case .assistedFactory(let component):
            let assisted = model.components[component].assistedInitParameters
            title = declaration + named
            names.append(title)
            identifierBase = "make" + title
            description =
                "assisted factory (" + assisted.map { "\($0.name): \($0.type.text)" }.joined(separator: ", ") + ")"
        case .provider:
            if binding.collection != nil {
                title = TypeKey(binding.type).text + named
                names.append(declaration)
            }
            description = "provider " + declaration
        case .input:
            identifierBase = declaration
            description = "input " + declaration
        case .collection(let keys):
            description = keys == nil ? "collection" : "keyed collection"
            if binding.dependencies.isEmpty { description += " · empty" }
        case .bundle:
            description = "bundle"
        case .injection:
            title = declaration
            names.append(title)
            description = "injected properties"
        case .childGraph(let child):
            identifierBase = "make" + declaration
            description = "creates this graph"
            drawnIn = child
        case .optional:
            description = binding.dependencies.isEmpty ? "optional · absent (nil)" : "optional · present"
        case .entryPoints:
            title = declaration
            names.append(title)
            identifierBase = NameAllocator.lowerCamelCase(declaration)
            description = "entry points"
        }
        if let scope = described.scope, scope.keepsInstance { description += " · \(scope.rawValue)" }
        if case .component(let component) = binding.source, let teardown = model.components[component].teardown {
            description += " · teardown: \(teardown)"
        }
        var details = [description]
        // The entry points are no creation, whatever those they offer need.
        if !graph.effects[index].isEmpty, described.kind != .entryPoints {
            details.append(graph.effects[index].description)
        }
        if namingItsGraph { identifierBase += "In" + model.graphs[binding.graph ?? 0].name }
        return Node(
            id: identifiers.allocate(for: identifierBase), title: title, details: details, kind: described.kind,
            scope: described.scope, module: binding.module ?? targetModuleName, graph: drawnIn, names: names)
    }

    private static func edgeKind(
        of dependency: Dependency, at offset: Int, in binding: Binding,
        target: Binding
    ) -> (EdgeKind, String?) {
        switch binding.source {
        case .alias:
            return (.boundAs, "as")
        case .collection(let keys):
            return (.contains, keys.map { $0[offset] } ?? "\(offset + 1)")
        case .entryPoints:
            return (.entryPoint, dependency.parameter.name)
        default:
            break
        }
        switch dependency.form {
        case .factory where dependency.isLazy: return (.lazy, "lazy")
        case .factory: return (.factory, "factory")
        case .collectionOfFactories: return (.factory, "factories")
        case .value:
            switch target.source {
            case .assistedFactory: return (.factory, "factory")
            case .childGraph: return (.childGraph, "child graph")
            default: return (.needs, nil)
            }
        }
    }

    /// The identity of the binding a root names (see ``TypeKey/identity``): its type, and the name after it, as in
    /// `Store @Named(backup)`; the root as written when it does not name a type.
    private static func identity(namedBy root: String) -> String {
        var typeText = root[...]
        var name: String?
        if root.hasSuffix(")"), let marker = root.firstRange(of: " @Named(") {
            typeText = root[..<marker.lowerBound]
            name = String(root[marker.upperBound...].dropLast())
        }
        return TypeSyntax(parsing: String(typeText)).map { TypeKey($0, name: name).identity } ?? root
    }

    /// The part of the view reachable from the nodes `root` names, following edges (factories too): the bindings
    /// that creating it can create. Nil when no node has that name.
    func reachable(from root: String) -> GraphView? {
        // `any Engine` names the binding of `Engine`, as a parameter of that type would.
        let candidates = [root, Self.identity(namedBy: root)]
        var starts = nodes.indices.filter { candidates.contains(nodes[$0].names[0]) }
        if starts.isEmpty { starts = nodes.indices.filter { nodes[$0].names.contains(where: candidates.contains) } }
        guard !starts.isEmpty else { return nil }
        var outgoing = Array(repeating: [Int](), count: nodes.count)
        for edge in edges { outgoing[edge.from].append(edge.to) }
        var kept = Set(starts)
        var pending = starts
        while let next = pending.popLast() {
            for target in outgoing[next] where kept.insert(target).inserted { pending.append(target) }
        }
        let keptIndices = nodes.indices.filter(kept.contains)
        var newIndex: [Int: Int] = [:]
        for (position, index) in keptIndices.enumerated() { newIndex[index] = position }
        var view = self
        view.nodes = keptIndices.map { nodes[$0] }
        view.edges = edges.compactMap { edge in
            guard let from = newIndex[edge.from], let to = newIndex[edge.to] else { return nil }
            return Edge(from: from, to: to, kind: edge.kind, label: edge.label)
        }
        return view
    }

    /// Every name a root may be, for "did you mean" suggestions.
    var rootNames: [String] { nodes.flatMap(\.names) }
}

/// Makes identifiers that every format accepts unquoted: ASCII letters, digits and `_`, starting with a letter.
/// Keywords of DOT and Mermaid get a prefix, and names taken already a number.
struct IdentifierAllocator {
    private var taken: Set<String> = []
    /// Words that DOT or Mermaid read as syntax when they stand alone (compared in lowercase).
    private static let keywords: Set<String> = [
        "node", "edge", "graph", "digraph", "subgraph", "strict", "end", "flowchart", "style", "class", "classdef",
        "click", "linkstyle", "direction", "default", "call", "href",
    ]

    /// `prefix` names what the identifier is for when it is not a binding: `legend_`, `module_`.
    mutating func allocate(for text: String, prefix: String = "") -> String {
        var base = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                base.unicodeScalars.append(scalar)
            } else if !base.isEmpty, !base.hasSuffix("_") {
                base += "_"
            }
        }
        while base.hasSuffix("_") { base.removeLast() }
        base = prefix + base
        if base.isEmpty || !(base.unicodeScalars.first?.properties.isAlphabetic ?? false)
            || Self.keywords.contains(base.lowercased())
        {
            base = "type_" + base
        }
        var candidate = base
        var number = 2
        while !taken.insert(candidate).inserted {
            candidate = "\(base)_\(number)"
            number += 1
        }
        return candidate
    }
}
