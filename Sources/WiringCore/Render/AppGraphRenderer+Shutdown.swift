/// `shutdown()`, which a graph has when a component names its teardown: it releases every kept instance, dependents
/// first, calling each `teardown:` method once; and the check that traps when the graph is used afterwards.
extension AppGraphRenderer {
    func writeShutdown() {
        let kept = graph.order.reversed().filter { plan.keptInstances[$0] != nil }
        let teardowns = kept.compactMap { index -> (index: Int, typeName: String, method: String, local: String)? in
            guard case .component(let component) = model.bindings[index].source,
                let method = model.components[component].teardown,
                let local = plan.keptInstances[index]?.tornDown
            else { return nil }
            return (index, model.components[component].typeName, method, local)
        }
        let tornDown = teardowns.map { "`\($0.typeName).\($0.method)()`" }
        let (lifecycleLock, isShutDown) = (FixedNames.lifecycleLock, FixedNames.isShutDown)
        writer.line()
        writer.line(
            "/// Tears the graph down, dependents before what they depend on: calls \(NearMatches.list(tornDown)) on the"
        )
        writer.line(
            "/// instances it created, each exactly once, and releases every instance it kept. Using the graph afterwards"
        )
        writer.line("/// (or shutting it down twice) is a programmer error, and traps.")
        let onMainActor = kept.contains { graph.effects[$0].isMainActor }
        writer.block("\(onMainActor ? "@MainActor " : "")\(api)func \(FixedNames.shutdown)() {") {
            writer.line("\(lifecycleLock).lock()")
            writer.line(
                "precondition(!\(isShutDown), \"\(options.graphTypeName).\(FixedNames.shutdown)() called twice\")")
            writer.line("\(isShutDown) = true")
            writer.line("\(lifecycleLock).unlock()")
            // Every instance to tear down is taken before any is released: releasing a shared instance may release
            // the last holder of a weak one that still has to be torn down.
            let tornDownIndices = Set(teardowns.map(\.index))
            for teardown in teardowns { writeRelease(teardown.index, keeping: true) }
            for index in kept where !tornDownIndices.contains(index) { writeRelease(index, keeping: false) }
            for teardown in teardowns { writer.line("\(teardown.local)?.\(teardown.method)()") }
        }
        writer.line("private let \(lifecycleLock) = NSLock()")
        writer.line("private var \(isShutDown) = false")
        writer.line()
        writer.block("private func \(FixedNames.assertNotShutDown)() {") {
            writer.line("\(lifecycleLock).lock()")
            writer.line("defer { \(lifecycleLock).unlock() }")
            writer.line(
                "precondition(!\(isShutDown), \"\(options.graphTypeName) used after \(FixedNames.shutdown)()\")")
        }
    }

    /// Clears a kept instance in `shutdown()`, first keeping it in a local when it is to be torn down.
    private func writeRelease(_ index: Int, keeping: Bool) {
        guard let kept = plan.keptInstances[index] else { return }
        // Main-actor instances need no lock: shutdown() runs on the main actor then.
        let isLocked = !graph.effects[index].isMainActor
        if isLocked { writer.line("\(kept.lock).lock()") }
        if keeping { writer.line("let \(kept.tornDown) = \(kept.instance)") }
        writer.line("\(kept.instance) = nil")
        if isLocked { writer.line("\(kept.lock).unlock()") }
    }
}
