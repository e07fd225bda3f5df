// A generic remote loader bound as a protocol with a primary associated type, asked for per model.
protocol DataLoading<Model>: AnyObject {
    associatedtype Model
    func load() -> [Model]
}

struct User: Sendable {
    let name: String
}

struct Invoice: Sendable {
    let total: Int
}

protocol Fixture {
    static var samples: [Self] { get }
}

extension User: Fixture {
    static var samples: [User] { [User(name: "ann")] }
}

extension Invoice: Fixture {
    static var samples: [Invoice] { [Invoice(total: 10), Invoice(total: 20)] }
}

// @Component(scope: .shared, as: DataLoading<Model>)
final class FixtureLoader<Model: Fixture>: DataLoading {
    func load() -> [Model] { Model.samples }
}

// @Component
struct BillingScreen {
    let users: any DataLoading<User>
    let invoices: any DataLoading<Invoice>
}

// main.swift
let screen = AppGraph().billingScreen
print(screen.users.load().map(\.name), screen.invoices.load().map(\.total))
// expect-output: ["ann"] [10, 20]
