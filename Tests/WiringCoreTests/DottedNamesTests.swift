import Testing

@testable import WiringCore

/// Splitting names and paths at an ASCII separator by their bytes (`pieces(separatedBy:keepingEmpty:)`) gives what
/// the standard library's `split(separator:)` gives by characters, for any text whose separators are whole
/// characters, as they are in names and paths.
@Suite struct DottedNamesTests {
    @Test func piecesAreWhatSplitGives() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "Z", "_", "1", ".", ".", "/", "é", "Ä", "🚗", " "]
        for _ in 0..<2000 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            })
            for separator in [".", "/"] as [Character] {
                let scalar = separator.unicodeScalars.first!
                #expect(text.pieces(separatedBy: scalar) == text.split(separator: separator), "\(text)")
                #expect(
                    text.pieces(separatedBy: scalar, keepingEmpty: true)
                        == text.split(separator: separator, omittingEmptySubsequences: false), "\(text)")
                #expect(text.firstIndex(ofASCII: scalar) == text.firstIndex(of: separator), "\(text)")
                let substring = text.dropFirst()
                #expect(substring.pieces(separatedBy: scalar) == substring.split(separator: separator), "\(text)")
            }
        }
    }
}
