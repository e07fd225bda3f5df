/// Time, for everything that stamps or orders things.
public protocol Clock: AnyObject {
    func tick() -> Int
}

/// A clock that counts, so the example's output is the same on every run. `package` is enough: the graphs that
/// use it are in modules of this package.
// @Component(scope: .shared, as: Clock)
package final class CountingClock: Clock {
    private var time = 0

    package init() {}

    package func tick() -> Int {
        time += 1
        return time
    }
}

// @Component(scope: .shared)
public final class Logger {
    private let clock: Clock
    public private(set) var lines: [String] = []

    public init(clock: Clock) {
        self.clock = clock
    }

    public func log(_ message: String) {
        lines.append("[\(clock.tick())] \(message)")
    }
}

/// Values computed once per graph. `Networking.Cache` has the same name.
// @Component(scope: .shared)
public final class Cache {
    public private(set) var values: [String: Int] = [:]

    public init() {}

    public func value(for key: String, compute: () -> Int) -> Int {
        if let value = values[key] { return value }
        let value = compute()
        values[key] = value
        return value
    }
}
