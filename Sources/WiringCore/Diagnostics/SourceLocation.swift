/// A position in a source file, as compilers report it: 1-based line, 1-based column counted in UTF-8 bytes.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// The file's path exactly as it was given to the tool, so that editors can open it.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:column`, the prefix of a compiler diagnostic.
    public var description: String { "\(file):\(line):\(column)" }
}
