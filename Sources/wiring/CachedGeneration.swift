import Dispatch
import WiringCommandLine
import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `wiring generate --cache <dir>`: generates as `generate` does, but skips the stages after the scan when no file
/// changed in a way that can change the graph: an edit inside a function body, unless it moves a line or changes a
/// comment of a file with annotations. Then the run reads the files,
/// hashes them, scans only those whose bytes changed, and returns the graph it generated last time. A run that
/// cannot reuse the graph scans only those files too: the cache keeps each file's scan, keyed by its bytes, and the
/// run reads the scans of the others back (``GenerationCache/readScan(contents:path:)``), which costs a fraction of
/// scanning them.
///
/// The graph is reused only when the key of the inputs is the one it was generated from. The key hashes the
/// command line, the configuration file, the tool itself, and each file's path and ``ScannedFileDigest``: the
/// full digest for a file that may hold annotations, or whose name the graph's comments show (`Engine.swift:12`);
/// the one without locations and comments for every other file. Locations reach the graph only through those
/// comments: the stages otherwise compare them, and shifting every line below an edit keeps their order; comments
/// without an `@` hold no annotation, and nothing else reads them. Only a run without
/// any diagnostic is recorded, so a reused graph never hides a warning that a full run would report.
struct CachedGeneration {
    var cache: GenerationCache
    /// What decides the graph besides the source files (``settingsHash(settingsFiles:includesOverrides:)``).
    var settings: UInt64

    func generate(
        _ files: [Pipeline.SourceFile], options: RenderOptions, sendableRequirement: SourceLocation?,
        diagnostics: DiagnosticCollector
    ) -> RenderedGraph? {
        // Sorted and without duplicates, as the scan takes them, so that the key does not depend on their order.
        var seen: Set<String> = []
        let files = files.sorted { $0.path < $1.path }.filter { seen.insert($0.path).inserted }
        let contents = files.map { StableHash.of($0.contents) }
        // Whatever the run, the cache then keeps no scan of a file it does not have: one scan a file, at most.
        defer { cache.removeScans(except: contents) }
        let previous = cache.readIndex()
        var index: [String: GenerationCache.Entry] = [:]
        var scans = [Scan?](repeating: nil, count: files.count)
        if diagnostics.diagnostics.isEmpty, let record = cache.readRecord() {
            let changed = files.indices.filter { previous[files[$0].path]?.contents != contents[$0] }
            scan(changed, of: files, contents: contents, into: &scans)
            if changed.allSatisfy({ scans[$0]?.encodingError == nil }) {
                let digests = files.indices.map { position in
                    if let entry = previous[files[position].path], entry.contents == contents[position] {
                        return entry.digest
                    }
                    return scans[position]!.digest ?? ScannedFileDigest(scans[position]!.file)
                }
                for (file, (hash, digest)) in zip(files, zip(contents, digests)) {
                    index[file.path] = GenerationCache.Entry(contents: hash, digest: digest)
                }
                if key(files, digests, output: record.output) == record.key {
                    if index != previous { cache.writeIndex(index) }
                    return record.output
                }
            }
        }
        scan(files.indices.filter { scans[$0] == nil }, of: files, contents: contents, into: &scans)
        // The run ends with this one: the scans are left to the process's exit, which returns their memory at once,
        // rather than freed declaration by declaration (a fortieth of a cold run at 1,000 components).
        defer { _ = Unmanaged.passRetained(scans as AnyObject) }
        for case let encodingError? in scans.map({ $0!.encodingError }) { diagnostics.emit(encodingError) }
        let scanned = scans.map { $0!.file }
        let generated = Pipeline.generate(
            scanned: scanned, options: options, sendableRequirement: sendableRequirement, diagnostics: diagnostics)
        // Nothing is recorded after errors: a file that is not valid UTF-8 (an error in every run) must never have an
        // entry, lest its digest, the same as before a bad byte went into a body, let a later run reuse a graph.
        guard !diagnostics.hasErrors else { return generated }
        let digests = Self.digests(
            of: scans.map { $0! }, contents: contents, known: index.merging(previous) { new, _ in new })
        cache.writeIndex(
            Dictionary(
                uniqueKeysWithValues: zip(scanned, zip(contents, digests)).map {
                    ($0.path, GenerationCache.Entry(contents: $1.0, digest: $1.1))
                }))
        if let generated, diagnostics.diagnostics.isEmpty {
            cache.writeRecord(key: key(files, digests, output: generated), output: generated)
        }
        return generated
    }

    /// A file's scan, the error to report when its bytes are not valid UTF-8, and its digest when the scan was just
    /// made (and so encoded for the cache: the digest hashes that encoding).
    private typealias Scan = (file: ScannedFile, encodingError: Diagnostic?, digest: ScannedFileDigest?)

