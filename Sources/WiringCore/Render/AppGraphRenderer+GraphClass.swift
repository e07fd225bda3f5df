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
        guard takesSendableFactories else {
            return writer.block("\(api)final class \(name) {", writeMembers)
        }
        writer.line("///")
        writer.line(
            "/// A component takes a `@Sendable` factory, which holds the graph, so the graph is `Sendable`: its kept")
        writer.line(
            "/// instances are guarded by locks (or the main actor), and everything else it stores is set once in `init`."
        )
        writer.block("\(api)final class \(name): @unchecked Sendable {", writeMembers)
    }

    /// Whether some component, provider, bundle or injected property of any graph takes a `@Sendable` factory.
    private var takesSendableFactories: Bool {
        model.bindings.contains { binding in
            binding.dependencies.contains { $0.isDeferred && $0.parameter.type.text.includes("@Sendable") }
        }
    }

    /// Whether the binding is a member of the class being written.
    func isMember(_ index: Int) -> Bool {
        (model.bindings[index].graph ?? 0) == graphClass
    }

    private func writeMembers() {
        writeInputs()
        for index in graph.order where isMember(index) && !isInput(index) {
            if case .childGraph = model.bindings[index].source { continue }
            writer.line()
            writeBinding(index)
        }
        if plan.hasShutdown { writeShutdown() }
        writeCreationLoopSupport()
        if graphClass != 0, needsGraphLock {
            writer.line()
            writer.line(
                "/// The lock of every instance this graph keeps, and of its lifecycle: one for the graph, so that")
            writer.line(
                "/// creating a graph allocates one lock; recursive, as creating one instance may create another.")
            writer.line("private let \(FixedNames.graphLock) = NSRecursiveLock()")
        }
    }

    /// Whether a child graph takes its lock: for an instance it keeps off the main actor, or its lifecycle.
    private var needsGraphLock: Bool {
        plan.hasShutdown
            || plan.keptInstances.keys.contains { isMember($0) && !graph.effects[$0].isMainActor }
    }

    /// A child graph's parent, the inputs' properties, then the overrides and the inits: one that takes overrides
    /// where they are compiled in, one without elsewhere.
    private func writeInputs() {
        if let parent = model.graphs[graphClass].parent {
            writer.line("/// The graph this one is a child of, which the bindings of this graph use.")
            writer.line("\(api)let \(FixedNames.parent): \(className(parent))")
            writer.line()
        }
        let inputs = model.bindings.indices.filter { isInput($0) && isMember($0) }
        for index in inputs {
            writeComment(index)
            writer.line("\(api(for: index))let \(plan.accessors[index].declared): \(model.bindings[index].type)")
        }
        if !inputs.isEmpty { writer.line() }
        writer.line("#if \(FixedNames.overridesCondition)")
        writeOverrides()
        writeInit(inputs: inputs, takingOverrides: true)
        writer.line("#else")
        writeInit(inputs: inputs, takingOverrides: false)
        writer.line("#endif")
    }

    /// The replacements a test (or a preview) can pass to `init`.
    private func writeOverrides() {
        writer.line(
            "/// Replacements for bindings, for tests and previews. A closure set here is used instead of the binding's"
        )
        writer.line(
            "/// own creation (once per graph for a shared binding, on each access otherwise), and everything that")
        writer.line(
            "/// depends on the binding gets the replacement. Unset, it costs one check where the binding is created.")
        writer.line(
            "/// Debug builds only (and those that define `WIRING_OVERRIDES`): a release build creates every binding itself."
        )
        writer.block("\(api)struct \(plan.overridesType) {") {
            for index in graph.order where plan.isOverridable[index] && isMember(index) {
                let isolation = graph.effects[index].isMainActor ? "@MainActor " : ""
                writer.line(
                    "\(api(for: index))var \(plan.accessors[index].declared): (\(isolation)() -> \(model.bindings[index].type))?"
                )
            }
            writer.line()
            writer.line("\(api)init() {}")
        }
        writer.line()
        writer.line("private let \(FixedNames.overrides): \(plan.overridesType)")
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
