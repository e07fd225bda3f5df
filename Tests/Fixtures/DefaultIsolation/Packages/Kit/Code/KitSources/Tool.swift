// @Component(scope: .shared)
public final class Tool: Sendable {
    public init() {}
    public var name: String { "tool" }
}
