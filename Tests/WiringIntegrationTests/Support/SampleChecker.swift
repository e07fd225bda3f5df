import Foundation

/// Runs the checks of a ``DocumentationSamples/Plan`` for real: each program, laid out as ``SampleLayout`` says,
/// through the `wiring` executable and `swiftc -typecheck` (Swift 6 mode, warnings as errors) with the graph generated
/// for it, each manifest through
/// `swift package dump-package`, each excerpt against the graph it shows. A failure names the Markdown file and the
/// line of the sample, and the tools' output is shown with its paths turned back into Markdown lines.
struct SampleChecker {
    typealias Location = DocumentationSamples.Location

    struct Failure: Sendable, CustomStringConvertible {
        var location: Location
        var message: String
        var description: String { "\(location): \(message)" }
    }

    /// The repository, for `generated from <folder>`.
    var root: URL
    /// The folder with `WiringCore.swiftmodule`, for programs that use the library.
    var wiringCoreModules: URL
    /// Wiring's products by kind (`plugin`, `library`, `executable`), from its own manifest: a manifest sample that
    /// names one that does not exist fails.
    var products: [String: Set<String>]
    /// Wiring's traits, from its own manifest: a manifest sample that enables one that does not exist fails.
    var traits: Set<String>
    /// How many checks run at once.
    var width = 2

