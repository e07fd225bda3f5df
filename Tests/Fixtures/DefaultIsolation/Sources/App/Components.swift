import Core
import Kit

/// The main actor's by the module's default isolation, so a `@Sendable` factory of it says `@MainActor`.
// @Component(scope: .shared)
final class Database: Sendable {
    init() {}
}

// @Component(scope: .shared)
final class Repository: Sendable {
    let database: @MainActor @Sendable () -> Database
    init(database: @escaping @MainActor @Sendable () -> Database) { self.database = database }
}

// @Component
final class Engine {
    init() {}
}

// @Component(scope: .shared)
final class Car {
    let engine: () -> Engine
    init(
        // @Lazy
        engine: @escaping () -> Engine
    ) { self.engine = engine }
}

// @Component
final class Screen {
    let session: Session
    let tool: Tool
    init(session: Session, tool: Tool) {
        self.session = session
        self.tool = tool
    }
}
