// Middleware contributed by components and by providers; equal priorities are ordered by contributor name.
protocol Middleware: Sendable {
    var name: String { get }
}

struct NamedMiddleware: Middleware {
    let name: String
}

// @Component(into: [Middleware])
struct CORSMiddleware: Middleware {
    let name = "cors"
}

enum Middlewares {
    // @Provides(into: [Middleware])
    static func logging() -> any Middleware { NamedMiddleware(name: "logging") }

    // @Provides(into: [Middleware], priority: 10)
    static func tracing() -> any Middleware { NamedMiddleware(name: "tracing") }
}

// @Component(into: [Middleware])
struct BodyLimitMiddleware: Middleware {
    let name = "body-limit"
}

// @Component
struct Pipeline: Sendable {
    let middleware: [any Middleware]
}

// main.swift
print(AppGraph().pipeline.middleware.map(\.name))
// expect-output: ["tracing", "body-limit", "cors", "logging"]
