import Foundation

/// A server's graph: everything it keeps off the main actor is Sendable, so the graph and its per-request child
/// graphs are, and route handlers on any task share them.

// @Inputs
struct ServerInputs {
    let port: Int
    let name: String
}

/// Mutable state behind an actor.
// @Component(scope: .shared)
actor Ledger {
    var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

/// A pool that closes at shutdown; its state is its own lock's.
// @Component(scope: .shared, teardown: close)
final class ConnectionPool: @unchecked Sendable {
    private let lock = NSLock()
    private var open = true
    init(port: Int) {}
    func close() {
        lock.lock()
        open = false
        lock.unlock()
    }
}

/// Sendable without saying so: a struct of Sendable values.
// @Component(scope: .shared)
struct Limits {
    let maximum: Int = 100
}

// @Component(scope: .weak)
final class Metrics: Sendable {}

/// Kept on the main actor, where it stays: it need not be Sendable.
// @Component(scope: .shared)
@MainActor
final class Dashboard {
    var title = ""
}

// @Component
struct Repository: Sendable {
    let pool: ConnectionPool
    let ledger: Ledger
}

// @Inputs(graph: RequestGraph)
struct RequestInputs {
    let requestID: UUID
    let caller: Caller
}

struct Caller: Sendable {
    let name: String
}

/// One per request, in the request's graph.
// @Component(scope: .shared, in: RequestGraph)
final class RequestContext: Sendable {
    let requestID: UUID
    let repository: Repository
    init(requestID: UUID, caller: Caller, repository: Repository, limits: Limits) {
        self.requestID = requestID
        self.repository = repository
    }
}
