// A test replaces a named store and one specialization of a generic repository.
protocol Store: AnyObject {
    var label: String { get }
}

// @Named(primary)
// @Component(scope: .shared, as: Store)
final class DiskStore: Store {
    let label = "disk"
}

final class MemoryStore: Store {
    let label = "memory"
}

struct Todo {}

// @Component(scope: .shared)
final class Repository<Model> {
    var source = "live"
}

// @Component
final class TodoScreen {
    let text: String
    init(
        // @Named(primary)
        store: any Store,
        todos: Repository<Todo>
    ) { text = "\(store.label)/\(todos.source)" }
}

// main.swift
print(AppGraph().todoScreen.text)
var overrides = AppGraph.Overrides()
overrides.primaryStore = { MemoryStore() }
overrides.repositoryTodo = {
    let fake = Repository<Todo>()
    fake.source = "fake"
    return fake
}
print(AppGraph(overrides: overrides).todoScreen.text)
// expect-output: disk/live
// expect-output: memory/fake
