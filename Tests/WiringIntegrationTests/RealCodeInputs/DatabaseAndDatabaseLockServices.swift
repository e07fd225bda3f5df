// A server with a database and a distributed lock service for it, named 'DatabaseLock', both shared.
// @Component(scope: .shared)
final class Database: Sendable {
    let name = "primary"
}

// @Component(scope: .shared)
final class DatabaseLock: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
    func acquire(_ key: String) -> String { "locked \(key) on \(database.name)" }
}

// @Component(scope: .shared)
final class SessionInstance: Sendable {
    let id = 1
}

// @Component(scope: .shared)
final class Session: Sendable {
    let instance: SessionInstance
    init(instance: SessionInstance) { self.instance = instance }
}

// main.swift
let graph = AppGraph()
print(graph.databaseLock.acquire("jobs"), graph.databaseLock.database === graph.database)
print(graph.session.instance === graph.sessionInstance)
// expect-output: locked jobs on primary true
// expect-output: true
