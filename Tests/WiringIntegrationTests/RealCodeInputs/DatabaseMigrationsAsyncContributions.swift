// Database migrations are contributed to the migrator; one is loaded asynchronously and may fail.
protocol Migration: Sendable {
    var version: Int { get }
}

struct MigrationFileMissing: Error {}

// @Component(into: [Migration], priority: 2)
struct CreateTodos: Migration {
    let version = 1
}

// @Component(into: [Migration], priority: 1)
struct AddDueDates: Migration {
    let version: Int
    nonisolated(nonsending) init() async throws {
        await Task.yield()
        version = 2
    }
}

// @Component
struct Migrator: Sendable {
    let migrations: [any Migration]
    var plan: [Int] { migrations.map(\.version) }
}

// main.swift
print(try await AppGraph().migrator.plan)
// expect-output: [1, 2]
