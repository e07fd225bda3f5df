import WiringCommandLine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs Graphviz's `dot`, found on the PATH, with the DOT text on its standard input.
enum Graphviz {
    enum Failure: Error {
        case notInstalled
        case failed(status: Int32)

        func message(for format: GraphPicture.Format) -> String {
            switch self {
            case .notInstalled:
                let option = format == .png ? "'--format png'" : "'--graphviz'"
                return
                    "\(option) needs Graphviz's 'dot', which is not on the PATH: install Graphviz (for example 'apt-get install graphviz' or 'brew install graphviz'), or use '--format svg' without '--graphviz' for the picture Wiring draws itself"
            case .failed(let status):
                return "Graphviz's 'dot' failed with exit status \(status); its messages are above"
            }
        }
    }

    /// Draws `dot` as `format` into `output`, or onto standard output when it is nil.
    static func draw(_ dot: String, format: String, output: String?) throws {
        guard let executable = locate() else { throw Failure.notInstalled }
        // A file, not a pipe, feeds its standard input: nothing blocks or breaks if `dot` stops reading early.
        let input = FileManager.default.temporaryDirectory.appending(path: "wiring-graph-\(UUID().uuidString).dot")
        try Data(dot.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let arguments = ["-T\(format)"] + (output.map { ["-o", $0] } ?? [])
        if let output {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: output).deletingLastPathComponent(),
                withIntermediateDirectories: true)
        }
        #if canImport(Glibc) || canImport(Musl)
            // Linux, where the tools link FoundationEssentials, which has no `Process`.
            let status = try OperatingSystem.run(executable.path, arguments: arguments, standardInputFrom: input.path)
        #else
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardInput = try FileHandle(forReadingFrom: input)
            try process.run()
            process.waitUntilExit()
            let status = process.terminationStatus
        #endif
        guard status == 0 else { throw Failure.failed(status: status) }
    }

    private static func locate() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: "dot")
            if OperatingSystem.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
