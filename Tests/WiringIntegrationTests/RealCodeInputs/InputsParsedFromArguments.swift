// The graph's inputs are parsed from the command line by their own init; static and computed members are not inputs.
// @Inputs
struct Arguments {
    static let defaultPort = 8080
    let port: Int
    let hostname: String
    var address: String { "\(hostname):\(port)" }

    init(_ argv: [String]) {
        port = argv.count > 1 ? Int(argv[1]) ?? Self.defaultPort : Self.defaultPort
        hostname = argv.first ?? "localhost"
    }
}

// @Component
struct Listener {
    let port: Int
    let hostname: String
}

// main.swift
let graph = AppGraph(inputs: Arguments(["0.0.0.0", "9000"]))
print(graph.listener.hostname, graph.listener.port)
print(AppGraph(inputs: Arguments([])).listener.port)
// expect-output: 0.0.0.0 9000
// expect-output: 8080
