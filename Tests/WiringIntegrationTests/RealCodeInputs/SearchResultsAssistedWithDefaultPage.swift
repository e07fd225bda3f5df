// Search results are made per query; the page parameter keeps its default.
// @Component(scope: .shared)
final class SearchAPI {
    func search(_ query: String, page: Int) -> String { "\(query) p\(page)" }
}

// @Component(assisted: query)
final class SearchResults {
    let summary: String
    init(api: SearchAPI, query: String, page: Int = 1) { summary = api.search(query, page: page) }
}

// main.swift
let graph = AppGraph()
print(graph.makeSearchResults(query: "milk").summary)
// expect-output: milk p1
