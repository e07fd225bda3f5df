/// A public type of another module, which the public graph of `Feature` names in a public accessor.
// @Component(scope: .shared)
public final class Engine {
    public let power = 120

    public init() {}
}
