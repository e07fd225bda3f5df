// A generic actor store, one shared instance per model type, used from async code.
struct Todo: Sendable {
    let title: String
}

struct Habit: Sendable {
    let name: String
}

// @Component(scope: .shared)
actor ModelStore<Model: Sendable> {
    private var models: [Model] = []
    func add(_ model: Model) -> Int {
        models.append(model)
        return models.count
    }
}

// @Component
struct Planner: Sendable {
    let todos: ModelStore<Todo>
    let habits: ModelStore<Habit>
}

// main.swift
let graph = AppGraph()
print(await graph.planner.todos.add(Todo(title: "a")), await graph.planner.todos.add(Todo(title: "b")))
print(await graph.planner.habits.add(Habit(name: "run")), graph.planner.todos === graph.modelStoreTodo)
// expect-output: 1 2
// expect-output: 1 true
