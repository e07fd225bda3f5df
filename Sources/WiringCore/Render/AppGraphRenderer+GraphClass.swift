/// A graph class in the root file, with what every graph has whatever its bindings: a child graph's parent, the
/// inputs' properties, the storage of each part that keeps instances, the `Overrides` struct a test passes, and the
/// inits (one that takes overrides where they are compiled in, one without elsewhere). The parts add the bindings'
/// members (`+Parts`).
extension AppGraphRenderer {
    func writeGraphClass() {
        let name = className(graphClass)
        if graphClass == 0 {
            writer.line(
                "/// The object graph of this module, built by constructor injection: one read-only property per binding."
            )
            writer.line(
                "/// Unscoped properties create a new instance on each access; shared ones create theirs once, on first use."
            )
        } else {
            let parent = className(model.graphs[graphClass].parent ?? 0)
            writer.line()
            let inputs = model.graphs[graphClass].inputsTypeName ?? ""
            writer.line(
                "/// The child graph `\(name)` of `\(parent)`, one for each `\(inputs)` it is created with: it holds its"
            )
            writer.line(
                "/// parent and lives shorter. Its accessors cover the bindings that live in it; its ancestors' are reached"
            )
            writer.line("/// through `parent`.")
        }
        let entryPoints = model.entryPoints(of: graphClass).map { model.entryPoints[$0].protocolName }
        let isolation = nonisolatedByDefault
        guard isSendableGraph else {
            return writer.block(
                "\(api)\(isolation)final class \(name)\(entryPoints.map { ": " + $0 } ?? "") {", writeMembers)
        }
        writer.line("///")
        writer.line(
            "/// `Sendable`: what it keeps off the main actor and what it is given are (`sendableValues` lists the kept"
        )
        writer.line(
            "/// types for the compiler to check). The storage marked `nonisolated(unsafe)` is guarded by the graph's locks"
        )
        writer.line("/// (or written only by `init`), which the compiler cannot see.")
        writer.block(
            "\(api)\(isolation)final class \(name): \(plan.library.sendable)\(entryPoints.map { ", " + $0 } ?? "") {",
            writeMembers)
    }

    /// `nonisolated ` in a module whose default isolation is the main actor, where the class and the parts'
    /// extensions would be the main actor's, and so would every member without isolation of its own: `nonisolated`
    /// keeps each member isolated as the graph says. Empty elsewhere.
    var nonisolatedByDefault: String {
        model.isMainActorByDefault ? "nonisolated " : ""
    }

    /// Whether the class being written is declared `Sendable` (``GraphSendability``).
    var isSendableGraph: Bool {
        graph.sendableGraphs.contains(graphClass)
    }

    /// The modifier of stored state off the main actor that the graph's locks guard: in a `Sendable` graph, the
    /// compiler is told that it is safe, as it cannot see the locks.
    var lockGuarded: String {
        isSendableGraph ? "nonisolated(unsafe) " : ""
    }

    /// Whether the binding is a member of the class being written.
    func isMember(_ index: Int) -> Bool {
        (model.bindings[index].graph ?? 0) == graphClass
    }

    private func writeMembers() {
        writeInputs()
        if plan.hasShutdown { writeShutdown() }
        writeCreationLoopSupport()
        if graphClass != 0, needsGraphLock {
            writer.line()
            writer.line(
                "/// The lock of every instance this graph keeps, and of its lifecycle: one for the graph, so that")
            writer.line(
                "/// creating a graph allocates one lock; recursive, as creating one instance may create another.")
            writer.line("let \(FixedNames.graphLock) = \(plan.library.recursiveLock)()")
        }
    }

    /// Whether a child graph takes its lock: for an instance it keeps off the main actor, or its lifecycle.
    private var needsGraphLock: Bool {
        plan.hasShutdown
            || plan.keptInstances.keys.contains { isMember($0) && graph.effects[$0].isolation == .nonisolated }
    }

    /// A child graph's parent, the inputs' properties, then the overrides and the inits: one that takes overrides
    /// where they are compiled in, one without elsewhere.
    private func writeInputs() {
        if let parent = model.graphs[graphClass].parent {
            writer.line("/// The graph this one is a child of, which the bindings of this graph use.")
            writer.line("\(api)let \(FixedNames.parent): \(className(parent))")
            writer.line()
        }
        let inputs = model.bindings.indices.filter { model.bindings[$0].isInput && isMember($0) }
        for index in inputs {
            writeComment(index)
            let isolation = plan.implementsIsolatedEntryPoint.contains(index) ? "nonisolated " : ""
            writer.line(
                "\(isolation)\(accessorAccess(for: index))let \(plan.accessors[index].declared): \(model.bindings[index].type)"
            )
        }
        if !inputs.isEmpty { writer.line() }
        writePartStorageMembers()
        guard options.includesOverrides else {
            writeLeftOutOverrides()
            return writeInit(inputs: inputs, takingOverrides: false)
        }
        writer.line("#if \(FixedNames.overridesCondition)")
        writeOverrides()
        writeInit(inputs: inputs, takingOverrides: true)
        writer.line("#else")
        writeInit(inputs: inputs, takingOverrides: false)
        writer.line("#endif")
    }

