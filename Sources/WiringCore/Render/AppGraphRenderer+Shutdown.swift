/// `shutdown()`, which every graph has when a component names its teardown: it shuts down the graph's child graphs
/// still alive, newest first, then releases every instance the graph kept, dependents first, calling each
/// `teardown:` method once; and the check that traps when the graph is used afterwards. A parent lists its children
/// while they live, so that its shutdown reaches them; a child leaves the list when it is shut down or released.
extension AppGraphRenderer {
    func writeShutdown() {
        let kept = graph.order.reversed().filter { plan.keptInstances[$0] != nil && isMember($0) }
        let teardowns = kept.compactMap { index -> (index: Int, typeName: String, method: String, local: String)? in
            guard case .component(let component) = model.bindings[index].source,
                let method = model.components[component].teardown,
                let local = plan.keptInstances[index]?.tornDown
            else { return nil }
            return (index, model.components[component].typeName, method, local)
        }
        let tornDown = teardowns.map { "`\($0.typeName).\($0.method)()`" }
        let isChild = graphClass != 0
        let hasChildren = model.graphs.contains { $0.parent == graphClass }
        let (lock, isShutDown) = (lifecycleLock, FixedNames.isShutDown)
        let name = className(graphClass)
        writer.line()
        let children = hasChildren ? "shuts down its child graphs still alive, newest first, then " : ""
        if tornDown.isEmpty {
            writer.line(
                "/// Tears the graph down: \(children)releases every instance it kept. Using the graph afterwards")
        } else {
            writer.line(
                "/// Tears the graph down, dependents before what they depend on: \(children)calls \(NearMatches.list(tornDown)) on the"
            )
            writer.line(
                "/// instances it created, each exactly once, and releases every instance it kept. Using the graph afterwards"
            )
        }
        writer.line("/// (or shutting it down twice) is a programmer error, and traps.")
        let isolation = shutdownIsMainActor ? "@MainActor " : ""
        let body = {
            writer.line("\(lock).lock()")
            if isChild {
                writer.block("if byParent, \(isShutDown) {") {
                    writer.line("\(lock).unlock()")
                    writer.line("return")
                }
            }
            writer.line("precondition(!\(isShutDown), \"\(name).\(FixedNames.shutdown)() called twice\")")
            writer.line("\(isShutDown) = true")
            if hasChildren {
                writer.line("let children = \(FixedNames.childGraphs).sorted { $0.key > $1.key }")
                writer.line("\(FixedNames.childGraphs) = [:]")
            }
            writer.line("\(lock).unlock()")
            if isChild {
                writer.line("\(FixedNames.parent).\(FixedNames.releaseChildGraph)(\(FixedNames.childGraphNumber))")
            }
            if hasChildren { writer.line("for child in children { child.value() }") }
            // Every instance to tear down is taken before any is released: releasing a shared instance may release
            // the last holder of a weak one that still has to be torn down.
            let tornDownIndices = Set(teardowns.map(\.index))
            for teardown in teardowns { writeRelease(teardown.index, keeping: true) }
            for index in kept where !tornDownIndices.contains(index) { writeRelease(index, keeping: false) }
            for teardown in teardowns { writer.line("\(teardown.local)?.\(teardown.method)()") }
        }
        if isChild {
            writer.block("\(isolation)\(api)func \(FixedNames.shutdown)() {") {
                writer.line("\(FixedNames.tearDown)(byParent: false)")
            }
            writer.line()
            writer.line("/// `shutdown()`, which the parent's calls too: a graph shut down already is left alone then.")
            writer.block("\(isolation)fileprivate func \(FixedNames.tearDown)(byParent: Bool) {", body)
        } else {
            writer.block("\(isolation)\(api)func \(FixedNames.shutdown)() {", body)
            writer.line("private let \(lock) = NSLock()")
        }
        writer.line("private var \(isShutDown) = false")
        if hasChildren { writeChildGraphList() }
        if isChild { writeChildGraphNumber() }
        writer.line()
        writer.block("private func \(FixedNames.assertNotShutDown)() {") {
            writer.line("\(lock).lock()")
            writer.line("defer { \(lock).unlock() }")
            writer.line("precondition(!\(isShutDown), \"\(name) used after \(FixedNames.shutdown)()\")")
        }
    }

