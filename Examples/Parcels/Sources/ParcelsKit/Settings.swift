import Logging

/// What the process starts with: the pool's size and latency, and the logger. `AppGraph(inputs:)` takes them, once
/// per process.
// @Inputs
public struct ServerSettings: Sendable {
    public let pool: PoolConfiguration
    public let logger: Logger

    public init(pool: PoolConfiguration, logger: Logger) {
        self.pool = pool
        self.logger = logger
    }
}
