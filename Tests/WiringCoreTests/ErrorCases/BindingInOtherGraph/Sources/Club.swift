/// Bindings that need what only another graph has: a child's (from the root), a sibling's.
struct Member { let name: String }
struct Guest { let name: String }

// @Inputs(graph: MemberGraph)
struct MemberInputs { let member: Member }

// @Inputs(graph: GuestGraph)
struct GuestInputs { let guest: Guest }

// @Component(scope: .shared, in: MemberGraph)
final class Locker {
    init(member: Member) {}
}

/// App-wide, so it cannot take a member's locker.
// @Component(scope: .shared)
final class Reception {
    init(locker: Locker) {}
}

/// Unscoped: made in a member's graph, as it needs the member.
// @Component
final class BookingScreen {
    init(member: Member) {}
}

// @Component(scope: .shared)
final class Hall {
    init(screen: BookingScreen) {}
}

/// A guest's graph cannot see a member's.
// @Component(scope: .shared, in: GuestGraph)
final class GuestPass {
    init(guest: Guest, locker: Locker) {}
}

/// Needs a member and a guest: no graph has both.
// @Component
final class Pairing {
    init(member: Member, guest: Guest) {}
}
