/// The differences between two texts, line by line, and their unified diff as `diff -u` prints it: what
/// `wiring check --against` shows when a checked-in `AppGraph.swift` is not what the sources generate now.
public struct LineDiff: Sendable {
    public enum Change: Sendable {
        case unchanged
        case removed
        case added
    }

    /// One line of either text, with its line break (the last line of a text may have none).
    public struct Line: Sendable {
        public var change: Change
        public var text: Substring
    }

    /// Both texts merged in order: the lines they share once, and where they differ, the old text's lines removed
    /// and the new text's added.
    public let lines: [Line]

    /// A shortest edit script (Myers' algorithm) after the common first and last lines are set aside.
    public init(from old: String, to new: String) {
        let oldLines = Self.split(old)
        let newLines = Self.split(new)
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
            oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = Self.editScript(
            Array(oldLines[prefix..<oldLines.count - suffix]),
            Array(newLines[prefix..<newLines.count - suffix]))
        lines =
            oldLines[..<prefix].map { Line(change: .unchanged, text: $0) } + middle
            + oldLines[(oldLines.count - suffix)...].map { Line(change: .unchanged, text: $0) }
    }

    public var hasChanges: Bool {
        lines.contains { $0.change != .unchanged }
    }

    /// The 1-based line of the old text where the first change is (its last line when lines are only added at
    /// the end); nil when nothing changed.
    public var firstChangedOldLine: Int? {
        guard let first = lines.firstIndex(where: { $0.change != .unchanged }) else { return nil }
        let oldLinesBefore = lines[..<first].count { $0.change != .removed }
        let oldCount = lines.count { $0.change != .added }
        return max(1, min(oldLinesBefore + 1, oldCount))
    }

    /// `--- old` and `+++ new` headers, then one `@@ -start,count +start,count @@` hunk per group of changes with
    /// `context` unchanged lines around it; changes closer than twice the context share a hunk. Empty when nothing
    /// changed.
    public func unified(oldName: String, newName: String, context: Int = 3) -> String {
        let changed = lines.indices.filter { lines[$0].change != .unchanged }
        guard let firstChange = changed.first else { return "" }
        var hunks: [Range<Int>] = []
        var start = max(0, firstChange - context)
        var end = min(lines.count, firstChange + 1 + context)
        for change in changed.dropFirst() {
            if change - context > end {
                hunks.append(start..<end)
                start = change - context
            }
            end = min(lines.count, change + 1 + context)
        }
        hunks.append(start..<end)

        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            let oldBefore = lines[..<hunk.lowerBound].count { $0.change != .added }
            let newBefore = lines[..<hunk.lowerBound].count { $0.change != .removed }
            let oldCount = lines[hunk].count { $0.change != .added }
            let newCount = lines[hunk].count { $0.change != .removed }
            output +=
                "@@ -\(Self.range(after: oldBefore, count: oldCount)) +\(Self.range(after: newBefore, count: newCount)) @@\n"
            for line in lines[hunk] {
                let marker =
                    switch line.change {
                    case .unchanged: " "
                    case .removed: "-"
                    case .added: "+"
                    }
                if line.text.hasSuffix("\n") {
                    output += marker + line.text
                } else {
                    output += marker + line.text + "\n\\ No newline at end of file\n"
                }
            }
        }
        return output
    }

    /// `start,count` as `diff -u` writes it: the count is left out when it is 1, and an empty range starts at the
    /// line before it.
    private static func range(after linesBefore: Int, count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }

    /// Lines with their line breaks, so that a last line without one differs from the same text with one.
    private static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
            lines.append(text[start..<end])
            start = end
        }
        return lines
    }

    /// Beyond this many removed and added lines, the search for a shortest script, whose memory grows with the
    /// square of that number, gives way to replacing the differing middle whole.
    private static let maximumEdits = 1_000

    /// Myers' O(ND) greedy search: for each number of edits, the furthest reaching path on each diagonal k
    /// (`x - y`, x counting old lines and y new ones), kept so that the shortest path can be walked back.
    private static func editScript(_ old: [Substring], _ new: [Substring]) -> [Line] {
        // `reached[d][k + d]` is the x that the furthest path with d edits reaches on diagonal k.
        var reached: [[Int]] = []
        for edits in 0...min(old.count + new.count, maximumEdits) {
            var furthest = Array(repeating: 0, count: 2 * edits + 1)
            for k in stride(from: -edits, through: edits, by: 2) {
                var x = 0
                if edits > 0 {
                    let previous = reached[edits - 1]
                    x =
                        addsALine(onDiagonal: k, edits: edits, previous: previous)
                        ? previous[k + 1 + edits - 1]
                        : previous[k - 1 + edits - 1] + 1
                }
                var y = x - k
                while x < old.count, y < new.count, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[k + edits] = x
                if x >= old.count, y >= new.count {
                    reached.append(furthest)
                    return walkBack(reached, old, new)
                }
            }
            reached.append(furthest)
        }
        return old.map { Line(change: .removed, text: $0) } + new.map { Line(change: .added, text: $0) }
    }

    /// Whether the furthest path with `edits` edits on diagonal k comes down from diagonal k + 1 (adding a new line)
    /// rather than across from k - 1 (removing an old one): whichever of the two got further with one edit less.
    private static func addsALine(onDiagonal k: Int, edits: Int, previous: [Int]) -> Bool {
        k == -edits || (k != edits && previous[k - 1 + edits - 1] < previous[k + 1 + edits - 1])
    }

    /// Follows the furthest paths from the end of both texts back to their start, collecting each edit and the runs
    /// of equal lines between them.
    private static func walkBack(_ reached: [[Int]], _ old: [Substring], _ new: [Substring]) -> [Line] {
        var reversed: [Line] = []
        var x = old.count
        var y = new.count
        for edits in stride(from: reached.count - 1, to: 0, by: -1) {
            let previous = reached[edits - 1]
            let k = x - y
            let added = addsALine(onDiagonal: k, edits: edits, previous: previous)
            let previousK = added ? k + 1 : k - 1
            let previousX = previous[previousK + edits - 1]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(Line(change: .unchanged, text: old[x]))
            }
            if added {
                y -= 1
                reversed.append(Line(change: .added, text: new[y]))
            } else {
                x -= 1
                reversed.append(Line(change: .removed, text: old[x]))
            }
        }
        while x > 0 {
            x -= 1
            reversed.append(Line(change: .unchanged, text: old[x]))
        }
        return reversed.reversed()
    }
}
