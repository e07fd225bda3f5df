import Foundation
import Logging
import ParcelsKit
import ServiceLifecycle

// The server: `swift run Parcels --port 8080` (or PORT=8080), until Ctrl-C (SIGINT) or SIGTERM.

let arguments = CommandLine.arguments
let portArgument = arguments.firstIndex(of: "--port").flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}
guard let port = Int(portArgument ?? ProcessInfo.processInfo.environment["PORT"] ?? "8080"), (0...65535).contains(port)
else {
    FileHandle.standardError.write(
        Data("usage: Parcels [--port <0-65535>] (or PORT=<port>; 0 picks a free one)\n".utf8))
    exit(2)
}

let logger = Logger(label: "Parcels")
// One graph for the process, made before the server starts: every request's graph is a child of this one.
let graph = AppGraph(inputs: ServerSettings(pool: .standard, logger: logger))
// The pool now, not on the first request: a shared instance is created under its lock, and the requests that ask
// for it meanwhile would wait. (It opens its connections when they are first needed.)
_ = graph.connectionPool
let application = ParcelsServer.application(graph: graph, host: "127.0.0.1", port: port)
// SIGINT and SIGTERM start a graceful shutdown: the server stops accepting, finishes its requests, and then the
// graph's shutdown closes the pool.
let services = ServiceGroup(
    configuration: ServiceGroupConfiguration(
        services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
try await services.run()
print("Parcels stopped.")
