/// A cycle among a member's bindings, through an unscoped one made in the member's graph and an app-wide one: each
/// binding is named with its graph. (A cycle cannot leave a graph for a child: a graph cannot see its children's
/// bindings, which is reported first.)
struct Member { let name: String }

// @Inputs(graph: MemberGraph)
struct MemberInputs { let member: Member }

// @Component(scope: .shared)
final class Ledger {}

// @Component(scope: .shared, in: MemberGraph)
final class Locker {
    init(member: Member, screen: BookingScreen) {}
}

// @Component
final class BookingScreen {
    init(ledger: Ledger, locker: Locker) {}
}
