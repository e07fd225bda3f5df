// A job queue dispatches jobs to handlers registered under their names.
protocol JobHandler: Sendable {
    func run(_ payload: String) -> String
}

// @Component(into: [String: JobHandler], key: "email")
struct EmailJob: JobHandler {
    func run(_ payload: String) -> String { "emailed \(payload)" }
}

// @Component(into: [String: JobHandler], key: "thumbnail")
struct ThumbnailJob: JobHandler {
    func run(_ payload: String) -> String { "resized \(payload)" }
}

// @Component(into: [String: JobHandler], key: "cleanup")
struct CleanupJob: JobHandler {
    func run(_ payload: String) -> String { "cleaned \(payload)" }
}

// @Component(scope: .shared)
final class JobQueue: Sendable {
    let handlers: [String: any JobHandler]
    init(handlers: [String: any JobHandler]) { self.handlers = handlers }
    func dispatch(_ name: String, _ payload: String) -> String {
        handlers[name]?.run(payload) ?? "no handler for \(name)"
    }
}

// main.swift
let queue = AppGraph().jobQueue
print(queue.handlers.keys.sorted())
print(queue.dispatch("email", "ann"))
print(queue.dispatch("thumbnail", "cat.png"))
print(queue.dispatch("backup", "db"))
// expect-output: ["cleanup", "email", "thumbnail"]
// expect-output: emailed ann
// expect-output: resized cat.png
// expect-output: no handler for backup
