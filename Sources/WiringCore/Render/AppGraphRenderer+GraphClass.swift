/// The graph class around the bindings' members, and what every graph has whatever its bindings: the inputs'
/// properties, the `Overrides` struct a test passes, and the inits (one that takes overrides where they are compiled
/// in, one without elsewhere).
extension AppGraphRenderer {
    func writeGraphClass() {
        writer.line(
            "/// The object graph of this module, built by constructor injection: one read-only property per binding.")
        writer.line(
            "/// Unscoped properties create a new instance on each access; shared ones create theirs once, on first use."
        )
        guard takesSendableFactories else {
            return writer.block("\(api)final class \(options.graphTypeName) {", writeMembers)
        }
        writer.line("///")
        writer.line(
            "/// A component takes a `@Sendable` factory, which holds the graph, so the graph is `Sendable`: its kept")
        writer.line(
            "/// instances are guarded by locks (or the main actor), and everything else it stores is set once in `init`."
        )
        writer.block("\(api)final class \(options.graphTypeName): @unchecked Sendable {", writeMembers)
    }

    /// Whether some component, provider, bundle or injected property takes a `@Sendable` factory.
    private var takesSendableFactories: Bool {
        model.bindings.contains { binding in
            binding.dependencies.contains { $0.isDeferred && $0.parameter.type.text.includes("@Sendable") }
        }
    }

    private func writeMembers() {
        writeInputs()
        for index in graph.order where !isInput(index) {
            writer.line()
            writeBinding(index)
        }
        if plan.hasShutdown { writeShutdown() }
        writeCreationLoopSupport()
    }

    /// The inputs' properties, then the overrides and the inits: one that takes overrides where they are compiled
    /// in, one without elsewhere.
    private func writeInputs() {
        let inputs = model.bindings.indices.filter(isInput)
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
            for index in graph.order where plan.isOverridable[index] {
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
        guard let inputsType = model.inputsTypeName else {
            writer.line("/// Creates the graph; every binding is created on demand.")
            guard takingOverrides else { return writer.line("\(api)init() {}") }
            return writer.block("\(api)init(\(overridesParameter)) {") {
                writer.line("self.\(overrides) = \(overrides)")
            }
        }
        writer.line("/// Creates the graph with the values it cannot make itself.")
        let parameters = "\(FixedNames.inputs): \(inputsType)" + (takingOverrides ? ", " + overridesParameter : "")
        writer.block("\(options.modifier(upTo: model.inputsTypeAccess))init(\(parameters)) {") {
            if takingOverrides { writer.line("self.\(overrides) = \(overrides)") }
            for index in inputs {
                guard case .input(let input) = model.bindings[index].source else { continue }
                writer.line("self.\(plan.accessors[index].declared) = \(FixedNames.inputs).\(model.inputs[input].name)")
            }
        }
    }
}
