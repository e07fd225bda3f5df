// The crash reporter is optional (only some builds link it) and made lazily, on the first crash.
protocol CrashReporter: AnyObject {
    func report(_ message: String) -> String
}

// @Component(as: CrashReporter)
final class SentryReporter: CrashReporter {
    init() { print("reporter started") }
    func report(_ message: String) -> String { "sent: \(message)" }
}

// @Component
final class ErrorHandler {
    private let reporter: () -> (any CrashReporter)?
    init(
        // @Optional
        // @Lazy
        reporter: @escaping () -> (any CrashReporter)?
    ) {
        self.reporter = reporter
    }
    func handle(_ message: String) -> String { reporter()?.report(message) ?? "dropped" }
}

// main.swift
let graph = AppGraph()
let handler = graph.errorHandler
print("handler ready")
print(handler.handle("disk full"))
print(handler.handle("timeout"))
// expect-output: handler ready
// expect-output: reporter started
// expect-output: sent: disk full
// expect-output: sent: timeout
