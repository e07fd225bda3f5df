/// Its graph-facing init is declared in `CoreExtras`.
// @Component(scope: .shared)
public final class Gauge {
    public let level: Int

    package init(level: Int) {
        self.level = level
    }
}

/// Its teardown method is declared in `CoreLifecycle`.
// @Component(scope: .shared, teardown: close)
public final class Meter {
    public nonisolated(unsafe) static var closed = 0

    public init() {}
}

/// Only an `@_spi(Lab)` import sees its init.
// @Component
public struct LabService {
    public let name = "lab"

    @_spi(Lab) public init() {}
}
