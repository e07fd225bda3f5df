/// A fixed set of words (keywords, modifiers) that answers for a token's bytes without making a `String` of them
/// or hashing: the reader asks of nearly every token whether it is a modifier or a declaration keyword, and a
/// `Set<String>` lookup was a tenth of the scan.
struct WordSet {
    /// The words by their length in bytes; each list holds a few words at most.
    private let wordsByLength: [[[UInt8]]]

    init(_ words: [String]) {
        let byteWords = words.map { Array($0.utf8) }
        var wordsByLength = [[[UInt8]]](repeating: [], count: (byteWords.map(\.count).max() ?? 0) + 1)
        for word in byteWords { wordsByLength[word.count].append(word) }
        self.wordsByLength = wordsByLength
    }

    func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count < wordsByLength.count else { return false }
        return wordsByLength[bytes.count].contains { $0.elementsEqual(bytes) }
    }
}
