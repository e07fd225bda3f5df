import Foundation

/// The code samples of the documentation, and how each is checked. Every fenced ```` ```swift ```` block is a sample:
/// by default a complete program, generated and type-checked with its graph. An HTML comment directly above a block
/// (`<!-- sample: continues; file RaceCar.swift -->`, invisible on GitHub and in DocC) says how to check it when the
/// default does not fit: part of a bigger program, a library module, a test file, a manifest, an excerpt of generated
/// code, a failure and its output. `docs/WritingDocs.md` documents the directives; ``directives(in:at:)`` reads them
/// and ``plan(_:)`` turns the blocks into checks. A comment that is not understood, or that is not directly above a
/// code block, is an error: no sample is skipped in silence.
enum DocumentationSamples {
    /// A place in a Markdown file: its path relative to the repository root, and a 1-based line.
    struct Location: Hashable, Sendable, CustomStringConvertible {
        var file: String
        var line: Int
        var description: String { "\(file):\(line)" }
    }

    /// A fenced code block, with the lines of its contents (the fence's indentation removed).
    struct Block: Sendable {
        var location: Location
        var language: String
        var lines: [String]
        /// The sample directives of the comment above it (`<!-- sample: … -->`).
        var directives: [Directive]
        /// How a shell block is run, from the comment above it (`<!-- transcript: … -->`, `<!-- run: … -->`,
        /// `<!-- not run: … -->`): ``DocumentationTranscripts`` reads it.
        var shell: DocumentationTranscripts.Directive? = nil
        var text: String { lines.map { $0 + "\n" }.joined() }
    }

    enum ManifestPart: String, Sendable {
        case whole, arguments, target
    }

    enum Directive: Equatable, Sendable {
        case continues
        case file(String)
        case module(String, samePackage: Bool)
        case fails(String)
        case uses(String)
        case configuration
        case manifest(ManifestPart)
        case generated(from: String?)
        /// An excerpt of a file of the repository, code that a sample cannot compile (another package's API).
        case excerpt(from: String)
        case test
        case output
    }

