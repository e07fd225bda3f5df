struct Failure: Error {}

// @Component
final class Connection {
    init() async throws {}
}

// @Component
@MainActor
final class ViewModel {}

// @Component
final class Loader {
    init(connection: Connection) {}
}

// @Component
final class Parser {
    init() throws {}
}

// @Component
final class Cache {}

// @EntryPoints
protocol AppEntryPoints {
    var connection: Connection { get }
    var viewModel: ViewModel { get }
    var loader: Loader { get async }
    var parser: Parser { get throws(Failure) }
    @MainActor var cache: Cache { get async throws }
}
