#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

extension StringProtocol {
    /// Whether `fragment` occurs in the text, compared byte for byte. Foundation's `contains(_:)`, which one file of
    /// the module importing Foundation makes the default everywhere, goes through `NSString` on Linux (and the
    /// standard library's generic search is not specialized for us): on a graph of thousands of components either
    /// cost more than all the other handling of type texts (Benchmarks/README.md).
    func includes(_ fragment: StaticString) -> Bool {
        fragment.withUTF8Buffer { needle in
            utf8.withContiguousStorageIfAvailable { find(needle, in: $0) }
                ?? find(needle, in: Array(utf8)[...])
        }
    }
}

extension [UInt8] {
    /// Whether `fragment` occurs in the bytes: the same search, for a file's contents that need not be UTF-8.
    package func includes(_ fragment: StaticString) -> Bool {
        fragment.withUTF8Buffer { find($0, in: self[...]) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` at or after `start`, nil when there is none: the C library's `memchr`, many
    /// bytes at a time, for a search through megabytes of text.
    package func firstOffset(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count, let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

/// A search with the C library's `memchr` for the needle's first byte and `memcmp` for the rest: it runs at the
/// same speed in a debug build of the tool (which the build plugin runs in a debug build) as in a release one, where
/// a Swift loop over the bytes is several times slower.
private func find<Haystack: RandomAccessCollection<UInt8>>(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: Haystack
) -> Bool where Haystack.Index == Int {
    guard let needleStart = needle.baseAddress, let first = needle.first else { return true }
    return haystack.withContiguousStorageIfAvailable { bytes in
        guard var cursor = bytes.baseAddress, needle.count <= bytes.count else { return false }
        let lastStart = cursor + (bytes.count - needle.count)
        while cursor <= lastStart {
            guard let found = memchr(cursor, Int32(first), lastStart - cursor + 1) else { return false }
            let candidate = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self)
            if memcmp(candidate, needleStart, needle.count) == 0 { return true }
            cursor = candidate + 1
        }
        return false
    } ?? Array(haystack).withUnsafeBufferPointer { find(needle, in: $0) }
}
