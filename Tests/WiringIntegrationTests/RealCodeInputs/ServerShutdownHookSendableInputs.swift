// A server graph that must be Sendable: its inputs include a Sendable configuration and a Sendable logger.
struct ServerConfig: Sendable {
    let port: Int
}

final class Logger: Sendable {
    let label: String
    init(label: String) { self.label = label }
}

// @Inputs
struct ServerInputs {
    let config: ServerConfig
    let logger: Logger
}

// @Component(scope: .shared)
final class Listener: Sendable {
    let description: String
    init(config: ServerConfig, logger: Logger) { description = "\(logger.label) on \(config.port)" }
}

// main.swift
let graph = AppGraph(inputs: ServerInputs(config: ServerConfig(port: 8080), logger: Logger(label: "api")))
let descriptions = await withTaskGroup(of: String.self) { group in
    for _ in 0..<4 { group.addTask { graph.listener.description } }
    var all: Set<String> = []
    for await description in group { all.insert(description) }
    return all
}
print(descriptions)
// expect-output: ["api on 8080"]
