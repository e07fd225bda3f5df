#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes the generated file (or a diagnostics file) so that a build never sees it half-written, and never rewrites
/// an unchanged one (which would make the compiler rebuild the module).
package enum OutputFile {
    package static func write(_ contents: String, to path: String) throws {
        var contents = contents
        // The text's own bytes, not a copy of them (a graph of 50,000 components is some 50 MB of text); the file
        // there is read to compare only when it has as many.
        try contents.withUTF8 { bytes in
            let data =
                bytes.isEmpty
                ? Data()
                : Data(
                    bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), count: bytes.count,
                    deallocator: .none)
            let isUnchanged =
                OperatingSystem.fileSize(atPath: path) == bytes.count
                && FileManager.default.contents(atPath: path) == data
            if isUnchanged { return }
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // `.atomic` writes a temporary file beside the target and renames it over the target.
            try data.write(to: url, options: .atomic)
        }
    }
}
