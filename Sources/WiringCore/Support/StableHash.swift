/// A 64-bit hash that is the same in every process and on every machine, unlike `Hasher`, which is seeded afresh in
/// each process. The generation cache (``ScannedFileDigest``) stores these in files that later runs compare, and
/// Wiring has no dependency that could provide one. It takes eight bytes a step, with xxHash64's round and final
/// mix on one lane: a cold run hashes every source file, every scan and the whole output, megabytes for a large
/// app, and FNV-1a's byte a step (a multiplication each) was a fortieth of that run.
public struct StableHash: Sendable {
    private var state: UInt64 = 0x27D4_EB2F_1656_67C5

    public init() {}

    /// The hash of what was combined so far.
    public var value: UInt64 {
        var hash = state
        hash = (hash ^ (hash >> 33)) &* Self.prime2
        hash = (hash ^ (hash >> 29)) &* Self.prime3
        return hash ^ (hash >> 32)
    }

    /// Bytes from a buffer, not any sequence: a generic loop is many times slower in a debug build, which is how
    /// the build plugin runs the tool. Their count goes in first, so that a buffer and a longer one that ends in
    /// zeros differ.
    public mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        var state = Self.round(self.state, UInt64(bytes.count))
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= bytes.count {
                state = Self.round(
                    state, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            while offset < bytes.count {
                state = Self.round(state, UInt64(base[offset]))
                offset += 1
            }
        }
        self.state = state
    }

    /// A string, then a separator that no UTF-8 text contains, so that `"ab", "c"` and `"a", "bc"` differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
        combine(byte: 0xFF)
    }

    public mutating func combine(byte: UInt8) {
        state = Self.round(state, UInt64(byte))
    }

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

    private static func round(_ state: UInt64, _ input: UInt64) -> UInt64 {
        let mixed = state &+ input &* prime2
        return ((mixed << 31) | (mixed >> 33)) &* prime1
    }

    /// The hash of a file's bytes.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        bytes.withUnsafeBufferPointer { hash.combine($0) }
        return hash.value
    }

    /// Sixteen hexadecimal digits, how the cache files write a hash.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
