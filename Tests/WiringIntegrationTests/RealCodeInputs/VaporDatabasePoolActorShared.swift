// A Vapor-style app: an actor-based connection pool shared by the repositories of every request.
// @Component(scope: .shared)
actor DatabasePool {
    private var leased = 0
    func lease() -> Int {
        leased += 1
        return leased
    }
}

// @Component
struct UserRepository: Sendable {
    let pool: DatabasePool
    func find(_ id: Int) async -> String { "user \(id) on connection \(await pool.lease())" }
}

// @Component
struct PostRepository: Sendable {
    let pool: DatabasePool
    func latest() async -> String { "posts on connection \(await pool.lease())" }
}

// @Component
struct UsersController: Sendable {
    let users: UserRepository
    let posts: PostRepository
}

// main.swift
let graph = AppGraph()
let controller = graph.usersController
print(await controller.users.find(1))
print(await controller.posts.latest())
print(await graph.usersController.users.find(2))
print(controller.users.pool === graph.databasePool)
// expect-output: user 1 on connection 1
// expect-output: posts on connection 2
// expect-output: user 2 on connection 3
// expect-output: true
