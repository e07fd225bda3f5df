protocol Plugin {}

// @Component(into: [Plugin])
struct LoggingPlugin: Plugin {}

// @Component
final class Engine {}

struct Connection {}

enum Network {
    // @Provides
    static func connect() throws -> Connection { Connection() }

    // @Provides
    static func download() async -> [UInt8] { [] }
}

// @MainActor
// @Component
final class ViewModel {}

/// Not factories: a value is created with its consumer, and a collection of factories keeps nothing.
// @Component
final class Car {
    init(
        // @Lazy
        engine: Engine,
        // @Lazy
        plugins: [() -> Plugin]
    ) {}
}

/// Factories with effects: the memo keeps a value made synchronously off any actor.
// @Component
final class Downloader {
    init(
        // @Lazy
        connection: @escaping () throws -> Connection,
        // @Lazy
        data: @escaping () async -> [UInt8]
    ) {}
}

// @MainActor
// @Component
final class Screen {
    init(
        // @Lazy
        viewModel: @escaping @MainActor () -> ViewModel
    ) {}
}

/// '@Lazy' says how a dependency is passed, not what a type binds.
// @Lazy
// @Component
final class Garage {}

final class Controller {
    // @Inject
    // @Lazy
    var engine: Engine!
}

// @Inputs
struct GraphInputs {
    // @Lazy
    let makeEngine: () -> Engine
}
