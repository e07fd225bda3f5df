// Each endpoint gets a retrying client made with its own retry budget; the transport is shared.
protocol HTTPTransport: AnyObject {
    var attempts: Int { get }
    func send(_ path: String) -> Bool
}

// @Component(scope: .shared, as: HTTPTransport)
final class FlakyTransport: HTTPTransport {
    private(set) var attempts = 0
    func send(_ path: String) -> Bool {
        attempts += 1
        return attempts % 3 == 0
    }
}

// @Component(assisted: maxRetries)
final class RetryingClient {
    let transport: any HTTPTransport
    let maxRetries: Int
    init(transport: any HTTPTransport, maxRetries: Int) {
        self.transport = transport
        self.maxRetries = maxRetries
    }
    func get(_ path: String) -> String {
        for attempt in 1...(maxRetries + 1) where transport.send(path) { return "\(path) ok after \(attempt)" }
        return "\(path) failed"
    }
}

// @Component
final class FeedService {
    let client: RetryingClient
    init(makeClient: (Int) -> RetryingClient) { client = makeClient(1) }
}

// main.swift
let graph = AppGraph()
print(graph.feedService.client.get("/feed"))
print(graph.makeRetryingClient(maxRetries: 5).get("/feed"))
print(graph.flakyTransport.attempts)
// expect-output: /feed failed
// expect-output: /feed ok after 1
// expect-output: 3
