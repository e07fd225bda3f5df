/// A graph class around its bindings' members, and what every graph has whatever its bindings: a child graph's
/// parent, the inputs' properties, the `Overrides` struct a test passes, and the inits (one that takes overrides
/// where they are compiled in, one without elsewhere).
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
        // In a module whose default isolation is the main actor, the class would be the main actor's, and so would
        // every member without isolation of its own: `nonisolated` keeps each member isolated as the graph says.
        let isolation = model.isMainActorByDefault ? "nonisolated " : ""
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

    /// Whether the class being written is declared `Sendable` (``GraphSendability``).
    var isSendableGraph: Bool {
        graph.sendableGraphs.contains(graphClass)
    }

    /// The modifier of stored state off the main actor that the graph's locks guard: in a `Sendable` graph, the
    /// compiler is told that it is safe, as it cannot see the locks.
    var lockGuarded: String {
        isSendableGraph ? "nonisolated(unsafe) " : ""
    }

    /// In a `Sendable` graph, the types of the instances it keeps off the main actor, which the compiler checks are
    /// `Sendable`: what makes sharing the lock-guarded storage that holds them safe.
    private func writeSendableValues() {
        let kept = graph.order.filter { index in
            isMember(index) && plan.keptInstances[index] != nil && graph.effects[index].isolation == .nonisolated
        }
        guard isSendableGraph, !kept.isEmpty else { return }
        writer.line()
        writer.line(
            "/// The types of the instances kept off the main actor: listed, so that the compiler checks they are `Sendable`."
        )
        writer.block(
            "private static let \(FixedNames.sendableValues): [any \(plan.library.sendable).Type] = [", closing: "]"
        ) {
            for index in kept { writer.line("\(Self.metatype(of: model.bindings[index].type)),") }
        }
    }

    /// Whether the binding is a member of the class being written.
    func isMember(_ index: Int) -> Bool {
        (model.bindings[index].graph ?? 0) == graphClass
    }

    private func writeMembers() {
        writeInputs()
        for index in graph.order where isMember(index) && !model.bindings[index].isInput {
            switch model.bindings[index].source {
            case .childGraph, .entryPoints: continue
            case .component, .alias, .assistedFactory, .provider, .input, .bundle, .injection, .collection, .optional:
                break
            }
            writer.line()
            writeBinding(index)
        }
        writeForwardedEntryPoints()
        if plan.hasShutdown { writeShutdown() }
        writeCreationLoopSupport()
        writeSendableValues()
        if graphClass != 0, needsGraphLock {
            writer.line()
            writer.line(
                "/// The lock of every instance this graph keeps, and of its lifecycle: one for the graph, so that")
            writer.line(
                "/// creating a graph allocates one lock; recursive, as creating one instance may create another.")
            writer.line("private let \(FixedNames.graphLock) = \(plan.library.recursiveLock)()")
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
    /// binding's member of `Bindings`, a struct never created whose members `overrides.engine` reaches through a key
    /// path and the accessors by offset. A stored closure per binding (`var engine: (() -> any Engine)?`) made a debug
    /// build compile seven functions for each binding (getter, setter, two modify coroutines, initial value, two
    /// reabstraction thunks) and value witnesses that copy every closure; a member of `Bindings` compiles to one
    /// getter of a byte.
    private func writeOverrides() {
        let (bindings, binding) = (plan.overrideBindingsType, plan.overrideBindingType)
        // The comments' example is a binding of this graph, so that they read true in every file.
        let example = graph.order.first { plan.overrideOffsets[$0] != nil && isMember($0) }.map {
            plan.accessors[$0].name
        }
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
        writer.line("/// every binding itself.")
        // A `Sendable` graph stores its overrides, so they are `Sendable` too: each replacement a `@Sendable` closure.
        let sendable = isSendableGraph ? "@Sendable " : ""
        writer.line("@dynamicMemberLookup")
        writer.block("\(api)struct \(plan.overridesType)\(isSendableGraph ? ": \(plan.library.sendable)" : "") {") {
            writer.line(
                "/// One member per binding a test can replace, of the type of its replacement\(example.map { ": `overrides.\($0)` reaches `\($0)`" } ?? "")."
            )
            writer.block("\(api)struct \(bindings) {") {
                for index in graph.order where plan.overrideOffsets[index] != nil && isMember(index) {
                    let isolation = graph.effects[index].isolation.attribute.map { $0 + " " } ?? sendable
                    writer.line(
                        "\(api(for: index))let \(plan.accessors[index].declared): \(binding)<\(isolation)() -> \(model.bindings[index].type)>"
                    )
                }
                writer.line()
                writer.line(
                    "/// Never created: the members only name the bindings. (Declared, so that no memberwise init is compiled.)"
                )
                writer.line("private init() { \(plan.library.fatalError)() }")
            }
            writer.line()
            writer.line(
                "/// The type of a binding's replacement, in one byte, so that each member of `\(bindings)` has an offset of its own."
            )
            writer.block("\(api)struct \(binding)<Replacement> {") {
                writer.line("private let byte: \(plan.library.uint8)")
            }
            writer.line()
            writer.line("\(api)init() {}")
            writer.line()
            writer.line("/// The replacements set, by the offset of their binding's member in `\(bindings)`.")
            writer.line(
                "fileprivate var replacements: [\(plan.library.int): \(isSendableGraph ? "any \(plan.library.sendable)" : "Any")] = [:]"
            )
            writer.line()
            writer.line(
                "/// \(example.map { "`overrides.\($0)`: the replacement of `\($0)`" } ?? "The replacement of a binding"), nil unless one is set."
            )
            let (constraint, stored) =
                isSendableGraph ? (": \(plan.library.sendable)", "any \(plan.library.sendable)") : ("", "Any")
            writer.block(
                "\(api)subscript<Replacement\(constraint)>(dynamicMember member: \(plan.library.keyPath)<\(bindings), \(binding)<Replacement>>) -> Replacement? {"
            ) {
                writer.line(
                    "get { replacements[\(plan.library.memoryLayout)<\(bindings)>.offset(of: member)!] as? Replacement }"
                )
                writer.line(
                    "set { replacements[\(plan.library.memoryLayout)<\(bindings)>.offset(of: member)!] = newValue.map { $0 as \(stored) } }"
                )
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
            "/// What the replacement of the binding at `offset` in `\(plan.overridesType).\(bindings)` returns, nil unless a test set one."
        )
        // `~Copyable`, so that an unscoped noncopyable component can be replaced too.
        let isolation = isSendableGraph ? "nonisolated " : ""
        writer.block(
            "private \(isolation)func \(FixedNames.overridden)<T: ~Copyable>(_ offset: \(plan.library.int)) -> T? {"
        ) {
            writer.line("guard let replacement = \(FixedNames.overrides).replacements[offset] else { return nil }")
            writer.line("return (replacement as! \(sendable)() -> T)()")
        }
        let isolations = graph.order.filter { plan.overrideOffsets[$0] != nil && isMember($0) }
            .map { graph.effects[$0].isolation }
        if isolations.contains(.mainActor) {
            writer.line()
            writer.line("/// The same, for a binding on the main actor.")
            writer.block(
                "@MainActor private func \(FixedNames.mainActorOverridden)<T: ~Copyable>(_ offset: \(plan.library.int)) -> T? {"
            ) {
                writer.line("guard let replacement = \(FixedNames.overrides).replacements[offset] else { return nil }")
                writer.line("return (replacement as! @MainActor () -> T)()")
            }
        }
        // One for each other global actor, told apart by the actor's type: Swift overloads on it, not on isolation.
        var written: Set<String> = []
        for case .globalActor(let actor) in isolations where written.insert(actor).inserted {
            writer.line()
            writer.line("/// The same, for a binding on global actor `\(actor)`.")
            writer.block(
                "@\(actor) private func \(FixedNames.overridden)<T: ~Copyable>(_ offset: \(plan.library.int), on _: \(actor).Type) -> T? {"
            ) {
                writer.line("guard let replacement = \(FixedNames.overrides).replacements[offset] else { return nil }")
                writer.line("return (replacement as! @\(actor) () -> T)()")
            }
        }
        writer.line()
    }

    private func writeInit(inputs: [Int], takingOverrides: Bool) {
        let overrides = FixedNames.overrides
        let overridesParameter = takingOverrides ? "\(overrides): \(plan.overridesType) = \(plan.overridesType)()" : ""
        let declaration = model.graphs[graphClass]
        guard let inputsType = declaration.inputsTypeName else {
            writer.line("/// Creates the graph; every binding is created on demand.")
            guard takingOverrides else { return writer.line("\(api)init() {}") }
            return writer.block("\(api)init(\(overridesParameter)) {") {
                writer.line("self.\(overrides) = \(overrides)")
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
            for index in inputs {
                guard case .input(let input) = model.bindings[index].source else { continue }
                writer.line("self.\(plan.accessors[index].declared) = \(FixedNames.inputs).\(model.inputs[input].name)")
            }
            if declaration.parent != nil, plan.hasShutdown { writeAdoption() }
        }
    }
}
