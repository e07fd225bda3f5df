// A Core Data-style stack: the container is made by a provider, its view context shared, saved at shutdown.
final class PersistentContainer {
    let name: String
    let viewContext = ManagedObjectContext()
    init(name: String) { self.name = name }
}

final class ManagedObjectContext {
    var pending: [String] = []
    func save() { print("saved \(pending.count) changes") }
}

enum PersistenceStack {
    // @Provides(scope: .shared)
    static func container() -> PersistentContainer { PersistentContainer(name: "Todos") }

    // @Provides
    static func viewContext(container: PersistentContainer) -> ManagedObjectContext { container.viewContext }
}

// @Component(scope: .shared, teardown: saveAll)
final class TodoPersistence {
    let context: ManagedObjectContext
    init(context: ManagedObjectContext) { self.context = context }
    func insert(_ title: String) { context.pending.append(title) }
    func saveAll() { context.save() }
}

// main.swift
let graph = AppGraph()
graph.todoPersistence.insert("a")
graph.todoPersistence.insert("b")
print(graph.managedObjectContext === graph.persistentContainer.viewContext, graph.persistentContainer.name)
graph.shutdown()
// expect-output: true Todos
// expect-output: saved 2 changes
