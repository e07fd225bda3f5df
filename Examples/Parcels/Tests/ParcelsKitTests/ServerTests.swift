import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import ParcelsKit

/// The server as a client meets it: each test starts it on 127.0.0.1 on a free port (HummingbirdTesting's live
/// mode, which runs the application in a `ServiceGroup` and shuts it down gracefully at the end of the test), and
/// sends it real HTTP requests.
@Suite struct ServerTests {
    @Test func aCallerRegistersAParcelAndOnlyTheyCanRead() async throws {
        let graph = makeGraph()
        try await ParcelsServer.application(graph: graph, port: 0).test(.live) { client in
            let created = try await client.execute(
                uri: "/parcels", method: .post, headers: [.caller: "ann", .requestID: "ann-1"],
                body: ByteBuffer(string: #"{"destination":"Lisbon"}"#))
            #expect(created.status == .created)
            #expect(created.headers[.requestID] == "ann-1")
            #expect(
                text(created.body)
                    == #"{"caller":"ann","requestID":"ann-1","result":{"destination":"Lisbon","id":1,"owner":"ann"}}"#)

            let read = try await client.execute(uri: "/parcels/1", method: .get, headers: [.caller: "ann"])
            #expect(read.status == .ok)
            #expect(try reply(Parcel.self, read.body).result == Parcel(id: 1, owner: "ann", destination: "Lisbon"))

            // Another caller's parcel is not found, whoever asks; without a caller there is no request graph.
            let bob = try await client.execute(uri: "/parcels/1", method: .get, headers: [.caller: "bob"])
            #expect(bob.status == .notFound)
            #expect(bob.headers[.requestID] != nil)
            let nobody = try await client.execute(uri: "/parcels/1", method: .get)
            #expect(nobody.status == .unauthorized)
            let empty = try await client.execute(
                uri: "/parcels", method: .post, headers: [.caller: "ann"],
                body: ByteBuffer(string: #"{"destination":" "}"#))
            #expect(empty.status == .badRequest)
        }
    }

    /// Fifty requests at once, each on a connection of its own, from five callers, through a pool of four
    /// connections: each response carries the caller and the request id its own request graph was made with, every
    /// parcel is stored once and found by its owner, and the shared statistics and pool add up.
    @Test func concurrentRequestsEachGetTheirOwnRequestGraph() async throws {
        let graph = makeGraph(poolSize: 4)
        let callers = ["ann", "bob", "cy", "dee", "eve"]
        let count = 50
        try await ParcelsServer.application(graph: graph, port: 0).test(.live) { client in
            let port = try #require(client.port)
            let replies = try await withThrowingTaskGroup(of: (Int, TestClient.Response).self) { group in
                for number in 0..<count {
                    group.addTask {
                        var headers: HTTPFields = [.caller: callers[number % callers.count]]
                        // Half the requests name their id; the server numbers the others.
                        if number.isMultiple(of: 2) { headers[.requestID] = "client-\(number)" }
                        let response = try await TestClient.withClient(host: "127.0.0.1", port: port) {
                            [headers] client in
                            try await client.post(
                                "/parcels", headers: headers,
                                body: ByteBuffer(string: #"{"destination":"D\#(number)"}"#))
                        }
                        return (number, response)
                    }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
            #expect(replies.count == count)
            var requestIDs: Set<String> = []
            var parcelIDs: Set<Int> = []
            for (number, response) in replies {
                #expect(response.status == .created)
                let body = try reply(Parcel.self, try #require(response.body))
                let caller = callers[number % callers.count]
                #expect(body.caller == caller)
                #expect(body.result.owner == caller && body.result.destination == "D\(number)")
                #expect(response.headers[.requestID] == body.requestID)
                if number.isMultiple(of: 2) {
                    #expect(body.requestID == "client-\(number)")
                } else {
                    #expect(body.requestID.hasPrefix("req-"))
                }
                requestIDs.insert(body.requestID)
                parcelIDs.insert(body.result.id)
            }
            #expect(requestIDs.count == count)
            #expect(parcelIDs == Set(1...count))

            for (index, caller) in callers.enumerated() {
                let list = try await client.execute(uri: "/parcels", method: .get, headers: [.caller: caller])
                let parcels = try reply([Parcel].self, list.body).result
                // In the order they were stored, which is the order the requests reached the database.
                #expect(
                    Set(parcels.map(\.destination))
                        == Set((0..<count).filter { $0 % callers.count == index }.map { "D\($0)" }))
                #expect(parcels.map(\.id) == parcels.map(\.id).sorted())
                #expect(parcels.allSatisfy { $0.owner == caller })
            }

            let stats = try await client.execute(uri: "/stats", method: .get)
            let decoded = try JSONDecoder().decode(StatsBody.self, from: Data(stats.body.readableBytesView))
            #expect(decoded.requestsByCaller == Dictionary(uniqueKeysWithValues: callers.map { ($0, 11) }))
            #expect(decoded.pool.opened <= 4 && decoded.pool.peakLeased <= 4)
            #expect(decoded.pool.leased == 0)
        }
    }

    /// At the end of the test, live mode shuts the application down gracefully, as SIGINT or SIGTERM would: the
    /// server stops, then `GraphShutdown` shuts the graph down, and the pool's teardown closes it and its
    /// connections.
    @Test func gracefulShutdownClosesThePool() async throws {
        let graph = makeGraph(poolSize: 2)
        let pool = graph.connectionPool
        try await ParcelsServer.application(graph: graph, port: 0).test(.live) { client in
            for destination in ["Oslo", "Riga", "Bern"] {
                let response = try await client.execute(
                    uri: "/parcels", method: .post, headers: [.caller: "ann"],
                    body: ByteBuffer(string: #"{"destination":"\#(destination)"}"#))
                #expect(response.status == .created)
            }
            #expect(!pool.statistics.isClosed)
        }
        let statistics = pool.statistics
        #expect(statistics.isClosed)
        #expect(statistics.opened >= 1 && statistics.closed == statistics.opened && statistics.leased == 0)
        await #expect(throws: PoolError.closed) { try await pool.acquire() }
    }

    func makeGraph(poolSize: Int = 4) -> AppGraph {
        var logger = Logger(label: "ParcelsKitTests")
        logger.logLevel = .warning
        return AppGraph(
            inputs: ServerSettings(
                pool: PoolConfiguration(size: poolSize, queryLatency: .milliseconds(2)), logger: logger))
    }
}

/// A reply as the client reads it.
struct ReplyBody<Result: Decodable>: Decodable {
    var requestID: String
    var caller: String
    var result: Result
}

struct StatsBody: Decodable {
    var pool: ConnectionPool.Statistics
    var requestsByCaller: [String: Int]
}

func reply<Result: Decodable>(_ type: Result.Type, _ body: ByteBuffer) throws -> ReplyBody<Result> {
    try JSONDecoder().decode(ReplyBody<Result>.self, from: Data(body.readableBytesView))
}

func text(_ body: ByteBuffer) -> String {
    String(decoding: body.readableBytesView, as: UTF8.self)
}
