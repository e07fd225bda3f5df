import Foundation
import WiringCore

/// Runs the shell blocks of a ``DocumentationTranscripts/Plan`` the way a reader would: in a new package made of a
/// page's samples, which depends on Wiring by the URL the pages give, or in a fresh copy of the repository. Each
/// block's commands run in one shell, in order, and what each prints (standard output and standard error together, as
/// a terminal shows them) is compared with the transcript once SwiftPM's progress lines are dropped
/// (``TranscriptOutput``). A failure names the Markdown file and line of the block, and shows the page's lines against
/// what was printed.
struct TranscriptChecker {
    typealias Failure = SampleChecker.Failure
    typealias Step = DocumentationTranscripts.Step

    var root = Command.repositoryRoot
    /// How many places are worked in at once.
    var width = 2

    /// Runs every job, `width` at a time, and returns the failures in the order of the files and lines. The sample
    /// packages resolve a release that ships the tools prebuilt, as a published release does (a bundle of this
    /// build's own), so they compile none of Wiring; the copy of the repository is a clone of the working tree, whose
    /// examples compile the tools from source.
    func run(_ plan: DocumentationTranscripts.Plan) throws -> [Failure] {
        guard !plan.jobs.isEmpty else { return [] }
        let clone = try WorkingTreeRelease(of: root)
        defer { clone.remove() }
        let bundle = try WorkingTreeRelease.prebuiltToolsBundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let published = try WorkingTreeRelease(of: root, prebuiltTools: bundle)
        defer { published.remove() }
        let failures = concurrentMap(Array(plan.jobs.indices), width: width) { index -> [Failure] in
            let job = plan.jobs[index]
            let release: WorkingTreeRelease
            if case .repository = job.setup { release = clone } else { release = published }
            do {
                return try self.run(job, number: index, release: release)
            } catch {
                return [Failure(location: job.steps[0].block.location, message: "could not be run: \(error)")]
            }
        }
        return failures.joined().sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
    }

    private func run(_ job: DocumentationTranscripts.Job, number: Int, release: WorkingTreeRelease) throws -> [Failure] {
        let place: (folder: URL, shownAs: String)
        var map = SourceMap()
        switch job.setup {
        case .repository:
            place = (release.repository, "/src/Wiring")
        case .samplePackage(_, let program, let manifest, let part):
            let package = release.folder.appending(path: "packages/\(number)/\(DocumentationSamples.appModule)")
            _ = try SampleLayout.write(program, in: package, map: &map)
            try SampleLayout.writeManifest(manifest, part, in: package, map: &map)
            place = (package, "/src/\(DocumentationSamples.appModule)")
        }
        var failures: [Failure] = []
        for step in job.steps {
            var folder = place.folder
            if case .repository(let path) = step.place, !path.isEmpty { folder.append(path: path) }
            let session = try ShellSession.run(step.commands.map(\.text), in: folder, environment: release.environment)
            failures += Self.compare(step, with: session, placeholders: [(place.folder.path, place.shownAs)], sourceMap: map)
        }
        return failures
    }

    /// The failures of a step whose commands ran in `session`: a command that exits otherwise than the page says, or,
    /// in a transcript, prints other lines. The step's later commands are not compared once one fails. A command that
    /// fails is shown with what it printed, with the paths of the sample files in `sourceMap` (a compiler's error)
    /// turned into the Markdown lines they come from.
    static func compare(_ step: Step, with session: ShellSession, placeholders: [(path: String, shownAs: String)],
                        sourceMap: SourceMap = SourceMap()) -> [Failure] {
        for (index, command) in step.commands.enumerated() {
            let name = "'\(command.text.split(separator: "\n").first ?? "")' (\(command.location))"
            func failure(_ message: String) -> [Failure] { [Failure(location: step.block.location, message: message)] }
            guard let result = session.results[index] else {
                return failure("the shell ended before \(name) finished:\n\(session.shellOutput)")
            }
            let printed = TranscriptOutput.shownLines(of: result.output, placeholders: placeholders)
            let expectedStatus = index == step.commands.count - 1 ? step.exitStatus : 0
            if result.status != expectedStatus {
                // All of what it printed, SwiftPM's progress too: the step a build stopped at is part of the story.
                let shows = expectedStatus == 0 ? "succeeding" : "exiting with status \(expectedStatus)"
                let output = TranscriptOutput.replacingPlaces(in: sourceMap.apply(result.output), with: placeholders)
                return failure("\(name) exited with status \(result.status), and the page shows it \(shows); it printed:\n\(output)")
            }
            if step.comparesOutput,
               let difference = TranscriptOutput.difference(page: command.expectedOutput, printed: printed, pageName: "\(command.location) (the page)") {
                return failure("\(name) printed something else than the page shows:\n\(difference)")
            }
        }
        return []
    }

