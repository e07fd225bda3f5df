import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the input files and folders.
package enum SourceFiles {
    /// Every `.swift` file among `inputs` (folders are searched recursively, skipping hidden and `.build` folders),
    /// by absolute path, so diagnostics point at the file from any working folder. A path that cannot be read
    /// becomes a diagnostic naming it.
    ///
    /// The generated file (`excluded`) is never an input, so that a checked-in `AppGraph.swift` in the folder it
    /// is generated from does not change what is generated.
    package static func read(
        _ inputs: [String], excluding excluded: String?,
        diagnostics: DiagnosticCollector
    ) -> [Pipeline.SourceFile] {
        var files: [Pipeline.SourceFile] = []
        let excludedPath = excluded.map(absolute)
        for path in inputs.flatMap({ expand($0, diagnostics: diagnostics) }) where path != excludedPath {
            // Reading a named pipe would wait for a writer forever; a socket or device is no source file either.
            if let kind = OperatingSystem.fileKind(atPath: path), kind != .regularFile {
                diagnostics.emit(
                    .error(
                        .unreadableInput,
                        "'\(path)' is not a regular file (a pipe, socket or device): pass Swift files and folders",
                        at: nil))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.emit(
                    .error(.unreadableInput, "cannot read '\(path)': check that it exists and is readable", at: nil))
                continue
            }
            // A file Wiring wrote (a checked-in graph under any name) is output, never input.
            if isWrittenByWiring(data) { continue }
            files.append(Pipeline.SourceFile(path: path, contents: [UInt8](data)))
        }
        return files
    }

    /// Whether the file's second line is the mark every file `wiring` generates starts with.
    private static func isWrittenByWiring(_ data: Data) -> Bool {
        let lines = data.prefix(300).split(
            separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        return lines.count > 1 && lines[1].starts(with: Array(WiringVersion.generatedFileMark.utf8))
    }

    private static func expand(_ path: String, diagnostics: DiagnosticCollector) -> [String] {
        guard let kind = OperatingSystem.fileKind(atPath: path) else {
            diagnostics.emit(.error(.inputNotFound, "no such file or folder: '\(path)'", at: nil))
            return []
        }
        guard kind == .folder else { return [absolute(path)] }
        var found: [String] = []
        collectSwiftFiles(in: absolute(path), into: &found)
        return found.sorted()
    }

    /// The `.swift` files under `folder`, skipping hidden files and folders (`.build` among them). A symbolic link
    /// to a folder is not followed, so a link that points back up cannot make the search endless.
    private static func collectSwiftFiles(in folder: String, into found: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            let kind = OperatingSystem.fileKind(atPath: path, followingLinks: false)
            if kind == .folder {
                collectSwiftFiles(in: path, into: &found)
            } else if name.hasSuffix(".swift"),
                kind == .regularFile || OperatingSystem.fileKind(atPath: path) != .folder
            {
                found.append(path)
            }
        }
    }

    package static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
