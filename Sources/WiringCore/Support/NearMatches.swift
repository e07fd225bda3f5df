/// Finds names close to a misspelled one, for "did you mean …?" suggestions.
package enum NearMatches {
    /// The candidates within a small edit distance of `name` (case-insensitive), closest first, then alphabetical.
    /// The distance allowed grows with the name, one edit per three characters (at most three), so that what is
    /// suggested is plausibly the same name mistyped: `Engin` → `Engine`, but nothing for `A`, where any other
    /// one-letter name is one edit away.
    package static func suggestions(for name: String, among candidates: some Sequence<String>, limit: Int = 3)
        -> [String]
    {
        let target = Array(name.lowercased().unicodeScalars)
        let threshold = min(3, target.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in Set(candidates) where candidate != name {
            if let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: threshold) {
                scored.append((distance, candidate))
            }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    /// The Levenshtein distance, or nil when it is more than `limit`. Only the cells within `limit` of the table's
    /// diagonal are computed, so that two long names cost their length times the limit rather than the product of
    /// their lengths (two 30,000-character type names took seconds).
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(lhs.count - rhs.count) <= limit else { return nil }
        guard !lhs.isEmpty, !rhs.isEmpty else { return max(lhs.count, rhs.count) }
        let beyond = limit + 1
        var previous = (0...rhs.count).map { min($0, beyond) }
        var current = Array(repeating: beyond, count: rhs.count + 1)
        for i in 1...lhs.count {
            let low = max(1, i - limit)
            let high = min(rhs.count, i + limit)
            current[0] = min(i, beyond)
            current[low - 1] = low == 1 ? current[0] : beyond
            if high < rhs.count { current[high + 1] = beyond }
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[rhs.count] <= limit ? previous[rhs.count] : nil
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    package static func quotedList(_ names: [String], conjunction: String = "or") -> String {
        list(names.map { "'\($0)'" }, conjunction: conjunction)
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
