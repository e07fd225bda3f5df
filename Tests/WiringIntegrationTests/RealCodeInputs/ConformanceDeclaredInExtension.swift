// The cache's protocol conformance is declared in an extension, next to the methods that implement it.
protocol ImageCaching: AnyObject {
    func image(for key: String) -> String?
}

// @Component(scope: .shared, as: ImageCaching)
final class MemoryImageCache {
    var storage = ["ann": "ann.png"]
}

extension MemoryImageCache: ImageCaching {
    func image(for key: String) -> String? { storage[key] }
}

// @Component
final class AvatarView {
    let cache: any ImageCaching
    init(cache: any ImageCaching) { self.cache = cache }
}

// main.swift
let graph = AppGraph()
print(graph.avatarView.cache.image(for: "ann") ?? "none", graph.avatarView.cache === graph.memoryImageCache)
// expect-output: ann.png true
