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

/// What the app passes to its graph, which reads each property from another module.
// @Inputs
public struct LaunchInputs {
    let region: String
}

public final class Controller {
    // @Inject
    public private(set) var settings: Settings?
}
