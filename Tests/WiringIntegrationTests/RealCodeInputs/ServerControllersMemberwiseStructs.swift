// Server controllers as structs with memberwise inits; a 'let' with a value is not a dependency.
// @Component(scope: .shared)
final class UserStore: Sendable {
    func name(of id: Int) -> String { id == 1 ? "ann" : "unknown" }
}

// @Component
struct UsersController: Sendable {
    let store: UserStore
    let basePath: String = "/users"
    func get(_ id: Int) -> String { "\(basePath)/\(id): \(store.name(of: id))" }
}

// @Component
struct HealthController: Sendable {
    let path: String = "/health"
}

// @Component
struct Routes: Sendable {
    let users: UsersController
    let health: HealthController
}

// main.swift
let routes = AppGraph().routes
print(routes.users.get(1))
print(routes.health.path)
// expect-output: /users/1: ann
// expect-output: /health
