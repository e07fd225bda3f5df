/// Reads the declarations of one Swift file from its tokens: types, extensions, inits, functions, properties and
/// imports, with the comments and attributes above each. Function and accessor bodies, default values and
/// initial values are skipped by bracket matching; everything Wiring needs is in declaration headers.
///
/// Like the lexer, the reader never fails: on input it does not understand it skips a token and goes on, so the
/// worst a malformed file can do is hide a declaration (which the compiler then reports).
public struct DeclarationReader {
    // This file holds the reader's state; TokenizedFile splits the file's comments from its other tokens and
    // answers questions about them (TokenQueries). The reading is spread over files of one job each, as extensions:
    // MemberReading (a list of declarations, dispatched on the keyword), AttributeReading, ConditionalBlocks (`#if`),
    // TypeDeclarationReading, SignatureReading (inits and functions), ParameterReading, PropertyReading,
    // OtherDeclarationReading (imports and the rest), TypeReferenceReading and BodySkipping. The state is internal
    // rather than private so that those files can share it; nothing else touches it.

    /// The file's tokens and comments, which the reader's parts share and never change.
    let source: TokenizedFile
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
            lineComments: reader.source.allLineComments)
    }

    private init(path: String, bytes: [UInt8]) {
        source = TokenizedFile(path: path, bytes: bytes)
    }
}
