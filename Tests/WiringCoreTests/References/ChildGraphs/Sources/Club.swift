/// A club whose members each get a graph of their own when they sign in, with a court graph inside a member's.
struct Member {
    let name: String
}

// @Inputs(graph: MemberGraph)
struct MemberInputs {
    let member: Member
}

// @Inputs(graph: CourtGraph, parent: MemberGraph)
struct CourtInputs {
    let number: Int
}

// @Component(scope: .shared, teardown: close)
final class Ledger {
    func close() {}
}

// @Component
struct Clock {}

// @Component(scope: .shared, in: MemberGraph, teardown: close)
final class Locker {
    init(member: Member, ledger: Ledger) {}
    func close() {}
}

// @Component(scope: .weak, in: MemberGraph)
final class Towel {
    init(locker: Locker) {}
}

/// Unscoped and without `in:`: it needs the member, so it is made in a member's graph.
// @Component
final class BookingScreen {
    init(member: Member, locker: Locker, clock: Clock, perks: [Perk]) {}
}

/// Made in every graph, with that graph's perks.
// @Component
final class PerkList {
    init(perks: [Perk]) {}
}

protocol Perk {}

// @Component(into: [Perk], priority: 1)
struct Sauna: Perk {}

// @Component(into: [Perk])
struct PersonalTrainer: Perk {
    init(member: Member) {}
}

// @Component(scope: .shared, in: CourtGraph)
final class Court {
    init(number: Int, member: Member, ledger: Ledger) {}
}

// @Component(assisted: minutes)
final class Lesson {
    init(minutes: Int, court: Court, makeTowel: @escaping () -> Towel) {}
}

/// App-wide, and opens members' graphs.
// @Component(scope: .shared)
final class SignUpDesk {
    init(open: @escaping (MemberInputs) -> MemberGraph, ledger: Ledger) {}
}
