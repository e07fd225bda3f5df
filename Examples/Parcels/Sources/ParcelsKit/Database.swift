import Synchronization

/// A parcel as the database stores it.
public struct Parcel: Sendable, Equatable, Codable {
    public var id: Int
    public var owner: String
    public var destination: String
}

/// The database itself: the server at the other end of every connection. An actor, since many connections use it
/// at once; shared, so that every connection reaches the same rows.
// @Component(scope: .shared)
public actor ParcelDatabase {
    private var rows: [Int: Parcel] = [:]
    private var lastID = 0

    init() {}

    func insert(owner: String, destination: String) -> Parcel {
        lastID += 1
        let parcel = Parcel(id: lastID, owner: owner, destination: destination)
        rows[parcel.id] = parcel
        return parcel
    }

    func parcel(id: Int) -> Parcel? { rows[id] }

    func parcels(owner: String) -> [Parcel] {
        rows.values.filter { $0.owner == owner }.sorted { $0.id < $1.id }
    }
}

/// One connection to the database: unscoped, so the graph makes a new one each time the pool's `open` factory asks.
/// Queries take the configured latency, as over a network. Closed by the pool; a query on a closed connection
/// throws.
// @Component
public final class Connection: Sendable {
    private let database: ParcelDatabase
    private let latency: Duration
    private let isOpen = Atomic(true)

    init(database: ParcelDatabase, configuration: PoolConfiguration) {
        self.database = database
        self.latency = configuration.queryLatency
    }

    /// A query on a closed connection.
    public struct ClosedError: Error {}

    func insert(owner: String, destination: String) async throws -> Parcel {
        try await roundTrip()
        return await database.insert(owner: owner, destination: destination)
    }

    func parcel(id: Int) async throws -> Parcel? {
        try await roundTrip()
        return await database.parcel(id: id)
    }

    func parcels(owner: String) async throws -> [Parcel] {
        try await roundTrip()
        return await database.parcels(owner: owner)
    }

    private func roundTrip() async throws {
        guard isOpen.load(ordering: .acquiring) else { throw ClosedError() }
        try await Task.sleep(for: latency)
    }

    func close() {
        isOpen.store(false, ordering: .releasing)
    }
}
