import SeededRandom
import WiringCore

/// `// @EntryPoints` in random graphs: some graphs name a random subset of the bindings they see as their entry
/// points, added last from a random stream of their own (the seed XOR `0xE77B01`), so that a graph without them is
/// the one its seed made before. Such a graph's other accessors are private, so the driver reads only its entry
/// points; and the model computes which bindings nothing that the graphs offer needs, which must be exactly the
/// `UnusedBinding` warnings (docs/Annotations.md, "Entry points").
extension RandomGraph {
    /// A property of a graph's `// @EntryPoints` protocol.
    struct EntryPoint {
        /// What the property offers.
        enum Target: Hashable {
            /// A node's value by its own type, an `as:` protocol or its composition.
            case node(Int, route: Route)
            /// An assisted node's factory, `(Int, String) -> Part5`.
            case assisted(Int)
            case collection(Int)
            /// An input of the root graph.
            case input(Int)
            /// The input `Badge2` of the child graph `Branch2Graph`.
            case childInput(Int)
            /// A child graph's factory, `(Branch2Inputs) -> Branch2Graph`.
            case childFactory(Int)
            /// A type nothing binds (only in a graph with a fault).
            case unbound(String)
        }

        var name: String
        var target: Target
        /// The effects the property declares: at least those of reading its binding, sometimes more.
        var declared: Effects
        /// An `async` property off the main actor, written `nonisolated(nonsending)`.
        var writesNonsending = false
        /// The type as the property writes it when a fault changes it (a factory of the binding's type).
        var writtenType: String?
        /// `{ get set }` (only in a graph with a fault).
        var isSettable = false
    }

    /// What the entry points ask for, as the requests of a parameter that asks for the same: what a fault that
    /// rejects a declaration must leave alone as it leaves a parameter's.
    var entryPointRequests: [Request] {
        entryPoints.values.joined().compactMap { entryPoint in
            switch entryPoint.target {
            case .node(let node, let route): .value(node: node, route: route)
            case .assisted(let node): .assistedFactory(node: node)
            case .collection(let collection): .collection(collection, factories: false)
            case .input(let input): .input(input)
            case .childInput(let child): .childInput(child)
            case .childFactory(let child): .childFactory(child)
            case .unbound(let type): .unbound(type)
            }
        }
    }

    /// The graph as it would be without entry points.
    var withoutEntryPoints: RandomGraph {
        var graph = self
        graph.entryPoints = [:]
        return graph
    }

    /// `AppEntryPoints`, `Branch2EntryPoints`.
    func entryPointsName(_ graph: Int) -> String { graph == 0 ? "AppEntryPoints" : "Branch\(graph)EntryPoints" }

