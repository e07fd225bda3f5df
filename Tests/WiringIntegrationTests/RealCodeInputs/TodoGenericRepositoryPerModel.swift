// One generic repository type, specialized for each model the app stores; shared per model.
protocol Identified: Sendable {
    var id: Int { get }
}

struct Todo: Identified {
    let id: Int
}

struct Tag: Identified {
    let id: Int
}

protocol Repository<Model>: AnyObject {
    associatedtype Model
    func save(_ model: Model)
    var count: Int { get }
}

// @Component(scope: .shared, as: Repository<Model>)
final class InMemoryRepository<Model: Identified>: Repository {
    private var models: [Int: Model] = [:]
    func save(_ model: Model) { models[model.id] = model }
    var count: Int { models.count }
}

// @Component
final class TodoService {
    let todos: any Repository<Todo>
    let tags: InMemoryRepository<Tag>
    init(todos: any Repository<Todo>, tags: InMemoryRepository<Tag>) {
        self.todos = todos
        self.tags = tags
    }
}

// main.swift
let graph = AppGraph()
let service = graph.todoService
service.todos.save(Todo(id: 1))
service.todos.save(Todo(id: 2))
service.tags.save(Tag(id: 1))
print(graph.inMemoryRepositoryTodo.count, graph.todoService.tags.count)
print(graph.todoService.todos === graph.inMemoryRepositoryTodo)
// expect-output: 2 1
// expect-output: true
