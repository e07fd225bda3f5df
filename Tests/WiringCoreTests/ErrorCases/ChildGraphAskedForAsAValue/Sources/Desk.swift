/// A child graph is made by its factory, with its inputs, and offered only as that factory's type (or `@Sendable`).
struct Member { let name: String }

// @Inputs(graph: MemberGraph)
struct MemberInputs { let member: Member }

// @Component(scope: .shared)
final class Desk {
    init(graph: MemberGraph) {}
}

// @Component(scope: .shared)
final class SendableDesk: Sendable {
    init(open: @escaping @Sendable (MemberInputs) -> MemberGraph) {}
}

// @Component(scope: .shared)
final class ThrowingDesk {
    init(open: @escaping (MemberInputs) throws -> MemberGraph) {}
}
