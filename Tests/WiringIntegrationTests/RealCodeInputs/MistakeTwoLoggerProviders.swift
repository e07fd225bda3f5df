// A mistake: a logger is provided twice, once by the app and once by a copied helper.
struct Logger {
    let label: String
}

enum AppLogging {
    // @Provides(scope: .shared)
    static func logger() -> Logger { Logger(label: "app") }
}

enum DebugHelpers {
    // @Provides
    static func debugLogger() -> Logger { Logger(label: "debug") }
}

// @Component
final class SyncService {
    init(logger: Logger) {}
}

// expect-diagnostic: Components.swift:8:17: error: 'Logger' is bound 2 times, by provider 'AppLogging.logger()' and provider 'DebugHelpers.debugLogger()'; a type can have only one binding: remove all but one [#DuplicateBinding]
// expect-diagnostic: Components.swift:8:17: note: 'Logger' is bound here by provider 'AppLogging.logger()'
// expect-diagnostic: Components.swift:13:17: note: 'Logger' is bound here by provider 'DebugHelpers.debugLogger()'