    /// In place of the overrides the build plugin left out, because neither the target nor its tests name them: a
    /// type that says why where a test names it after all (from another package, which the plugin does not read).
    private func writeLeftOutOverrides() {
        let message =
            "\(className(graphClass)).Overrides was left out: the build plugin generates it when a file of the target, or of a test target of its package that depends on it, names 'Overrides'"
        writer.line("/// Not generated: neither this target nor its tests name `Overrides` (see the attribute).")
        writer.line("@available(*, unavailable, message: \"\(message)\")")
        writer.line("\(api)struct \(plan.overridesType) {}")
        writer.line()
    }

    /// The replacements a test (or a preview) can pass to `init`. They are data: the closures set, by their
    /// binding's member of its part's struct (`Part3Bindings`, declared by the part), never created, whose members
    /// `overrides.engine` reaches through a key path and the accessors by part and offset. A stored closure per
    /// binding (`var engine: (() -> any Engine)?`) made a debug build compile seven functions for each binding
    /// (getter, setter, two modify coroutines, initial value, two reabstraction thunks) and value witnesses that copy
    /// every closure; a member of a part's struct compiles to one getter of a byte.
    private func writeOverrides() {
        let binding = plan.overrideBindingType
        let replaceable = model.bindings.indices.filter { plan.overrideOffsets[$0] != nil && isMember($0) }
        // The comments' example is a binding of this graph, so that they read true in every file; the first by
        // name, so that it changes seldom.
        let example = replaceable.map { plan.accessors[$0].name }.min()
        writer.line(
            "/// Replacements for bindings, for tests and previews. A closure set here\(example.map { " (`overrides.\($0) = { … }`)" } ?? "") is used"
        )
        writer.line(
            "/// instead of the binding's own creation (once per graph for a shared binding, on each access otherwise),"
        )
        writer.line(
            "/// and everything that depends on the binding gets the replacement. Unset, it costs one check where the")
        writer.line(
            "/// binding is created. Debug builds only (and those that define `WIRING_OVERRIDES`): a release build creates"
        )
        writer.line("/// every binding itself. Each part of the graph adds the members of its bindings.")
        // A `Sendable` graph stores its overrides, so they are `Sendable` too: each replacement a `@Sendable` closure.
        let sendable = isSendableGraph ? "@Sendable " : ""
        if !replaceable.isEmpty { writer.line("@dynamicMemberLookup") }
        writer.block("\(api)struct \(plan.overridesType)\(isSendableGraph ? ": \(plan.library.sendable)" : "") {") {
            writer.line(
                "/// The type of a binding's replacement, in one byte, so that each member of a part's struct has an offset of its own."
            )
            writer.block("\(api)struct \(binding)<Replacement> {") {
                writer.line("private let byte: \(plan.library.uint8)")
            }
            writer.line()
            writer.line("\(api)init() {}")
            writer.line()
            writer.line(
                "/// The replacements set, by the part of their binding and the offset of its member in the part's struct."
            )
            let (replacements, key) = plan.overridesMembers[graphClass]
            writer.line(
                "var \(replacements): [\(plan.library.int): \(isSendableGraph ? "any \(plan.library.sendable)" : "Any")] = [:]"
            )
            writer.line()
            writer.line("/// The key of a binding's replacement.")
            writer.block(
                "nonisolated static func \(key)(part: \(plan.library.int), offset: \(plan.library.int)) -> \(plan.library.int) {"
            ) {
                writer.line("part << 32 | offset")
            }
        }
        writer.line()
        writer.line("private let \(FixedNames.overrides): \(plan.overridesType)")
        writer.line()
        // A function of the graph, not of `Overrides`, so that each accessor's check passes `self` as it is, where
        // reading `overrides` first would retain and release its dictionary: 10 % of the debug build's code for
        // 1,000 bindings. In a `Sendable` graph it is `nonisolated`, so that an asynchronous accessor, which is
        // `nonisolated(nonsending)`, can call it in a module whose default isolation is the main actor; a graph that
        // is not `Sendable` keeps it in the graph's own isolation, as its `overrides` are.
        writer.line(
            "/// What the replacement of the binding at `offset` in its part's struct of `\(plan.overridesType)` returns, nil unless a test set one."
        )
        // `~Copyable`, so that an unscoped noncopyable component can be replaced too.
        let isolation = isSendableGraph ? "nonisolated " : ""
        let parameters = "_ part: \(plan.library.int), _ offset: \(plan.library.int)"
        let (replacements, key) = plan.overridesMembers[graphClass]
        let lookup =
            "guard let replacement = \(FixedNames.overrides).\(replacements)[\(plan.overridesType).\(key)(part: part, offset: offset)] else { return nil }"
        writer.block("\(isolation)func \(FixedNames.overridden)<T: ~Copyable>(\(parameters)) -> T? {") {
            writer.line(lookup)
            writer.line("return (replacement as! \(sendable)() -> T)()")
        }
        let isolations = replaceable.map { graph.effects[$0].isolation }
        if isolations.contains(.mainActor) {
            writer.line()
            writer.line("/// The same, for a binding on the main actor.")
            writer.block("@MainActor func \(FixedNames.mainActorOverridden)<T: ~Copyable>(\(parameters)) -> T? {") {
                writer.line(lookup)
                writer.line("return (replacement as! @MainActor () -> T)()")
            }
        }
        // One for each other global actor, told apart by the actor's type: Swift overloads on it, not on isolation.
        var written: Set<String> = []
        for case .globalActor(let actor) in isolations where written.insert(actor).inserted {
            writer.line()
            writer.line("/// The same, for a binding on global actor `\(actor)`.")
            writer.block(
                "@\(actor) func \(FixedNames.overridden)<T: ~Copyable>(\(parameters), on _: \(actor).Type) -> T? {"
            ) {
                writer.line(lookup)
                writer.line("return (replacement as! @\(actor) () -> T)()")
            }
        }
        writer.line()
    }

