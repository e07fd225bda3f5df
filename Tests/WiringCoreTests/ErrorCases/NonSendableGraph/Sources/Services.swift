import Foundation

/// Each value a graph that must be Sendable keeps or is given, and what stands in its way.

// @Component(scope: .shared)
final class Ledger {
    var entries: [String] = []
}

final class Cache {}

/// A struct is Sendable when what it stores is: this one stores a class that is not.
// @Component(scope: .shared)
struct Settings {
    let cache: Cache = Cache()
}

/// A public struct is Sendable only when it says so.
// @Component(scope: .shared)
public struct Banner {
    public init() {}
}

/// Wiring does not infer the type of a property without one.
// @Component(scope: .shared)
struct Clock {
    let start = Date()
}

protocol Store {}

/// A provider's `any Store` is Sendable only if the protocol refines `Sendable`.
enum Stores {
    // @Provides(scope: .shared)
    static func store() -> any Store { DiskStore() }
}

struct DiskStore: Store {}

/// A framework's class is the compiler's to judge: no error here.
// @Component(scope: .shared)
final class Registry: NSObject {}

/// What is Sendable passes: an actor, a final class of lets that says so, a struct of Sendable values, and an
/// instance kept on the main actor, which never leaves it.
// @Component(scope: .shared)
actor Journal {}

// @Component(scope: .shared)
final class Catalog: Sendable {
    let settings: Settings?
    init(journal: Journal) { settings = nil }
}

// @Component(scope: .shared)
@MainActor
final class Screen {
    var title = ""
}

// @Inputs(graph: RequestGraph)
struct RequestInputs {
    let id: Int
    let respond: (String) -> Void
}

// @Component(scope: .shared, in: RequestGraph)
final class Handler: Sendable {
    let id: Int
    init(id: Int, catalog: Catalog) { self.id = id }
}

/// A frozen public struct is Sendable as a struct that is not public is: from what it stores.
@usableFromInline final class Page {
    @usableFromInline init() {}
}

// @Component(scope: .shared)
@frozen public struct Layout {
    @usableFromInline let page: Page = Page()
    public init() {}
}

// @Component(scope: .shared)
@frozen public struct Margins {
    let width: Int = 8
    public init() {}
}
