/// A ``SourceLocation``'s place in the order `<` gives locations, as three integers: its file's rank among the
/// files' paths, then its line and column. The stages sort every binding by location; comparing paths, which share
/// their folders, character by character at each comparison took some 5 % of a full run at 1,000 components.
struct SourceOrder: Comparable {
    let file: Int
    let line: Int
    let column: Int

    /// The order of each location, each file's path compared once.
    static func of(_ locations: [SourceLocation]) -> [SourceOrder] {
        let ranks = Dictionary(
            uniqueKeysWithValues: Set(locations.map(\.file)).sorted().enumerated().map { ($1, $0) })
        return locations.map { SourceOrder(file: ranks[$0.file]!, line: $0.line, column: $0.column) }
    }

    static func < (lhs: SourceOrder, rhs: SourceOrder) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
