import SeededRandom

extension SplitMix64 {
    /// The generator of input `index` of the run seeded `seed`: independent of every other input's, so that
    /// `--only INDEX` makes the same input without making the ones before it.
    init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed)
        self.init(seed: mixer.next() ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    }

    /// True with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        Int.random(in: 0..<denominator, using: &self) < numerator
    }

    /// A length from 1 to `limit` that is usually small: each doubling of the length is half as likely.
    mutating func smallLength(upTo limit: Int) -> Int {
        guard limit > 1 else { return 1 }
        let bits = Int.random(in: 0...(Int.bitWidth - limit.leadingZeroBitCount), using: &self)
        return Int.random(in: 1...max(1, min(limit, 1 << bits)), using: &self)
    }
}
