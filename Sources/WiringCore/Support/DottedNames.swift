extension StringProtocol {
    /// The names of a qualified name (`Garage.Lift`), or the pieces of a path between `separator`s, found in the UTF-8
    /// bytes: `split(separator:)` on a string compares whole `Character`s, walking grapheme clusters, and splitting
    /// type names that way cost several percent of a full run. A separator is ASCII, so never part of a longer
    /// character in a name or a path. Empty pieces are left out unless `keepingEmpty`.
    func pieces(separatedBy separator: Unicode.Scalar = ".", keepingEmpty: Bool = false) -> [SubSequence] {
        let byte = UInt8(ascii: separator)
        var pieces: [SubSequence] = []
        var start = startIndex
        var index = startIndex
        while index != endIndex {
            if utf8[index] == byte {
                if keepingEmpty || start != index { pieces.append(self[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if keepingEmpty || start != endIndex { pieces.append(self[start..<endIndex]) }
        return pieces
    }

    /// Where the first `separator` is, found in the UTF-8 bytes as ``pieces(separatedBy:keepingEmpty:)`` finds it.
    func firstIndex(ofASCII separator: Unicode.Scalar) -> Index? {
        utf8.firstIndex(of: UInt8(ascii: separator))
    }
}
