// Database connections are opened asynchronously and may fail; each repository gets a fresh one.
struct ConnectionFailed: Error {}

final class Connection: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

// @Inputs
struct DatabaseURL {
    let url: String
}

enum Database {
    // @Provides
    nonisolated(nonsending) static func connect(url: String) async throws -> Connection {
        guard url.hasPrefix("postgres://") else { throw ConnectionFailed() }
        return Connection(id: url.count)
    }
}

// @Component
struct TodoRepository: Sendable {
    let connection: Connection
}

// main.swift
let good = AppGraph(inputs: DatabaseURL(url: "postgres://db"))
print(try await good.todoRepository.connection.id)
do {
    _ = try await AppGraph(inputs: DatabaseURL(url: "mysql://db")).todoRepository
} catch {
    print("error: \(error)")
}
// expect-output: 13
// expect-output: error: ConnectionFailed()
