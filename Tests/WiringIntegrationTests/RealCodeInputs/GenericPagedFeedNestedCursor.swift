// A generic feed with a nested generic page cursor type, both built by the graph per item type.
struct Post: Sendable {
    let text: String
}

// @Component(scope: .shared)
final class FeedSource<Item> {
    var items: [Item] = []
}

struct Paging<Item> {
    // @Component
    struct Cursor {
        let source: FeedSource<Item>
        let pageSize: Int = 1
        func first() -> [Item] { Array(source.items.prefix(pageSize)) }
    }
}

// @Component
struct Timeline {
    let cursor: Paging<Post>.Cursor
}

// main.swift
let graph = AppGraph()
graph.feedSourcePost.items = [Post(text: "hello"), Post(text: "world")]
print(graph.timeline.cursor.first().map(\.text))
// expect-output: ["hello"]
