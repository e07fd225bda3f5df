/// Every name the generated file declares or uses, planned before a line of it is written: the accessors (and the
/// `Overrides` members named after them), each kept instance's storage, lock, creation flag or task and creation
/// function, each cycle's lock, the task-local set of creations in progress, the bundles' structs and the
/// `Overrides` struct itself; and which bindings a test can replace.
///
/// The names are planned together because they compete: an accessor may not take a name the graph declares for
/// itself (``FixedNames``), one that would hide a free `@Provides` function or a type of the sources, and when two want one name the first
/// keeps it and the next gets `2`, in an order that does not depend on the order of the sources. Each graph class
/// has names of its own. The writers only spell what the plan says.
struct RenderPlan {
    /// A binding's accessor: `engine`, `makeRaceCar`, `inject`.
    struct Accessor {
        /// As it follows a dot (`overrides.default`) or starts another name (`defaultInstance`).
        var name: String
        /// As a declaration, or a use without `self.`, spells it: `` `default` `` for a keyword.
        var declared: String
    }

    /// The members of a shared or weak instance, as its accessor reaches them: through the storage of its part
    /// (`part3.engineInstance`), which declares them (``declaration(of:)``).
    struct KeptInstance {
        /// The graph's member that holds the storage of the binding's part.
        var storage: String
        /// The stored instance, nil until it is created.
        var instance: String
        /// The lock that guards it off the main actor: its own, in the storage; a child graph's one lock. Planned on
        /// the main actor too, where it is not declared, so that the names after it are the same whatever the
        /// isolation.
        var lock: String
        /// The task of a creation in flight, for a main-actor binding created asynchronously: the callers that ask
        /// meanwhile wait for it.
        var creationTask: String?
        /// Whether a creation is in progress, for a binding created synchronously on a creation loop
        /// (``ResolvedGraph/creationLoops``).
        var creationFlag: String?
        /// The function that creates the instance under its cycle's lock, for a binding on a creation loop off the
        /// main actor, so that the accessor keeps only the read of an instance that exists.
        var cycleCreation: String?
        /// That cycle's lock.
        var cycleLock: String?
        /// The number of the instance's teardown among its part's, when its component names one: what the accessor
        /// tells the graph when it keeps an instance, and `shutdown()` asks the part's storage to tear down.
        var teardown: Int?

        /// The name a member of the storage is declared with: `engineInstance` for `part3.engineInstance`.
        func declaration(of reference: String) -> String {
            String(reference.dropFirst(storage.count + 1))
        }
    }

    /// The storage of the instances that a graph's bindings of one part keep: a class that the part's file declares,
    /// held by a member of the graph and made by a static function of the part's file. The root file names only
    /// these, nothing a part keeps, so that it is not compiled again when a kept type changes.
    struct PartStorage {
        /// `part3`, `Part3Storage`, `makePart3`.
        var member: String
        var type: String
        var make: String
        /// The graph's functions that `shutdown()` calls: `releasePart3()` lets go of every instance the part
        /// keeps; `tearDownPart3(_:)` returns the teardown of the instance with a number, before any is let go.
        var release: String
        var tearDown: String
    }

    /// By binding index.
    var accessors: [Accessor]
    /// By binding index, whether the accessor implements an entry point of its graph (`// @EntryPoints`), whose
    /// property names it: part of the API of a graph that names its entry points, whose other accessors are not.
    var isEntryPoint: [Bool]
    /// The accessors that implement an entry point isolated to a global actor (its property is `@MainActor`, or
    /// `@DatabaseActor`): Swift would isolate such a witness to that actor too, so one of a binding off any actor is
    /// declared `nonisolated`.
    var implementsIsolatedEntryPoint: Set<Int> = []
    /// By graph, the entry points that name no accessor, each a property of its own that reads its binding: one of
    /// an ancestor, one that another entry point names already, an assisted component's or a child graph's factory.
    var forwardedEntryPoints: [Int: [ForwardedEntryPoint]] = [:]

