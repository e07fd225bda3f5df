import Logging
import Testing

@testable import ParcelsKit

/// The pool on its own, from the graph: a caller waits while every connection is lent, gets the one that comes
/// back, and is woken with an error when the pool closes or its task is cancelled.
@Suite struct ConnectionPoolTests {
    let graph: AppGraph = {
        var logger = Logger(label: "ConnectionPoolTests")
        logger.logLevel = .warning
        return AppGraph(inputs: ServerSettings(pool: PoolConfiguration(size: 1, queryLatency: .zero), logger: logger))
    }()

    @Test func aWaiterGetsTheConnectionThatComesBack() async throws {
        let pool = graph.connectionPool
        let first = try await pool.acquire()
        let waiter = Task { try await pool.acquire() }
        try await waitUntil { pool.statistics.waits == 1 }
        pool.release(first)
        let second = try await waiter.value
        #expect(second === first)
        #expect(pool.statistics.opened == 1 && pool.statistics.leased == 1 && pool.statistics.peakLeased == 1)
        pool.release(second)
        #expect(pool.statistics.leased == 0)
    }

    @Test func closingWakesTheWaitersAndClosesEveryConnection() async throws {
        let pool = graph.connectionPool
        let lent = try await pool.acquire()
        let waiter = Task { try await pool.acquire() }
        try await waitUntil { pool.statistics.waits == 1 }
        graph.shutdown()
        await #expect(throws: PoolError.closed) { try await waiter.value }
        // A connection lent when the pool closed is closed when it comes back.
        #expect(pool.statistics.closed == 0)
        pool.release(lent)
        #expect(pool.statistics.closed == 1 && pool.statistics.leased == 0)
        await #expect(throws: Connection.ClosedError.self) { try await lent.parcel(id: 1) }
    }

    @Test func aCancelledWaiterLeavesTheQueue() async throws {
        let pool = graph.connectionPool
        let lent = try await pool.acquire()
        let waiter = Task { try await pool.acquire() }
        try await waitUntil { pool.statistics.waits == 1 }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        pool.release(lent)
        #expect(pool.statistics.leased == 0)
        let again = try await pool.acquire()
        #expect(again === lent)
        pool.release(again)
    }

    /// Polls `condition` until it holds, for at most five seconds.
    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() {
            try #require(ContinuousClock.now < deadline, "the condition did not hold within five seconds")
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}
