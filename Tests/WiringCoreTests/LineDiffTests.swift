import SeededRandom
import Testing
import WiringCore

/// The line diff behind `wiring check --against`: a shortest edit script, printed as `diff -u` prints it.
@Suite struct LineDiffTests {
    @Test func identicalTextsHaveNoDiff() {
        let diff = LineDiff(from: "a\nb\n", to: "a\nb\n")
        #expect(!diff.hasChanges)
        #expect(diff.firstChangedOldLine == nil)
        #expect(diff.unified(oldName: "old", newName: "new") == "")
    }

    /// The expected text is what GNU `diff -u` prints for the same two texts.
    @Test func changesCloseTogetherShareAHunkWithThreeLinesOfContext() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n5\n", with: "\nfive\n")
            .replacingOccurrences(of: "\n7\n", with: "\n")
            .replacingOccurrences(of: "\n18\n", with: "\neighteen\n")
        let diff = LineDiff(from: old, to: new)
        #expect(diff.firstChangedOldLine == 5)
        #expect(diff.unified(oldName: "AppGraph.swift", newName: "AppGraph.swift (generated now)") == """
            --- AppGraph.swift
            +++ AppGraph.swift (generated now)
            @@ -2,9 +2,8 @@
             2
             3
             4
            -5
            +five
             6
            -7
             8
             9
             10
            @@ -15,6 +14,6 @@
             15
             16
             17
            -18
            +eighteen
             19
             20

            """)
    }

    @Test func linesAddedToAnEmptyTextStartAfterLineZero() {
        let diff = LineDiff(from: "", to: "a\n")
        #expect(diff.firstChangedOldLine == 1)
        #expect(diff.unified(oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -0,0 +1 @@\n+a\n")
    }

    @Test func aLastLineWithoutALineBreakDiffersAndIsMarked() {
        let diff = LineDiff(from: "a\nb\n", to: "a\nb")
        #expect(diff.firstChangedOldLine == 2)
        #expect(diff.unified(oldName: "o", newName: "n")
                == "--- o\n+++ n\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n")
    }

    /// Random texts over a small alphabet, so that lines repeat: the script rebuilds both texts, and it is as short
    /// as the longest common subsequence allows.
    @Test func theEditScriptIsShortestAndRebuildsBothTexts() {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<300 {
            let old = random.lines(upTo: 25)
            let new = random.lines(upTo: 25)
            let diff = LineDiff(from: old.joined(), to: new.joined())
            #expect(diff.lines.filter { $0.change != .added }.map { String($0.text) } == old)
            #expect(diff.lines.filter { $0.change != .removed }.map { String($0.text) } == new)
            let changes = diff.lines.count { $0.change != .unchanged }
            #expect(changes == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new))
        }
    }

    /// Past a thousand edits the diff replaces the differing middle whole, which is still a correct diff.
    @Test func textsThatDifferEverywhereStillRebuild() {
        let old = (0..<1_500).map { "old \($0)\n" }
        let new = ["same\n"] + (0..<1_500).map { "new \($0)\n" }
        let diff = LineDiff(from: "same\n" + old.joined(), to: new.joined())
        #expect(diff.firstChangedOldLine == 2)
        #expect(diff.lines.filter { $0.change != .added }.map { String($0.text) } == ["same\n"] + old)
        #expect(diff.lines.filter { $0.change != .removed }.map { String($0.text) } == new)
    }

    private static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }
}

extension SplitMix64 {
    /// Up to `count` lines of one letter each; sometimes the last has no line break.
    mutating func lines(upTo count: Int) -> [String] {
        var lines = (0..<Int.random(in: 0...count, using: &self)).map { _ in
            ["a", "b", "c", "d"].randomElement(using: &self)! + "\n"
        }
        if let last = lines.indices.last, Int.random(in: 0..<4, using: &self) == 0 { lines[last].removeLast() }
        return lines
    }
}
