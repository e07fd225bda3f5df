/// `in:` naming no graph, and `in:` on an unscoped component.
// @Component(scope: .shared, in: MembersGraph)
final class Locker {
    init(member: Member) {}
}

// @Component(in: MemberGraph)
final class Screen {
    init(member: Member) {}
}
