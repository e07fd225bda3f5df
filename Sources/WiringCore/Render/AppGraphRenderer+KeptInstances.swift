/// The accessors of shared and weak instances, and their storage. Off any actor an instance is created once under
/// its own lock; on a global actor (the main actor or another), which serializes access, without one, and an
/// asynchronous creation is kept in flight as a task that the callers arriving meanwhile wait for. Either way a
/// test's override is kept as the instance would be. (A kept instance on a creation loop adds what `+CreationLoops`
/// writes.)
extension AppGraphRenderer {
    /// How a kept instance is stored once created: by an accessor that holds its lock (or needs none, on the main
    /// actor), or by the creation of an instance on a cycle, which takes the lock to store it.
    enum Storing {
        case lockHeld, takingLock
    }

    /// In its part's storage: the stored instance (and, off any actor, its lock; for asynchronous creation, the
    /// creation in flight), which only the accessors of the part's file use.
    func writeStorage(_ index: Int) {
        guard let kept = plan.keptInstances[index] else { return }
        let binding = model.bindings[index]
        let effects = graph.effects[index]
        let ownership = binding.scope == .weak ? "weak " : ""
        let declared = kept.declaration
        if let isolation = effects.isolation.attribute {
            writer.line(
                "\(isolation) fileprivate \(ownership)var \(declared(kept.instance)): \(Self.optional(binding.type))")
            if let creation = kept.creationTask {
                writer.line(
                    "\(isolation) fileprivate var \(declared(creation)): \(plan.library.task)<\(binding.type), \(effects.isThrowing ? "any \(plan.library.error)" : plan.library.never)>?"
                )
            }
            if let flag = kept.creationFlag { writer.line("\(isolation) fileprivate var \(declared(flag)) = false") }
        } else {
            // A child graph's instances share its one lock.
            if graphClass == 0 { writer.line("fileprivate let \(declared(kept.lock)) = \(plan.library.lock)()") }
            if let flag = kept.creationFlag { writer.line("\(lockGuarded)fileprivate var \(declared(flag)) = false") }
            writer.line(
                "\(lockGuarded)fileprivate \(ownership)var \(declared(kept.instance)): \(Self.optional(binding.type))")
        }
    }

    /// A kept instance off any actor: created once under its lock.
    func writeLockedKeptCreation(_ index: Int) {
        guard let kept = plan.keptInstances[index] else { return }
        let instance = FixedNames.instance
        guard let creation = kept.cycleCreation else {
            writer.line("\(kept.lock).lock()")
            writer.line("defer { \(kept.lock).unlock() }")
            writer.line("if let \(instance) = \(kept.instance) { return \(instance) }")
            if plan.hasShutdown { writer.line("\(FixedNames.assertNotShutDown)()") }
            return writeSynchronousKeptCreation(index, storing: .lockHeld)
        }
        // The instance's lock is not held while it is created, so that a creation that asks for itself reaches
        // the check of its flag instead of waiting for its own lock.
        writer.line("\(kept.lock).lock()")
        writer.block("if let \(instance) = \(kept.instance) {") {
            writer.line("\(kept.lock).unlock()")
            writer.line("return \(instance)")
        }
        writer.line("\(kept.lock).unlock()")
        writer.line("return \(Self.effectMarker(graph.effects[index]))\(creation)()")
    }

    /// Creates the instance (or takes its override, when one is set), keeps it and returns it.
    func writeSynchronousKeptCreation(_ index: Int, storing: Storing) {
        if let offset = plan.overrideOffsets[index] { writeKeptOverride(index, at: offset, storing: storing) }
        writeNewInstance(index, throughSelf: false, storing: storing)
    }

    /// Keeps and returns the override of a kept instance, when one is set.
    private func writeKeptOverride(_ index: Int, at offset: Int, storing: Storing) {
        let instance = FixedNames.instance
        writer.line("#if \(FixedNames.overridesCondition)")
        writer.block("if let \(instance): \(model.bindings[index].type) = \(overrideInstance(index, at: offset)) {") {
            writeKeeping(index, storing: storing)
            writer.line("return \(instance)")
        }
        writer.line("#endif")
    }

