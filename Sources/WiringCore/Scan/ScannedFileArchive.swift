/// A ``ScannedFile`` as compact bytes and back, for the generation cache (`wiring generate --cache`), which keeps
/// each file's scan keyed by the file's bytes so that a full run scans only the files that changed. Reading a scan
/// back must cost less than scanning the file again, in the debug build the build plugin runs: there, Foundation's
/// JSON and property-list parsers alone take as long as the scan, before a value is built, and reading this form
/// takes a fifteenth of it (`Benchmarks/README.md`). It is written and read field by field
/// (`ScannedFileArchive+Writing.swift`, `ScannedFileArchive+Reading.swift`).
///
/// The bytes are three parts: every string of the scan once (a count, then each string's length and UTF-8 bytes);
/// every type tree once (a count, then each tree, a tag and its parts); then the file's imports, declarations and
/// line comments. A string or a type anywhere in the file is its number in its table, as a file writes the same
/// names and types again and again. Numbers are LEB128, a byte per seven bits; a `Bool` is a byte, an optional a
/// byte that says whether a value follows, a list its count and its elements, an enum its tag and its case's values
/// (an enum with a `String` raw value, its raw value). Source locations are a line and a column: every location of
/// a scan is in its own file, and reading gives them the path it is given, so a file renamed with the same bytes
/// reads as scanned again.
///
/// Reading checks every count, tag and number against what is left and what the tables hold, so a damaged archive
/// reads as nil, never as a crash; the cache also keeps a hash of the bytes beside them and reads no archive whose
/// hash differs, so that damage that still reads is never taken for a scan.
public enum ScannedFileArchive {
    /// The scan's bytes: the same for the same scan, whatever its path.
    public static func encode(_ file: ScannedFile) -> [UInt8] {
        var writer = Writer()
        writer.write(file)
        return writer.archive
    }

    /// The scan's bytes without its source locations and its lists of comments: not an archive (it cannot be read
    /// back), but the same for two scans that differ only in those, and different otherwise (``ScannedFileDigest``).
    static func encodeLeavingOutLocationsAndComments(_ file: ScannedFile) -> [UInt8] {
        var writer = Writer()
        writer.leavesOutLocationsAndComments = true
        writer.write(file)
        return writer.archive
    }

    /// The scan that `encode` wrote into `bytes`, every location in `path`; nil when the bytes are not one whole
    /// archive. The module is not in the archive: the caller sets it.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> ScannedFile? {
        guard let base = bytes.baseAddress else { return nil }
        var reader = Reader(base: base, count: bytes.count, path: path)
        return try? reader.readArchive()
    }

    /// The tag of each case of ``TypeSyntax``.
    enum TypeTag: UInt8 {
        case named, array, dictionary, optional, tuple, function, existential, opaque, composition, metatype,
            attributed, specified, variadic, suppressed, verbatim
    }

    /// The tag of each case of ``Declaration``.
    enum DeclarationTag: UInt8 {
        case type, initializer, function, variable, other
    }

    /// The tag of each case of ``ThrowsClause``.
    enum ThrowsTag: UInt8 {
        case `throws`, `rethrows`, typed
    }
}
