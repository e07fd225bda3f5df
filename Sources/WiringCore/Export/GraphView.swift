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

        /// What the legend says about the kind.
        var legend: String {
            switch self {
            case .needs: "needs: A → B means A needs B"
            case .factory: "factory: created when called"
            case .boundAs: "as: a type bound to its implementation"
            case .contains: "contains: a collection's members, in order or by key"
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
        /// What a root (`GraphExportOptions.root`) matches: the binding's key (`Store @Named(backup)`) first, then
        /// other names it is known by (an assisted component's type, a contributor's name, an injected class).
        var names: [String]
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
    /// Hands out identifiers for what else a format names (legend entries, module frames), so that they never
    /// collide with a node's.
    var identifiers = IdentifierAllocator()

    /// The modules to draw a frame for, sorted: none when the nodes come from fewer than two modules.
    var modules: [String] {
        let names = Set(nodes.compactMap(\.module)).sorted()
        return names.count > 1 ? names : []
    }

    /// The node kinds, scopes and edge kinds the picture uses, in a fixed order, for its legend.
    var usedKinds: [NodeKind] { NodeKind.allCases.filter { kind in nodes.contains { $0.kind == kind } } }
    var usedScopes: [Scope] { Scope.allCases.filter { scope in nodes.contains { $0.scope == scope } } }
    var usedEdgeKinds: [EdgeKind] { EdgeKind.allCases.filter { kind in edges.contains { $0.kind == kind } } }
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
        }
    }
}

extension GraphView {
    /// The view of a whole resolved graph; the target's own bindings are in module `targetModuleName`.
    init(_ graph: ResolvedGraph, targetModuleName: String) {
        let model = graph.model
        let sorted = model.bindings.indices.sorted { model.bindings[$0].key < model.bindings[$1].key }
        var nodeOfBinding: [Int: Int] = [:]
        var identifiers = IdentifierAllocator()
        nodes = sorted.enumerated().map { position, index in
            nodeOfBinding[index] = position
            return Self.node(for: index, in: graph, targetModuleName: targetModuleName, identifiers: &identifiers)
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

    private static func node(
        for index: Int, in graph: ResolvedGraph, targetModuleName: String,
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
        case .childGraph:
            identifierBase = "make" + declaration
            description = "creates a child graph"
        }
        if let scope = described.scope, scope.keepsInstance { description += " · \(scope.rawValue)" }
        if case .component(let component) = binding.source, let teardown = model.components[component].teardown {
            description += " · teardown: \(teardown)"
        }
        var details = [description]
        if !graph.effects[index].isEmpty { details.append(graph.effects[index].description) }
        return Node(
            id: identifiers.allocate(for: identifierBase), title: title, details: details, kind: described.kind,
            scope: described.scope, module: binding.module ?? targetModuleName, names: names)
    }

    private static func edgeKind(
        of dependency: Dependency, at offset: Int, in binding: Binding,
        target: Binding
    ) -> (EdgeKind, String?) {
        switch binding.source {
        case .alias:
            return (.boundAs, "as")
        case .collection(let keys):
            return (.contains, keys.map { "\"\($0[offset])\"" } ?? "\(offset + 1)")
        default:
            break
        }
        switch dependency.form {
        case .factory: return (.factory, "factory")
        case .collectionOfFactories: return (.factory, "factories")
        case .value:
            if case .assistedFactory = target.source { return (.factory, "factory") }
            return (.needs, nil)
        }
    }

    /// The key a root names: its type, and the name after it, as in `Store @Named(backup)`.
    private static func key(namedBy root: String) -> TypeKey {
        guard root.hasSuffix(")"), let marker = root.firstRange(of: " @Named(") else { return TypeKey(root) }
        return TypeKey(String(root[..<marker.lowerBound]), name: String(root[marker.upperBound...].dropLast()))
    }

    /// The part of the view reachable from the nodes `root` names, following edges (factories too): the bindings
    /// that creating it can create. Nil when no node has that name.
    func reachable(from root: String) -> GraphView? {
        // `any Engine` names the binding of `Engine`, as a parameter of that type would.
        let candidates = [root, Self.key(namedBy: root).identity]
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
