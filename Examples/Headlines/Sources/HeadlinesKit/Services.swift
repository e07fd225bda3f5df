/// Services behind protocols: view models see `ArticleService` and `ArticleStore`, never the concrete types, so a
/// test can replace them.
public struct Article: Sendable, Equatable {
    public var title: String
    public var source: String
}

public protocol ArticleService: AnyObject, Sendable {
    func latest() async throws -> [Article]
}

/// The network. Opening it suspends (a handshake) and can fail, so its init is `async throws`: every accessor that
/// needs it is `async throws` too.
// @Component(as: ArticleService)
final class RemoteArticleService: ArticleService {
    private let baseURL: String

    /// `baseURL` is the input of that name (see `AppConfiguration`).
    init(baseURL: String) async throws {
        guard baseURL.hasPrefix("https://") else { throw ConfigurationError.insecure(baseURL) }
        self.baseURL = baseURL
    }

    func latest() async throws -> [Article] {
        [Article(title: "Compile-time DI lands", source: baseURL),
         Article(title: "Swift 6 everywhere", source: baseURL)]
    }
}

enum ConfigurationError: Error {
    case insecure(String)
}

public protocol ArticleStore: AnyObject {
    var name: String { get }
    func save(_ articles: [Article])
    var saved: [Article] { get }
}

/// Two stores of one type, told apart by name: the disk is primary, memory the backup.
// @Named(primary)
// @Component(scope: .shared, as: ArticleStore)
final class DiskStore: ArticleStore {
    let name = "disk"
    private(set) var saved: [Article] = []
    func save(_ articles: [Article]) { saved = articles }
}

// @Named(backup)
// @Component(scope: .shared, as: ArticleStore, teardown: flush)
final class MemoryStore: ArticleStore {
    let name = "memory"
    private(set) var saved: [Article] = []
    func save(_ articles: [Article]) { saved = articles }

    /// Called once by `AppGraph.shutdown()`.
    func flush() {
        Log.write("memory store flushed \(saved.count) articles")
    }
}

/// Where the example prints what happens, so the README and the tests can show it. The tests read the lines and
/// turn the printing off: what a test process prints lands anywhere among the test runner's own lines.
enum Log {
    nonisolated(unsafe) static var lines: [String] = []
    nonisolated(unsafe) static var printsLines = true
    static func write(_ line: String) {
        lines.append(line)
        if printsLines { print(line) }
    }
}
