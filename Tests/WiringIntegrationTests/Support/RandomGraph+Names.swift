import SeededRandom

/// Names that shadow: some graphs' sources declare types named like those of the standard library, its concurrency
/// module and Foundation that the generated code spells (`struct Task {}` beside a main-actor instance created
/// asynchronously, whose creation the graph keeps in a task; `struct NSLock {}` beside its locks; `struct KeyPath {}`
/// beside its overrides), added from a random stream of their own (the seed XOR `0x5_4AD0`), so that a graph without
/// them is the one its seed made before. The generated graph must compile and behave the same: it spells those
/// names with their modules (docs/Annotations.md, "Names your sources declare").
extension RandomGraph {
    /// The names a graph's sources may take from the libraries. Not those the sources and the driver use themselves
    /// (`Int`, `String`, `Bool`, `Error`, `Sendable`), which would change what they mean.
    static let shadowableNames = [
        "Task", "TaskLocal", "Result", "Optional", "Never", "NSLock", "NSRecursiveLock", "UInt8", "ObjectIdentifier",
        "KeyPath", "MemoryLayout",
    ]

    /// Graphs in five of ten declare one to all of ``shadowableNames``, each an empty struct.
    mutating func addShadowingNames(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x5_4AD0)
        guard random.chance(50) else { return }
        shadowingNames = Self.shadowableNames.filter { _ in random.chance(50) }
        if shadowingNames.isEmpty, let one = random.pick(Self.shadowableNames) { shadowingNames = [one] }
    }
}

extension RandomGraphSource {
    /// `struct Task {}`, one line each, at the end of the sources.
    mutating func writeShadowingNames(_ graph: RandomGraph) {
        guard !graph.shadowingNames.isEmpty else { return }
        line()
        line("/// Named like the library's types the generated graph spells, which it must not mean.")
        for name in graph.shadowingNames { line("struct \(name) {}") }
    }
}