    // MARK: - Examples

    /// Runs the `example` transcripts of `Examples/<name>/README.md` in the example's folder, each `swift` command
    /// with SwiftPM's scratch folder `scratchPath` (``DocumentationTranscripts/exampleCommand(_:scratchPath:)``),
    /// and compares what they print with the page. Returns the failures, and what each command printed.
    static func runExample(_ name: String, scratchPath: String, root: URL = Command.repositoryRoot) throws -> (failures: [Failure], printed: [String]) {
        let page = "Examples/\(name)/README.md"
        let text = try String(contentsOf: root.appending(path: page), encoding: .utf8)
        let blocks = DocumentationSamples.blocks(in: text, file: page).blocks.filter {
            if case .transcript(.example, _)? = $0.shell { true } else { false }
        }
        guard !blocks.isEmpty else {
            return ([Failure(location: .init(file: page, line: 1), message: "the example's README has no '<!-- transcript: example -->' block")], [])
        }
        var failures: [Failure] = []
        var printed: [String] = []
        for block in blocks {
            guard case .transcript(_, let exitStatus)? = block.shell else { continue }
            let commands = try DocumentationTranscripts.transcriptCommands(of: block)
            let step = Step(block: block, place: .example, commands: commands, comparesOutput: true, exitStatus: exitStatus)
            let texts = try commands.map { command in
                guard let text = DocumentationTranscripts.exampleCommand(command.text, scratchPath: scratchPath) else {
                    throw SetupError(description: "\(command.location): an example's commands are 'swift build', 'swift run' or 'swift test'")
                }
                return text
            }
            let session = try ShellSession.run(texts, in: root.appending(path: "Examples/\(name)"), environment: [:])
            failures += compare(step, with: session, placeholders: [(root.path, "/src/Wiring")])
            printed += session.results.map { $0?.output ?? "" }
        }
        return (failures, printed)
    }
}

/// A release of Wiring made of the working tree, for the pages' manifests to resolve as they say: the repository's
/// files (tracked, and new ones git does not ignore, as they are on disk) committed in a new git repository and tagged
/// with `WiringVersion.current`, and an environment in which git reads the pages' URL as that repository.
///
/// The environment also gives SwiftPM a cache and a configuration folder of their own: SwiftPM keeps clones of
/// the packages it resolved, and records the commit each version's tag pointed at, and refuses a tag that moved;
/// this release's tag points at a new commit on every run.
struct WorkingTreeRelease: Sendable {
    /// A temporary folder that holds everything, the packages of the pages too.
    let folder: URL
    /// The copy of the repository, and the git repository the URL leads to.
    let repository: URL
    /// The release's version: its tag.
    static var version: String { WiringVersion.current }
    /// What the commands' environment adds to this process's.
    let environment: [String: String]

