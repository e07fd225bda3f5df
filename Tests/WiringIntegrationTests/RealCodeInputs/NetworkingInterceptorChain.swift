// The API client runs request interceptors in order: auth first, then headers, then logging.
struct URLRequest {
    var url: String
    var headers: [String: String] = [:]
}

protocol RequestInterceptor {
    func adapt(_ request: URLRequest) -> URLRequest
}

// @Component(scope: .shared)
final class TokenStore {
    var token = "abc123"
}

// @Component(into: [RequestInterceptor], priority: 3)
struct AuthInterceptor: RequestInterceptor {
    let tokens: TokenStore
    func adapt(_ request: URLRequest) -> URLRequest {
        var r = request; r.headers["Authorization"] = "Bearer \(tokens.token)"; return r
    }
}

// @Component(into: [RequestInterceptor], priority: 2)
struct UserAgentInterceptor: RequestInterceptor {
    func adapt(_ request: URLRequest) -> URLRequest { var r = request; r.headers["User-Agent"] = "Todo/1.0"; return r }
}

// @Component(into: [RequestInterceptor], priority: 1)
struct LoggingInterceptor: RequestInterceptor {
    func adapt(_ request: URLRequest) -> URLRequest {
        print("-> \(request.url) \(request.headers.keys.sorted())")
        return request
    }
}

// @Component
struct APIClient {
    let interceptors: [any RequestInterceptor]
    func send(_ url: String) -> URLRequest { interceptors.reduce(URLRequest(url: url)) { $1.adapt($0) } }
}

// main.swift
let graph = AppGraph()
graph.tokenStore.token = "xyz"
print(graph.apiClient.send("/me").headers["Authorization"] ?? "none")
// expect-output: -> /me ["Authorization", "User-Agent"]
// expect-output: Bearer xyz
