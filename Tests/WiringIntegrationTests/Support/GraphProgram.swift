import Foundation
import Testing
import WiringCore

/// A program made of components, the graph Wiring generates for them, and a driver (`main.swift`), compiled with
/// `swiftc` with warnings as errors, in Swift 6 mode and any other language modes asked for: for tests of how
/// generated graphs behave when they run.
struct GraphProgram {
    /// Components' code that counts inits per type, for tests of how many instances concurrent tasks create: guarded
    /// by a lock because the inits run on many threads.
    static let initCounter = """
        import Foundation

        enum InitCounter {
            nonisolated(unsafe) static var counts: [String: Int] = [:]
            static let lock = NSLock()
            static func record(_ type: String) {
                lock.lock()
                counts[type, default: 0] += 1
                lock.unlock()
            }
            static func count(_ type: String) -> Int {
                lock.lock()
                defer { lock.unlock() }
                return counts[type] ?? 0
            }
        }

        """

    /// The default isolation the program's module is compiled with (`-default-isolation`, SwiftPM's
    /// `.defaultIsolation(MainActor.self)`), and whether Wiring is told of it (`"defaultIsolation"` in `wiring.json`).
    enum DefaultIsolation {
        case nonisolated
        case mainActor(declared: Bool)

        var isDeclaredMainActor: Bool {
            if case .mainActor(declared: true) = self { true } else { false }
        }

        var compilerArguments: [String] {
            if case .mainActor = self { ["-default-isolation", "MainActor"] } else { [] }
        }
    }

    let folder: URL
    /// One executable per language mode (`6`, `5`).
    let binaries: [String: String]
    let checksThreads: Bool

    /// Generates and compiles the program, in every language mode at once; records an issue (and throws) if it does
    /// not compile cleanly in one of them. `checkingThreads` compiles it with ThreadSanitizer, so that `run` fails on
    /// a data race or a lock-order inversion even when the output happens to be right.
    init(components: String, driver: String, languageModes: [String] = ["6"], checkingThreads: Bool = false,
         conditions: [String] = ["DEBUG"], defaultIsolation: DefaultIsolation = .nonisolated) throws {
        checksThreads = checkingThreads
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-program-\(UUID().uuidString)")
        self.folder = folder
        binaries = Dictionary(uniqueKeysWithValues: languageModes.map { ($0, folder.appending(path: "program\($0)").path) })
        let files = try Self.write(
            components: components, driver: driver, in: folder,
            isMainActorByDefault: defaultIsolation.isDeclaredMainActor)
        let compiles = try Command.runConcurrently(languageModes.map { mode in
            ("swiftc", Self.arguments(languageMode: mode, files: files, conditions: conditions)
                       + defaultIsolation.compilerArguments
                       + ["-wmo", "-o", folder.appending(path: "program\(mode)").path]
                       + (checkingThreads ? ["-sanitize=thread"] : []))
        })
        for (mode, compile) in zip(languageModes, compiles) {
            try #require(compile.status == 0, "the generated graph does not compile cleanly in Swift \(mode) mode:\n\(compile.combined)")
        }
    }

    /// Type-checks the program in Swift 6 mode without building it: for tests of what does not compile.
    static func typecheck(components: String, driver: String, conditions: [String],
                          options: RenderOptions = RenderOptions(),
                          defaultIsolation: DefaultIsolation = .nonisolated) throws -> Command.Result {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try write(components: components, driver: driver, in: folder, options: options,
                              isMainActorByDefault: defaultIsolation.isDeclaredMainActor)
        return try Command.run("swiftc", arguments(languageMode: "6", files: files, conditions: conditions)
                                         + defaultIsolation.compilerArguments + ["-typecheck"])
    }

    /// Writes the components, their generated graph and the driver to `folder`; returns their paths.
    private static func write(components: String, driver: String, in folder: URL,
                              options: RenderOptions = RenderOptions(),
                              isMainActorByDefault: Bool = false) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [Pipeline.SourceFile(
                path: "Components.swift", contents: Array(components.utf8), isMainActorByDefault: isMainActorByDefault)],
            options: options, diagnostics: diagnostics)
        let graph = try #require(generated, "\(diagnostics.sorted.map(\.formatted))")
        let files = ["Components.swift": components, "AppGraph.swift": graph, "main.swift": driver]
        for (name, contents) in files {
            try contents.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
        }
        return files.keys.sorted().map { folder.appending(path: $0).path }
    }

    private static func arguments(languageMode: String, files: [String], conditions: [String]) -> [String] {
        ["-swift-version", languageMode, "-warnings-as-errors"] + conditions.flatMap { ["-D", $0] } + files
    }

    /// Runs the program compiled in `languageMode`; a deadlock shows up as a timeout rather than a hung test run.
    /// Under ThreadSanitizer, a report is an issue.
    func run(_ arguments: [String] = [], languageMode: String = "6", timeout: TimeInterval = 120) throws -> Command.Result {
        let binary = try #require(binaries[languageMode], "the program was not compiled in Swift \(languageMode) mode")
        let result = try Command.run(binary, arguments, timeout: timeout)
        if checksThreads {
            #expect(!result.standardError.contains("ThreadSanitizer"), "ThreadSanitizer reported:\n\(result.standardError)")
        }
        return result
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Compiles the program in Swift 6 mode, runs it and returns what it printed; a failed run is an issue at the
    /// caller's line.
    static func output(components: String, driver: String, conditions: [String] = ["DEBUG"],
                       defaultIsolation: DefaultIsolation = .nonisolated,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let program = try GraphProgram(
            components: components, driver: driver, conditions: conditions, defaultIsolation: defaultIsolation)
        defer { program.remove() }
        let run = try program.run()
        #expect(run.status == 0, "\(run.combined)", sourceLocation: sourceLocation)
        return run.standardOutput
    }
}
