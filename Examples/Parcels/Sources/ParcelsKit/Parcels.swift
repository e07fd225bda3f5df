import Foundation

/// The parcels' rows, through the pool: each call borrows a connection for one query.
// @Component(scope: .shared)
public final class ParcelRepository: Sendable {
    private let pool: ConnectionPool

    init(pool: ConnectionPool) {
        self.pool = pool
    }

    func insert(owner: String, destination: String) async throws -> Parcel {
        try await pool.withConnection { try await $0.insert(owner: owner, destination: destination) }
    }

    func parcel(id: Int) async throws -> Parcel? {
        try await pool.withConnection { try await $0.parcel(id: id) }
    }

    func parcels(owner: String) async throws -> [Parcel] {
        try await pool.withConnection { try await $0.parcels(owner: owner) }
    }
}

/// What the service refuses; the routes turn each into an HTTP status.
public enum ParcelError: Error, Equatable {
    /// No such parcel, or not the caller's: a caller cannot tell the two apart.
    case notFound(id: Int)
    case emptyDestination
}

/// The rules: who may see which parcel, what a parcel needs. Shared and stateless.
// @Component(scope: .shared)
public final class ParcelService: Sendable {
    private let repository: ParcelRepository

    init(repository: ParcelRepository) {
        self.repository = repository
    }

    func register(destination: String, for caller: Caller) async throws -> Parcel {
        let destination = destination.trimmingCharacters(in: .whitespaces)
        guard !destination.isEmpty else { throw ParcelError.emptyDestination }
        return try await repository.insert(owner: caller.name, destination: destination)
    }

    func parcel(id: Int, for caller: Caller) async throws -> Parcel {
        guard let parcel = try await repository.parcel(id: id), parcel.owner == caller.name else {
            throw ParcelError.notFound(id: id)
        }
        return parcel
    }

    func parcels(of caller: Caller) async throws -> [Parcel] {
        try await repository.parcels(owner: caller.name)
    }
}

/// How many requests each caller made: shared mutable state, so an actor.
// @Component(scope: .shared)
public actor RequestStatistics {
    private var counts: [String: Int] = [:]

    init() {}

    func record(_ caller: Caller) {
        counts[caller.name, default: 0] += 1
    }

    public var requestsByCaller: [String: Int] { counts }
}
