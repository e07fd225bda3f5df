/// One file's tokens, split from its line comments: what every part of ``DeclarationReader`` reads, and never
/// changes. A class, so that the reader's parts share it without copying: the plugin runs a debug build of the tool,
/// where each call of a reader method that does not mutate copied the whole reader, arrays and all (a third of a
/// debug scan went into those copies).
final class TokenizedFile {
    let path: String
    let bytes: [UInt8]
    /// The tokens that are not comments.
    let tokens: [Token]
    /// For each token, the line comments that stand on their own lines just before it, with no blank line between
    /// them or before the token, as a range of `allLineComments` (a slice would share the array while it grows, and
    /// copy it on every append). A blank line ends what a comment is attached to, as readers take it.
    let leadingComments: [Range<Int>]
    let allLineComments: [Comment]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var significant: [Token] = []
        var comments: [Comment] = []
        var leading: [Range<Int>] = []
        var firstPending = 0
        /// The line the last comment ends on; a token or comment further down than the next line is past a blank line.
        var lastCommentEnd = Int.min
        // A file has about one token in five bytes; room for one in four saves the arrays' regrowth and copies.
        significant.reserveCapacity(bytes.count / 4)
        leading.reserveCapacity(bytes.count / 4)
        Lexer.forEachToken(in: bytes) { token in
            switch token.kind {
            case .lineComment:
                var textStart = token.start + 2
                if textStart < token.end, bytes[textStart] == UInt8(ascii: "/") { textStart += 1 }
                let comment = Comment(
                    text: String(decoding: bytes[textStart..<token.end], as: UTF8.self),
                    textLocation: SourceLocation(
                        file: path, line: token.line, column: token.column + textStart - token.start))
                if token.line > lastCommentEnd + 1 { firstPending = comments.count }
                comments.append(comment)
                lastCommentEnd = token.line
                // A comment after code on the same line belongs to that code, not to the next declaration.
                if !token.isAtLineStart && !significant.isEmpty { firstPending = comments.count }
            case .blockComment:
                if token.line > lastCommentEnd + 1 { firstPending = comments.count }
                lastCommentEnd = token.line + bytes[token.start..<token.end].count { $0 == UInt8(ascii: "\n") }
            default:
                if token.line > lastCommentEnd + 1 { firstPending = comments.count }
                leading.append(firstPending..<comments.count)
                firstPending = comments.count
                significant.append(token)
            }
        }
        self.tokens = significant
        self.allLineComments = comments
        self.leadingComments = leading
    }
}
