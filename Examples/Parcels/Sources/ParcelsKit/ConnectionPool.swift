import Logging
import Synchronization

/// How many connections the pool may open, and how long each query takes on one: the stand-in database answers
/// after that latency, as a real one over a network would, so that concurrent requests wait for connections.
public struct PoolConfiguration: Sendable {
    public var size: Int
    public var queryLatency: Duration

    public init(size: Int, queryLatency: Duration) {
        precondition(size > 0, "a pool needs room for at least one connection")
        self.size = size
        self.queryLatency = queryLatency
    }

    /// The server's: four connections, each query 5 ms.
    public static let standard = PoolConfiguration(size: 4, queryLatency: .milliseconds(5))
}

/// What the pool refuses.
public enum PoolError: Error, Equatable {
    /// The pool was closed (by the graph's `shutdown()`), or closed while the caller waited for a connection.
    case closed
}

/// A pool of connections to the database, one for the whole process: at most `size` connections open, lent to one
/// caller at a time, and a caller that finds them all lent waits (asynchronously, without a thread) until one comes
/// back. An in-memory stand-in that behaves like a real pool, so that the server's shutdown has something to close.
///
/// Shared: the graph keeps one, and `AppGraph.shutdown()` calls `close()` once the server has stopped. `Sendable`
/// without `@unchecked`: its mutable state is in a `Mutex`, and it opens connections through a `@Sendable` factory
/// that the graph hands it (`open`, which asks the graph for a new `Connection` each time it is called).
// @Component(scope: .shared, teardown: close)
public final class ConnectionPool: Sendable {
    /// What the pool has done so far, for `/stats` and the tests.
    public struct Statistics: Sendable, Equatable, Codable {
        public var size: Int
        /// Connections opened since the start (at most `size`: a connection that comes back is lent again).
        public var opened: Int
        /// Connections lent now.
        public var leased: Int
        /// The most connections lent at once.
        public var peakLeased: Int
        /// Acquisitions that found every connection lent and waited for one to come back.
        public var waits: Int
        /// Connections closed (all of them, once the pool is closed and every lent one has come back).
        public var closed: Int
        public var isClosed: Bool
    }

    private struct State {
        var idle: [Connection] = []
        var waiters: [(number: Int, continuation: CheckedContinuation<Connection, any Error>)] = []
        var lastWaiter = 0
        var statistics: Statistics

        mutating func lend() {
            statistics.leased += 1
            statistics.peakLeased = max(statistics.peakLeased, statistics.leased)
        }
    }

    private let size: Int
    private let open: @Sendable () -> Connection
    private let logger: Logger
    private let state: Mutex<State>

    init(configuration: PoolConfiguration, open: @escaping @Sendable () -> Connection, logger: Logger) {
        self.size = configuration.size
        self.open = open
        self.logger = logger
        self.state = Mutex(
            State(
                statistics: Statistics(
                    size: configuration.size, opened: 0, leased: 0, peakLeased: 0, waits: 0, closed: 0,
                    isClosed: false)))
    }

    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// Lends a connection to `body` and takes it back when `body` returns or throws.
    public func withConnection<Value: Sendable>(_ body: (Connection) async throws -> Value) async throws -> Value {
        let connection = try await acquire()
        defer { release(connection) }
        return try await body(connection)
    }

    /// A connection for the caller alone: an idle one, a new one while fewer than `size` are open, or else the next
    /// one that comes back. Throws `PoolError.closed` once the pool is closed, and `CancellationError` when the
    /// caller's task is cancelled while it waits.
    public func acquire() async throws -> Connection {
        enum Next {
            case lend(Connection)
            case open
            case wait
        }
        let next: Next = try state.withLock { state in
            guard !state.statistics.isClosed else { throw PoolError.closed }
            if let connection = state.idle.popLast() {
                state.lend()
                return .lend(connection)
            }
            guard state.statistics.opened < size else { return .wait }
            state.statistics.opened += 1
            state.lend()
            return .open
        }
        switch next {
        case .lend(let connection):
            return connection
        case .open:
            // Outside the pool's lock: opening asks the graph, which takes locks of its own.
            return open()
        case .wait:
            return try await waitForConnection()
        }
    }

    private func waitForConnection() async throws -> Connection {
        let number = state.withLock { state in
            state.lastWaiter += 1
            return state.lastWaiter
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let now: Result<Connection, any Error>? = state.withLock { state in
                    if state.statistics.isClosed { return .failure(PoolError.closed) }
                    // Cancelled before the waiter was listed: the cancellation handler found nothing to remove.
                    if Task.isCancelled { return .failure(CancellationError()) }
                    // A connection came back between `acquire()`'s look and this one.
                    if let connection = state.idle.popLast() {
                        state.lend()
                        return .success(connection)
                    }
                    state.statistics.waits += 1
                    state.waiters.append((number, continuation))
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.number == number }.map { state.waiters.remove(at: $0).continuation }
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    /// Takes a connection back: it goes to the longest waiter, or is kept idle; once the pool is closed, it is
    /// closed.
    public func release(_ connection: Connection) {
        enum Next {
            case handOver(CheckedContinuation<Connection, any Error>)
            case keep
            case close
        }
        let next: Next = state.withLock { state in
            if state.statistics.isClosed {
                state.statistics.leased -= 1
                state.statistics.closed += 1
                return .close
            }
            if !state.waiters.isEmpty { return .handOver(state.waiters.removeFirst().continuation) }
            state.statistics.leased -= 1
            state.idle.append(connection)
            return .keep
        }
        switch next {
        case .handOver(let waiter): waiter.resume(returning: connection)
        case .keep: break
        case .close: connection.close()
        }
    }

    /// Closes the pool: later acquisitions throw `PoolError.closed`, so do the waiting ones, the idle connections
    /// are closed now and the lent ones when they come back. The graph's `shutdown()` calls it, after the server
    /// has stopped taking requests and finished the ones it had, so none is lent then.
    public func close() {
        let (idle, waiters, statistics) = state.withLock { state in
            state.statistics.isClosed = true
            state.statistics.closed += state.idle.count
            defer {
                state.idle = []
                state.waiters = []
            }
            return (state.idle, state.waiters, state.statistics)
        }
        for connection in idle { connection.close() }
        for waiter in waiters { waiter.continuation.resume(throwing: PoolError.closed) }
        logger.info(
            "Connection pool closed: \(statistics.opened) opened, \(statistics.closed) closed, \(statistics.leased) still lent"
        )
    }
}
