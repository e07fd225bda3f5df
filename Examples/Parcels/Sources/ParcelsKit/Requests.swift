import Synchronization

/// Who sent a request: the `X-Caller` header (a real server would read a verified token).
public struct Caller: Sendable, Hashable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// The id of one request: the client's `X-Request-ID` header, or the next one `RequestIDs` hands out.
public struct RequestID: Sendable, Hashable {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }
}

/// A request's own graph, a child of the process's `AppGraph`: made when the request arrives with the caller and
/// the request id, dropped when the response is written. It sees every binding of `AppGraph` (the pool, the
/// service) and keeps nothing of its own but these two values, so creating one costs two stores and a lock.
// @Inputs(graph: RequestGraph)
public struct RequestInputs: Sendable {
    public let caller: Caller
    public let requestID: RequestID

    public init(caller: Caller, requestID: RequestID) {
        self.caller = caller
        self.requestID = requestID
    }
}

/// Hands out request ids, `req-1`, `req-2`, …, one per request without one: shared by the whole process, and safe
/// from every request's task at once.
// @Component(scope: .shared)
public final class RequestIDs: Sendable {
    private let last = Atomic(0)

    init() {}

    public func next() -> RequestID {
        RequestID("req-\(last.add(1, ordering: .relaxed).newValue)")
    }
}

/// What a request does, on behalf of its caller: unscoped, and since it needs the caller and the request id, made in
/// the request's graph (a new one for each request); the service and the statistics come from the app's graph.
// @Component
public struct ParcelDesk: Sendable {
    public let caller: Caller
    public let requestID: RequestID
    let service: ParcelService
    let statistics: RequestStatistics

    public func register(destination: String) async throws -> Parcel {
        await statistics.record(caller)
        return try await service.register(destination: destination, for: caller)
    }

    public func parcel(id: Int) async throws -> Parcel {
        await statistics.record(caller)
        return try await service.parcel(id: id, for: caller)
    }

    public func parcels() async throws -> [Parcel] {
        await statistics.record(caller)
        return try await service.parcels(of: caller)
    }
}