    /// An entry point implemented by a property of its own.
    struct ForwardedEntryPoint {
        var name: String
        /// The entry points' binding, and the entry point's place among its dependencies.
        var entryPoints: Int
        var position: Int
        /// The binding it reads.
        var target: Int
    }
    /// By binding index, for the bindings that keep their instance: shared and weak components and providers.
    var keptInstances: [Int: KeptInstance] = [:]
    /// The nested struct of replacements: `Overrides`, unless the sources declare that name.
    var overridesType: String
    /// The private struct that implements each bundle, by bundle index: `ServicesBundle` for `Services`.
    var bundleTypes: [String]
    /// The recursive lock of each cycle with a kept binding of the root graph off the main actor, by cycle number:
    /// one thread at a time creates the cycle's kept instances. (A child graph's kept instances all take its one
    /// lock, ``FixedNames/graphLock``.)
    var cycleLocks: [Int: String] = [:]
    /// By graph, the task-local set of asynchronous creations in progress, when a main-actor binding of the graph
    /// created asynchronously is on a creation loop.
    var creationsInProgress: [Int: String] = [:]
    /// By part, the struct of `Overrides` whose members name the part's bindings (`Part3Bindings`), and the type
    /// of each member (`Binding`), unless the sources declare those names.
    var overrideBindingsTypes: [String]
    var overrideBindingType: String
    /// By binding index, the offset of the binding's member in its part's `Overrides` struct of its graph, which
    /// its accessor asks `Overrides` for, when a test can replace the binding: every one with a visible accessor,
    /// except inputs (passed in already) and assisted `make` functions; none when the graph is rendered without
    /// overrides. Each member takes one byte, in the part's order (``members``).
    var overrideOffsets: [Int?]
    /// Which part holds each binding's members.
    var parts: GraphParts
    /// The bindings in the order their members are written: each part's in the order of their declarations, so that
    /// an edit elsewhere in the graph moves none of them.
    var members: [Int]
    /// By part, its bindings in that order: each part's writer reads its own, not the whole graph.
    var membersOfPart: [[Int]]
    /// By graph, by part: the storage of the parts that keep instances of the graph's bindings.
    var partStorages: [Int: [Int: PartStorage]] = [:]
    /// By graph, the members of its `Overrides` that the parts' subscripts use: the replacements set, and the
    /// function that makes a replacement's key; named so that no binding's `overrides.name` reaches them instead.
    var overridesMembers: [(replacements: String, key: String)] = []
    /// By graph, by part: how many kept instances of the part have a teardown.
    var teardownCounts: [Int: [Int: Int]] = [:]
    /// Whether the graph declares `shutdown()`: when a component names its teardown.
    var hasShutdown: Bool
    /// The private class that keeps a `// @Lazy` factory's first value, when a dependency is one: `LazyValue`, unless
    /// the sources declare that name. Planned after every other type name, so that a graph without `@Lazy` is
    /// written as it was before.
    var lazyValueType: String?
    /// The library names the file spells, qualified where the sources hide them.
    var library: LibraryNames
    /// By binding index, the private function of the file that calls a free `@Provides` function named like a
    /// member of the graph class (`shutdown`, `inject`), which would hide the function inside the class.
    var providerForwarders: [Int: String] = [:]

