/// `shutdown()`, which every graph has when a component names its teardown: it shuts down the graph's child graphs
/// still alive, newest first, then releases every instance the graph kept, calling each `teardown:` method once,
/// newest instance first (each was kept after what it depends on); and the check that traps when the graph is used
/// afterwards. A parent lists its children while they live, so that its shutdown reaches them; a child leaves the
/// list when it is shut down or released. The root file names no kept type: each part lets go of its instances
/// and hands out their teardowns (`+Parts`), and an accessor that keeps an instance with a teardown tells the graph.
extension AppGraphRenderer {
    func writeShutdown() {
        let teardowns = plan.members.compactMap { index -> String? in
            guard isMember(index), plan.keptInstances[index]?.teardown != nil,
                case .component(let component) = model.bindings[index].source,
                let method = model.components[component].teardown
            else { return nil }
            return "`\(model.components[component].typeName).\(method)()`"
        }
        let storages = (plan.partStorages[graphClass] ?? [:]).sorted { $0.key < $1.key }
        let isChild = graphClass != 0
        let hasChildren = model.graphs.contains { $0.parent == graphClass }
        let (lock, isShutDown) = (lifecycleLock, FixedNames.isShutDown)
        let name = className(graphClass)
        writer.line()
        if hasChildren {
            writer.line("/// Shuts down the child graphs of this graph that are still alive, newest first; then")
        }
        let tearsDown = hasChildren ? "tears" : "Tears"
        if teardowns.isEmpty {
            writer.line("/// \(tearsDown) the graph down: releases every instance it kept. Using the graph afterwards")
            writer.line("/// (or shutting it down twice) is a programmer error, and traps.")
        } else {
            writer.line(
                "/// \(tearsDown) the graph down, newest instance first, so dependents before what they depend on: calls"
            )
            writer.line("/// \(NearMatches.list(teardowns)) on the instances it created, each exactly once, and")
            writer.line(
                "/// releases every instance it kept. Using the graph afterwards (or shutting it down twice) is a programmer"
            )
            writer.line("/// error, and traps.")
        }
        let isolation = shutdownIsolationModifier
        func body() {
            writer.line("\(lock).lock()")
            if isChild {
                writer.block("if byParent, \(isShutDown) {") {
                    writer.line("\(lock).unlock()")
                    writer.line("return")
                }
            }
            writer.line(
                "\(plan.library.precondition)(!\(isShutDown), \"\(name).\(FixedNames.shutdown)() called twice\")")
            writer.line("\(isShutDown) = true")
            if hasChildren {
                writer.line("let children = \(FixedNames.childGraphs).sorted { $0.key > $1.key }")
                writer.line("\(FixedNames.childGraphs) = [:]")
            }
            if !teardowns.isEmpty {
                writer.line("let kept = \(FixedNames.keptTeardowns)")
                writer.line("\(FixedNames.keptTeardowns) = []")
            }
            writer.line("\(lock).unlock()")
            if isChild {
                writer.line("\(FixedNames.parent).\(FixedNames.releaseChildGraph)(\(FixedNames.childGraphNumber))")
            }
            if hasChildren { writer.line("for child in children { child.value() }") }
            if !teardowns.isEmpty { writeTakingTeardowns(storages.map(\.value), partNumbers: storages.map(\.key)) }
            for (_, storage) in storages { writer.line("\(storage.release)()") }
            if !teardowns.isEmpty { writer.line("for teardown in teardowns { teardown() }") }
        }
        if isChild {
            writer.block("\(isolation)\(api)func \(FixedNames.shutdown)() {") {
                writer.line("\(FixedNames.tearDown)(byParent: false)")
            }
            writer.line()
            writer.line("/// `shutdown()`, which the parent's calls too: a graph shut down already is left alone then.")
            writer.block("\(isolation)fileprivate func \(FixedNames.tearDown)(byParent: \(plan.library.bool)) {", body)
        } else {
            writer.block("\(isolation)\(api)func \(FixedNames.shutdown)() {", body)
            writer.line("private let \(lock) = \(plan.library.lock)()")
        }
        writer.line("\(lockGuarded)private var \(isShutDown) = false")
        if !teardowns.isEmpty { writeTeardownRegistry() }
        if hasChildren { writeChildGraphList() }
        if isChild { writeChildGraphNumber() }
        writer.line()
        writer.block("func \(FixedNames.assertNotShutDown)() {") {
            writer.line("\(lock).lock()")
            writer.line("defer { \(lock).unlock() }")
            writer.line("\(plan.library.precondition)(!\(isShutDown), \"\(name) used after \(FixedNames.shutdown)()\")")
        }
    }

    /// In `shutdown()`: the teardown of every instance kept with one and alive, newest first, each once (a weak
    /// instance made again is listed again), taken from the parts before any instance is let go: releasing a shared
    /// instance may release the last holder of a weak one that still has to be torn down.
    private func writeTakingTeardowns(_ storages: [RenderPlan.PartStorage], partNumbers: [Int]) {
        let (int, void) = (plan.library.int, plan.library.void)
        let isolation = shutdownIsolationModifier
        writer.line("var taken: \(plan.library.set)<\(int)> = []")
        writer.line("var teardowns: [\(isolation)() -> \(void)] = []")
        writer.block("for key in kept.reversed() where taken.insert(key).inserted {") {
            writer.line("switch key >> 32 {")
            for (part, storage) in zip(partNumbers, storages) where plan.teardownCounts[graphClass]?[part] != nil {
                writer.line("case \(part + 1): \(storage.tearDown)(key & 0xFFFF_FFFF, into: &teardowns)")
            }
            writer.line("default: break")
            writer.line("}")
        }
    }

