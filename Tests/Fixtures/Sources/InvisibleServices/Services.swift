/// Components of a library module whose declarations the app's graph cannot see.
// @Component(scope: .shared)
final class Database {
    init() {}
}

// @Component
public struct Settings {
    let database: Database
}

// @Provides
func makeRetryCount() -> Int { 3 }
