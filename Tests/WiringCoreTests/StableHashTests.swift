import Testing

@testable import WiringCore

/// The hash the generation cache compares across runs tells apart inputs that differ only in where the bytes of a
/// step end: a trailing zero, a string's split, a byte in any position of a word.
@Suite struct StableHashTests {
    @Test func inputsThatShareTheirWordsDiffer() {
        var seen: [UInt64: [UInt8]] = [:]
        var inputs: [[UInt8]] = (0...17).map { [UInt8](repeating: 0, count: $0) }
        for length in [1, 7, 8, 9, 16] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: 0, count: length)
                bytes[position] = 1
                inputs.append(bytes)
            }
        }
        for bytes in inputs {
            let hash = StableHash.of(bytes)
            #expect(seen[hash] == nil, "\(bytes) and \(seen[hash] ?? []) hash alike")
            seen[hash] = bytes
        }
    }

    @Test func theSplitOfStringsCounts() {
        var (first, second) = (StableHash(), StableHash())
        first.combine("ab")
        first.combine("c")
        second.combine("a")
        second.combine("bc")
        #expect(first.value != second.value)
    }
}
