import Foundation

/// The shell blocks of the documentation, and how each is run. Every ```` ```sh ```` block carries a comment directly
/// above it that says so, as `docs/WritingDocs.md` documents:
///
/// - `<!-- transcript: <place> -->`: lines starting with `$ ` are commands, the lines after each are what it prints;
///   the commands run in the place and must print that (``TranscriptChecker``);
/// - `<!-- run: <place> -->`: a list of commands, each run in the place, each of which must succeed;
/// - `<!-- not run: <reason> -->`: not run, for the reason given;
/// - `<!-- diagnostics example -->`: a script of `docs/Diagnostics.md`, which `DiagnosticsDocumentationTests` runs.
///
/// ``directive(in:at:)`` reads the comment (``DocumentationSamples/blocks(in:file:)`` calls it for each comment that
/// ``isDirective(_:)`` recognizes), ``plan(_:samples:root:)`` decides where each block
/// runs. A shell block without a directive is an error: none is skipped in silence.
enum DocumentationTranscripts {
    typealias Location = DocumentationSamples.Location
    typealias Block = DocumentationSamples.Block
    typealias Problem = DocumentationSamples.Problem

    /// Where a block's commands run.
    enum Place: Hashable, Sendable {
        /// A new package made of the page's samples above the block (the last sample program above it that is not
        /// a failing one, and the last manifest sample above it), in a folder named `MyApp`, that depends on Wiring by its URL.
        case samplePackage
        /// A folder of a fresh copy of the repository: "" for its root, or a path relative to it.
        case repository(folder: String)
        /// The folder of the example whose README holds the block. `PackageBuildTests` runs these, in the scratch
        /// folders where it builds each example anyway.
        case example
    }

    enum Directive: Equatable, Sendable {
        /// Commands and what they print; `exitStatus` is the last command's (every other command must succeed).
        case transcript(Place, exitStatus: Int32)
        /// Commands that must succeed; what they print is not compared.
        case run(Place)
        case notRun(reason: String)
        /// A script of the diagnostics reference, run by `DiagnosticsDocumentationTests`.
        case diagnosticsExample
    }

    /// The languages of shell blocks: each needs a directive.
    static let shellLanguages: Set<String> = ["sh", "bash", "zsh", "shell", "console"]

    /// Whether the body of an HTML comment (what follows `<!--`) is one of these directives.
    static func isDirective(_ body: String) -> Bool {
        ["transcript:", "run:", "not run:", "diagnostics example"].contains { body.hasPrefix($0) }
    }

    /// The directive of a `<!-- transcript: sample package; exit 1 -->`, `<!-- run: repository Examples/RaceCar -->`,
    /// `<!-- not run: reason -->` or `<!-- diagnostics example -->` comment.
    static func directive(in comment: String, at location: Location) throws(Problem) -> Directive {
        func problem(_ message: String) -> Problem { Problem(location: location, message: message) }
        var body = comment.trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("<!--"), body.hasSuffix("-->") else {
            throw problem("write the comment on one line: <!-- transcript: … -->")
        }
        body = String(body.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces)
        if body == "diagnostics example" { return .diagnosticsExample }
        guard let colon = body.firstIndex(of: ":") else {
            throw problem("write '<!-- transcript: <place> -->', '<!-- run: <place> -->', '<!-- not run: <reason> -->' or '<!-- diagnostics example -->' (see docs/WritingDocs.md)")
        }
        let kind = body[..<colon].trimmingCharacters(in: .whitespaces)
        let argument = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch kind {
        case "not run":
            guard !argument.isEmpty else { throw problem("'not run' needs its reason: <!-- not run: <reason> -->") }
            return .notRun(reason: argument)
        case "transcript", "run":
            var parts = argument.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let place = try Self.place(parts.isEmpty ? "" : parts.removeFirst(), at: location)
            var exitStatus: Int32 = 0
            for part in parts {
                guard kind == "transcript", part.hasPrefix("exit "), let status = Int32(part.dropFirst(5).trimmingCharacters(in: .whitespaces)) else {
                    throw problem("unknown option '\(part)'; a transcript takes 'exit <status>' (of its last command), a 'run' block no option")
                }
                exitStatus = status
            }
            return kind == "run" ? .run(place) : .transcript(place, exitStatus: exitStatus)
        default:
            throw problem("unknown directive '\(kind)'; write '<!-- transcript: <place> -->', '<!-- run: <place> -->', '<!-- not run: <reason> -->' or '<!-- diagnostics example -->' (see docs/WritingDocs.md)")
        }
    }

