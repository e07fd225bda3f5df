import SeededRandom

extension SplitMix64 {
    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    mutating func pick<T>(_ elements: [T]) -> T? {
        elements.randomElement(using: &self)
    }
}
