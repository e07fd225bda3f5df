/// A fixed set of short words (keywords, modifiers) that answers for a token's bytes without making a `String` of
/// them or hashing: the reader asks of nearly every token whether it is a modifier or a declaration keyword, and the
/// lexer whether it is an expression keyword. Each word of up to 16 bytes is kept as two integers, so a lookup
/// compares integers; that stays fast in the debug build of the tool the build plugin runs, where generic byte
/// comparisons do not.
struct WordSet {
    /// The words by their length in bytes, each packed by ``packed(_:)``.
    private let wordsByLength: [[Packed]]

    private struct Packed: Equatable {
        var low: UInt64
        var high: UInt64
    }

    init(_ words: [String]) {
        let byteWords = words.map { Array($0.utf8) }
        precondition(byteWords.allSatisfy { !$0.isEmpty && $0.count <= 16 }, "a word of 1 to 16 bytes")
        var wordsByLength = [[Packed]](repeating: [], count: byteWords.map(\.count).max()! + 1)
        for word in byteWords { wordsByLength[word.count].append(word.withUnsafeBufferPointer(Self.packed)) }
        self.wordsByLength = wordsByLength
    }

    func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer(contains)
    }

    func contains(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        contains(UnsafeBufferPointer(rebasing: bytes))
    }

    private func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count < wordsByLength.count else { return false }
        let packed = Self.packed(bytes)
        for word in wordsByLength[bytes.count] where word == packed { return true }
        return false
    }

    /// Bytes 0–7 in `low`, 8–15 in `high`, the first byte lowest.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> Packed {
        var packed = Packed(low: 0, high: 0)
        for offset in 0..<bytes.count {
            if offset < 8 {
                packed.low |= UInt64(bytes[offset]) << UInt64(offset * 8)
            } else {
                packed.high |= UInt64(bytes[offset]) << UInt64((offset - 8) * 8)
            }
        }
        return packed
    }
}