    init(_ graph: ResolvedGraph, includesOverrides: Bool, partCount: Int) {
        let model = graph.model
        parts = GraphParts(model, count: partCount)
        hasShutdown = model.components.contains { $0.teardown != nil }
        // Each graph class has its own names; a child graph's own members besides. No member takes the name of a
        // type of the sources, which it would hide inside the class: a lowercase `engine`, or `httpSession`.
        let topLevelNames = Self.topLevelNames(in: model)
        var fileNames = NameAllocator(reserved: topLevelNames)
        for index in model.bindings.indices {
            guard case .provider(let provider) = model.bindings[index].source,
                model.providers[provider].enclosingTypeName == nil, !model.providers[provider].isGeneric,
                FixedNames.members.contains(model.providers[provider].functionName)
            else { continue }
            providerForwarders[index] = fileNames.allocate(model.providers[provider].functionName + "Provider")
        }
        let forwarders = Set(providerForwarders.values)
        var allocators = model.graphs.indices.map { graph in
            NameAllocator(reserved: Self.reservedNames(of: graph, in: model).union(topLevelNames).union(forwarders))
        }
        var names = Array(repeating: "", count: model.bindings.count)
        // The entry points first, whose names their protocol fixes: each names the accessor of its binding when the
        // binding lives in the graph and has a property, the first time one names it.
        var entryPointNames: [Int: String] = [:]
        for index in model.bindings.indices {
            guard case .entryPoints(let entryPoints) = model.bindings[index].source else { continue }
            let home = model.bindings[index].graph ?? 0
            for (position, property) in model.entryPoints[entryPoints].properties.enumerated() {
                allocators[home].claim(property.name)
                let target = graph.targets[index][position]
                if model.bindings[target].graph ?? 0 == home, Self.hasProperty(model.bindings[target]),
                    entryPointNames[target] == nil
                {
                    entryPointNames[target] = property.name
                    if property.declaredEffects.isolation != .nonisolated {
                        implementsIsolatedEntryPoint.insert(target)
                    }
                } else {
                    forwardedEntryPoints[home, default: []].append(
                        ForwardedEntryPoint(name: property.name, entryPoints: index, position: position, target: target)
                    )
                }
            }
        }
        // Inputs first, in their declared order; then by key (its text, then its name) and location. What is
        // compared is taken out of the bindings once: copying a binding for each comparison was most of the time
        // spent here, and copying a whole key still cost 5% of a run on 10,000 components.
        let bindings = model.bindings
        let order = graph.sourceOrder
        let sortKeys = bindings.indices.map { index in
            if case .input(let input) = bindings[index].source {
                return (0, input, "", "", SourceOrder(file: 0, line: 0, column: 0))
            }
            return (1, 0, bindings[index].key.text, bindings[index].key.name ?? "", order[index])
        }
        let inputsFirst = bindings.indices.sorted { sortKeys[$0] < sortKeys[$1] }
        for index in inputsFirst {
            let home = bindings[index].graph ?? 0
            if let name = entryPointNames[index] {
                names[index] = name
                continue
            }
            switch bindings[index].source {
            case .injection:
                names[index] = FixedNames.inject
            case .input(let input):
                names[index] = allocators[home].allocate(model.inputs[input].name)
            case .assistedFactory(let component):
                let typeName = NameAllocator.accessorBase(forType: model.components[component].typeName)
                names[index] = allocators[home].allocate("make" + NameAllocator.upperFirst(typeName))
            case .childGraph, .entryPoints:
                // It has no accessor: a component that takes it gets a closure that creates the child; the graph
                // class implements the entry points with the accessors of their bindings.
                break
            case .component, .alias, .provider, .bundle, .collection, .optional:
                names[index] = allocators[home].allocate(
                    NameAllocator.accessorBase(for: bindings[index].key, type: bindings[index].type.written))
            }
        }
        accessors = names.map { Accessor(name: $0, declared: NameAllocator.declared($0)) }
        isEntryPoint = model.bindings.indices.map { entryPointNames[$0] != nil }
        // `ServicesBundle` for `Services`, unless the sources declare that name, which the struct would hide.
        let declaredNames = Set(model.declaredTypes.keys)
        library = LibraryNames(declared: topLevelNames)
        var typeNames = NameAllocator(reserved: declaredNames)
        overridesType = typeNames.allocate(FixedNames.overridesType)
        bundleTypes = model.bundles.map {
            typeNames.allocate($0.protocolName.replacing(".", with: "") + "Bundle")
        }
        overrideBindingsTypes = (0..<parts.count).map { typeNames.allocate("Part\($0 + 1)Bindings") }
        overrideBindingType = typeNames.allocate("Binding")
        let storageTypes = (0..<parts.count).map { typeNames.allocate("Part\($0 + 1)Storage") }
        if bindings.contains(where: { $0.dependencies.contains(where: \.isMemoized) }) {
            lazyValueType = typeNames.allocate(FixedNames.lazyValueType)
        }
        members = bindings.indices.sorted {
            (order[$0], sortKeys[$0].2, sortKeys[$0].3) < (order[$1], sortKeys[$1].2, sortKeys[$1].3)
        }
        membersOfPart = Array(repeating: [], count: parts.count)
        for index in members { membersOfPart[parts.partOfBinding[index]].append(index) }
        overrideOffsets = Array(repeating: nil, count: model.bindings.count)
        var membersByPart: [Int: [Int: Int]] = [:]
        for index in members where includesOverrides {
            switch bindings[index].source {
            case .component, .provider: guard bindings[index].collection == nil else { continue }
            case .alias, .bundle, .collection, .optional: break
            case .input, .assistedFactory, .injection, .childGraph, .entryPoints: continue
            }
            let (home, part) = (bindings[index].graph ?? 0, parts.partOfBinding[index])
            overrideOffsets[index] = membersByPart[home, default: [:]][part, default: 0]
            membersByPart[home, default: [:]][part, default: 0] += 1
        }
        overridesMembers = allocators.indices.map { graph in
            (allocators[graph].allocate("replacements"), allocators[graph].allocate("key"))
        }
        for index in members where bindings[index].isKept {
            let (home, part) = (bindings[index].graph ?? 0, parts.partOfBinding[index])
            if partStorages[home]?[part] == nil {
                partStorages[home, default: [:]][part] = PartStorage(
                    member: allocators[home].allocate("part\(part + 1)"), type: storageTypes[part],
                    make: allocators[home].allocate("makePart\(part + 1)"),
                    release: allocators[home].allocate("releasePart\(part + 1)"),
                    tearDown: allocators[home].allocate("tearDownPart\(part + 1)"))
            }
        }
        for index in inputsFirst where bindings[index].isKept {
            let name = names[index]
            let (home, part) = (bindings[index].graph ?? 0, parts.partOfBinding[index])
            guard let storage = partStorages[home]?[part]?.member else { continue }
            let stored = { (name: String) in storage + "." + allocators[home].allocate(name) }
            let instance = stored(name + "Instance")
            // A child graph's kept instances share its one lock, so that creating a child allocates one lock, not
            // one per instance.
            let lock = home == 0 ? stored(name + "Lock") : FixedNames.graphLock
            var kept = KeptInstance(storage: storage, instance: instance, lock: lock)
            let effects = graph.effects[index]
            let isAsyncOnGlobalActor = effects.isolation != .nonisolated && effects.isAsync
            if isAsyncOnGlobalActor { kept.creationTask = stored(name + "Creation") }
            if let loop = graph.creationLoops[index] {
                if isAsyncOnGlobalActor {
                    creationsInProgress[home] =
                        creationsInProgress[home] ?? allocators[home].allocate(FixedNames.creationsInProgress)
                } else {
                    kept.creationFlag = stored(name + "IsBeingCreated")
                    if effects.isolation == .nonisolated {
                        kept.cycleCreation = allocators[home].allocate("new" + NameAllocator.upperFirst(name))
                        if home == 0 {
                            let cycleLock =
                                cycleLocks[loop.cycle] ?? allocators[home].allocate("cycle\(loop.cycle)Lock")
                            cycleLocks[loop.cycle] = cycleLock
                            kept.cycleLock = cycleLock
                        } else {
                            kept.cycleLock = FixedNames.graphLock
                        }
                    }
                }
            }
            keptInstances[index] = kept
        }
        for index in members {
            guard keptInstances[index] != nil, case .component(let component) = bindings[index].source,
                model.components[component].teardown != nil
            else { continue }
            let (home, part) = (bindings[index].graph ?? 0, parts.partOfBinding[index])
            keptInstances[index]?.teardown = teardownCounts[home, default: [:]][part, default: 0]
            teardownCounts[home, default: [:]][part, default: 0] += 1
        }
    }

