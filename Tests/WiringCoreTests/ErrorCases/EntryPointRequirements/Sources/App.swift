/// Entry points protocols the generated graph class cannot implement, one mistake each.
struct Member {}

// @Inputs(graph: MemberGraph)
struct MemberInputs {
    let member: Member
}

// @Inputs(graph: GuestGraph)
struct GuestInputs {
    let member: Member
}

// @Component
final class Crane {}

// @Component
final class Forklift {}

// @EntryPoints
protocol SiteEntryPoints: Sendable {
    var crane: Crane { get }
    var forklift: Forklift { get set }
    static var shared: Crane { get }
    var makeCrane: () -> Crane { get }
    var overrides: Crane { get }
    func start()
}

// @EntryPoints(graph: MemberGraph)
@MainActor
protocol MemberEntryPoints {
    var crane: Crane { get }
}

// @EntryPoints(graph: GuestGraph)
private protocol GuestEntryPoints {
    var crane: Crane { get }
}

// @EntryPoints(graph: MembrGraph)
protocol LostEntryPoints {
    var crane: Crane { get }
}

/// Not a protocol.
// @EntryPoints
struct Entrance {}
