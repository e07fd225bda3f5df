import Foundation

/// Runs a command and captures its output, for tests that drive `swift build`, `swift run` and `wiring`.
struct Command {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Standard output and standard error together (SwiftPM prints diagnostics on either).
        var combined: String { standardOutput + standardError }
    }

    /// The root of this repository.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The scratch folder for the nested builds of one package: its own, so that no nested build waits on the lock
    /// of the outer `swift test`, and kept between runs so the `wiring` tool is compiled once (git ignores `.build*`).
    static func scratchPath(_ package: String) -> String {
        repositoryRoot.appending(path: ".build-\(package)").path
    }

    /// The scratch folder of an example's builds: its own `.build`, where its README's commands build it (CI's first
    /// step, the README's `swift run --package-path Examples/RaceCar`, has built that example there already).
    static func exampleScratchPath(_ example: String) -> String {
        repositoryRoot.appending(path: "Examples/\(example)/.build").path
    }

    /// The folder that holds the products built with the tests, including the `wiring`, `wiring-graph` and `wiring-fuzz`
    /// executables.
    static let productsFolder: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appending(path: "wiring").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// The `wiring` the tests run: the one built with them, or the one `WIRING_TOOL` names (CI runs
    /// `BuildSanityTests` once more with a `wiring` built with ThreadSanitizer).
    static var wiring: URL {
        ProcessInfo.processInfo.environment["WIRING_TOOL"].map { URL(fileURLWithPath: $0) }
            ?? productsFolder.appending(path: "wiring")
    }
    static var wiringGraph: URL { productsFolder.appending(path: "wiring-graph") }
    static var wiringFuzz: URL { productsFolder.appending(path: "wiring-fuzz") }

    /// Runs `executable` with `arguments`, failing after `timeout` seconds instead of hanging. `environment` adds to
    /// (or replaces) variables of this process's environment.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:], timeout: TimeInterval = 600) throws -> Result {
        try runConcurrently([(executable, arguments)], in: directory, environment: environment, timeout: timeout)[0]
    }

    /// Runs the commands at the same time and waits for all of them, each failing after `timeout` seconds: for
    /// work that keeps a core busy each, such as compiling one program in two language modes.
    static func runConcurrently(_ commands: [(executable: String, arguments: [String])], in directory: URL? = nil,
                                environment: [String: String] = [:], timeout: TimeInterval = 600) throws -> [Result] {
        let launched = try commands.map { try Launched(executable: $0.executable, arguments: $0.arguments,
                                                       in: directory, environment: environment) }
        defer { for command in launched { command.cleanUp() } }
        let deadline = Date().addingTimeInterval(timeout)
        return try launched.map { try $0.wait(until: deadline, timeout: timeout) }
    }

    /// A started process whose output goes to files: files, not pipes, because a pipe fills up and blocks a chatty
    /// build while nobody reads it.
    private struct Launched {
        let process = Process()
        let description: String
        let outputFile = FileManager.default.temporaryDirectory.appending(path: "wiring-test-\(UUID().uuidString).out")
        let errorFile = FileManager.default.temporaryDirectory.appending(path: "wiring-test-\(UUID().uuidString).err")

        init(executable: String, arguments: [String], in directory: URL?, environment: [String: String]) throws {
            description = ([executable] + arguments).joined(separator: " ")
            process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
            process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
            if let directory { process.currentDirectoryURL = directory }
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            for file in [outputFile, errorFile] {
                guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
                }
            }
            let output = try FileHandle(forWritingTo: outputFile)
            let errors = try FileHandle(forWritingTo: errorFile)
            // The child has its own copies once it runs. Foundation never closes these, and a test run that leaks
            // two descriptors per program passes 1,024 of them, where `Process.run()` on Linux corrupts memory.
            defer {
                try? output.close()
                try? errors.close()
            }
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        func wait(until deadline: Date, timeout: TimeInterval) throws -> Result {
            while process.isRunning {
                if Date() > deadline {
                    process.terminate()
                    process.waitUntilExit()
                    throw TimeoutError(command: description, seconds: timeout)
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return Result(status: process.terminationStatus,
                          standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
                          standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
        }

        /// Stops the process if it still runs (another command of the batch failed), and removes its output.
        func cleanUp() {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
    }

    struct TimeoutError: Error, CustomStringConvertible {
        var command: String
        var seconds: TimeInterval
        var description: String { "'\(command)' did not finish within \(Int(seconds)) s" }
    }
}
