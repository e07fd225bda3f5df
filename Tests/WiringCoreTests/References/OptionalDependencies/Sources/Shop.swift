/// A feature the app may be built without: its protocol is here, its implementation in a module that one app links
/// and another does not. In this graph nothing binds it, so every '@Optional' request for it is nil.
protocol Payments: AnyObject {}

protocol Analytics: AnyObject {}

protocol Store: AnyObject {}

// @Component(scope: .shared, as: Analytics)
final class ConsoleAnalytics: Analytics {}

// @Named(backup)
// @Component(scope: .shared, as: Store)
final class DiskStore: Store {}

struct Member {
    let name: String
}

/// A member's visit: a graph of its own.
// @Inputs(graph: MemberGraph)
struct MemberInputs {
    let member: Member
}

/// Exists only in a member's graph.
// @Component(scope: .shared, in: MemberGraph)
final class Basket {
    init(member: Member) {}
}

/// A binding of `Basket?` that the sources make themselves: '@Optional' does not touch it.
enum Fallbacks {
    // @Provides
    static func noBasket() -> Basket? { nil }
}

/// Unscoped: made in the root graph with no basket, and again in each member's graph with the member's.
// @Component
final class Checkout {
    let basket: Basket?
    let payments: (any Payments)?
    let analytics: (any Analytics)?
    let fallback: Basket?
    let backup: (any Store)?
    let makePayments: () -> (any Payments)?

    init(
        // @Optional
        basket: Basket?,
        // @Optional
        payments: (any Payments)?,
        // @Optional
        analytics: (any Analytics)?,
        fallback: Basket?,
        // @Named(backup)
        // @Optional
        backup: (any Store)?,
        // @Optional
        makePayments: @escaping () -> (any Payments)?
    ) {
        self.basket = basket
        self.payments = payments
        self.analytics = analytics
        self.fallback = fallback
        self.backup = backup
        self.makePayments = makePayments
    }
}

/// Shared in the root graph: it never sees a member's basket.
// @Component(scope: .shared)
final class Reception {
    let basket: Basket?
    init(
        // @Optional
        basket: Basket?
    ) { self.basket = basket }
}

/// A screen a framework makes.
final class ReceiptController {
    // @Inject
    // @Optional
    var payments: (any Payments)?
    // @Inject
    var analytics: (any Analytics)!
}
