import Foundation
import WiringCommandLine
import WiringCore

/// `wiring generate --cache <dir>`: generates as `generate` does, but skips the stages after the scan when no file
/// changed in a way that can change the graph: an edit inside a function body, unless it moves a line or changes a
/// comment of a file with annotations. Then the run reads the files,
/// hashes them, scans only those whose bytes changed, and returns the graph it generated last time.
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
    /// What decides the graph besides the source files (``settingsHash(configurationPath:)``).
    var settings: UInt64

    func generate(
        _ files: [Pipeline.SourceFile], options: RenderOptions, sendableRequirement: SourceLocation?,
        diagnostics: DiagnosticCollector
    ) -> String? {
        // Sorted and without duplicates, as the scan takes them, so that the key does not depend on their order.
        var seen: Set<String> = []
        let files = files.sorted { $0.path < $1.path }.filter { seen.insert($0.path).inserted }
        let contents = files.map { StableHash.of($0.contents) }
        let previous = cache.readIndex()
        var index: [String: GenerationCache.Entry] = [:]
        if diagnostics.diagnostics.isEmpty, let record = cache.readRecord() {
            var digests: [ScannedFileDigest] = []
            for (file, hash) in zip(files, contents) {
                if let entry = previous[file.path], entry.contents == hash {
                    index[file.path] = entry
                } else if let digest = Pipeline.summarize(file) {
                    index[file.path] = GenerationCache.Entry(contents: hash, digest: digest)
                } else {
                    break
                }
                digests.append(index[file.path]!.digest)
            }
            if digests.count == files.count, key(files, digests, output: record.output) == record.key {
                if index != previous { cache.writeIndex(index) }
                return record.output
            }
        }
        let scanned = Pipeline.scan(files, diagnostics: diagnostics)
        let generated = Pipeline.generate(
            scanned: scanned, options: options, sendableRequirement: sendableRequirement, diagnostics: diagnostics)
        // Nothing is recorded after errors: a file that is not valid UTF-8 (an error in every run) must never have an
        // entry, lest its digest, the same as before a bad byte went into a body, let a later run reuse a graph.
        guard !diagnostics.hasErrors else { return generated }
        let digests = Self.digests(of: scanned, contents: contents, known: index.merging(previous) { new, _ in new })
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

    /// Each file's digest: the known one when its bytes did not change; otherwise computed, on every core at once,
    /// as the scan is.
    private static func digests(
        of files: [ScannedFile], contents: [UInt64], known: [String: GenerationCache.Entry]
    ) -> [ScannedFileDigest] {
        var digests = [ScannedFileDigest?](repeating: nil, count: files.count)
        digests.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slot = slots.baseAddress!
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                if let entry = known[files[index].path], entry.contents == contents[index] {
                    slot[index] = entry.digest
                } else {
                    slot[index] = ScannedFileDigest(files[index])
                }
            }
        }
        return digests.map { $0! }
    }

    /// The key of a graph generated from `files`, summed up as `digests`.
    private func key(_ files: [Pipeline.SourceFile], _ digests: [ScannedFileDigest], output: String) -> UInt64 {
        let shown = Self.fileNamesShown(in: output)
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
    /// than those when a name might have a space, never fewer. Read byte by byte: the graph of a large app is a
    /// megabyte, and this runs on every reuse.
    static func fileNamesShown(in output: String) -> Set<String> {
        var output = output
        return output.withUTF8 { bytes in
            let marker = Array(".swift:".utf8)
            var names: Set<String> = []
            var end = 0
            while end + marker.count <= bytes.count {
                var matches = true
                for offset in 0..<marker.count where bytes[end + offset] != marker[offset] {
                    matches = false
                    break
                }
                guard matches else {
                    end += 1
                    continue
                }
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
                end += marker.count
            }
            return names
        }
    }

    /// The command line, the configuration file's bytes, whether the graph has overrides (which a test file, or a
    /// function body, decides: see ``OverridesUse``) and the tool itself (its size and modification time, so that a
    /// rebuilt tool never reuses what its previous build generated), hashed.
    static func settingsHash(configurationPath: String?, includesOverrides: Bool) -> UInt64 {
        var hash = StableHash()
        hash.combine(WiringVersion.current)
        hash.combine(includesOverrides ? "overrides" : "no overrides")
        for argument in CommandLine.arguments { hash.combine(argument) }
        if let configurationPath,
            let data = FileManager.default.contents(atPath: SourceFiles.absolute(configurationPath))
        {
            hash.combine(StableHash.hex(StableHash.of([UInt8](data))))
        }
        let tool = Bundle.main.executablePath.flatMap { try? FileManager.default.attributesOfItem(atPath: $0) }
        hash.combine("\(tool?[.size] ?? "?") \((tool?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        return hash.value
    }
}
