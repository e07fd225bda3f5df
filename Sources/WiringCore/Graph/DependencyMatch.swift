/// What a dependency of an instance is matched to in the graph the instance lives in (``GraphPlacement``): the
/// instance that satisfies it, or why none does, which decides the rule that reports it.
enum DependencyMatch: Equatable {
    /// The instance that satisfies it: a binding of the placed model, by index.
    case instance(Int)
    /// No graph binds its type (``MissingBindingRule`` reports it).
    case unbound
    /// Only a graph the asker cannot see binds it (``BindingInOtherGraphRule`` reports it).
    case outOfReach

    /// The instance that satisfies the dependency; nil when none does.
    var instance: Int? {
        switch self {
        case .instance(let instance): instance
        case .unbound, .outOfReach: nil
        }
    }
}