    /// The lock of the lifecycle: the root graph's own, a child graph's one lock.
    private var lifecycleLock: String { graphClass == 0 ? FixedNames.lifecycleLock : FixedNames.graphLock }

    /// Whether `shutdown()` is `@MainActor`: when any graph keeps a main-actor instance, as a parent's shutdown
    /// calls its children's.
    private var shutdownIsMainActor: Bool {
        plan.keptInstances.keys.contains { graph.effects[$0].isMainActor }
    }

    /// A parent's list of its child graphs alive, and the functions a child joins and leaves it with.
    private func writeChildGraphList() {
        let (lock, children, last) = (lifecycleLock, FixedNames.childGraphs, FixedNames.lastChildGraph)
        let isolation = shutdownIsMainActor ? "@MainActor " : ""
        writer.line("private var \(children): [Int: \(isolation)() -> Void] = [:]")
        writer.line("private var \(last) = 0")
        writer.line()
        writer.line("/// Lists a child graph, which `shutdown()` shuts down first unless it leaves the list before.")
        writer.block(
            "fileprivate func \(FixedNames.adoptChildGraph)(_ shutdown: @escaping \(isolation)() -> Void) -> Int {"
        ) {
            writer.line("\(lock).lock()")
            writer.line("defer { \(lock).unlock() }")
            writer.line(
                "precondition(!\(FixedNames.isShutDown), \"\(className(graphClass)) used after \(FixedNames.shutdown)()\")"
            )
            writer.line("\(last) += 1")
            writer.line("\(children)[\(last)] = shutdown")
            writer.line("return \(last)")
        }
        writer.line()
        writer.block("fileprivate func \(FixedNames.releaseChildGraph)(_ number: Int) {") {
            writer.line("\(lock).lock()")
            writer.line("\(children)[number] = nil")
            writer.line("\(lock).unlock()")
        }
    }

    /// A child's number in its parent's list, which it leaves when it is released without a shutdown.
    private func writeChildGraphNumber() {
        writer.line("private var \(FixedNames.childGraphNumber) = 0")
        writer.line()
        writer.block("deinit {") {
            writer.line("\(FixedNames.parent).\(FixedNames.releaseChildGraph)(\(FixedNames.childGraphNumber))")
        }
    }

    /// In a child's init: joins the parent's list of children. On the main actor, through a `Sendable` weak
    /// reference: the `@MainActor` closure may not capture the graph, which is not `Sendable`.
    func writeAdoption() {
        let (number, adopt, tearDown) = (FixedNames.childGraphNumber, FixedNames.adoptChildGraph, FixedNames.tearDown)
        guard let reference = plan.childGraphReferenceType else {
            return writer.line(
                "\(number) = \(FixedNames.parent).\(adopt) { [weak self] in self?.\(tearDown)(byParent: true) }")
        }
        writer.line(
            "\(number) = \(FixedNames.parent).\(adopt) { [child = \(reference)(graph: self)] in child.graph?.\(tearDown)(byParent: true) }"
        )
    }

    /// The weak reference a child lists itself through when `shutdown()` is on the main actor, after the classes.
    func writeChildGraphReference() {
        guard let reference = plan.childGraphReferenceType else { return }
        writer.line()
        writer.line(
            "/// A weak reference to a child graph, which its parent's list of children keeps for `shutdown()`, on the main"
        )
        writer.line("/// actor: the graph is not `Sendable`, and its lock guards what it keeps.")
        writer.block("private struct \(reference)<Graph: AnyObject>: @unchecked Sendable {") {
            writer.line("weak var graph: Graph?")
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
