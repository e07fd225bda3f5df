import WiringCommandLine
import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files of `wiring generate --cache <dir>`, and what they hold: for each source file, the hash of its bytes
/// and its ``ScannedFileDigest`` (`files`); the last graph generated without a diagnostic, with the key of the
/// inputs it came from and the hash of its text (`output`); and each file's scan, one file per scan named by the
/// hash of the bytes scanned (`scans/`). The first two are plain text, checked line by line when read; a scan is a
/// line of text that says which tool made it, from which bytes, and the hash of what follows, then the scan
/// (``ScannedFileArchive``). A file that is missing, truncated, from another version or tool or otherwise not as
/// written here is ignored: the run is a full one, or the file is scanned again.
struct GenerationCache {
    struct Entry: Equatable {
        var contents: UInt64
        var digest: ScannedFileDigest
    }

    var directory: String

    /// The first line of each file, with the version of what it holds: the index's goes up whenever the scan's
    /// encoding changes (and with it the digests of a file whose bytes did not), so an older index is not reused.
    private static let indexHeader = "wiring-cache-files 2"
    private static let recordHeader = "wiring-cache-output 2"
    private static let scanHeader = "wiring-cache-scan 1"

    /// The tool itself, hashed: its version, and its executable's size and modification time, so that a rebuilt tool
    /// never reuses what its previous build made (whose scanner may have read a file otherwise). The executable is
    /// found by the path it was started by: the plugins start it by its absolute path.
    static let tool: UInt64 = {
        var hash = StableHash()
        hash.combine(WiringVersion.current)
        let tool = CommandLine.arguments.first.flatMap { try? FileManager.default.attributesOfItem(atPath: $0) }
        hash.combine("\(tool?[.size] ?? "?") \((tool?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        return hash.value
    }()

    private var indexPath: String { directory + "/files" }
    private var recordPath: String { directory + "/output" }
    private var scansPath: String { directory + "/scans" }

    /// The summaries of the files of the previous run, by path.
    func readIndex() -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: indexPath) else { return [:] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.indexHeader), lines.last == "" else { return [:] }
        var entries: [String: Entry] = [:]
        for line in lines.dropFirst().dropLast() {
            // `contents located bare annotations path`: the path last, as it may hold spaces.
            let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let contents = UInt64(fields[0], radix: 16),
                let located = UInt64(fields[1], radix: 16), let bare = UInt64(fields[2], radix: 16),
                fields[3] == "0" || fields[3] == "1"
            else { return [:] }
            entries[String(fields[4])] = Entry(
                contents: contents,
                digest: ScannedFileDigest(located: located, bare: bare, mayHaveAnnotations: fields[3] == "1"))
        }
        return entries
    }

    func writeIndex(_ entries: [String: Entry]) {
        var text = Self.indexHeader + "\n"
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) where !path.contains("\n") {
            let digest = entry.digest
            text +=
                "\(StableHash.hex(entry.contents)) \(StableHash.hex(digest.located)) \(StableHash.hex(digest.bare)) \(digest.mayHaveAnnotations ? 1 : 0) \(path)\n"
        }
        // A cache that cannot be written only makes the next run a full one.
        try? OutputFile.write(text, to: indexPath)
    }

    /// The graph last generated without a diagnostic, and the key of its inputs; nil unless the graph's text still
    /// has the hash written beside it, so that a truncated or damaged record is never taken for a graph. The text is
    /// the graph's pieces (``RenderedGraph/pieces``), each after a line with its length in bytes.
    func readRecord() -> (key: UInt64, output: RenderedGraph)? {
        guard let data = FileManager.default.contents(atPath: recordPath) else { return nil }
        let parts = [UInt8](data).split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].elementsEqual(Self.recordHeader.utf8) else { return nil }
        let hashes = String(decoding: parts[1], as: UTF8.self).split(separator: " ")
        let output = [UInt8](parts[2])
        guard hashes.count == 2, let key = UInt64(hashes[0], radix: 16),
            UInt64(hashes[1], radix: 16) == StableHash.of(output)
        else { return nil }
        var pieces: [String] = []
        var rest = output[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            guard let length = Int(String(decoding: rest[..<newline], as: UTF8.self)), length >= 0,
                rest.distance(from: newline, to: rest.endIndex) > length
            else { return nil }
            let start = rest.index(after: newline)
            pieces.append(String(decoding: rest[start..<rest.index(start, offsetBy: length)], as: UTF8.self))
            rest = rest[rest.index(start, offsetBy: length)...]
        }
        guard rest.isEmpty, let graph = RenderedGraph(pieces: pieces) else { return nil }
        return (key, graph)
    }

    func writeRecord(key: UInt64, output: RenderedGraph) {
        let text = output.pieces.map { "\($0.utf8.count)\n\($0)" }.joined()
        let hashes = "\(StableHash.hex(key)) \(StableHash.hex(StableHash.of(Array(text.utf8))))"
        try? OutputFile.write("\(Self.recordHeader)\n\(hashes)\n\(text)", to: recordPath)
    }

    /// The scan of a file whose bytes hash to `contents`, as this tool made it in an earlier run, with every location
    /// in `path`; nil when there is none, or it does not read as one.
    func readScan(contents: UInt64, path: String) -> ScannedFile? {
        guard let data = FileManager.default.contents(atPath: scanPath(contents)) else { return nil }
        let parts = [UInt8](data).split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].elementsEqual(Self.scanHeader.utf8) else { return nil }
        let hashes = String(decoding: parts[1], as: UTF8.self).split(separator: " ")
        guard hashes.count == 3, UInt64(hashes[0], radix: 16) == Self.tool, UInt64(hashes[1], radix: 16) == contents,
            let archiveHash = UInt64(hashes[2], radix: 16)
        else { return nil }
        return parts[2].withUnsafeBufferPointer { archive in
            var hash = StableHash()
            hash.combine(archive)
            return hash.value == archiveHash ? ScannedFileArchive.decode(archive, path: path) : nil
        }
    }

    /// Keeps the scan of a file whose bytes hash to `contents` (its ``ScannedFileArchive``, whose own hash is
    /// `archiveHash`: the scan's located digest, at hand already), for later runs. Written in place with `write(2)`,
    /// not as the other files are: Foundation's writes, atomic or not, wait for the disk (`fsync`), and once for every
    /// file made a first run take 1.5 times as long. A scan cut short, or written by two runs at once, fails its hash
    /// when read and is made again.
    func writeScan(archive: [UInt8], archiveHash: UInt64, contents: UInt64) {
        let hashes = "\(StableHash.hex(Self.tool)) \(StableHash.hex(contents)) \(StableHash.hex(archiveHash))"
        let bytes = Array("\(Self.scanHeader)\n\(hashes)\n".utf8) + archive
        if !OperatingSystem.writeInPlace(bytes, to: scanPath(contents)) {
            // The folder is made when a write finds it missing, rather than looked for before every write.
            try? FileManager.default.createDirectory(atPath: scansPath, withIntermediateDirectories: true)
            _ = OperatingSystem.writeInPlace(bytes, to: scanPath(contents))
        }
    }

    /// Removes every scan but those of the files whose bytes hash to `contents`, so that the scans of the files as
    /// they were before an edit do not pile up.
    func removeScans(except contents: [UInt64]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: scansPath) else { return }
        let kept = Set(contents.map(StableHash.hex))
        for name in names where !kept.contains(name) {
            try? FileManager.default.removeItem(atPath: scansPath + "/" + name)
        }
    }

    private func scanPath(_ contents: UInt64) -> String {
        scansPath + "/" + StableHash.hex(contents)
    }
}
