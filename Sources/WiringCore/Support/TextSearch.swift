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

private func find<Haystack: RandomAccessCollection<UInt8>>(
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
