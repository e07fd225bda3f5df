/// One lexical token of a Swift source file, as a byte range of the file's UTF-8 text.
public struct Token: Sendable {
    public enum Kind: UInt8, Sendable {
        /// An identifier or keyword (`class`, `init` and `engine` alike; the reader tells them apart by text).
        case identifier
        /// An identifier written between backticks, which may spell a keyword.
        case backtickIdentifier
        case number
        /// A string literal of any form: `"…"`, `"""…"""`, `#"…"#`, with its interpolations.
        case string
        /// A regex literal: `/…/` or `#/…/#`.
        case regex
        /// An operator such as `=`, `->`, `?`, `...`, `&&`.
        case `operator`
        /// One of `( ) [ ] { } , : ; . @ \`.
        case punctuation
        /// `#` followed by an identifier: `#if`, `#else`, `#available`, a freestanding macro.
        case pound
        case lineComment
        case blockComment
    }

    public var kind: Kind
    /// Byte offsets of the token in the file's UTF-8 text.
    public var start: Int
    public var end: Int
    public var line: Int
    /// 1-based column in UTF-8 bytes, as the compiler counts it.
    public var column: Int
    /// Whether a line break separates this token from the previous one.
    public var isAtLineStart: Bool
}