    /// `prebuiltTools`: an artifact bundle's zip (Tools/make-artifact-bundle.sh) that the release ships, its manifest
    /// rewritten as the release job rewrites it (Tools/release-manifest.sh), with the zip inside the package rather
    /// than at a URL: SwiftPM downloads binary targets over https only.
    init(of root: URL, prebuiltTools: URL? = nil) throws {
        folder = try SampleChecker.temporaryFolder("transcripts")
        repository = folder.appending(path: "Wiring")
        let manager = FileManager.default
        for name in ["Wiring", "cache", "config", "tmp"] {
            try manager.createDirectory(at: folder.appending(path: name), withIntermediateDirectories: true)
        }
        let list = try Command.run("git", ["-C", root.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        guard list.status == 0 else { throw SetupError(description: "cannot list the repository's files:\n\(list.combined)") }
        // A file deleted in the working tree but not yet in git is left out.
        let files = list.standardOutput.split(separator: "\0").filter {
            (try? manager.attributesOfItem(atPath: root.appending(path: String($0)).path)) != nil
        }
        let fileList = folder.appending(path: "files")
        try Data(files.joined(separator: "\0").utf8).write(to: fileList)
        let archive = folder.appending(path: "files.tar").path
        let git = ["-C", repository.path, "-c", "user.name=Wiring documentation tests", "-c", "user.email=docs@wiring.invalid",
                   "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"]
        let bundle = "WiringTools.artifactbundle.zip"
        var prebuilt: [(String, [String])] = []
        if let prebuiltTools {
            let copy = folder.appending(path: "Wiring")
            prebuilt = [
                ("cp", [prebuiltTools.path, copy.appending(path: bundle).path]),
                (copy.appending(path: "Tools/release-manifest.sh").path,
                 ["--path", bundle, copy.appending(path: "Package.swift").path]),
            ]
        }
        for (executable, arguments) in [
            ("tar", ["-cf", archive, "-C", root.path, "--null", "-T", fileList.path]),
            ("tar", ["-xf", archive, "-C", repository.path]),
        ] + prebuilt + [
            ("git", git + ["init", "-q"]),
            // Forced: a file git tracks although an ignore rule matches it is part of the release all the same.
            ("git", git + ["add", "--all", "--force", "."]),
            ("git", git + ["commit", "-q", "-m", "The working tree"]),
            ("git", git + ["tag", WiringVersion.current]),
        ] {
            let result = try Command.run(executable, arguments)
            guard result.status == 0 else {
                throw SetupError(description: "\(executable) \(arguments.joined(separator: " ")) failed:\n\(result.combined)")
            }
        }
        let gitConfigCount = Int(ProcessInfo.processInfo.environment["GIT_CONFIG_COUNT"] ?? "") ?? 0
        environment = [
            "GIT_CONFIG_COUNT": "\(gitConfigCount + 1)",
            "GIT_CONFIG_KEY_\(gitConfigCount)": "url.\(repository.path).insteadOf",
            "GIT_CONFIG_VALUE_\(gitConfigCount)": SampleLayout.wiringURL,
            "XDG_CACHE_HOME": folder.appending(path: "cache").path,
            "XDG_CONFIG_HOME": folder.appending(path: "config").path,
            // SwiftPM leaves lock files in the temporary folder.
            "TMPDIR": folder.appending(path: "tmp").path,
        ]
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The zip of an artifact bundle of this build's `wiring` and `wiring-graph`, for this machine's variant, or
    /// claiming `supportedTriple` instead of its own; the caller removes its folder.
    static func prebuiltToolsBundle(supportedTriple: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-bundle-\(UUID().uuidString)")
        let machine = try Command.run("uname", ["-m"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let variant = "linux-\(machine == "arm64" ? "aarch64" : machine)"
        let bin = folder.appending(path: "variants/\(variant)/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in [Command.wiring, Command.wiringGraph] {
            try FileManager.default.copyItem(at: tool, to: bin.appending(path: tool.lastPathComponent))
        }
        let assemble = try Command.run(
            Command.repositoryRoot.appending(path: "Tools/make-artifact-bundle.sh").path,
            ["assemble", "--output", folder.path] + (supportedTriple.map { ["--supported-triple", $0] } ?? []))
        guard assemble.status == 0 else { throw SetupError(description: "cannot assemble the bundle:\n\(assemble.combined)") }
        return folder.appending(path: "WiringTools.artifactbundle.zip")
    }
}

/// Commands run one after another in one shell (`/bin/sh`), as a reader types them into a terminal: `cd` and
/// `export` carry to the next command, and a failing command does not stop the others.
struct ShellSession: Sendable {
    struct Result: Sendable {
        /// Standard output and standard error together, in the order they were written.
        var output: String
        var status: Int32
    }

    /// What each command printed and its exit status; nil for a command that did not finish because the shell ended.
    var results: [Result?]
    /// What the shell itself printed, outside the commands (a syntax error of the script).
    var shellOutput: String

    static func run(_ commands: [String], in folder: URL, environment: [String: String],
                    timeout: TimeInterval = 1200) throws -> ShellSession {
        let files = try SampleChecker.temporaryFolder("session")
        defer { try? FileManager.default.removeItem(at: files) }
        // Each command in braces, its output to a file of its own: the line break before `}` ends a `# comment`.
        let script = commands.indices.map { index in
            "{ \(commands[index])\n} >'\(files.path)/\(index).out' 2>&1; echo $? >'\(files.path)/\(index).status'\n"
        }.joined()
        let shell = try Command.run("/bin/sh", ["-c", script], in: folder, environment: environment, timeout: timeout)
        let results = commands.indices.map { index -> Result? in
            guard let status = (try? String(contentsOf: files.appending(path: "\(index).status"), encoding: .utf8))
                .flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else { return nil }
            let output = (try? Data(contentsOf: files.appending(path: "\(index).out"))).map { String(decoding: $0, as: UTF8.self) }
            return Result(output: output ?? "", status: status)
        }
        return ShellSession(results: results, shellOutput: shell.combined)
    }
}

/// What a page shows of a command's output, and how it is compared with what the command printed.
enum TranscriptOutput {
    /// Whether a line is one of SwiftPM's progress lines, which a page does not show: the build's steps
    /// (`[12/40] Compiling …`, `[0/1] Planning build`, `[5/7] Wiring: generating …`), `Building for debugging...`,
    /// `Build complete! (…)` and `Build of product '…' complete! (…)`, and the resolution's `Fetching`, `Fetched`,
    /// `Computing version for`, `Computed`, `Creating working copy for` and `Working copy of … resolved at` lines.
    /// `docs/WritingDocs.md` lists the same.
    static func isProgressLine(_ line: String) -> Bool {
        line.wholeMatch(of: #/\[\d+/\d+\] .*/#) != nil
            || line.wholeMatch(of: #/Building for (debugging|production)\.\.\./#) != nil
            || line.wholeMatch(of: #/Build (of product '[^']*' )?complete! \(.*\)/#) != nil
            || line.wholeMatch(of: #/(Fetching|Fetched|Computing version for|Computed|Creating working copy for|Working copy of) https?://.*/#) != nil
    }

    /// The lines a page shows of `output`: SwiftPM's progress lines dropped, each place's folder written as the page
    /// writes it (`/src/MyApp`), trailing spaces and blank lines at the end removed.
    static func shownLines(of output: String, placeholders: [(path: String, shownAs: String)]) -> [String] {
        var lines = replacingPlaces(in: output, with: placeholders).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            .filter { !isProgressLine($0) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `output` with each place's folder written as the page writes it (`/src/MyApp`).
    static func replacingPlaces(in output: String, with placeholders: [(path: String, shownAs: String)]) -> String {
        var text = output
        for (path, shownAs) in placeholders {
            for spelling in Set([path, URL(fileURLWithPath: path).resolvingSymlinksInPath().path]).sorted(by: { $0.count > $1.count }) {
                text = text.replacingOccurrences(of: spelling, with: shownAs)
            }
        }
        return text
    }

    /// Whether a printed line is what a line of the page shows, where `…` stands for any text.
    static func matches(_ pageLine: String, _ line: String) -> Bool {
        let parts = pageLine.components(separatedBy: "…")
        guard parts.count > 1 else { return pageLine == line }
        guard line.hasPrefix(parts[0]) else { return false }
        var rest = Substring(line.dropFirst(parts[0].count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(parts[parts.count - 1])
    }

    /// nil when the printed lines are what the page shows (a page line of only `…` stands for any number of lines);
    /// otherwise a unified diff of the page against what was printed, in which the page's `…` are replaced by what
    /// they matched, so that only the lines that differ are marked.
    static func difference(page: [String], printed: [String], pageName: String) -> String? {
        // cost[i][j]: the fewest edits (a page line left out, a printed line added, or one replaced by the other) that
        // make page[i...] match printed[j...]; a `…` line takes any number of printed lines for nothing.
        let n = page.count, m = printed.count
        let isAnyLines = page.map { $0.trimmingCharacters(in: .whitespaces) == "…" }
        var cost = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n {
                    cost[i][j] = m - j
                } else if isAnyLines[i] {
                    cost[i][j] = j == m ? cost[i + 1][j] : min(cost[i + 1][j], cost[i][j + 1])
                } else if j == m {
                    cost[i][j] = 1 + cost[i + 1][j]
                } else {
                    cost[i][j] = min((matches(page[i], printed[j]) ? 0 : 1) + cost[i + 1][j + 1],
                                     1 + cost[i + 1][j], 1 + cost[i][j + 1])
                }
            }
        }
        guard cost[0][0] > 0 else { return nil }
        // The page as it would read had it matched wherever it does: each matched line replaced by the printed one,
        // and a `…` by the lines it took (as few as the fewest edits allow, so that a changed line shows as replaced).
        var shown: [String] = []
        var i = 0, j = 0
        while i < n {
            if isAnyLines[i] {
                if cost[i][j] == cost[i + 1][j] { i += 1 } else { shown.append(printed[j]); j += 1 }
            } else if j < m, matches(page[i], printed[j]), cost[i][j] == cost[i + 1][j + 1] {
                shown.append(printed[j]); i += 1; j += 1
            } else if j < m, cost[i][j] == 1 + cost[i + 1][j + 1] {
                shown.append(page[i]); i += 1; j += 1
            } else if cost[i][j] == 1 + cost[i + 1][j] {
                shown.append(page[i]); i += 1
            } else {
                j += 1
            }
        }
        func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }
        return LineDiff(from: text(shown), to: text(printed)).unified(oldName: pageName, newName: "what it printed")
    }
}