    init(root: URL = Command.repositoryRoot, wiringCoreModules: URL = Command.productsFolder.appending(path: "Modules")) throws {
        self.root = root
        self.wiringCoreModules = wiringCoreModules
        let folder = try Self.temporaryFolder("manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appending(path: "Package.swift"), to: folder.appending(path: "Package.swift"))
        let dump = try Self.dumpPackage(in: folder)
        guard dump.status == 0, let manifest = try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any] else {
            throw SetupError(description: "cannot read Wiring's own manifest:\n\(dump.combined)")
        }
        var products: [String: Set<String>] = [:]
        for product in manifest["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String, let kind = (product["type"] as? [String: Any])?.keys.first else { continue }
            products[kind, default: []].insert(name)
        }
        self.products = products
        traits = Set((manifest["traits"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    }

    /// Runs every check, `width` at a time, and returns the failures in the order of the files and lines.
    func run(_ plan: DocumentationSamples.Plan) -> [Failure] {
        let results = concurrentMap(Array(plan.checks.indices), width: width) { index -> ProgramResult in
            let check = plan.checks[index]
            do {
                switch check {
                case .program(let program):
                    return try self.check(program)
                case .manifest(let block, let part):
                    return ProgramResult(failures: try self.check(manifest: block, part))
                case .excerpt(let block, _, let folder?):
                    return ProgramResult(failures: try self.check(excerpt: block, ofFolder: folder))
                case .sourceExcerpt(let block, let file):
                    return ProgramResult(failures: self.check(excerpt: block, ofFile: file))
                case .excerpt, .output:
                    return ProgramResult()   // compared below, once its program has run
                }
            } catch {
                return ProgramResult(failures: [Failure(location: Self.location(of: check), message: "could not be checked: \(error)")])
            }
        }
        var failures = results.flatMap(\.failures)
        for case .excerpt(let block, let program?, _) in plan.checks {
            if let generated = results[program].generated {
                failures += Self.compare(excerpt: block, with: generated, what: "the graph generated for the sample at \(Self.location(of: plan.checks[program]))")
            } else {
                failures.append(Failure(location: block.location, message: "this excerpt shows the graph of the sample at \(Self.location(of: plan.checks[program])), which generated none"))
            }
        }
        for case .output(let block, let program) in plan.checks {
            let expected = block.text.trimmingCharacters(in: .newlines)
            if let diagnostics = results[program].diagnostics, diagnostics.trimmingCharacters(in: .newlines) != expected {
                failures.append(Failure(location: block.location, message: "the generator reported something else for the sample at \(Self.location(of: plan.checks[program])):\n\(diagnostics)"))
            }
        }
        return failures.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
    }

    /// What a check found, and for a program what its later excerpts and outputs are compared with.
    struct ProgramResult: Sendable {
        var failures: [Failure] = []
        /// The generated `AppGraph.swift`.
        var generated: String?
        /// What the generator reported for a program expected to fail, with paths relative to its folder.
        var diagnostics: String?
    }

    // MARK: - Programs

    /// Generates the program's graph and type-checks the program with it: library modules first (each emitted as a
    /// module the next can import), then the app.
    func check(_ program: DocumentationSamples.Program) throws -> ProgramResult {
        let folder = try Self.temporaryFolder("sample")
        defer { try? FileManager.default.removeItem(at: folder) }
        func failure(_ message: String, generated: String? = nil) -> ProgramResult {
            ProgramResult(failures: [Failure(location: program.location, message: message)], generated: generated)
        }
        var map = SourceMap()
        let app = DocumentationSamples.appModule, tests = DocumentationSamples.testModule
        let written = try SampleLayout.write(program, in: folder, map: &map)
        let files = written.files
        guard let appFiles = files[nil] else {
            return failure("a sample program needs code of the app (a block that is not a 'module')")
        }
        let graph = folder.appending(path: "Generated/AppGraph.swift").path
        // A sample shows clean code unless it says it fails: a warning is an error here, as for the compiler below.
        var arguments = ["generate", "--warnings-as-errors", "--output", graph, "--source-root", folder.path]
        if let configuration = written.configuration {
            arguments += ["--config", configuration.path]
        }
        arguments += appFiles
        for module in program.modules {
            arguments += [module.samePackage ? "--package-dependency" : "--dependency", module.name] + (files[module.name] ?? [])
        }
        let generate = try Command.run(Command.wiring.path, arguments)
        let report = map.apply(generate.standardError)
        if let expected = program.expectedFailure {
            if generate.status == 0 {
                return failure("the generator was expected to fail with '\(expected)', but it generated the graph")
            }
            if !report.contains(expected) {
                return failure("the generator failed, but not with '\(expected)':\n\(report)")
            }
            return ProgramResult(diagnostics: generate.standardError.replacingOccurrences(of: folder.path + "/", with: ""))
        }
        guard generate.status == 0, generate.standardError.isEmpty else {
            return failure("the generator reported:\n\(report)")
        }
        let generated = try String(contentsOfFile: graph, encoding: .utf8)

        let modules = folder.appending(path: "Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        // The classic diagnostic style: the newer one numbers its excerpt lines with the written file's line numbers.
        // `DEBUG` defined, as in the debug builds of `swift build` and `swift test`: the samples use test overrides.
        let common = ["-swift-version", "6", "-warnings-as-errors", "-diagnostic-style", "llvm", "-D", "DEBUG",
                      "-I", modules.path]
        for module in program.modules {
            let compile = try Command.run("swiftc", ["-emit-module", "-parse-as-library", "-module-name", module.name,
                                                     "-package-name", module.samePackage ? "MyApp" : module.name,
                                                     "-emit-module-path", modules.appending(path: "\(module.name).swiftmodule").path]
                                                    + common + (files[module.name] ?? []))
            guard compile.status == 0 else {
                return failure("module '\(module.name)' does not compile:\n\(map.apply(compile.combined))", generated: generated)
            }
        }
        // The app is type-checked; with tests, it is emitted as a module they can import with '@testable'.
        var compileApp = ["-module-name", app, "-package-name", app] + common
        if program.usesWiringLibraries { compileApp += ["-I", wiringCoreModules.path] }
        if !appFiles.contains(where: { $0.hasSuffix("/main.swift") }) { compileApp.append("-parse-as-library") }
        if files[tests] != nil {
            compileApp += ["-emit-module", "-enable-testing", "-emit-module-path", modules.appending(path: "\(app).swiftmodule").path]
        } else {
            compileApp.append("-typecheck")
        }
        let compile = try Command.run("swiftc", compileApp + appFiles + [graph])
        guard compile.status == 0 else {
            // The graph was generated: excerpts of it are still compared.
            return failure("does not compile with the graph generated for it:\n\(map.apply(compile.combined))", generated: generated)
        }
        if let testFiles = files[tests] {
            let typecheck = try Command.run("swiftc", ["-typecheck", "-parse-as-library", "-module-name", tests, "-package-name", app]
                                                      + common + testFiles)
            guard typecheck.status == 0 else {
                return failure("the tests do not compile:\n\(map.apply(typecheck.combined))", generated: generated)
            }
        }
        return ProgramResult(generated: generated)
    }

    // MARK: - Manifests

    /// Evaluates the manifest with SwiftPM, then checks that the plugins and products it takes from Wiring exist.
    func check(manifest block: DocumentationSamples.Block, _ part: DocumentationSamples.ManifestPart) throws -> [Failure] {
        let folder = try Self.temporaryFolder("manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        var map = SourceMap()
        try SampleLayout.writeManifest(block, part, in: folder, map: &map)
        let dump = try Self.dumpPackage(in: folder)
        guard dump.status == 0 else {
            return [Failure(location: block.location, message: "the manifest does not evaluate:\n\(map.apply(dump.combined))")]
        }
        guard let object = try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any] else {
            return [Failure(location: block.location, message: "'swift package dump-package' printed no manifest:\n\(dump.combined)")]
        }
        var problems: [String] = []
        for dependency in object["dependencies"] as? [[String: Any]] ?? [] {
            for case let source as [String: Any] in dependency.values.compactMap({ ($0 as? [Any])?.first })
            where source["identity"] as? String == "wiring" {
                // `default`: a dependency that names no trait asks for the package's default traits.
                for case let name? in (source["traits"] as? [[String: Any]] ?? []).map({ $0["name"] as? String })
                where name != "default" && !traits.contains(name) {
                    problems.append("Wiring has no trait '\(name)'; its traits are \(traits.sorted())")
                }
            }
        }
        for target in object["targets"] as? [[String: Any]] ?? [] {
            for usage in target["pluginUsages"] as? [[String: Any]] ?? [] {
                if let plugin = usage["plugin"] as? [Any], let name = plugin.first as? String,
                   (plugin.dropFirst().first as? String)?.lowercased() == "wiring", !products["plugin", default: []].contains(name) {
                    problems.append("Wiring has no plugin '\(name)'; its plugins are \(products["plugin", default: []].sorted())")
                }
            }
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = dependency["product"] as? [Any], let name = product.first as? String,
                   (product.dropFirst().first as? String)?.lowercased() == "wiring",
                   !products["library", default: []].contains(name) {
                    problems.append("Wiring has no library '\(name)'; its libraries are \(products["library", default: []].sorted())")
                }
            }
        }
        return problems.map { Failure(location: block.location, message: $0) }
    }

    // MARK: - Excerpts

    /// Generates the graph of a folder of the repository's sources (`<package>/Sources/<target>`; paths in its
    /// comments are relative to `<package>`), with the folder's `wiring.json` as the build plugin reads it, and
    /// compares the excerpt with it.
    func check(excerpt block: DocumentationSamples.Block, ofFolder folder: String) throws -> [Failure] {
        let sources = root.appending(path: folder)
        let package = folder.range(of: "/Sources/").map { root.appending(path: String(folder[..<$0.lowerBound])) } ?? sources
        let output = try Self.temporaryFolder("excerpt")
        defer { try? FileManager.default.removeItem(at: output) }
        let graph = output.appending(path: "AppGraph.swift").path
        let configuration = sources.appending(path: "wiring.json")
        let configurationArguments = FileManager.default.fileExists(atPath: configuration.path) ? ["--config", configuration.path] : []
        let generate = try Command.run(
            Command.wiring.path, ["generate", "--output", graph, "--source-root", package.path] + configurationArguments + [sources.path])
        guard generate.status == 0 else {
            return [Failure(location: block.location, message: "the generator failed on '\(folder)':\n\(generate.standardError)")]
        }
        return Self.compare(excerpt: block, with: try String(contentsOfFile: graph, encoding: .utf8), what: "the graph generated for '\(folder)'")
    }

    /// Compares the excerpt with a file of the repository, leading spaces aside: code a sample cannot compile, such as
    /// another package's API in use, which the file's own build compiles.
    func check(excerpt block: DocumentationSamples.Block, ofFile file: String) -> [Failure] {
        guard let text = try? String(contentsOf: root.appending(path: file), encoding: .utf8) else {
            return [Failure(location: block.location, message: "the repository has no file '\(file)'")]
        }
        // Compared without the lines' leading spaces, so that a page may show a route of a function less indented.
        func unindented(_ line: some StringProtocol) -> String { String(line.drop { $0 == " " }) }
        var shown = block
        shown.lines = block.lines.map(unindented)
        return Self.compare(
            excerpt: shown, with: text.split(separator: "\n", omittingEmptySubsequences: false).map(unindented).joined(separator: "\n"),
            what: "'\(file)'")
    }

    /// Each run of the excerpt's lines between `…` lines must appear, exactly and contiguously, in `generated`, each
    /// after the one before it.
    static func compare(excerpt block: DocumentationSamples.Block, with generated: String, what: String) -> [Failure] {
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var chunks: [(offset: Int, lines: [String])] = [(0, [])]
        for (offset, line) in block.lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces) == "…" {
                chunks.append((offset + 1, []))
            } else {
                chunks[chunks.count - 1].lines.append(line)
            }
        }
        var position = 0
        for var chunk in chunks {
            while chunk.lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                chunk.lines.removeFirst()
                chunk.offset += 1
            }
            while chunk.lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { chunk.lines.removeLast() }
            guard !chunk.lines.isEmpty else { continue }
            // The start after `position` that matches the most lines of the chunk.
            var best = (start: -1, matched: -1)
            for start in position..<max(position, lines.count) {
                let matched = zip(chunk.lines, lines[start...]).prefix { $0 == $1 }.count
                if matched > best.matched { best = (start, matched) }
                if matched == chunk.lines.count { break }
            }
            if best.matched == chunk.lines.count {
                position = best.start + chunk.lines.count
                continue
            }
            let line = block.location.line + chunk.offset + max(best.matched, 0)
            let expected = chunk.lines[max(best.matched, 0)]
            let message = best.matched <= 0
                ? "this line of the excerpt is not in \(what) (after its line \(position)): '\(expected)'"
                : "this line of the excerpt is not in \(what) where the lines above it are (line \(best.start + best.matched + 1)): '\(expected)'; the line there is '\(best.start + best.matched < lines.count ? lines[best.start + best.matched] : "(end of file)")'"
            return [Failure(location: DocumentationSamples.Location(file: block.location.file, line: line), message: message)]
        }
        return []
    }

