/// The tyre compounds: an enum whose cases key the pit wall's tyre sets (`key: .soft`), checked against this
/// declaration when the graph is built.
enum Compound: CaseIterable {
    case soft, medium, hard
}

protocol TyreSet {
    var laps: Int { get }
}

// @Component(into: [Compound: TyreSet], key: .soft)
struct SoftTyres: TyreSet {
    let laps = 15
}

// @Component(into: [Compound: TyreSet], key: .medium)
struct MediumTyres: TyreSet {
    let laps = 25
}

// @Component(into: [Compound: TyreSet], key: .hard)
struct HardTyres: TyreSet {
    let laps = 40
}

/// Takes the sets as factories by compound: a set is fitted only when the strategy calls for it.
// @Component
final class PitWall {
    private let tyreSets: [Compound: () -> any TyreSet]

    init(tyreSets: [Compound: () -> any TyreSet]) {
        self.tyreSets = tyreSets
    }

    func strategy() -> String {
        Compound.allCases.map { "\($0) \(tyreSets[$0]?().laps ?? 0) laps" }.joined(separator: ", ")
    }
}
