protocol Store {}

struct Member {}

// @Inputs(graph: MemberGraph)
struct MemberInputs {
    let member: Member
}

// @Component
final class Crane {}

// @Named(backup)
// @Component(as: Store)
final class DiskStore: Store {}

// @Component(scope: .shared, in: MemberGraph)
final class Locker {
    init(member: Member) {}
}

// @Component
final class Scanner {
    init(missing: Missing) {}
}

// @EntryPoints
protocol SiteEntryPoints {
    var crane: Cranes { get }
    // @Named(bakup)
    var store: any Store { get }
    var locker: Locker { get }
    var scanner: Scanner { get }
}