    private static func place(_ text: String, at location: Location) throws(Problem) -> Place {
        switch text {
        case "sample package": return .samplePackage
        case "example": return .example
        case "repository": return .repository(folder: "")
        case _ where text.hasPrefix("repository "): return .repository(folder: String(text.dropFirst("repository ".count)))
        default:
            throw Problem(location: location, message: "unknown place '\(text)'; the places are 'sample package', 'repository', 'repository <folder>' and 'example'")
        }
    }

    // MARK: - Commands

    /// A command of a block, as typed (with its continuation lines), and for a transcript what it prints.
    struct Command: Sendable {
        /// The line of the command (its `$ ` line in a transcript).
        var location: Location
        var text: String
        var expectedOutput: [String] = []
    }

    /// The commands of a transcript: each `$ ` line and the lines up to the next are a command and what it prints.
    /// A command whose line ends with `\` goes on on the next line, as in the shell.
    static func transcriptCommands(of block: Block) throws(Problem) -> [Command] {
        var commands: [Command] = []
        var index = 0
        while index < block.lines.count {
            let line = block.lines[index]
            let location = Location(file: block.location.file, line: block.location.line + index)
            if line.hasPrefix("$ ") {
                let (text, end) = joiningContinuations(block.lines, from: index, dropping: 2)
                commands.append(Command(location: location, text: text))
                index = end
                continue
            }
            guard !commands.isEmpty else {
                if line.trimmingCharacters(in: .whitespaces).isEmpty { index += 1; continue }
                throw Problem(location: location, message: "a transcript starts with a command ('$ …'); what a command prints follows it")
            }
            commands[commands.count - 1].expectedOutput.append(line)
            index += 1
        }
        guard !commands.isEmpty else { throw Problem(location: block.location, message: "this transcript has no command ('$ …')") }
        for index in commands.indices {
            while commands[index].expectedOutput.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                commands[index].expectedOutput.removeLast()
            }
        }
        return commands
    }

    /// The commands of a `run` block: each line, but blank lines and `# comments`; a line ending with `\` goes on on
    /// the next line.
    static func listedCommands(of block: Block) throws(Problem) -> [Command] {
        var commands: [Command] = []
        var index = 0
        while index < block.lines.count {
            let trimmed = block.lines[index].trimmingCharacters(in: .whitespaces)
            let location = Location(file: block.location.file, line: block.location.line + index)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { index += 1; continue }
            if trimmed.hasPrefix("$ ") {
                throw Problem(location: location, message: "a 'run' block lists commands without '$ '; commands with what they print are a 'transcript'")
            }
            let (text, end) = joiningContinuations(block.lines, from: index, dropping: 0)
            commands.append(Command(location: location, text: text))
            index = end
        }
        guard !commands.isEmpty else { throw Problem(location: block.location, message: "this block has no command") }
        return commands
    }

    /// The command starting at `lines[start]` (without its first `dropping` characters) and its continuation lines,
    /// and the index of the line after it.
    private static func joiningContinuations(_ lines: [String], from start: Int, dropping: Int) -> (String, Int) {
        var text = String(lines[start].dropFirst(dropping))
        var index = start + 1
        while text.hasSuffix("\\"), index < lines.count {
            text += "\n" + lines[index]
            index += 1
        }
        return (text, index)
    }

    // MARK: - Plan

    /// The commands of one block, to run in order in one shell.
    struct Step: Sendable {
        var block: Block
        var place: Place
        var commands: [Command]
        /// Whether what the commands print is compared with the transcript.
        var comparesOutput: Bool
        /// The exit status of the last command; every other one must succeed.
        var exitStatus: Int32
    }

    /// Steps that run one after another in one place: a page's sample package, or the copy of the repository (one for
    /// all pages, since its examples' build folders are shared).
    struct Job: Sendable {
        enum Setup: Sendable {
            /// A package made of a program and a manifest of `file`.
            case samplePackage(file: String, program: DocumentationSamples.Program, manifest: Block, part: DocumentationSamples.ManifestPart)
            case repository
        }
        var setup: Setup
        var steps: [Step] = []
    }

    struct Plan: Sendable {
        var jobs: [Job] = []
        var problems: [Problem] = []
        /// Blocks not run, with their reasons.
        var notRun: [Block] = []
        /// Transcripts of the examples, which `PackageBuildTests` runs.
        var examples: [Block] = []
        /// Scripts of the diagnostics reference, which `DiagnosticsDocumentationTests` runs.
        var diagnosticsExamples: [Block] = []
    }

    /// The page whose shell blocks are the diagnostics reference's examples.
    static let diagnosticsPage = "docs/Diagnostics.md"

    /// Decides where each shell block of the files runs. `samples` is the plan of the same files' samples, whose
    /// programs and manifests the sample packages are made of.
    static func plan(_ files: [(file: String, blocks: [Block])], samples: DocumentationSamples.Plan, root: URL) -> Plan {
        var plan = Plan()
        var repository = Job(setup: .repository)
        for (file, blocks) in files {
            var program: DocumentationSamples.Program?
            var manifest: (block: Block, part: DocumentationSamples.ManifestPart)?
            var samplePackage: Job?
            for block in blocks {
                // A sample that fails on purpose makes no package to run: the commands follow the last one that builds.
                if let index = samples.programOfBlock[block.location], case .program(let found) = samples.checks[index],
                   found.expectedFailure == nil {
                    program = found
                }
                if block.language == "swift", block.directives.count == 1, case .manifest(let part) = block.directives[0] {
                    manifest = (block, part)
                }
                func problem(_ message: String) { plan.problems.append(Problem(location: block.location, message: message)) }
                guard shellLanguages.contains(block.language) else {
                    if block.shell != nil { problem("a transcript, run or not run directive goes above a ```sh block") }
                    continue
                }
                guard let directive = block.shell else {
                    problem("a ```\(block.language) block needs a directive above it: '<!-- transcript: <place> -->', '<!-- run: <place> -->' or '<!-- not run: <reason> -->' (see docs/WritingDocs.md)")
                    continue
                }
                let place: Place, isTranscript: Bool, exitStatus: Int32
                switch directive {
                case .notRun:
                    plan.notRun.append(block)
                    continue
                case .diagnosticsExample:
                    if file == diagnosticsPage { plan.diagnosticsExamples.append(block) } else { problem("only \(diagnosticsPage) has diagnostics examples") }
                    continue
                case .transcript(let at, let status): (place, isTranscript, exitStatus) = (at, true, status)
                case .run(let at): (place, isTranscript, exitStatus) = (at, false, 0)
                }
                let commands: [Command]
                do {
                    commands = isTranscript ? try transcriptCommands(of: block) : try listedCommands(of: block)
                } catch {
                    plan.problems.append(error)
                    continue
                }
                let step = Step(block: block, place: place, commands: commands, comparesOutput: isTranscript, exitStatus: exitStatus)
                switch place {
                case .example:
                    guard exampleName(ofPage: file) != nil else {
                        problem("the place 'example' is the folder of an example's README (Examples/<name>/README.md)")
                        continue
                    }
                    if let command = commands.first(where: { exampleCommand($0.text, scratchPath: "") == nil }) {
                        plan.problems.append(Problem(location: command.location, message: "PackageBuildTests runs an example's commands in its own build folder: they are 'swift build', 'swift run' or 'swift test'"))
                        continue
                    }
                    plan.examples.append(block)
                case .repository(let folder):
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: root.appending(path: folder).path, isDirectory: &isFolder), isFolder.boolValue else {
                        problem("the repository has no folder '\(folder)'")
                        continue
                    }
                    repository.steps.append(step)
                case .samplePackage:
                    guard let program, let manifest else {
                        problem("a 'sample package' is made of the page's samples above the block: a program and a manifest ('<!-- sample: manifest … -->'), and there is \(program == nil ? "no program" : "no manifest") above it")
                        continue
                    }
                    if let existing = samplePackage {
                        guard case .samplePackage(_, let first, let firstManifest, _) = existing.setup,
                              first.location == program.location, firstManifest.location == manifest.block.location else {
                            problem("a page's commands run in one package, made of the samples above its first 'sample package' block; this block follows other samples")
                            continue
                        }
                    } else {
                        samplePackage = Job(setup: .samplePackage(file: file, program: program, manifest: manifest.block, part: manifest.part))
                    }
                    samplePackage?.steps.append(step)
                }
            }
            if let samplePackage { plan.jobs.append(samplePackage) }
        }
        if !repository.steps.isEmpty { plan.jobs.insert(repository, at: 0) }
        return plan
    }

    /// `RaceCar` for `Examples/RaceCar/README.md`.
    static func exampleName(ofPage file: String) -> String? {
        let parts = file.split(separator: "/")
        return parts.count == 3 && parts[0] == "Examples" && parts[2] == "README.md" ? String(parts[1]) : nil
    }

    /// An example's command as `PackageBuildTests` runs it: `swift run …` with `--scratch-path <scratchPath>` after
    /// `run` (likewise `build` and `test`), so that the example is built once, in the folder the suite keeps for it;
    /// nil for any other command.
    static func exampleCommand(_ command: String, scratchPath: String) -> String? {
        for verb in ["build", "run", "test"] {
            let prefix = "swift \(verb)"
            guard command.hasPrefix(prefix) else { continue }
            let rest = command.dropFirst(prefix.count)
            guard rest.isEmpty || rest.first == " " else { continue }
            return "\(prefix) --scratch-path '\(scratchPath)'\(rest)"
        }
        return nil
    }
}
