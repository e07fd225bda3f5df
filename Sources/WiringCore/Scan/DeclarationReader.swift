/// Reads the declarations of one Swift file from its tokens: types, extensions, inits, functions, properties and
/// imports, with the comments and attributes above each. Function and accessor bodies, default values and
/// initial values are skipped by bracket matching; everything Wiring needs is in declaration headers.
///
/// Like the lexer, the reader never fails: on input it does not understand it skips a token and goes on, so the
/// worst a malformed file can do is hide a declaration (which the compiler then reports).
public struct DeclarationReader {
    // This file holds the reader's state and splits the file's comments from its other tokens. The reading is spread
    // over files of one job each, as extensions: MemberReading (a list of declarations, dispatched on the keyword),
    // AttributeReading, ConditionalBlocks (`#if`), TypeDeclarationReading, SignatureReading (inits and functions),
    // ParameterReading, PropertyReading, OtherDeclarationReading (imports and the rest), TypeReferenceReading,
    // BodySkipping, and TokenQueries, which they all read tokens through. The state is internal rather than private
    // so that those files can share it; nothing else touches it.

    let path: String
    let bytes: [UInt8]
    /// The tokens that are not comments.
    let tokens: [Token]
    /// For each token, the line comments that stand on their own lines just before it, as a range of
    /// `allLineComments` (a slice would share the array while it grows, and copy it on every append).
    let leadingComments: [Range<Int>]
    let allLineComments: [Comment]
    var index = 0
    /// The `#if` branches enclosing the current position, outermost first.
    var conditionalBranches: [ConditionalBranch] = []
    /// How many type bodies enclose the current position.
    var typeDepth = 0
    /// Type bodies nested deeper than this are skipped unread, so hostile input cannot exhaust the stack. An
    /// annotation inside one is then reported as attached to nothing.
    static let maximumTypeDepth = 128
    var imports: [ImportDeclaration] = []
    /// The tree of each type read so far, by its source text: a file writes the same few types again and again
    /// (`Int`, `[String]`, its components), and they then share one tree, read once.
    var typesBySource: [String: TypeSyntax] = [:]

    /// Lexes and reads a whole file.
    public static func read(path: String, bytes: [UInt8]) -> ScannedFile {
        var reader = DeclarationReader(path: path, bytes: bytes)
        let declarations = reader.readMembers(enclosingTypes: [], untilClosingBrace: false)
        return ScannedFile(
            path: path, imports: reader.imports, declarations: declarations,
            lineComments: reader.allLineComments)
    }

    private init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var significant: [Token] = []
        var comments: [Comment] = []
        var leading: [Range<Int>] = []
        var firstPending = 0
        // A file has about one token in five bytes; room for one in four saves the arrays' regrowth and copies.
        significant.reserveCapacity(bytes.count / 4)
        leading.reserveCapacity(bytes.count / 4)
        for token in Lexer(bytes: bytes) {
            switch token.kind {
            case .lineComment:
                var textStart = token.start + 2
                if textStart < token.end, bytes[textStart] == UInt8(ascii: "/") { textStart += 1 }
                let comment = Comment(
                    text: String(decoding: bytes[textStart..<token.end], as: UTF8.self),
                    textLocation: SourceLocation(
                        file: path, line: token.line, column: token.column + textStart - token.start))
                comments.append(comment)
                // A comment after code on the same line belongs to that code, not to the next declaration.
                if !token.isAtLineStart && !significant.isEmpty { firstPending = comments.count }
            case .blockComment:
                break
            default:
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
