// Vapor-style route handlers keyed by their path patterns, which hold slashes, colons and a comma.
protocol RouteHandler: Sendable {
    func respond() -> String
}

// @Component(into: [String: RouteHandler], key: "GET /todos/:id")
struct ShowTodo: RouteHandler {
    func respond() -> String { "one todo" }
}

// @Component(into: [String: RouteHandler], key: "POST /todos")
struct CreateTodo: RouteHandler {
    func respond() -> String { "created" }
}

// @Component(into: [String: RouteHandler], key: "GET /search?q=a,b (all)")
struct SearchTodos: RouteHandler {
    func respond() -> String { "results" }
}

// @Component
struct RouteTable: Sendable {
    let handlers: [String: any RouteHandler]
}

// main.swift
let table = AppGraph().routeTable
for key in table.handlers.keys.sorted() { print("\(key) -> \(table.handlers[key]!.respond())") }
// expect-output: GET /search?q=a,b (all) -> results
// expect-output: GET /todos/:id -> one todo
// expect-output: POST /todos -> created
