/// A warning, in a graph that names its entry points (`// @EntryPoints`): a binding declared for it that nothing the
/// graph offers needs. What a graph offers is its entry points, `inject(into:)`, and everything a graph that names
/// none offers (each of its accessors), which is how a child graph's needs count as uses of its ancestors' bindings;
/// what they need, directly or through factories (assisted and `@Lazy` ones too), collections and `@Optional`
/// values, is used in turn. Each binding of the sources is reported once, at its declaration, when none of its
/// instances is used and each lives in a graph that names its entry points: a component, provider, input, bundle or
/// contribution, and a type bound `as:` a component that is used. A specialization of a generic declaration is made
/// only for what asks for it, so it is reported through its asker.
struct UnusedBindingRule: GraphRule {
    var phase: GraphRulePhase { .valid }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let model = graph.model
        guard !model.entryPoints.isEmpty else { return }
        let used = usedOrigins(in: graph)
        // Each binding of the sources by its instances, in source order.
        var instancesOfOrigin: [Int: [Int]] = [:]
        var origins: [Int] = []
        for index in graph.bindingsInSourceOrder {
            let origin = graph.origins[index]
            if instancesOfOrigin[origin] == nil { origins.append(origin) }
            instancesOfOrigin[origin, default: []].append(index)
        }
        for origin in origins where !used.contains(origin) {
            let instances = instancesOfOrigin[origin] ?? []
            guard let first = instances.first, isReported(first, used: used, in: graph) else { continue }
            let graphs = instances.map { model.bindings[$0].graph ?? 0 }
            guard graphs.allSatisfy({ model.entryPoints(of: $0) != nil }) else { continue }
            diagnostics.emit(warning(for: first, graphs: graphs, in: graph))
        }
    }

    /// The bindings of the sources (by ``MatchedGraph/origins``) of which an instance is used.
    private func usedOrigins(in graph: MatchedGraph) -> Set<Int> {
        let bindings = graph.model.bindings
        let offersAll = graph.model.graphs.indices.map { graph.model.entryPoints(of: $0) == nil }
        var reached = Array(repeating: false, count: bindings.count)
        var pending: [Int] = []
        for index in bindings.indices {
            let isOffered =
                switch bindings[index].source {
                case .entryPoints, .injection: true
                case .component, .alias, .assistedFactory, .provider, .input, .bundle, .collection, .optional,
                    .childGraph:
                    offersAll[bindings[index].graph ?? 0]
                }
            if isOffered {
                reached[index] = true
                pending.append(index)
            }
        }
        while let index = pending.popLast() {
            for case .instance(let target) in graph.targets[index] where !reached[target] {
                reached[target] = true
                pending.append(target)
            }
        }
        return Set(bindings.indices.filter { reached[$0] }.map { graph.origins[$0] })
    }

    /// Whether an unused binding is reported itself: one that a declaration of the sources makes (not a collection,
    /// an `@Optional` value, a child graph's factory or a specialization), and for a type bound `as:`, one whose
    /// component is used (an unused component's warning covers its `as:`).
    private func isReported(_ index: Int, used: Set<Int>, in graph: MatchedGraph) -> Bool {
        let bindings = graph.model.bindings
        guard !bindings[index].isSpecialization else { return false }
        switch bindings[index].source {
        case .component, .assistedFactory, .provider, .input, .bundle:
            return true
        case .alias(let component):
            return bindings.indices.contains { other in
                guard case .component(component) = bindings[other].source else { return false }
                return used.contains(graph.origins[other])
            }
        case .collection, .optional, .childGraph, .injection, .entryPoints:
            return false
        }
    }

    /// `component 'Crane' is not used: …; remove '// @Component' above 'Crane', or add 'var crane: Crane { get }'
    /// to 'AppEntryPoints'`.
    private func warning(for index: Int, graphs: [Int], in graph: MatchedGraph) -> Diagnostic {
        let model = graph.model
        let binding = model.bindings[index]
        let described = BindingDescription(binding, in: model)
        let declaration = described.declaration ?? ""
        let what: String
        let removal: String
        switch binding.source {
        case .alias:
            what = "'\(binding.key)', bound 'as: \(binding.key.written)' by component '\(declaration)',"
            removal = "remove '\(binding.key.written)' from the 'as:' of '\(declaration)'"
        case .provider:
            what = "provider '\(declaration)'"
            removal = "remove '// @Provides' above it"
        case .input:
            let inputs = model.graphs[binding.graph ?? 0].inputsTypeName ?? ""
            what = "input '\(declaration)' of '\(inputs)'"
            removal = "remove the property"
        case .bundle:
            what = "bundle '\(declaration)'"
            removal = "remove '// @Bundle' above it"
        case .component, .assistedFactory, .injection, .collection, .optional, .childGraph, .entryPoints:
            what =
                binding.collection.map { "component '\(declaration)', contributed 'into: \($0.written)'," }
                ?? "component '\(declaration)'"
            removal = "remove '// @Component' above it"
        }
        let homes = Set(graphs).sorted()
        let names = NearMatches.list(homes.map { "'\(model.graphs[$0].name)'" }, conjunction: "or")
        let entryPoints = model.entryPoints[model.entryPoints(of: homes[0]) ?? 0].protocolName
        let offers =
            homes.count == 1
            ? "nothing that \(names) offers needs it, directly or through what it needs (its entry points in '\(entryPoints)', its child graphs, 'inject(into:)')"
            : "nothing that \(names) offers needs it, directly or through what they need (their entry points, child graphs and 'inject(into:)')"
        let message =
            "\(what) is not used: \(offers); \(removal), or add \(requirement(offering: index, in: graph)) to '\(entryPoints)'"
        return .warning(.unusedBinding, message, at: binding.location)
    }

    /// The property that would make the binding an entry point, as the protocol declares it: for a contribution, the
    /// collection's (`var perkArray: [any Perk] { get }`); with the `@Named` line it needs.
    private func requirement(offering index: Int, in graph: MatchedGraph) -> String {
        let model = graph.model
        var offered = index
        if let collection = model.bindings[index].collection,
            let instance = graph.bindingsByKey[collection]?.first(where: {
                model.bindings[$0].graph == model.bindings[index].graph
            }) ?? graph.bindingsByKey[collection]?.first
        {
            offered = instance
        }
        let binding = model.bindings[offered]
        let effects = graph.effectsOfReading(offered)
        let isolation =
            effects.isolation.attribute.map { $0 + " " } ?? (effects.isAsync ? "nonisolated(nonsending) " : "")
        let getter = "get" + (effects.isAsync ? " async" : "") + (effects.isThrowing ? " throws" : "")
        let name =
            switch binding.source {
            case .input(let input): model.inputs[input].name
            case .assistedFactory(let component):
                "make"
                    + NameAllocator.upperFirst(
                        NameAllocator.accessorBase(forType: model.components[component].typeName))
            case .component, .alias, .provider, .bundle, .injection, .collection, .optional, .childGraph, .entryPoints:
                NameAllocator.accessorBase(for: binding.key, type: binding.type.written)
            }
        let property = "'\(isolation)var \(NameAllocator.declared(name)): \(binding.type) { \(getter) }'"
        return binding.key.name.map { "\(property), with '// @Named(\($0))' above it," } ?? property
    }
}