    /// The members that hold each part's storage, which the part's file declares and makes
    /// (`let part3: Part3Storage`): the root names no type that a part keeps.
    private func writePartStorageMembers() {
        let storages = (plan.partStorages[graphClass] ?? [:]).sorted { $0.key < $1.key }
        guard !storages.isEmpty else { return }
        writer.line("/// What the bindings of each part keep: declared by the part.")
        for (_, storage) in storages {
            writer.line("let \(storage.member): \(storage.type)")
        }
        writer.line()
    }

    private func writeInit(inputs: [Int], takingOverrides: Bool) {
        let overrides = FixedNames.overrides
        let overridesParameter = takingOverrides ? "\(overrides): \(plan.overridesType) = \(plan.overridesType)()" : ""
        let declaration = model.graphs[graphClass]
        guard let inputsType = declaration.inputsTypeName else {
            writer.line("/// Creates the graph; every binding is created on demand.")
            guard takingOverrides || plan.partStorages[graphClass] != nil else { return writer.line("\(api)init() {}") }
            return writer.block("\(api)init(\(overridesParameter)) {") {
                if takingOverrides { writer.line("self.\(overrides) = \(overrides)") }
                writePartStorageCreation()
            }
        }
        var parameters = ["\(FixedNames.inputs): \(inputsType)"] + (takingOverrides ? [overridesParameter] : [])
        if let parent = declaration.parent {
            writer.line(
                "/// Creates a child of `parent` with the values it cannot make itself; nothing is created until it is asked for."
            )
            parameters.insert("\(FixedNames.parent): \(className(parent))", at: 0)
        } else {
            writer.line("/// Creates the graph with the values it cannot make itself.")
        }
        let access = options.modifier(upTo: declaration.inputsTypeAccess)
        writer.block("\(access)init(\(parameters.joined(separator: ", "))) {") {
            if declaration.parent != nil { writer.line("self.\(FixedNames.parent) = \(FixedNames.parent)") }
            if takingOverrides { writer.line("self.\(overrides) = \(overrides)") }
            writePartStorageCreation()
            for index in inputs {
                guard case .input(let input) = model.bindings[index].source else { continue }
                writer.line("self.\(plan.accessors[index].declared) = \(FixedNames.inputs).\(model.inputs[input].name)")
            }
            if declaration.parent != nil, plan.hasShutdown { writeAdoption() }
        }
    }

    /// In an init: each part's storage, from the function of the part's file that makes it.
    private func writePartStorageCreation() {
        for (_, storage) in (plan.partStorages[graphClass] ?? [:]).sorted(by: { $0.key < $1.key }) {
            writer.line("\(storage.member) = Self.\(storage.make)()")
        }
    }
}
