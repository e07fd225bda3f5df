// A server makes a child graph per request: the request's logger and context live in it, the pool is app-wide.
// @Component(scope: .shared)
final class ConnectionPool: Sendable {
    let size = 4
}

struct RequestContext: Sendable {
    let id: String
    let path: String
}

// @Inputs(graph: RequestGraph)
struct RequestInputs {
    let context: RequestContext
}

// @Component(scope: .shared, in: RequestGraph)
final class RequestLogger: Sendable {
    let requestID: String
    init(context: RequestContext) { requestID = context.id }
    func log(_ message: String) -> String { "[\(requestID)] \(message)" }
}

// @Component
struct TodoHandler: Sendable {
    let logger: RequestLogger
    let pool: ConnectionPool
    let context: RequestContext
    func handle() -> String { logger.log("GET \(context.path) with pool of \(pool.size)") }
}

// @Component(scope: .shared)
final class Server: Sendable {
    let makeRequestGraph: @Sendable (RequestInputs) -> RequestGraph
    init(makeRequestGraph: @escaping @Sendable (RequestInputs) -> RequestGraph) {
        self.makeRequestGraph = makeRequestGraph
    }
    func serve(_ id: String, _ path: String) -> String {
        makeRequestGraph(RequestInputs(context: RequestContext(id: id, path: path))).todoHandler.handle()
    }
}

// main.swift
let graph = AppGraph()
print(graph.server.serve("r1", "/todos"))
print(graph.server.serve("r2", "/todos/7"))
let request = RequestGraph(parent: graph, inputs: RequestInputs(context: RequestContext(id: "r3", path: "/")))
print(request.requestLogger === request.todoHandler.logger, request.todoHandler.pool === graph.connectionPool)
// expect-output: [r1] GET /todos with pool of 4
// expect-output: [r2] GET /todos/7 with pool of 4
// expect-output: true true
