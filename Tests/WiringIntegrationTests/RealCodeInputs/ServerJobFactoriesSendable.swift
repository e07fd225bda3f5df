// A Sendable job scheduler keeps a factory per job name and makes a fresh handler for each run, from any task.
protocol JobHandler: Sendable {
    func run() -> String
}

// @Component(into: [String: JobHandler], key: "digest")
struct DigestJob: JobHandler {
    func run() -> String { "digest sent" }
}

// @Component(into: [String: JobHandler], key: "purge")
struct PurgeJob: JobHandler {
    func run() -> String { "cache purged" }
}

// @Component(scope: .shared)
final class Scheduler: Sendable {
    let factories: [String: @Sendable () -> any JobHandler]
    init(factories: [String: @Sendable () -> any JobHandler]) { self.factories = factories }
}

// main.swift
let graph = AppGraph()
let results = await withTaskGroup(of: String.self) { group in
    for name in ["purge", "digest"] { group.addTask { graph.scheduler.factories[name]?().run() ?? "?" } }
    var all: [String] = []
    for await result in group { all.append(result) }
    return all.sorted()
}
print(results)
// expect-output: ["cache purged", "digest sent"]
