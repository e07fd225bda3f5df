// The database's lifecycle methods live in an extension, as many codebases organize them.
// @Component(scope: .shared, teardown: close)
final class SQLiteDatabase {
    let path = "todos.sqlite"
}

extension SQLiteDatabase {
    func close() { print("closed \(path)") }
}

// @Component
struct TodoDAO {
    let database: SQLiteDatabase
}

// main.swift
let graph = AppGraph()
print(graph.todoDAO.database.path)
graph.shutdown()
// expect-output: todos.sqlite
// expect-output: closed todos.sqlite
