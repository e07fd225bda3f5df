// The server's configuration comes from the command line, as the graph's inputs.
struct Environment: Sendable {
    let name: String
}

// @Inputs
struct ServerConfiguration {
    let host: String
    let port: Int
    let environment: Environment
}

// @Component(scope: .shared)
final class HTTPServer {
    let address: String
    init(host: String, port: Int, environment: Environment) {
        address = "\(environment.name)@\(host):\(port)"
    }
}

// @Component
struct HealthCheck {
    let server: HTTPServer
    var status: String { "ok from \(server.address)" }
}

// main.swift
let graph = AppGraph(inputs: ServerConfiguration(host: "127.0.0.1", port: 8080, environment: Environment(name: "staging")))
print(graph.healthCheck.status)
print(graph.port, graph.host)
// expect-output: ok from staging@127.0.0.1:8080
// expect-output: 8080 127.0.0.1
