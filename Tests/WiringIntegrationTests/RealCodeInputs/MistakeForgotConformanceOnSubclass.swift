// A mistake: the memory cache is bound as the cache protocol, but its declaration forgot the conformance.
protocol ImageCaching: AnyObject {
    func image(for key: String) -> String?
}

class BaseCache {
    var storage: [String: String] = [:]
}

// @Component(scope: .shared, as: ImageCaching)
final class MemoryImageCache: BaseCache {
    func image(for key: String) -> String? { storage[key] }
}

// @Component
final class AvatarView {
    init(cache: any ImageCaching) {}
}

// expect-diagnostic: Components.swift:10:35: error: 'MemoryImageCache' does not conform to 'ImageCaching', so it cannot be bound 'as: ImageCaching'; add ': ImageCaching' to its declaration (or an extension), or remove it from 'as:' [#MissingConformance]
// expect-diagnostic: Components.swift:11:13: note: 'MemoryImageCache' declares 'BaseCache'
