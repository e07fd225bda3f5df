// A mistake: '.singleton', the scope another DI framework calls it, instead of '.shared'.
// @Component(scope: .singleton)
final class DatabaseManager {}

// @Component
final class TodoRepository {
    init(database: DatabaseManager) {}
}

// expect-diagnostic: Components.swift:2:22: error: unknown scope '.singleton'; use '.unscoped', '.shared' or '.weak' [#InvalidOptionValue]
