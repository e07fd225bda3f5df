import Foundation

// @Component
struct Default {}

// @Component
struct UUIDSource {}

enum Outer {
    // @Component
    struct Inner {}
}

// @Component
struct OuterInner {
    let nested: Outer.Inner
}

/// A free provider: no accessor may take its name.
// @Provides(scope: .shared)
func jsonDecoder() -> JSONDecoder {
    JSONDecoder()
}

// @Component
final class Parser {
    init(_ decoder: JSONDecoder, fallback: Default, id: UUIDSource) {}
}
