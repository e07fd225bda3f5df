/// Writes the generated file a line at a time, and owns its indentation: what a block's body writes is indented one
/// level (four spaces) deeper than the line that opens the block, so the writers never count spaces themselves, and
/// one place decides when a call or a literal is too wide for its line.
///
/// A class, so that the renderer's writers can call each other from inside a block they are writing.
final class CodeWriter {
    /// The widest a line should be: a call or a literal wider than this gets one argument a line.
    static let lineWidth = 120
    private static let indentWidth = 4

    /// What has been written.
    private(set) var text = ""
    /// How many spaces start the lines written now.
    private(set) var indentation = 0 {
        didSet { padding = String(repeating: " ", count: indentation) }
    }
    /// The spaces themselves, made once per change of indentation rather than once per line (a line is written for
    /// each of a large graph's hundreds of thousands).
    private var padding = ""

    /// `text` as a line at the current indentation; an empty line has no spaces. A text of several lines (a
    /// ``list(_:opening:closing:lead:indentation:)`` that did not fit) is indented already.
    func line(_ text: String = "") {
        if !text.isEmpty {
            self.text += padding
            self.text += text
        }
        self.text += "\n"
    }

    /// How many characters a line's text is: its bytes when they are all ASCII, as generated code nearly always is,
    /// without walking its grapheme clusters as `count` does.
    static func width(of text: String) -> Int {
        var text = text
        return text.withUTF8 { $0.allSatisfy { $0 < 0x80 } } ? text.utf8.count : text.count
    }

    /// What `body` writes, one level deeper.
    func indented(_ body: () -> Void) {
        indentation += Self.indentWidth
        body()
        indentation -= Self.indentWidth
    }

    /// `opening`, what `body` writes one level deeper, then `closing`: `if let instance { … }`.
    func block(_ opening: String, closing: String = "}", _ body: () -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// `opening` + the items + `closing`, as `f(a, b)` or `[a, b]`: on one line when it fits there after `lead`
    /// characters, else one item a line, one level deeper than the line. The line is at `indentation`, or at the
    /// current indentation.
    func list(_ items: [String], opening: String, closing: String, lead: Int, indentation: Int? = nil) -> String {
        let indentation = indentation ?? self.indentation
        let oneLine = opening + items.joined(separator: ", ") + closing
        guard !items.isEmpty, indentation + lead + Self.width(of: oneLine) > Self.lineWidth else { return oneLine }
        let itemIndentation = String(repeating: " ", count: indentation + Self.indentWidth)
        return opening + "\n" + items.map { itemIndentation + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: indentation) + closing
    }
}
