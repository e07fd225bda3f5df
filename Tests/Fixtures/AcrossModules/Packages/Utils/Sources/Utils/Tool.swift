/// A component of a module the app knows as `Utils` and the build as `AUtils`.
// @Component
public struct Tool {
    public let name = "tool"

    public init() {}
}
