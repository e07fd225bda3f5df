// A generic cache provider gives each key/value pair its own shared cache.
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    var count: Int { storage.count }
}

struct Image {
    let pixels: Int
}

enum Caches {
    // @Provides(scope: .shared)
    static func cache<Key: Hashable, Value>() -> Cache<Key, Value> { Cache() }
}

// @Component
final class ImageLoader {
    let images: Cache<String, Image>
    let sizes: Cache<String, Int>
    init(images: Cache<String, Image>, sizes: Cache<String, Int>) {
        self.images = images
        self.sizes = sizes
    }
}

// @Component
final class Thumbnailer {
    let images: Cache<String, Image>
    init(images: Cache<String, Image>) { self.images = images }
}

// main.swift
let graph = AppGraph()
graph.imageLoader.images["cat"] = Image(pixels: 64)
graph.imageLoader.sizes["cat"] = 2
print(graph.thumbnailer.images["cat"]?.pixels ?? 0, graph.cacheStringImage.count, graph.cacheStringInt.count)
print(graph.thumbnailer.images === graph.imageLoader.images)
// expect-output: 64 1 1
// expect-output: true
