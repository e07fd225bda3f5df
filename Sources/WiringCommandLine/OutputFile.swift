import Foundation

/// Writes the generated file (or a diagnostics file) so that a build never sees it half-written, and never rewrites
/// an unchanged one (which would make the compiler rebuild the module).
package enum OutputFile {
    package static func write(_ contents: String, to path: String) throws {
        let data = Data(contents.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `.atomic` writes a temporary file beside the target and renames it over the target.
        try data.write(to: url, options: .atomic)
    }
}
