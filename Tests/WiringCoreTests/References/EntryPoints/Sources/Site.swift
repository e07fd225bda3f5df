/// A building site whose graph offers a few entry points and keeps the rest of its bindings to itself; a shift gets a
/// child graph with entry points of its own, and an audit a child graph that names none.
protocol Lifting: AnyObject {}
protocol Tool {}

// @Inputs
struct SiteInputs {
    let siteName: String
    let budget: Int
}

struct Foreman {
    let name: String
}

struct Auditor {
    let name: String
}

// @Inputs(graph: ShiftGraph)
struct ShiftInputs {
    let foreman: Foreman
}

// @Inputs(graph: AuditGraph)
struct AuditInputs {
    let auditor: Auditor
}

// @Component(scope: .shared)
final class Ledger {
    init(budget: Int) {}
}

// @Component(scope: .shared, as: Lifting)
final class Crane: Lifting {
    init(ledger: Ledger) {}
}

// @Named(backup)
// @Component(scope: .shared)
final class Generator {}

// @Component
@MainActor
final class Dashboard {
    init(crane: Crane) {}
}

// @Component(into: [Tool], priority: 1)
struct Hammer: Tool {}

// @Component(into: [Tool])
struct Saw: Tool {}

// @Component(assisted: load)
final class Truck {
    init(load: Int, lifting: any Lifting) {}
}

/// Needed only by `Inspection`'s '@Lazy' factory.
// @Component
final class Scaffold {}

/// Needed only through the audit graph, which names no entry points.
// @Component
final class Permit {
    init(siteName: String) {}
}

/// Needed only by the '@Inject' property of `Gate`, which `inject(into:)` sets.
// @Component
struct Badge {}

enum Suppliers {
    // @Provides
    static func concrete(ledger: Ledger) async throws -> Concrete { Concrete() }
}

struct Concrete {}

// @Component
final class Inspection {
    init(
        // @Lazy
        scaffold: @escaping () -> Scaffold
    ) {}
}

/// Made by a storyboard.
final class Gate {
    // @Inject
    var badge: Badge?
}

// @Component(scope: .shared, in: ShiftGraph)
final class Worker {
    init(foreman: Foreman, crane: Crane) {}
}

// @Component(scope: .shared, in: AuditGraph)
final class Audit {
    init(auditor: Auditor, permit: Permit) {}
}

// @EntryPoints
protocol SiteEntryPoints {
    var crane: Crane { get }
    var mainLifting: any Lifting { get }
    @MainActor var craneAgain: Crane { get }
    // @Named(backup)
    var spareGenerator: Generator { get }
    @MainActor var dashboard: Dashboard { get }
    nonisolated(nonsending) var concrete: Concrete { get async throws }
    var tools: [any Tool] { get }
    var inspection: Inspection { get }
    var siteName: String { get }
    var makeTruck: (Int) -> Truck { get }
    var openShift: (ShiftInputs) -> ShiftGraph { get }
}

// @EntryPoints(graph: ShiftGraph)
protocol ShiftEntryPoints: AnyObject {
    var worker: Worker { get }
    var crane: Crane { get }
    @MainActor var foreman: Foreman { get }
}