    /// Stage 1 for the files at `positions`: each file's scan read from the cache when it has one of the file's
    /// bytes, and otherwise scanned and kept there, on every core at once, as the scan stage reads them. A file that
    /// is not valid UTF-8 is never kept, so every run scans it and reports it.
    private func scan(
        _ positions: [Int], of files: [Pipeline.SourceFile], contents: [UInt64], into scans: inout [Scan?]
    ) {
        guard !positions.isEmpty else { return }
        var results = [Scan?](repeating: nil, count: positions.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slot = slots.baseAddress!
            DispatchQueue.concurrentPerform(iterations: positions.count) { index in
                let file = files[positions[index]]
                let hash = contents[positions[index]]
                if var stored = cache.readScan(contents: hash, path: file.path) {
                    stored.module = file.module
                    stored.isMainActorByDefault = file.isMainActorByDefault
                    slot[index] = (stored, nil, nil)
                } else {
                    let scan = Pipeline.scan(file)
                    var digest: ScannedFileDigest?
                    if scan.encodingError == nil {
                        let archive = ScannedFileArchive.encode(scan.file)
                        let made = ScannedFileDigest(scan.file, archive: archive)
                        cache.writeScan(archive: archive, archiveHash: made.located, contents: hash)
                        digest = made
                    }
                    slot[index] = (scan.file, scan.encodingError, digest)
                }
            }
        }
        for (position, result) in zip(positions, results) { scans[position] = result }
    }

    /// Each file's digest: the known one when its bytes did not change, the scan's when it was just made; otherwise
    /// computed, on every core at once, as the scan is.
    private static func digests(
        of scans: [Scan], contents: [UInt64], known: [String: GenerationCache.Entry]
    ) -> [ScannedFileDigest] {
        var digests = [ScannedFileDigest?](repeating: nil, count: scans.count)
        digests.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slot = slots.baseAddress!
            DispatchQueue.concurrentPerform(iterations: scans.count) { index in
                let scan = scans[index]
                if let entry = known[scan.file.path], entry.contents == contents[index] {
                    slot[index] = entry.digest
                } else {
                    slot[index] = scan.digest ?? ScannedFileDigest(scan.file)
                }
            }
        }
        return digests.map { $0! }
    }

    /// The key of a graph generated from `files`, summed up as `digests`.
    private func key(_ files: [Pipeline.SourceFile], _ digests: [ScannedFileDigest], output: RenderedGraph) -> UInt64 {
        let shown = output.pieces.reduce(into: Set<String>()) { $0.formUnion(Self.fileNamesShown(in: $1)) }
        var hash = StableHash()
        hash.combine(StableHash.hex(settings))
        for (file, digest) in zip(files, digests) {
            let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            let locations = digest.mayHaveAnnotations || shown.contains(name)
            hash.combine(file.path)
            hash.combine(file.module.map { "\($0.name) \($0.requiredAccess)" } ?? "")
            hash.combine(StableHash.hex(locations ? digest.located : digest.bare))
        }
        return hash.value
    }

    /// The names of the files the graph's comments point into (`Engine` for `Sources/Car/Engine.swift:12`); more
    /// than those when a name might have a space, never fewer. Read as bytes, from one `:` to the next:
    /// the graph of a large app is megabytes.
    static func fileNamesShown(in output: String) -> Set<String> {
        var output = output
        return output.withUTF8 { bytes in
            let suffix = Array(".swift".utf8)
            var names: Set<String> = []
            var next = 0
            while let colon = bytes.firstOffset(of: UInt8(ascii: ":"), from: next) {
                next = colon + 1
                let end = colon - suffix.count
                guard end >= 0, bytes[end..<colon].elementsEqual(suffix) else { continue }
                // The name runs back to the folder's `/`, or to the line's start; it may start after any space.
                var start = end
                while start > 0, bytes[start - 1] != UInt8(ascii: "/"), bytes[start - 1] != UInt8(ascii: "\n") {
                    start -= 1
                    if bytes[start] == UInt8(ascii: " ") {
                        names.insert(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[start + 1..<end]), as: UTF8.self))
                    }
                }
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            return names
        }
    }

    /// The command line, the bytes of the configuration file and of the manifest (whose settings say which modules are
    /// the main actor's by default), whether the graph has overrides (which a test file, or a function body, decides:
    /// see ``OverridesUse``) and the tool itself (``GenerationCache/tool``, so that a rebuilt tool never reuses what
    /// its previous build generated), hashed.
    static func settingsHash(settingsFiles: [String], includesOverrides: Bool) -> UInt64 {
        var hash = StableHash()
        hash.combine(StableHash.hex(GenerationCache.tool))
        hash.combine(includesOverrides ? "overrides" : "no overrides")
        for argument in CommandLine.arguments { hash.combine(argument) }
        for path in settingsFiles {
            if let data = FileManager.default.contents(atPath: SourceFiles.absolute(path)) {
                hash.combine(StableHash.hex(StableHash.of([UInt8](data))))
            }
        }
        return hash.value
    }
}