    /// Something that went wrong before anything ran: a comment not understood, a block that cannot be checked.
    struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        var location: Location
        var message: String
        var description: String { "\(location): \(message)" }
    }

    /// The module of a program's app, and of its tests.
    static let appModule = "MyApp", testModule = "MyAppTests"

    /// One file of a sample program, assembled from one or more blocks.
    struct ProgramFile: Sendable {
        /// The module the file belongs to: nil for the app, ``testModule`` for its tests.
        var module: String?
        var name: String
        var blocks: [Block] = []
    }

    /// Blocks checked together: the app's files, the modules it depends on, its configuration.
    struct Program: Sendable {
        var location: Location
        var files: [ProgramFile] = []
        /// Library modules in the order they first appear, and whether each is of the app's package.
        var modules: [(name: String, samePackage: Bool)] = []
        var configuration: Block?
        var expectedFailure: String?
        var usesWiringLibraries = false
    }

    enum Check: Sendable {
        case program(Program)
        case manifest(Block, ManifestPart)
        /// An excerpt of the graph generated for `checks[program]`, or for a folder of the repository.
        case excerpt(Block, program: Int?, folder: String?)
        /// An excerpt of a file of the repository.
        case sourceExcerpt(Block, file: String)
        /// The diagnostics of the failing program `checks[program]`.
        case output(Block, program: Int)
    }

    struct Plan: Sendable {
        var checks: [Check] = []
        var problems: [Problem] = []
        /// The number of ```` ```swift ```` blocks found.
        var swiftBlocks = 0
        /// For each block that is part of a program, the index in `checks` of that program: a transcript runs in
        /// the package of the program above it.
        var programOfBlock: [Location: Int] = [:]
    }

    /// The Markdown files whose samples are checked, relative to the repository root.
    static func documentationFiles(in root: URL) throws -> [String] {
        let manager = FileManager.default
        var files = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        for folder in ["docs", "Sources"] {
            guard let enumerator = manager.enumerator(atPath: root.appending(path: folder).path) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".md") {
                if folder == "docs" || path.contains(".docc/") { files.append("\(folder)/\(path)") }
            }
        }
        for example in try manager.contentsOfDirectory(atPath: root.appending(path: "Examples").path)
        where manager.fileExists(atPath: root.appending(path: "Examples/\(example)/README.md").path) {
            files.append("Examples/\(example)/README.md")
        }
        return files.sorted()
    }

    /// The fenced code blocks of every file of ``documentationFiles(in:)``, and the problems of their comments.
    static func blocksOfDocumentation(in root: URL) throws -> (files: [(file: String, blocks: [Block])], problems: [Problem]) {
        var files: [(file: String, blocks: [Block])] = []
        var problems: [Problem] = []
        for file in try documentationFiles(in: root) {
            let found = blocks(in: try String(contentsOf: root.appending(path: file), encoding: .utf8), file: file)
            files.append((file, found.blocks))
            problems += found.problems
        }
        return (files, problems)
    }

    /// The fenced code blocks of a Markdown file, each with the directives of the comment above it.
    static func blocks(in text: String, file: String) -> (blocks: [Block], problems: [Problem]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var problems: [Problem] = []
        var pending: (directives: [Directive], shell: DocumentationTranscripts.Directive?, line: Int)?
        func strayComment(at line: Int) {
            problems.append(Problem(location: Location(file: file, line: line), message: "a '<!-- sample: … -->' or '<!-- transcript: … -->' comment must be directly above a fenced code block"))
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let location = Location(file: file, line: index + 1)
            if trimmed.hasPrefix("<!--") {
                let body = trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)
                let isSample = body.hasPrefix("sample")
                if isSample || DocumentationTranscripts.isDirective(body) {
                    if let pending { strayComment(at: pending.line) }
                    do {
                        pending = isSample ? (try directives(in: trimmed, at: location), nil, index + 1)
                                           : ([], try DocumentationTranscripts.directive(in: trimmed, at: location), index + 1)
                    } catch {
                        problems.append(error)
                        pending = ([], nil, index + 1)
                    }
                    index += 1
                    continue
                }
            }
            guard let fence = Self.fence(line) else {
                if let pending { strayComment(at: pending.line) }
                pending = nil
                index += 1
                continue
            }
            var contents: [String] = []
            index += 1
            while index < lines.count, !Self.closes(lines[index], fence: fence.marker) {
                contents.append(Self.removingIndentation(lines[index], upTo: fence.indentation))
                index += 1
            }
            if index == lines.count {
                problems.append(Problem(location: location, message: "this code block is never closed"))
            }
            index += 1
            blocks.append(Block(location: Location(file: file, line: location.line + 1), language: fence.language,
                                lines: contents, directives: pending?.directives ?? [], shell: pending?.shell))
            pending = nil
        }
        if let pending { strayComment(at: pending.line) }
        return (blocks, problems)
    }

    /// Decides how each block of the files is checked. The blocks of one file are given in order.
    static func plan(_ files: [(file: String, blocks: [Block])]) -> Plan {
        var plan = Plan()
        var programs: [Int] = []   // check index of each program, so excerpts can refer to one by its number
        for (_, blocks) in files {
            var current: Int?   // index into `programs` of the program a `continues` block joins
            for block in blocks {
                let isSwift = block.language == "swift"
                if isSwift { plan.swiftBlocks += 1 }
                guard isSwift || !block.directives.isEmpty else { continue }
                func problem(_ message: String) { plan.problems.append(Problem(location: block.location, message: message)) }
                let directives = block.directives

                if let manifest = directives.lazy.compactMap({ if case .manifest(let part) = $0 { part } else { nil } }).first {
                    guard isSwift, directives.count == 1 else {
                        problem("'manifest' stands alone, above a ```swift block")
                        continue
                    }
                    plan.checks.append(.manifest(block, manifest))
                    continue
                }
                if case .generated(let generated)? = directives.first(where: { if case .generated = $0 { true } else { false } }) {
                    guard isSwift, directives.count == 1 else {
                        problem("'generated' stands alone, above a ```swift block")
                        continue
                    }
                    if let folder = generated {
                        plan.checks.append(.excerpt(block, program: nil, folder: folder))
                    } else if let current {
                        plan.checks.append(.excerpt(block, program: programs[current], folder: nil))
                    } else {
                        problem("'generated' shows the graph of the sample above it, and there is none in this file; name a folder with 'generated from <folder>'")
                    }
                    continue
                }
                if case .excerpt(let file)? = directives.first(where: { if case .excerpt = $0 { true } else { false } }) {
                    guard isSwift, directives.count == 1 else {
                        problem("'excerpt from' stands alone, above a ```swift block")
                        continue
                    }
                    plan.checks.append(.sourceExcerpt(block, file: file))
                    continue
                }
                if directives.contains(.output) {
                    guard !isSwift, directives.count == 1 else {
                        problem("'output' stands alone, above a block that is not ```swift")
                        continue
                    }
                    guard let current, case .program(let program) = plan.checks[programs[current]], program.expectedFailure != nil else {
                        problem("'output' shows what the generator reported for the failing sample above it ('fails …'), and there is none in this file")
                        continue
                    }
                    plan.checks.append(.output(block, program: programs[current]))
                    continue
                }
                if block.language == "json" {
                    guard directives.contains(.configuration) else {
                        problem("a ```json block can only be a 'configuration'")
                        continue
                    }
                } else if !isSwift {
                    problem("only ```swift blocks (and ```json 'configuration' blocks) are samples")
                    continue
                } else if directives.contains(.configuration) {
                    problem("'configuration' goes above a ```json block")
                    continue
                }

                if directives.contains(.continues) {
                    guard let current else {
                        problem("'continues' needs a sample above it in the same file")
                        continue
                    }
                    guard case .program(var program) = plan.checks[programs[current]] else { continue }
                    add(block, to: &program, problem: problem)
                    plan.checks[programs[current]] = .program(program)
                } else {
                    var program = Program(location: block.location)
                    add(block, to: &program, problem: problem)
                    plan.checks.append(.program(program))
                    programs.append(plan.checks.count - 1)
                    current = programs.count - 1
                }
                if let current { plan.programOfBlock[block.location] = programs[current] }
            }
        }
        return plan
    }

    private static func add(_ block: Block, to program: inout Program, problem: (String) -> Void) {
        var module: (name: String, samePackage: Bool)?
        var fileName: String?
        for directive in block.directives {
            switch directive {
            case .continues, .configuration, .manifest, .generated, .excerpt, .output:
                break
            case .test:
                module = (testModule, samePackage: true)
            case .file(let name):
                fileName = name
            case .module(let name, let samePackage):
                if name == appModule || name == testModule { problem("'\(name)' is the module of the sample's app or tests; name the library otherwise") }
                module = (name, samePackage)
            case .fails(let text):
                if program.expectedFailure != nil { problem("a sample can expect only one failure") }
                program.expectedFailure = text
            case .uses(let name):
                guard ["WiringCore", "WiringPictures"].contains(name) else {
                    problem("'uses' knows only 'WiringCore' and 'WiringPictures'")
                    continue
                }
                program.usesWiringLibraries = true
            }
        }
        if block.language == "json" {
            if program.configuration != nil { problem("a sample has at most one configuration") }
            program.configuration = block
            return
        }
        if let module, module.name != testModule {
            if let known = program.modules.first(where: { $0.name == module.name }) {
                if known.samePackage != module.samePackage { problem("module '\(module.name)' is declared both 'module' and 'package-module'") }
            } else {
                program.modules.append(module)
            }
        }
        let name = fileName ?? (module.map { "\($0.name).swift" } ?? "main.swift")
        if let index = program.files.firstIndex(where: { $0.module == module?.name && $0.name == name }) {
            program.files[index].blocks.append(block)
        } else {
            program.files.append(ProgramFile(module: module?.name, name: name, blocks: [block]))
        }
    }

    /// The directives of a `<!-- sample: a; b c -->` comment.
    static func directives(in comment: String, at location: Location) throws(Problem) -> [Directive] {
        var body = comment.trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("<!--"), body.hasSuffix("-->") else {
            throw Problem(location: location, message: "write the sample comment on one line: <!-- sample: … -->")
        }
        body = String(body.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("sample:") else {
            throw Problem(location: location, message: "a sample comment starts with 'sample:'")
        }
        body.removeFirst("sample:".count)
        return try body.split(separator: ";").map { part throws(Problem) in
            let words = part.trimmingCharacters(in: .whitespaces)
            let name = words.prefix { !$0.isWhitespace }
            let argument = words.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            func need(_ what: String) throws(Problem) -> String {
                guard !argument.isEmpty else { throw Problem(location: location, message: "'\(name)' needs \(what)") }
                return argument
            }
            func none() throws(Problem) {
                guard argument.isEmpty else { throw Problem(location: location, message: "'\(name)' takes no argument") }
            }
            switch name {
            case "continues": try none(); return .continues
            case "configuration": try none(); return .configuration
            case "test": try none(); return .test
            case "output": try none(); return .output
            case "file": return .file(try need("a file name"))
            case "module": return .module(try need("a module name"), samePackage: false)
            case "package-module": return .module(try need("a module name"), samePackage: true)
            case "fails": return .fails(try need("the text of the expected diagnostic"))
            case "uses": return .uses(try need("a module name"))
            case "generated":
                if argument.isEmpty { return .generated(from: nil) }
                guard argument.hasPrefix("from ") else { throw Problem(location: location, message: "write 'generated' or 'generated from <folder>'") }
                return .generated(from: argument.dropFirst(5).trimmingCharacters(in: .whitespaces))
            case "excerpt":
                guard argument.hasPrefix("from "), !argument.dropFirst(5).trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw Problem(location: location, message: "write 'excerpt from <file>'")
                }
                return .excerpt(from: argument.dropFirst(5).trimmingCharacters(in: .whitespaces))
            case "manifest":
                guard let part = argument.isEmpty ? .whole : ManifestPart(rawValue: argument) else {
                    throw Problem(location: location, message: "write 'manifest', 'manifest arguments' or 'manifest target'")
                }
                return .manifest(part)
            default:
                throw Problem(location: location, message: "unknown sample directive '\(name)'; the directives are continues, file, module, package-module, test, fails, output, uses, configuration, manifest, generated and excerpt (see docs/WritingDocs.md)")
            }
        }
    }

    static func fence(_ line: String) -> (marker: String, indentation: Int, language: String)? {
        let indentation = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indentation)
        // Any indentation: a fence in a nested list item is indented further, and must not be missed.
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let marker = rest.prefix { $0 == character }
        guard marker.count >= 3 else { return nil }
        let info = rest.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        if character == "`", info.contains("`") { return nil }
        return (String(marker), indentation, String(info.prefix { !$0.isWhitespace }).lowercased())
    }

    static func closes(_ line: String, fence marker: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix(marker) && trimmed.allSatisfy { $0 == marker.first }
    }

    private static func removingIndentation(_ line: String, upTo count: Int) -> String {
        String(line.dropFirst(min(count, line.prefix { $0 == " " }.count)))
    }
}