    // MARK: - Support

    static func location(of check: DocumentationSamples.Check) -> Location {
        switch check {
        case .program(let program): program.location
        case .manifest(let block, _), .excerpt(let block, _, _), .sourceExcerpt(let block, _), .output(let block, _):
            block.location
        }
    }

    /// `swift package dump-package` on the manifest in `folder`. SwiftPM leaves a lock file named after the package
    /// in the temporary folder; pointing it at `folder` makes it go when `folder` does.
    static func dumpPackage(in folder: URL) throws -> Command.Result {
        try Command.run("swift", ["package", "dump-package", "--package-path", folder.path], environment: ["TMPDIR": folder.path])
    }

    static func temporaryFolder(_ purpose: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "wiring-docs-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

struct SetupError: Error, CustomStringConvertible {
    var description: String
}

/// Where the lines of the files a check writes come from, so that a tool's `path:line` becomes `file.md:line`.
struct SourceMap {
    private struct Segment {
        var path: String
        var firstLine: Int
        var count: Int
        var location: DocumentationSamples.Location
    }

    private var segments: [Segment] = []

    /// Writes the blocks one after another to `url`, between `before` and `after`, and remembers where each went.
    mutating func write(_ blocks: [DocumentationSamples.Block], to url: URL, before: String = "", after: String = "") throws {
        var line = before.filter { $0 == "\n" }.count + 1
        for block in blocks {
            segments.append(Segment(path: url.path, firstLine: line, count: block.lines.count, location: block.location))
            line += block.lines.count
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (before + blocks.map(\.text).joined() + after).write(to: url, atomically: true, encoding: .utf8)
    }

    /// `text` with every `path:line` of a written line replaced by the Markdown file and line it comes from.
    func apply(_ text: String) -> String {
        var result = text
        for path in Set(segments.map(\.path)).sorted(by: { $0.count > $1.count }) {
            var output = ""
            var rest = Substring(result)
            while let range = rest.range(of: path + ":") {
                output += rest[..<range.lowerBound]
                let digits = rest[range.upperBound...].prefix { $0.isNumber }
                if let line = Int(digits),
                   let segment = segments.first(where: { $0.path == path && line >= $0.firstLine && line < $0.firstLine + $0.count }) {
                    output += "\(segment.location.file):\(segment.location.line + line - segment.firstLine)"
                    rest = rest[range.upperBound...].dropFirst(digits.count)
                } else {
                    output += rest[range]
                    rest = rest[range.upperBound...]
                }
            }
            result = output + rest
        }
        return result
    }
}

/// `transform` applied to each item, `width` items at a time on threads of their own (each check waits on child
/// processes), with the results in the order of the items.
func concurrentMap<Item: Sendable, Result: Sendable>(_ items: [Item], width: Int,
                                                     _ transform: @escaping @Sendable (Item) -> Result) -> [Result] {
    let state = ConcurrentMapState<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: min(width, items.count)) { _ in
        while true {
            let index: Int? = state.lock.withLock {
                guard state.next < items.count else { return nil }
                defer { state.next += 1 }
                return state.next
            }
            guard let index else { return }
            let result = transform(items[index])
            state.lock.withLock { state.results[index] = result }
        }
    }
    return state.results.map { $0! }
}

/// What the threads of ``concurrentMap(_:width:_:)`` share, under its lock.
private final class ConcurrentMapState<Result>: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var results: [Result?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }
}
