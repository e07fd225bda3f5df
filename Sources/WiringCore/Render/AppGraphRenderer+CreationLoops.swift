/// What the accessors of kept instances on a creation loop (``ResolvedGraph/creationLoops``) add, so that a factory
/// called during a creation that asks for the instance being created stops the program with the loop's description,
/// rather than waiting for itself forever: a flag a synchronous creation sets, a creation under its cycle's lock off
/// any actor, and a task-local set of the asynchronous creations in progress on a global actor.
extension AppGraphRenderer {
    /// `fatalError("AppGraph: 'A' was asked for again during its own creation: …")`.
    func creationLoopStop(_ index: Int) -> String {
        let message = "\(className(graphClass)): \(graph.creationLoops[index]?.description ?? "")"
        return "\(plan.library.fatalError)(\(Self.stringLiteral(message)))"
    }

    /// Stops when the creation is in progress already, else marks it in progress until the accessor returns.
    func writeCreationFlagCheck(_ flag: String, _ index: Int) {
        writer.line("if \(flag) { \(creationLoopStop(index)) }")
        writer.line("\(flag) = true")
        writer.line("defer { \(flag) = false }")
    }

    /// For a main-actor binding created asynchronously on a creation loop: the task-local set of creations in
    /// progress, and the binding's entry in it (`"\(ObjectIdentifier(self)).engine"`, as a graph has its own).
    func creationInProgress(_ index: Int) -> (creations: String, key: String)? {
        guard graph.creationLoops[index] != nil, let creations = plan.creationsInProgress[graphClass] else {
            return nil
        }
        return (creations, "\"\\(\(plan.library.objectIdentifier)(self)).\(plan.accessors[index].name)\"")
    }

    /// The creation of a kept instance on a creation loop, apart from its accessor so that the accessor's read of an
    /// instance that exists stays as small as any other shared read: under the cycle's lock, once, unless another
    /// thread created it meanwhile, and stopping the program if this creation asks for itself.
    func writeCycleCreation(_ index: Int) {
        guard let kept = plan.keptInstances[index], let creation = kept.cycleCreation, let flag = kept.creationFlag,
            let cycleLock = kept.cycleLock, let cycle = graph.creationLoops[index]?.cycle
        else { return }
        let binding = model.bindings[index]
        let created = FixedNames.created
        writer.line()
        writer.line("/// Creates `\(binding.type)` for `\(plan.accessors[index].name)`, on cycle \(cycle).")
        writer.block("private func \(creation)()\(Self.functionEffects(graph.effects[index])) -> \(binding.type) {") {
            writer.line("\(cycleLock).lock()")
            writer.line("defer { \(cycleLock).unlock() }")
            writer.line("\(kept.lock).lock()")
            writer.line("let \(created) = \(kept.instance)")
            writer.line("\(kept.lock).unlock()")
            writer.line("if let \(created) { return \(created) }")
            writeCreationFlagCheck(flag, index)
            if plan.hasShutdown { writer.line("\(FixedNames.assertNotShutDown)()") }
            writeSynchronousKeptCreation(index, storing: .takingLock)
        }
    }

    /// The graph's members that the accessors of kept bindings on a creation loop share: the task-local set of
    /// asynchronous creations in progress, and each cycle's lock.
    func writeCreationLoopSupport() {
        if let creations = plan.creationsInProgress[graphClass] {
            writer.line()
            writer.line(
                "/// The kept instances that the current task, and the tasks it starts, are creating asynchronously, by graph"
            )
            writer.line("/// and accessor: asking for one of them again there would wait for itself.")
            // Not the `@TaskLocal` macro: its expansion names `TaskLocal` unqualified, which a type of the sources may
            // take.
            writer.line(
                "static let \(creations) = \(plan.library.taskLocal)<\(plan.library.set)<\(plan.library.string)>>(wrappedValue: [])"
            )
        }
        for (cycle, lock) in plan.cycleLocks.sorted(by: { $0.key < $1.key }) where graphClass == 0 {
            writer.line()
            writer.line(
                "/// Cycle \(cycle) passes through a factory: one thread at a time creates its kept instances, and one that it"
            )
            writer.line("/// asks for again during its own creation stops the program instead of waiting for itself.")
            writer.line("let \(lock) = \(plan.library.recursiveLock)()")
        }
    }
}
