import Foundation

/// Writes the generated file (or a diagnostics file, or a file of the generation cache) so that a build never sees it
/// half-written, and never rewrites an unchanged one (which would make the compiler rebuild the module).
package enum OutputFile {
    package static func write(_ contents: String, to path: String) throws {
        try write(Data(contents.utf8), to: path)
    }

    package static func write(_ data: Data, to path: String) throws {
        if FileManager.default.contents(atPath: path) == data { return }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `.atomic` writes a temporary file beside the target and renames it over the target.
        try data.write(to: url, options: .atomic)
    }
}