    /// The names an accessor of the graph class may not take: the members the class declares whatever its bindings
    /// (`overrides`, and `shutdown()` and its state when a component has a teardown, `inject` with injections, a
    /// child graph's `parent` and lock), and the free `@Provides` functions, which a member would hide inside the
    /// class. What the class declares after the accessors (a kept instance's storage) takes names they left.
    static func reservedNames(of graph: Int, in model: BindingModel) -> Set<String> {
        let freeFunctions = model.providers.filter { $0.enclosingTypeName == nil }.map(\.functionName)
        let hasShutdown = model.components.contains { $0.teardown != nil }
        return Set(
            freeFunctions + (hasShutdown ? FixedNames.lifecycle : [])
                + [FixedNames.overrides, FixedNames.overridden, FixedNames.mainActorOverridden]
                + (model.injections.isEmpty ? [] : [FixedNames.inject])
                + (graph == 0 ? [] : [FixedNames.parent, FixedNames.graphLock]))
    }

    /// The names the sources declare at the top level of a module, which hide a library's: their types' outermost
    /// names and their free `@Provides` functions.
    private static func topLevelNames(in model: BindingModel) -> Set<String> {
        let types = model.declaredTypes.keys.map { String($0[..<($0.firstIndex(ofASCII: ".") ?? $0.endIndex)]) }
        return Set(types + model.providers.filter { $0.enclosingTypeName == nil }.map(\.functionName))
    }

    /// Whether the binding's accessor is a property (not a function, nor absent), which an entry point can name.
    private static func hasProperty(_ binding: Binding) -> Bool {
        switch binding.source {
        case .component, .provider: binding.collection == nil
        case .alias, .input, .collection, .bundle, .optional: true
        case .assistedFactory, .injection, .childGraph, .entryPoints: false
        }
    }
}
