// A mistake: a shared database connection opened asynchronously, off the main actor.
// @Component(scope: .shared)
final class DatabaseConnection: Sendable {
    nonisolated(nonsending) init() async {}
}

// @Component
struct TodoQueries: Sendable {
    let connection: DatabaseConnection
}

// expect-diagnostic: Components.swift:3:13: error: 'DatabaseConnection' is shared and created asynchronously; the graph can create a kept instance asynchronously only once on the main actor: mark 'DatabaseConnection' (or its init) '@MainActor', make it unscoped, or create it before the graph and pass it in the '@Inputs' struct [#AsyncKeptInstance]
