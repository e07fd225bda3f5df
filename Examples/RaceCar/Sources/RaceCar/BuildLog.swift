/// Counts how many instances of each type were built, so the example can show what shared and unscoped mean.
/// The example runs on one thread; a real app would not keep such a log.
enum BuildLog {
    nonisolated(unsafe) private(set) static var counts: [String: Int] = [:]

    /// Records one more instance of `type` and returns its number (1 for the first).
    @discardableResult
    static func record(_ type: String) -> Int {
        counts[type, default: 0] += 1
        return counts[type, default: 0]
    }
}
