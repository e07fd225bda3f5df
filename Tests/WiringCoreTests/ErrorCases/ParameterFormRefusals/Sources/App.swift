/// Noncopyable: each dependent needs its own, so the graph keeps none.
// @Component(scope: .shared)
struct Token: ~Copyable {
    init() {}
}

// @Component(scope: .weak)
struct Ticket: ~Copyable {
    init() {}
}

struct Receipt: ~Copyable {
    let number: Int
}

enum Receipts {
    // @Provides(scope: .shared)
    static func receipt() -> Receipt { Receipt(number: 1) }
}

// @Component(scope: .shared)
actor Counter {
    init() {}
}

/// An init with an `isolated` parameter runs on that actor.
// @Component
final class Tally {
    init(counter: isolated Counter) {}
}

// @Component
final class User {
    init(ticket: consuming Ticket, token: borrowing Token, receipt: consuming Receipt) {}
}

/// Not `Sendable`, and kept: what the graph passes may share state with what it keeps.
// @Component(scope: .shared)
final class Seat {
    init() {}
}

// @Component
final class Bench {
    init(seat: sending Seat, spare: @escaping () -> sending Seat) {}
}
