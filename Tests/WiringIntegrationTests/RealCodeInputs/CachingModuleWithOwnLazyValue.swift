// A caching module declares its own 'LazyValue' type; the graph's lazy factories must not clash with it.
final class LazyValue {
    let describe = "the app's own LazyValue"
}

// @Component
final class Thumbnailer {
    init() { print("thumbnailer made") }
}

// @Component
final class Gallery {
    let thumbnailer: () -> Thumbnailer
    let mine: LazyValue
    init(
        // @Lazy
        thumbnailer: @escaping () -> Thumbnailer,
        mine: LazyValue
    ) {
        self.thumbnailer = thumbnailer
        self.mine = mine
    }
}

enum Values {
    // @Provides
    static func lazyValue() -> LazyValue { LazyValue() }
}

// main.swift
let graph = AppGraph()
let gallery = graph.gallery
print(gallery.thumbnailer() === gallery.thumbnailer(), gallery.mine.describe)
// expect-output: thumbnailer made
// expect-output: true the app's own LazyValue
