// A Hummingbird-style router runs its middleware in priority order; each middleware is a contribution.
struct Request: Sendable {
    var path: String
    var trail: [String] = []
}

protocol RouterMiddleware: Sendable {
    func handle(_ request: Request) -> Request
}

// @Component(into: [RouterMiddleware], priority: 100)
struct RequestIDMiddleware: RouterMiddleware {
    func handle(_ request: Request) -> Request { var r = request; r.trail.append("id"); return r }
}

// @Component(into: [RouterMiddleware], priority: 50)
struct AuthMiddleware: RouterMiddleware {
    func handle(_ request: Request) -> Request { var r = request; r.trail.append("auth"); return r }
}

// @Component(into: [RouterMiddleware])
struct MetricsMiddleware: RouterMiddleware {
    func handle(_ request: Request) -> Request { var r = request; r.trail.append("metrics"); return r }
}

// @Component(into: [RouterMiddleware])
struct CORSMiddleware: RouterMiddleware {
    func handle(_ request: Request) -> Request { var r = request; r.trail.append("cors"); return r }
}

// @Component(scope: .shared)
final class Router: Sendable {
    let middleware: [any RouterMiddleware]
    init(middleware: [any RouterMiddleware]) { self.middleware = middleware }
    func respond(to path: String) -> String {
        middleware.reduce(Request(path: path)) { $1.handle($0) }.trail.joined(separator: " -> ") + " -> " + path
    }
}

// main.swift
print(AppGraph().router.respond(to: "/todos"))
// expect-output: id -> auth -> cors -> metrics -> /todos
