import WiringCommandLine
import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `generate --overrides-when-named [--test-file <file>]...`: whether the generated graphs offer `Overrides`. The
/// build plugin passes the files of the test targets that depend on the target, and the graphs have overrides only
/// when one of those or a file of the target names them. A debug build of a target whose tests replace no binding
/// then compiles no override code: at 1,000 components, a third of the generated file's debug compile.
///
/// The test is textual and errs towards keeping them: `Overrides` anywhere (`AppGraph.Overrides()`), or
/// `overrides:` (`AppGraph(overrides: .init())`), in code, a comment or a string, and a file that cannot be read.
struct OverridesUse: Equatable {
    /// The test files to look in, besides the target's own.
    var testFiles: [String]

    /// Takes `--overrides-when-named` and every `--test-file <file>` out of `arguments`; nil without the flag.
    init?(taking arguments: inout [String]) throws {
        let whenNamed = Arguments.takeFlag("--overrides-when-named", from: &arguments)
        var testFiles: [String] = []
        while let file = try Arguments.takeOption("--test-file", from: &arguments, required: false) {
            testFiles.append(file)
        }
        guard whenNamed else {
            if !testFiles.isEmpty {
                throw UsageError(message: "'generate' takes '--test-file' only with '--overrides-when-named'")
            }
            return nil
        }
        self.testFiles = testFiles
    }

    /// Whether a file of the target (one of `files` outside every dependency) or a test file names the overrides.
    func isNamed(in files: [Pipeline.SourceFile]) -> Bool {
        files.contains { $0.module == nil && Self.names($0.contents) }
            || testFiles.contains { file in
                guard let data = FileManager.default.contents(atPath: SourceFiles.absolute(file)) else { return true }
                return Self.names([UInt8](data))
            }
    }

    private static func names(_ bytes: [UInt8]) -> Bool {
        bytes.includes("Overrides") || bytes.includes("overrides:")
    }
}