    /// Graphs in three of ten get entry points: the root graph in three of four of those, each child graph in two of
    /// five; each names about a third of the bindings it sees (at least one), sometimes one of them twice, by their
    /// accessors' names or by names of their own, declaring the effects of reading them and sometimes more. With a
    /// creation loop, the root graph's entry points offer the looping node, which its run reads.
    mutating func addEntryPoints(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xE7_7B01)
        guard random.chance(30) else { return }
        for graph in stageOrder where random.chance(graph == 0 ? 75 : 40) {
            let candidates = entryPointCandidates(of: graph)
            var chosen = candidates.filter { _ in random.chance(33) }
            if chosen.isEmpty, let one = random.pick(candidates) { chosen = [one] }
            guard !chosen.isEmpty else { continue }
            if let again = random.pick(chosen), random.chance(20) { chosen.append(again) }
            chosen.shuffle(using: &random)
            var names: Set<String> = []
            entryPoints[graph] = chosen.enumerated().map { position, target in
                let natural = naturalName(of: target)
                let name = !names.contains(natural) && random.chance(50) ? natural : "entry\(position)"
                names.insert(name)
                var declared = readingEffects(of: target)
                declared.isMainActor = declared.isMainActor || random.chance(10)
                declared.isAsync = declared.isAsync || random.chance(15)
                declared.isThrowing = declared.isThrowing || random.chance(15)
                return EntryPoint(
                    name: name, target: target, declared: declared,
                    writesNonsending: declared.isAsync && !declared.isMainActor && random.chance(50))
            }
        }
        if let loop = nodes.first(where: { $0.loopFactory != nil }), let root = entryPoints[0],
           !root.contains(where: { $0.target == .node(loop.index, route: .own) }) {
            entryPoints[0] = root + [EntryPoint(name: "entry\(root.count)", target: .node(loop.index, route: .own),
                                                declared: effects[loop.index])]
        }
    }

    /// What a graph sees and may offer: what it can make (a node's value, by each of its types; an assisted node's
    /// factory), its collections with members, the inputs of the root graph and of its ancestors, and the factories
    /// of the child graphs of itself and its ancestors.
    func entryPointCandidates(of graph: Int) -> [EntryPoint.Target] {
        let chain = ancestors(of: graph)
        var candidates: [EntryPoint.Target] = []
        for node in nodes where placement.homes[graph][node.index] != nil {
            if node.hasOwnBinding {
                candidates.append(.node(node.index, route: .own))
                candidates += node.roles.map { .node(node.index, route: .role($0)) }
                if node.composition != nil { candidates.append(.node(node.index, route: .composition)) }
            }
            if node.kind == .assisted { candidates.append(.assisted(node.index)) }
        }
        for collection in collections.indices {
            guard let home = placement.collectionHomes[graph][collection],
                  !placement.collectionMembers[home][collection].isEmpty else { continue }
            candidates.append(.collection(collection))
        }
        candidates += inputs.indices.map { .input($0) }
        candidates += chain.dropFirst().map { .childInput($0) }
        candidates += graphParents.indices.filter { child in graphParents[child].map(chain.contains) ?? false }
            .map { .childFactory($0) }
        return candidates
    }

    /// The name the generated graph gives the binding where no entry point names it: `part3`, `makePart5`,
    /// `plug0Array`, `title`, `badge2`; `openBranch2Graph` for a child graph's factory, which has no accessor.
    func naturalName(of target: EntryPoint.Target) -> String {
        switch target {
        case .node(let node, let route): accessor(of: node, route: route)
        case .assisted(let node): nodes[node].functionName
        case .collection(let collection): collections[collection].accessor
        case .input(let input): inputs[input].name
        case .childInput(let child): badgeProperty(child)
        case .childFactory(let child): "open" + graphName(child)
        case .unbound(let type): type.prefix(1).lowercased() + type.dropFirst()
        }
    }

    /// The effects of reading a binding: those of creating it; none for a closure (an assisted or a child graph's
    /// factory) or an input.
    func readingEffects(of target: EntryPoint.Target) -> Effects {
        switch target {
        case .node(let node, _): effects[node]
        case .collection(let collection): collectionEffects(collection)
        case .assisted, .input, .childInput, .childFactory, .unbound: Effects()
        }
    }

    /// The type the property declares: `Part3`, `any Role1`, `any Trait2 & Trait0`, `(Int) -> Part5`, `[any Plug0]`.
    func entryPointType(of target: EntryPoint.Target) -> String {
        switch target {
        case .node(let node, let route): spelledType(of: node, route: route)
        case .assisted(let node): assistedFactoryType(of: node)
        case .collection(let collection): collections[collection].typeText
        case .input(let input): inputs[input].type
        case .childInput(let child): badgeType(child)
        case .childFactory(let child): childFactoryType(child)
        case .unbound(let type): type
        }
    }

    /// The graph whose binding the target is, as `graph` sees it: where the node lives, the collection, the input.
    func home(of target: EntryPoint.Target, seenFrom graph: Int) -> Int? {
        switch target {
        case .node(let node, _), .assisted(let node): placement.homes[graph][node]
        case .collection(let collection): placement.collectionHomes[graph][collection]
        case .input: 0
        case .childInput(let child): child
        case .childFactory(let child): graphParents[child]
        case .unbound: nil
        }
    }

    /// The first entry point of `graph` that offers the target, which the driver reads it through.
    func entryPointName(of target: EntryPoint.Target, in graph: Int) -> String? {
        entryPoints[graph]?.first { $0.target == target }?.name
    }

    /// How a graph reads a binding: through its own entry point that offers it; else through the accessor of the
    /// graph it lives in, when that graph names no entry points (all of its accessors are its API) or offers it
    /// among them. The graph whose member is read, and the member's name; nil where the generated graph keeps the
    /// accessor private (or has none, as for a child graph's factory).
    func reader(of target: EntryPoint.Target, from asking: Int) -> (graph: Int, member: String)? {
        if let name = entryPointName(of: target, in: asking) { return (asking, name) }
        guard let home = home(of: target, seenFrom: asking) else { return nil }
        guard entryPoints[home] != nil else {
            if case .childFactory = target { return nil }
            return (home, naturalName(of: target))
        }
        return entryPointName(of: target, in: home).map { (home, $0) }
    }

    /// The name of the binding's accessor in the graph it lives in, which its member of `Overrides` takes too: the
    /// first entry point of that graph that offers it, when it lives there and is a property (not an assisted or a
    /// child graph's factory); otherwise its own.
    func accessorName(of target: EntryPoint.Target, livingIn graph: Int) -> String {
        switch target {
        case .assisted, .childFactory, .unbound: return naturalName(of: target)
        default: break
        }
        let offered = entryPoints[graph]?.first { $0.target == target && home(of: target, seenFrom: graph) == graph }
        return offered?.name ?? naturalName(of: target)
    }
}

