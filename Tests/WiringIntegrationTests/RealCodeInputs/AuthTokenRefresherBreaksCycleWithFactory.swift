// The API client needs the token refresher, and the refresher calls the API: a factory breaks the cycle.
// @Component(scope: .shared)
final class APIClient {
    let refresher: TokenRefresher
    var calls: [String] = []
    init(refresher: TokenRefresher) { self.refresher = refresher }
    func call(_ path: String) -> String {
        calls.append(path)
        return "\(path) with \(refresher.currentToken())"
    }
}

// @Component(scope: .shared)
final class TokenRefresher {
    private let client: () -> APIClient
    private var token = "expired"
    init(client: @escaping () -> APIClient) { self.client = client }
    func currentToken() -> String {
        if token == "expired" {
            token = "fresh"
            client().calls.append("/refresh")
        }
        return token
    }
}

// main.swift
let graph = AppGraph()
print(graph.apiClient.call("/inbox"))
print(graph.apiClient.calls)
print(graph.tokenRefresher === graph.apiClient.refresher)
// expect-output: /inbox with fresh
// expect-output: ["/inbox", "/refresh"]
// expect-output: true
