// A server handler takes its services as one Sendable bundle.
// @Component(scope: .shared)
final class UserDirectory: Sendable {
    func lookup(_ id: Int) -> String { "user\(id)" }
}

// @Component(scope: .shared)
final class AuditLog: Sendable {}

// @Bundle
protocol HandlerServices: Sendable {
    var users: UserDirectory { get }
    var audit: AuditLog { get }
}

// @Component
struct ProfileHandler: Sendable {
    let services: any HandlerServices
    func handle(_ id: Int) -> String { services.users.lookup(id) }
}

// main.swift
let graph = AppGraph()
let results = await withTaskGroup(of: String.self) { group in
    for id in 1...3 { group.addTask { graph.profileHandler.handle(id) } }
    var all: [String] = []
    for await result in group { all.append(result) }
    return all.sorted()
}
print(results, graph.profileHandler.services.audit === graph.auditLog)
// expect-output: ["user1", "user2", "user3"] true
