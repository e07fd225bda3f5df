import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle

/// The HTTP server: routes whose handlers capture the process's one `AppGraph` and make a `RequestGraph` for each
/// request, and the service that shuts the graph down once the server has stopped.
public enum ParcelsServer {
    /// The application, serving on `host`:`port` (port 0: one the system picks). Run it with `runService()`, or in a
    /// `ServiceGroup` of your own; either way, a graceful shutdown (SIGINT, SIGTERM) first stops the server, which
    /// finishes the requests it has, then shuts the graph down, which closes the pool.
    public static func application(
        graph: AppGraph, host: String = "127.0.0.1", port: Int
    ) -> some ApplicationProtocol {
        let router = Router(context: ParcelsRequestContext.self)
        addRoutes(to: router, graph: graph)
        var application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "Parcels"),
            logger: graph.logger
        )
        // The application runs its services and its server in a group of its own, and shuts them down in the
        // reverse order: the server first, then this service.
        application.addServices(GraphShutdown(graph: graph))
        return application
    }

    static func addRoutes(to router: Router<ParcelsRequestContext>, graph: AppGraph) {
        // Every handler is `@Sendable`, and runs on whichever thread serves the request: it captures the graph, which
        // is why the graph must be `Sendable`.
        router.post("parcels") { request, context in
            let draft = try await request.decode(as: ParcelDraft.self, context: context)
            return try await respond(to: request, graph: graph, status: .created) { desk in
                try await desk.register(destination: draft.destination)
            }
        }
        router.get("parcels") { request, _ in
            try await respond(to: request, graph: graph) { desk in try await desk.parcels() }
        }
        router.get("parcels/{id}") { request, context in
            let id = try context.parameters.require("id", as: Int.self)
            return try await respond(to: request, graph: graph) { desk in try await desk.parcel(id: id) }
        }
        router.get("stats") { _, _ in
            Stats(
                pool: graph.connectionPool.statistics,
                requestsByCaller: await graph.requestStatistics.requestsByCaller)
        }
    }

    /// Makes the request's graph, runs `work` with its desk, and answers with what it returned, the caller and the
    /// request id (in the body and in the `X-Request-ID` header). The request's graph is a local: nothing keeps it
    /// past the response.
    static func respond<Result: Encodable & Sendable>(
        to request: Request, graph: AppGraph, status: HTTPResponse.Status = .ok,
        _ work: (ParcelDesk) async throws -> Result
    ) async throws -> EditedResponse<Reply<Result>> {
        guard let caller = request.headers[.caller], !caller.isEmpty else {
            throw HTTPError(.unauthorized, message: "Say who is asking in the X-Caller header.")
        }
        let requestID = request.headers[.requestID].map(RequestID.init) ?? graph.requestIDs.next()
        let requestGraph = RequestGraph(
            parent: graph, inputs: RequestInputs(caller: Caller(name: caller), requestID: requestID))
        let desk = requestGraph.parcelDesk
        do {
            let result = try await work(desk)
            return EditedResponse(
                status: status, headers: [.requestID: requestID.value],
                response: Reply(requestID: desk.requestID.value, caller: desk.caller.name, result: result))
        } catch ParcelError.notFound(let id) {
            throw HTTPError(.notFound, headers: [.requestID: requestID.value], message: "No parcel \(id) of yours.")
        } catch ParcelError.emptyDestination {
            throw HTTPError(
                .badRequest, headers: [.requestID: requestID.value], message: "A parcel needs a destination.")
        }
    }
}

/// The body of `POST /parcels`.
struct ParcelDraft: Decodable {
    var destination: String
}

/// Every answer: what the request asked for, with the caller and the request id that its graph was made with.
struct Reply<Result: Encodable & Sendable>: ResponseEncodable, Sendable {
    var requestID: String
    var caller: String
    var result: Result
}

/// The body of `GET /stats`: the pool's statistics and the requests each caller made.
struct Stats: ResponseEncodable {
    var pool: ConnectionPool.Statistics
    var requestsByCaller: [String: Int]
}

extension HTTPField.Name {
    static let caller = Self("X-Caller")!
    static let requestID = Self("X-Request-ID")!
}

/// The request context: Hummingbird's basic one, with JSON keys in a fixed order so that answers read the same on
/// every run.
public struct ParcelsRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

/// Shuts the graph down at the end of a graceful shutdown: `run()` waits for it, then calls `graph.shutdown()`,
/// which tears down what the graph kept (the pool's `close()`). In the application's group it comes before the
/// server, so it is told to shut down only once the server has stopped and finished its requests.
struct GraphShutdown: Service {
    let graph: AppGraph

    func run() async throws {
        // Returns at graceful shutdown; throws when the group is cancelled instead (an error of another service),
        // when the graph must be shut down all the same.
        try? await gracefulShutdown()
        graph.shutdown()
    }
}
