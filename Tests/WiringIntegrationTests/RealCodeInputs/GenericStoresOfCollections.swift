// Generic state stores specialized with collection types: a store of '[Todo]' and one of '[String: Int]'.
struct Todo: Sendable {
    let title: String
}

// @Component(scope: .shared)
final class StateStore<State> {
    var state: State?
}

// @Component
struct Dashboard {
    let todos: StateStore<[Todo]>
    let counters: StateStore<[String: Int]>
}

// @Component
struct Sidebar {
    let todos: StateStore<[Todo]>
}

// main.swift
let graph = AppGraph()
graph.dashboard.todos.state = [Todo(title: "a"), Todo(title: "b")]
graph.dashboard.counters.state = ["open": 2]
print(graph.sidebar.todos.state?.count ?? 0, graph.dashboard.counters.state?["open"] ?? 0)
print(graph.sidebar.todos === graph.dashboard.todos)
// expect-output: 2 2
// expect-output: true
