// The search index is costly to build; the search screen builds it on first use and keeps it.
// @Component
final class SearchIndex {
    let words: [String]
    init() {
        print("index built")
        words = ["apples", "bread", "butter"]
    }
}

// @Component
final class SearchScreen {
    private let index: () -> SearchIndex
    init(
        // @Lazy
        index: @escaping () -> SearchIndex
    ) {
        self.index = index
        print("screen shown")
    }
    func search(_ prefix: String) -> [String] { index().words.filter { $0.hasPrefix(prefix) } }
    var indexIdentity: ObjectIdentifier { ObjectIdentifier(index()) }
}

// main.swift
let graph = AppGraph()
let screen = graph.searchScreen
print(screen.search("b"))
print(screen.search("a"))
print(screen.indexIdentity == screen.indexIdentity)
// expect-output: screen shown
// expect-output: index built
// expect-output: ["bread", "butter"]
// expect-output: ["apples"]
// expect-output: true
