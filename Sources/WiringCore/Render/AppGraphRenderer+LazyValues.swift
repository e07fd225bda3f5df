/// `// @Lazy` factories: the closure a consumer receives asks the graph once, on its first call, and returns that
/// value on every later call. Each closure the graph passes captures a memo of its own, so each instance of the
/// consumer gets its own value; the memo is one small class at the end of the root file, which every part uses, not a library type, so
/// that a component in any module takes a plain `() -> T`.
extension AppGraphRenderer {
    /// `LazyValue.first({ [unowned self] in self.engine })`: the factory, wrapped once in a memo when the consumer
    /// is created, and a closure that asks the memo.
    func lazyClosure(around factory: String) -> String {
        guard let type = plan.lazyValueType else { preconditionFailure("a memoized factory plans its memo's type") }
        return "\(type).\(FixedNames.lazyValueFunction)(\(factory))"
    }

    /// The memo: the factory until its first call, then the value it made, both behind a lock.
    func writeLazyValueType(_ name: String) {
        let method = FixedNames.lazyValueMethod
        let comment = [
            "What a '// @Lazy' factory keeps: the value of its first call, which every later call returns.",
            "",
            "`@unchecked Sendable`: `make` and `kept` are read and written only while `lock` is held, so a",
            "'@Sendable' factory called from many threads at once creates one value; the others wait for it.",
            "The lock is recursive so that a call made again by the value's own creation, on the same thread,",
            "stops with a message instead of waiting for itself forever.",
            "`nonisolated`: the factory it returns is called from anywhere, in a module whose default isolation",
            "is the main actor too.",
        ]
        for line in comment { writer.line(line.isEmpty ? "///" : "/// " + line) }
        writer.block("nonisolated final class \(name)<Value>: @unchecked \(plan.library.sendable) {") {
            writer.line("private let lock = \(plan.library.recursiveLock)()")
            writer.line("private var make: (() -> Value)?")
            writer.line("private var kept: Value?")
            writer.line()
            writer.line("/// A closure that calls `make` on its first call only, and returns that value on every call.")
            writer.block(
                "static func \(FixedNames.lazyValueFunction)(_ make: @escaping () -> Value) -> @Sendable () -> Value {"
            ) {
                writer.line("let memo = \(name)(make)")
                writer.line("return { memo.\(method)() }")
            }
            writer.line()
            writer.block("private init(_ make: @escaping () -> Value) {") {
                writer.line("self.make = make")
            }
            writer.line()
            writer.block("private func \(method)() -> Value {") {
                writer.line("lock.lock()")
                writer.line("defer { lock.unlock() }")
                writer.line("if let kept { return kept }")
                writer.block("guard let make else {") {
                    writer.line(
                        "\(plan.library.fatalError)(\"\(options.graphTypeName): the '@Lazy' value '\\(Value.self)' was asked for again during its own creation: call the factory later, not in an init its creation reaches\")"
                    )
                }
                writer.line("// The factory is let go once it has made the value: the memo no longer holds the graph.")
                writer.line("self.make = nil")
                writer.line("let value = make()")
                writer.line("kept = value")
                writer.line("return value")
            }
        }
    }
}
