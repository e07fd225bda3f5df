/// What creating a value involves, beyond calling a function: a global actor, suspension, errors. A binding's own
/// effects come from its init or function; the graph stage adds those of everything it needs.
public struct CreationEffects: Hashable, Sendable {
    /// The global actor the creation runs on (``Isolation``).
    public var isolation = Isolation.nonisolated
    public var isAsync = false
    public var isThrowing = false

    public init(isolation: Isolation = .nonisolated, isAsync: Bool = false, isThrowing: Bool = false) {
        self.isolation = isolation
        self.isAsync = isAsync
        self.isThrowing = isThrowing
    }

    /// Whether the creation runs on the main actor.
    public var isMainActor: Bool { isolation == .mainActor }

    public var isEmpty: Bool { isolation == .nonisolated && !isAsync && !isThrowing }

    /// Both sets of effects together. The isolation is this one's, else `other`'s; when both are isolated to
    /// different global actors, this one awaits the other's values, so the union is `async`.
    public func union(_ other: CreationEffects) -> CreationEffects {
        let crossesActors =
            isolation != .nonisolated && other.isolation != .nonisolated && isolation != other.isolation
        return CreationEffects(
            isolation: isolation == .nonisolated ? other.isolation : isolation,
            isAsync: isAsync || other.isAsync || crossesActors, isThrowing: isThrowing || other.isThrowing)
    }

    /// Whether every effect of `other` is among these: its global actor too (awaiting another actor's value is not
    /// saying so).
    public func covers(_ other: CreationEffects) -> Bool {
        (other.isolation == .nonisolated || other.isolation == isolation) && (isAsync || !other.isAsync)
            && (isThrowing || !other.isThrowing)
    }

    /// `@MainActor async throws`, as a person would list them.
    public var description: String {
        [isolation.attribute, isAsync ? "async" : nil, isThrowing ? "throws" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }
}