    /// `part3.engineInstance = instance`, taking the instance's lock when the accessor does not hold it already;
    /// then, for an instance with a teardown, tells the graph, which tears its instances down newest first.
    func writeKeeping(_ index: Int, storing: Storing) {
        guard let kept = plan.keptInstances[index] else { return }
        writeStatement("\(kept.instance) = \(FixedNames.instance)", of: kept, takingLock: storing == .takingLock)
        writeTeardownRegistration(index)
    }

    /// A statement that reads or writes a kept instance's storage, between `lock()` and `unlock()` of its lock when
    /// `takingLock`: not when the caller holds it already, nor on a global actor, which serializes access.
    func writeStatement(_ statement: String, of kept: RenderPlan.KeptInstance, takingLock: Bool) {
        if takingLock { writer.line("\(kept.lock).lock()") }
        writer.line(statement)
        if takingLock { writer.line("\(kept.lock).unlock()") }
    }

    /// `registerTeardown(3, 0)`: the instance just kept is torn down by `shutdown()`, before the instances kept
    /// before it.
    func writeTeardownRegistration(_ index: Int) {
        guard let number = plan.keptInstances[index]?.teardown else { return }
        writer.line("\(FixedNames.registerTeardown)(\(plan.parts.partOfBinding[index] + 1), \(number))")
    }

    /// A kept instance on a global actor, which serializes access: no lock. An asynchronous creation is kept in
    /// flight as a task, so callers that arrive while it suspends wait for the same instance.
    func writeIsolatedKeptCreation(_ index: Int) {
        guard let kept = plan.keptInstances[index] else { return }
        let (instance, creation) = (FixedNames.instance, FixedNames.creation)
        let marker = Self.effectMarker(graph.effects[index])
        writer.line("if let \(instance) = \(kept.instance) { return \(instance) }")
        let inProgress = creationInProgress(index)
        if let task = kept.creationTask {
            if let (creations, key) = inProgress {
                writer.block("if let \(creation) = \(task) {") {
                    writer.line("if Self.\(creations).get().contains(\(key)) { \(creationLoopStop(index)) }")
                    writer.line("return \(marker)\(creation).value")
                }
            } else {
                writer.line("if let \(creation) = \(task) { return \(marker)\(creation).value }")
            }
        }
        if plan.hasShutdown { writer.line("\(FixedNames.assertNotShutDown)()") }
        guard let task = kept.creationTask else {
            if let flag = kept.creationFlag { writeCreationFlagCheck(flag, index) }
            return writeSynchronousKeptCreation(index, storing: .lockHeld)
        }
        if let offset = plan.overrideOffsets[index] { writeKeptOverride(index, at: offset, storing: .lockHeld) }
        // The creation reaches the graph through every dependency, init parameter or injected property, but an
        // empty collection of factories (`[]`, `[:]`), and through a creation in progress it records: capturing
        // `self` without using it is a warning.
        let usesGraph =
            inProgress != nil
            || zip(model.bindings[index].dependencies, graph.targets[index]).contains { dependency, target in
                guard case .collectionOfFactories = dependency.form else { return true }
                return !graph.targets[target].isEmpty
            }
        func body() {
            if setsProperties(index) {
                writeNewInstance(index, throughSelf: true, storing: nil)
            } else {
                writer.line(marker + creationExpression(index, lead: marker.count, throughSelf: true))
            }
        }
        let isolation = graph.effects[index].isolation.attribute ?? ""
        writer.block("let \(creation) = \(plan.library.task) { \(isolation) \(usesGraph ? "[unowned self] " : "")in") {
            guard let (creations, key) = inProgress else { return body() }
            // The creation's own task, and the tasks it starts, know it is in progress.
            writer.block("\(marker)Self.\(creations).withValue(Self.\(creations).get().union([\(key)])) {", body)
        }
        writer.line("\(task) = \(creation)")
        writer.line("defer { \(task) = nil }")
        writer.line("let \(instance) = \(marker)\(creation).value")
        writer.line("\(kept.instance) = \(instance)")
        writeTeardownRegistration(index)
        writer.line("return \(instance)")
    }
}
