// A struct HTTP client with optional and defaulted 'var's: the graph passes only what has no default.
// @Component(scope: .shared)
final class URLSessionStandIn {
    let name = "session"
}

// @Component
struct HTTPClient {
    let session: URLSessionStandIn
    var timeout: Double = 30
    var retries: Int?
    lazy var userAgent: String = "Todo/\(timeout)"
}

// main.swift
var client = AppGraph().httpClient
print(client.session.name, client.timeout, client.retries == nil, client.userAgent)
// expect-output: session 30.0 true Todo/30.0
