// A to-do app: a store of tasks, a sync engine that pushes changes, and the app's own 'Task' model type.
struct Task: Sendable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

protocol SyncTransport: AnyObject {
    func push(_ tasks: [Task]) -> Int
}

// @Component(scope: .shared, as: SyncTransport)
final class CloudTransport: SyncTransport {
    private(set) var pushes = 0
    func push(_ tasks: [Task]) -> Int {
        pushes += 1
        return tasks.count
    }
}

// @Component(scope: .shared)
final class TaskStore {
    private(set) var tasks: [Task] = []
    func add(_ title: String) { tasks.append(Task(id: tasks.count + 1, title: title)) }
    func complete(_ id: Int) { if let i = tasks.firstIndex(where: { $0.id == id }) { tasks[i].isDone = true } }
}

// @Component(scope: .shared)
final class SyncEngine {
    let store: TaskStore
    let transport: any SyncTransport
    init(store: TaskStore, transport: any SyncTransport) {
        self.store = store
        self.transport = transport
    }
    func sync() -> String { "synced \(transport.push(store.tasks)) tasks" }
}

// main.swift
let graph = AppGraph()
graph.taskStore.add("Write tests")
graph.taskStore.add("Ship")
graph.taskStore.complete(1)
print(graph.syncEngine.sync())
print(graph.syncEngine.store.tasks.map { "\($0.id) \($0.title) \($0.isDone)" })
print(graph.cloudTransport.pushes, graph.syncEngine.transport === graph.cloudTransport)
// expect-output: synced 2 tasks
// expect-output: ["1 Write tests true", "2 Ship false"]
// expect-output: 1 true
