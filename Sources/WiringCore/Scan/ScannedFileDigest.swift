/// What one file gives the stages after the scan, as hashes: the generation cache (`wiring generate --cache`)
/// compares them with a previous run's to tell that the graph cannot have changed. The scan keeps declaration
/// headers and comments and skips function bodies, so an edit inside a body leaves ``bare`` as it was.
public struct ScannedFileDigest: Sendable, Equatable {
    /// Everything the scan read from the file, its source locations (line and column of each declaration)
    /// included.
    public var located: UInt64
    /// The same without the source locations, which an edit inside a body shifts for every declaration below it,
    /// and without the comments, which only the annotations read; ``located`` again when ``mayHaveAnnotations``.
    public var bare: UInt64
    /// Whether a comment of the file has an `@`, so that it may hold an annotation: an annotation goes on over the
    /// comment lines below it, the annotations compare comments' lines with declarations', and their places are
    /// written into `AppGraph.swift`, so for such a file only ``located`` is a safe summary.
    public var mayHaveAnnotations: Bool

    public init(located: UInt64, bare: UInt64, mayHaveAnnotations: Bool) {
        self.located = located
        self.bare = bare
        self.mayHaveAnnotations = mayHaveAnnotations
    }

    /// The digests of a scanned file: hashes of its archive (``ScannedFileArchive``), which holds every field of the
    /// scan but its path and module (the cache's key has those; the archive's own tests read every field back), and
    /// of the archive's bytes without the locations and comments. The archive is written field by field, with no
    /// generic code: in the debug build the build plugin runs, the digests went from 23 % of a full run with an empty
    /// cache (through the types' `Encodable` conformances) to 10 %, and the run to 0.87× its CPU time.
    public init(_ file: ScannedFile) {
        self.init(file, archive: ScannedFileArchive.encode(file))
    }

    /// The digests of a scanned file whose archive is at hand (``ScannedFileArchive/encode(_:)`` of `file`), as when
    /// the scan has just been written to the cache. A file that may hold annotations has only its located digest
    /// read, so its bare one is not computed: it is the located one, which costs a second encoding of the file less.
    public init(_ file: ScannedFile, archive: [UInt8]) {
        let located = StableHash.of(archive)
        let mayHaveAnnotations = file.lineComments.contains { $0.text.utf8.contains(UInt8(ascii: "@")) }
        self.init(
            located: located,
            bare: mayHaveAnnotations
                ? located : StableHash.of(ScannedFileArchive.encodeLeavingOutLocationsAndComments(file)),
            mayHaveAnnotations: mayHaveAnnotations)
    }
}
