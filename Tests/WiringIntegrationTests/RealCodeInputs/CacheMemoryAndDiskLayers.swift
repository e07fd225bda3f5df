// A layered cache: memory in front of disk, two named bindings of one cache protocol.
protocol DataCache: AnyObject {
    func get(_ key: String) -> String?
    func set(_ key: String, _ value: String)
}

// @Named(memory)
// @Component(scope: .shared, as: DataCache)
final class MemoryCache: DataCache {
    private var values: [String: String] = [:]
    func get(_ key: String) -> String? { values[key] }
    func set(_ key: String, _ value: String) { values[key] = value }
}

// @Named(disk)
// @Component(scope: .shared, as: DataCache)
final class DiskCache: DataCache {
    private var values = ["avatar": "from disk"]
    func get(_ key: String) -> String? { values[key] }
    func set(_ key: String, _ value: String) { values[key] = value }
}

// @Component
struct LayeredCache {
    // @Named(memory)
    let front: any DataCache
    // @Named(disk)
    let back: any DataCache

    func get(_ key: String) -> String? {
        if let hit = front.get(key) { return "memory: " + hit }
        guard let value = back.get(key) else { return nil }
        front.set(key, value)
        return value
    }
}

// main.swift
let graph = AppGraph()
print(graph.layeredCache.get("avatar") ?? "miss")
print(graph.layeredCache.get("avatar") ?? "miss")
print(graph.layeredCache.get("banner") ?? "miss")
// expect-output: from disk
// expect-output: memory: from disk
// expect-output: miss
