extension StringProtocol {
    /// Whether `fragment` occurs in the text, compared byte for byte. Foundation's `contains(_:)`, which one file of
    /// the module importing Foundation makes the default everywhere, goes through `NSString` on Linux (and the
    /// standard library's generic search is not specialized for us): on a graph of thousands of components either
    /// cost more than all the other handling of type texts (Benchmarks/README.md).
    func includes(_ fragment: StaticString) -> Bool {
        fragment.withUTF8Buffer { needle in
            utf8.withContiguousStorageIfAvailable { Self.find(needle, in: $0) }
                ?? Self.find(needle, in: Array(utf8)[...])
        }
    }

    private static func find<Haystack: RandomAccessCollection<UInt8>>(
        _ needle: UnsafeBufferPointer<UInt8>, in haystack: Haystack
    ) -> Bool where Haystack.Index == Int {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        var start = haystack.startIndex
        while start <= haystack.endIndex - needle.count {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
