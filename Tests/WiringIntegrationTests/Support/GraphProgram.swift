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
    /// a data race or a lock-order inversion even when the output happens to be right. With `partCount`, the graph is
    /// the root and part files the build plugin writes; without, one file.
    init(components: String, driver: String, languageModes: [String] = ["6"], checkingThreads: Bool = false,
         conditions: [String] = ["DEBUG"], defaultIsolation: DefaultIsolation = .nonisolated,
         partCount: Int? = nil) throws {
        checksThreads = checkingThreads
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-program-\(UUID().uuidString)")
        self.folder = folder
        binaries = Dictionary(uniqueKeysWithValues: languageModes.map { ($0, folder.appending(path: "program\($0)").path) })
        let files = try Self.write(
            components: components, driver: driver, in: folder,
            options: RenderOptions(partCount: partCount ?? 1), asParts: partCount != nil,
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
                              asParts: options.partCount > 1,
                              isMainActorByDefault: defaultIsolation.isDeclaredMainActor)
        return try Command.run("swiftc", arguments(languageMode: "6", files: files, conditions: conditions)
                                         + defaultIsolation.compilerArguments + ["-typecheck"])
    }

    /// Writes the components, their generated graph (one file, or the root and part files) and the driver to
    /// `folder`; returns their paths.
    private static func write(components: String, driver: String, in folder: URL, options: RenderOptions,
                              asParts: Bool, isMainActorByDefault: Bool) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // In parts, the components are spread over files too, so that the parts hold bindings that use each other's.
        let sources = asParts ? splitTopLevel(components, into: 6) : [components]
        let names = sources.count == 1 ? ["Components.swift"] : sources.indices.map { "Components\($0 + 1).swift" }
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            zip(names, sources).map {
                Pipeline.SourceFile(
                    path: $0.0, contents: Array($0.1.utf8), isMainActorByDefault: isMainActorByDefault)
            },
            options: options, diagnostics: diagnostics)
        let graph = try #require(generated, "\(diagnostics.sorted.map(\.formatted))")
        let graphFiles = asParts ? graph.files : [(name: RenderedGraph.rootFileName, text: graph.singleFile)]
        let files = Dictionary(uniqueKeysWithValues: zip(names, sources).map { ($0.0, $0.1) })
            .merging(graphFiles.map { ($0.name, $0.text) }) { $1 }
            .merging(["main.swift": driver]) { $1 }
        for (name, contents) in files {
            try contents.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
        }
        return files.keys.sorted().map { folder.appending(path: $0).path }
    }

    /// The text's top-level declarations (each with the comments above it, and a blank line or a closing brace at
    /// the top level after it) dealt round-robin into `count` texts.
    private static func splitTopLevel(_ text: String, into count: Int) -> [String] {
        var texts = Array(repeating: "", count: count)
        var block = ""
        var next = 0
        let flush = {
            guard !block.isEmpty else { return }
            texts[next] += block + "\n"
            next = (next + 1) % count
            block = ""
        }
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            block += line + "\n"
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth == 0, line.isEmpty || line == "}" { flush() }
        }
        flush()
        return texts
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