    /// The list of the instances kept with a teardown, by part and number, in the order they were kept, and the
    /// function an accessor adds to it with. `nonisolated` (the list is guarded by the lock), so that an accessor
    /// of any isolation calls it, in a module whose default isolation is the main actor too.
    private func writeTeardownRegistry() {
        let (lock, int) = (lifecycleLock, plan.library.int)
        writer.line("nonisolated(unsafe) private var \(FixedNames.keptTeardowns): [\(int)] = []")
        writer.line()
        writer.line(
            "/// Lists an instance just kept whose component names a teardown: `shutdown()` tears down the newest first."
        )
        writer.block("nonisolated func \(FixedNames.registerTeardown)(_ part: \(int), _ number: \(int)) {") {
            writer.line("\(lock).lock()")
            writer.line("\(FixedNames.keptTeardowns).append(part << 32 | number)")
            writer.line("\(lock).unlock()")
        }
    }

    /// The lock of the lifecycle: the root graph's own, a child graph's one lock.
    private var lifecycleLock: String { graphClass == 0 ? FixedNames.lifecycleLock : FixedNames.graphLock }

    /// The global actor `shutdown()` is isolated to: that of the instances any graph keeps on one, or of their
    /// teardown methods, as a parent's shutdown calls its children's; the parts' functions that it calls share it.
    /// (``ShutdownIsolationRule`` lets through one global actor at most.)
    var shutdownIsolation: Isolation {
        model.shutdownIsolations(effects: graph.effects).first ?? .nonisolated
    }

    /// That actor's attribute and a space (`@MainActor `), which starts `shutdown()` and what it calls; empty off
    /// any actor.
    var shutdownIsolationModifier: String {
        shutdownIsolation.attribute.map { $0 + " " } ?? ""
    }

    /// A parent's list of its child graphs alive, and the functions a child joins and leaves it with. A child leaves
    /// from its `deinit`, which is nonisolated in every module: the function it calls and the list are `nonisolated`
    /// (the list is guarded by the lock), so that they are not the main actor's in a module whose default isolation
    /// is.
    private func writeChildGraphList() {
        let (lock, children, last) = (lifecycleLock, FixedNames.childGraphs, FixedNames.lastChildGraph)
        let isolation = shutdownIsolationModifier
        writer.line(
            "nonisolated(unsafe) private var \(children): [\(plan.library.int): \(isolation)() -> \(plan.library.void)] = [:]"
        )
        writer.line("\(lockGuarded)private var \(last) = 0")
        writer.line()
        writer.line("/// Lists a child graph, which `shutdown()` shuts down first unless it leaves the list before.")
        writer.block(
            "fileprivate func \(FixedNames.adoptChildGraph)(_ shutdown: @escaping \(isolation)() -> \(plan.library.void)) -> \(plan.library.int) {"
        ) {
            writer.line("\(lock).lock()")
            writer.line("defer { \(lock).unlock() }")
            writer.line(
                "\(plan.library.precondition)(!\(FixedNames.isShutDown), \"\(className(graphClass)) used after \(FixedNames.shutdown)()\")"
            )
            writer.line("\(last) += 1")
            writer.line("\(children)[\(last)] = shutdown")
            writer.line("return \(last)")
        }
        writer.line()
        writer.block("fileprivate nonisolated func \(FixedNames.releaseChildGraph)(_ number: \(plan.library.int)) {") {
            writer.line("\(lock).lock()")
            writer.line("\(children)[number] = nil")
            writer.line("\(lock).unlock()")
        }
    }

    /// A child's number in its parent's list, which it leaves when it is released without a shutdown.
    private func writeChildGraphNumber() {
        writer.line("\(lockGuarded)private var \(FixedNames.childGraphNumber) = 0")
        writer.line()
        writer.block("deinit {") {
            writer.line("\(FixedNames.parent).\(FixedNames.releaseChildGraph)(\(FixedNames.childGraphNumber))")
        }
    }

    /// In a child's init: joins the parent's list of children. When the shutdowns are on a global actor, the closure
    /// the parent keeps is too, and Swift 6 does not let the init send its `self` (of a class that is not `Sendable`)
    /// into it: the closure captures a weak reference that opts out of that check instead. The child's `tearDown`
    /// is on that actor too and takes the child's lock, so the parent's call from its own `shutdown()` is safe.
    /// The reference is assigned apart from its declaration, where a `weak var` never assigned again is a warning
    /// (and `weak let` needs a newer Swift than Wiring asks for).
    func writeAdoption() {
        let adopt = "\(FixedNames.childGraphNumber) = \(FixedNames.parent).\(FixedNames.adoptChildGraph)"
        let tearDown = "\(FixedNames.tearDown)(byParent: true)"
        guard shutdownIsolation != .nonisolated else {
            writer.line("\(adopt) { [weak self] in self?.\(tearDown) }")
            return
        }
        writer.line("nonisolated(unsafe) weak var child: \(className(graphClass))?")
        writer.line("child = self")
        writer.line("\(adopt) { child?.\(tearDown) }")
    }
}