// MARK: - Unused bindings

extension RandomGraph {
    /// A binding of the model, as the unused bindings are told apart: a node's value by one of its types (a
    /// contribution by its own), an assisted node's factory, a collection, an input of the root or of a child graph.
    enum ModelBinding: Hashable {
        case node(Int, route: Route)
        case assisted(Int)
        case collection(Int)
        case input(Int)
        case childInput(Int)
    }

    /// The bindings of graphs that name entry points that nothing the graphs offer needs, as `UnusedBinding` reports
    /// them: what a graph that names none offers (all it makes), the entry points and `inject(into:)` are used, and
    /// so is what a used instance needs, in the graph it lives in, factories, collections and `@Optional` values
    /// included. A binding none of whose instances is used is reported when each lives in a graph that names entry
    /// points: a node's own binding (a contribution's too), an assisted node's, an input; an `as:` type only when
    /// its node's own binding is used. In source order of nothing in particular: the caller sorts by location.
    func unusedBindings() -> [ModelBinding] {
        guard !entryPoints.isEmpty else { return [] }
        struct Instance: Hashable {
            var binding: ModelBinding
            var graph: Int
        }
        var all: [Instance] = []
        for node in nodes where node.kind != .injected {
            for home in placement.graphs(of: node.index) {
                if node.kind == .assisted {
                    all.append(Instance(binding: .assisted(node.index), graph: home))
                    continue
                }
                all.append(Instance(binding: .node(node.index, route: .own), graph: home))
                for role in node.roles { all.append(Instance(binding: .node(node.index, route: .role(role)), graph: home)) }
                if node.composition != nil {
                    all.append(Instance(binding: .node(node.index, route: .composition), graph: home))
                }
            }
        }
        for collection in collections.indices {
            for home in placement.graphs(ofCollection: collection) {
                all.append(Instance(binding: .collection(collection), graph: home))
            }
        }
        all += inputs.indices.map { Instance(binding: .input($0), graph: 0) }
        all += graphParents.indices.dropFirst().map { Instance(binding: .childInput($0), graph: $0) }

        /// What a request of an instance living in `graph` reaches.
        func reached(by request: Request, from graph: Int) -> Instance? {
            switch request {
            case .value(let target, let route), .factory(let target, let route, _):
                return placement.homes[graph][target].map { Instance(binding: .node(target, route: route), graph: $0) }
            case .optional(let target, let route):
                return placement.homes[graph][target].map { Instance(binding: .node(target, route: route), graph: $0) }
            case .assistedFactory(let target):
                return placement.homes[graph][target].map { Instance(binding: .assisted(target), graph: $0) }
            case .collection(let collection, _):
                return placement.collectionHomes[graph][collection].map { Instance(binding: .collection(collection), graph: $0) }
            case .input(let input):
                return Instance(binding: .input(input), graph: 0)
            case .childInput(let child):
                return Instance(binding: .childInput(child), graph: child)
            case .childFactory, .optionalOf, .assisted, .unbound:
                return nil
            }
        }
        func needs(_ instance: Instance) -> [Instance] {
            switch instance.binding {
            case .node(let node, .own), .assisted(let node):
                return (nodes[node].parameters + nodes[node].injectedProperties).compactMap {
                    reached(by: $0.request, from: instance.graph)
                }
            case .node(let node, _):
                return [Instance(binding: .node(node, route: .own), graph: instance.graph)]
            case .collection(let collection):
                return placement.collectionMembers[instance.graph][collection].compactMap { member in
                    placement.homes[instance.graph][member].map { Instance(binding: .node(member, route: .own), graph: $0) }
                }
            case .input, .childInput:
                return []
            }
        }

        var used: Set<Instance> = []
        var pending = all.filter { entryPoints[$0.graph] == nil }
        for (graph, properties) in entryPoints {
            for property in properties {
                guard let home = home(of: property.target, seenFrom: graph) else { continue }
                switch property.target {
                case .node(let node, let route): pending.append(Instance(binding: .node(node, route: route), graph: home))
                case .assisted(let node): pending.append(Instance(binding: .assisted(node), graph: home))
                case .collection(let collection): pending.append(Instance(binding: .collection(collection), graph: home))
                case .input(let input): pending.append(Instance(binding: .input(input), graph: home))
                case .childInput(let child): pending.append(Instance(binding: .childInput(child), graph: home))
                case .childFactory, .unbound: break
                }
            }
        }
        // `inject(into:)` of every class with `@Inject` properties (a component's too) is the graph's API whatever its
        // entry points.
        for node in nodes where !node.injectedProperties.isEmpty {
            for home in placement.graphs(ofInjectionOf: node.index) {
                pending += node.injectedProperties.compactMap { reached(by: $0.request, from: home) }
            }
        }
        while let instance = pending.popLast() {
            guard used.insert(instance).inserted else { continue }
            pending += needs(instance)
        }
        let usedBindings = Set(used.map(\.binding))
        let instancesOfBinding = Dictionary(grouping: all, by: \.binding)
        return instancesOfBinding.keys.filter { binding in
            guard !usedBindings.contains(binding),
                  instancesOfBinding[binding]?.allSatisfy({ entryPoints[$0.graph] != nil }) == true else { return false }
            switch binding {
            case .node(_, .own), .assisted, .input, .childInput: return true
            case .node(let node, _): return usedBindings.contains(.node(node, route: .own))
            case .collection: return false
            }
        }
    }

    /// How `UnusedBinding` names the binding, before ` is not used`: `component 'Part3'`, `provider
    /// 'Providers.makeGadget4()'`, `'Role1 @Named(backup)', bound 'as: Role1' by component 'Part3',`.
    func unusedDescription(of binding: ModelBinding) -> String {
        switch binding {
        case .node(let index, .own), .assisted(let index):
            let node = nodes[index]
            if node.kind == .provider { return "provider '\(Self.contributorName(node))'" }
            if node.kind == .bundle { return "bundle '\(node.className)'" }
            guard let contribution = node.contribution else { return "component '\(node.className)'" }
            return "component '\(node.className)', contributed 'into: \(collections[contribution.collection].intoText)',"
        case .node(let index, let route):
            let written = route == .composition ? nodes[index].composition?.written ?? "" : typeName(of: index, route: route)
            let key = written + (nodes[index].qualifier.map { " @Named(\($0))" } ?? "")
            return "'\(key)', bound 'as: \(written)' by component '\(nodes[index].className)',"
        case .collection:
            return ""
        case .input(let input):
            return "input '\(inputs[input].name)' of 'GraphInputs'"
        case .childInput(let child):
            return "input '\(badgeProperty(child))' of '\(inputsName(child))'"
        }
    }
}
