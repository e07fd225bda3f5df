// A shared search service builds its index on the first query, from any task, exactly once.
import Foundation

// @Component
final class SearchIndex: Sendable {
    init() { print("index built") }
    func query(_ term: String) -> Int { term.count }
}

// @Component(scope: .shared)
final class SearchService: Sendable {
    private let index: @Sendable () -> SearchIndex
    init(
        // @Lazy
        index: @escaping @Sendable () -> SearchIndex
    ) { self.index = index }
    func search(_ term: String) -> Int { index().query(term) }
}

// main.swift
let graph = AppGraph()
let total = await withTaskGroup(of: Int.self) { group in
    for term in ["a", "bb", "ccc", "dddd"] { group.addTask { graph.searchService.search(term) } }
    var sum = 0
    for await count in group { sum += count }
    return sum
}
print(total)
// expect-output: index built
// expect-output: 10
