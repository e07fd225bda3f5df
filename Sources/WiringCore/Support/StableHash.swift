/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, unlike `Hasher`, which is
/// seeded afresh in each process. The generation cache (``ScannedFileDigest``) stores these in files that later
/// runs compare, and Wiring has no dependency that could provide one.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Bytes from a buffer, not any sequence: a generic loop is many times slower in a debug build, which is how
    /// the build plugin runs the tool.
    public mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var value = self.value
        // An index into the pointer, not the buffer's iterator: in a debug build, twice as fast.
        var offset = 0
        while offset < bytes.count {
            value = (value ^ UInt64(base[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        self.value = value
    }

    /// A string, then a separator that no UTF-8 text contains, so that `"ab", "c"` and `"a", "bc"` differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
        combine(byte: 0xFF)
    }

    public mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
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
