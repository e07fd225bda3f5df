/// A graph that names its entry points, whose unused bindings are warnings, each once, at its declaration.
protocol Engine: AnyObject {}
protocol Tunable: AnyObject {}
protocol Plugin {}
protocol Theme {}

struct Member {}

// @Inputs
struct AppInputs {
    let region: String
    let retries: Int
}

// @Inputs(graph: MemberGraph)
struct MemberInputs {
    let member: Member
}

// @Inputs(graph: GuestGraph)
struct GuestInputs {
    let member: Member
}

/// Offered, with its 'Engine'; its 'Tunable' is not.
// @Component(scope: .shared, as: [Engine, Tunable])
final class V8Engine: Engine, Tunable {}

// @Component
final class Crane {
    init(engine: any Engine) {}
}

/// Unused, as are its 'as:' types, reported once.
// @Component(as: Plugin)
final class Forklift: Plugin {}

/// Unused: nothing takes '[Plugin]'.
// @Component(into: [Plugin])
struct LoggingPlugin: Plugin {}

/// Used: the entry points take '[String: Theme]'.
// @Component(into: [String: Theme], key: "dark")
struct DarkTheme: Theme {}

enum Frameworks {
    // @Provides
    static func decoder() -> Decoder { Decoder() }

    /// Used through a factory.
    // @Provides
    static func encoder() -> Encoder { Encoder() }
}

struct Decoder {}
struct Encoder {}

// @Component
final class Archive {
    init(makeEncoder: @escaping () -> Encoder) {}
}

// @Component(assisted: speed)
final class RaceCar {
    init(speed: Int) {}
}

/// Used through a '@Lazy' factory.
// @Component
final class Scaffold {}

// @Component
final class Inspection {
    init(
        // @Lazy
        scaffold: @escaping () -> Scaffold
    ) {}
}

// @Bundle
protocol Tools {
    var crane: Crane { get }
}

/// Used only by 'inject(into:)'.
// @Component
struct Badge {}

final class Gate {
    // @Inject
    var badge: Badge?
}

/// Used only by the guest graph, which names no entry points.
// @Component
final class Visitor {
    init(region: String) {}
}

// @Component(scope: .shared, in: GuestGraph)
final class GuestPass {
    init(member: Member, visitor: Visitor) {}
}

/// Lives in the member graph, which names entry points and does not offer it.
// @Component(scope: .shared, in: MemberGraph)
final class Locker {
    init(member: Member) {}
}

// @Component(scope: .shared, in: MemberGraph)
final class Towel {
    init(member: Member) {}
}

// @EntryPoints
protocol AppEntryPoints {
    var crane: Crane { get }
    var archive: Archive { get }
    var inspection: Inspection { get }
    var themes: [String: any Theme] { get }
}

// @EntryPoints(graph: MemberGraph)
protocol MemberEntryPoints {
    var towel: Towel { get }
}
