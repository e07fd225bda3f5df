/// One type bound in a graph and in its ancestor is a duplicate; in two sibling graphs it is not (no graph sees
/// both).
struct Member { let name: String }
struct Guest { let name: String }

// @Inputs(graph: MemberGraph)
struct MemberInputs { let member: Member }

// @Inputs(graph: GuestGraph)
struct GuestInputs { let guest: Guest }

final class Cloakroom {}

// @Provides(scope: .shared)
func appCloakroom() -> Cloakroom { Cloakroom() }

enum MemberBindings {
    // @Provides(scope: .shared, in: MemberGraph)
    static func memberCloakroom(member: Member) -> Cloakroom { Cloakroom() }
}

final class Badge {}

enum SiblingBindings {
    // @Provides(scope: .shared, in: MemberGraph)
    static func memberBadge(member: Member) -> Badge { Badge() }

    // @Provides(scope: .shared, in: GuestGraph)
    static func guestBadge(guest: Guest) -> Badge { Badge() }
}
