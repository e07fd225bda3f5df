// A thumbnail pipeline makes a worker per job from a '@Sendable' factory, in a task group.
// @Component(scope: .shared)
final class ThumbnailSettings: Sendable {
    let size = 128
}

// @Component
final class ThumbnailWorker: Sendable {
    let settings: ThumbnailSettings
    init(settings: ThumbnailSettings) { self.settings = settings }
    func render(_ name: String) -> String { "\(name)@\(settings.size)" }
}

// @Component(scope: .shared)
final class ThumbnailPipeline: Sendable {
    let makeWorker: @Sendable () -> ThumbnailWorker
    init(makeWorker: @escaping @Sendable () -> ThumbnailWorker) { self.makeWorker = makeWorker }
    func run(_ names: [String]) async -> [String] {
        await withTaskGroup(of: String.self) { group in
            for name in names { group.addTask { self.makeWorker().render(name) } }
            var results: [String] = []
            for await result in group { results.append(result) }
            return results.sorted()
        }
    }
}

// main.swift
let graph = AppGraph()
print(await graph.thumbnailPipeline.run(["b.png", "a.png", "c.png"]))
// expect-output: ["a.png@128", "b.png@128", "c.png@128"]
