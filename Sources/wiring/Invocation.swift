import WiringCommandLine
import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A parsed command line.
enum Invocation {
    case generate(
        output: String, parts: Int?, sourceRoot: String?, checkedIn: CheckedInGraph?, cache: String?,
        overridesUse: OverridesUse?, warningsAreErrors: Bool, diagnosticsOutput: DiagnosticsOutput, inputs: InputList)
    case check(
        warningsAreErrors: Bool, against: GeneratedFileCheck?, diagnosticsOutput: DiagnosticsOutput,
        inputs: InputList)
    case dump(diagnosticsOutput: DiagnosticsOutput, inputs: InputList)
    case help
    case version

    static let usage = """
        USAGE: wiring <command> [options] <inputs>... [--dependency <module> <inputs>...]...

        Reads Swift files (or folders of them) annotated for Wiring (// @Component, // @Provides, // @Inject,
        // @Inputs, // @Bundle, // @Named, // @AllowEmpty, // @Optional, // @Lazy, // @EntryPoints), validates the
        object graph, and writes AppGraph.swift.

        COMMANDS:
          generate --output <file> [--parts <count>] [--source-root <dir>] [--cache <dir>] [--warnings-as-errors]
                   [--overrides-when-named [--test-file <file>]...] <inputs>...
                        Writes the graph to <file> (atomically; untouched when its content would not change).
                        --parts: spread the bindings' code over <count> files beside <file>, AppGraph+Part1.swift
                        and on (each binding in the part of the file that declares it), so that an edit compiles
                        again the parts it touches, not the whole graph; <file> keeps what they share. Files of
                        parts beyond <count> that Wiring wrote there before are removed.
                        --source-root: show paths in the generated comments relative to this folder.
                        --overrides-when-named: leave each graph's test Overrides out unless a file of the target
                        (the inputs before any --dependency) or a --test-file names 'Overrides' or 'overrides:',
                        as the build plugin does with the files of the test targets that depend on the target.
                        --cache: keep in <dir> each file's scan and a digest of its declarations, keyed by its
                        contents, and the last graph: a run scans only the changed files, and after an edit inside
                        a function body (one that moves no line and changes no comment of a file with
                        annotations) it reuses the graph. The output is the same with or without it.
          generate --output <file> --checked-in <graph> [--target-name <name>] [--source-root <dir>] <inputs>...
                        What the build plugin runs for a target that keeps its graph among its sources: fails as
                        'check --against <graph>' does when <graph> is stale, and otherwise writes to <file> a Swift
                        file that declares nothing. --target-name: the target, for the command that regenerates it.
          check [--warnings-as-errors] [--against <file> [--source-root <dir>] [--target-name <name>]] <inputs>...
                        Validates the graph and writes nothing: for CI and pre-commit hooks.
                        --warnings-as-errors: report warnings as errors, so that they fail.
                        --against: also fail when <file> (a checked-in AppGraph.swift) is not what the
                        inputs generate now, and print the unified diff on standard output. It generates
                        as the build plugin does, with paths relative to --source-root (default: the
                        current folder; the plugin passes the package's folder). --target-name: the
                        target whose file it is, when a plugin runs it: the messages then name
                        'swift package wiring-generate' as the command that writes the file again.
          dump --json <inputs>...
                        Prints the components, providers, inputs and bindings found, as JSON.

        The pictures of the graph (DOT, Mermaid, SVG, PNG) are another command's: see 'wiring-graph --help'.

        \(CommandLineTool.inputsAndDiagnosticsUsage)

        OPTIONS:
          -h, --help    Show this help.
          --version     Show the version.

        EXIT STATUS: 0 when the graph is valid, 1 when it has errors (printed as compiler diagnostics on
        standard error) or 'check --against' finds the file missing or out of date, 2 for a bad command line.
        """

    init(arguments: [String]) throws {
        guard let command = arguments.first else { throw UsageError(message: "missing command") }
        var rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            self = .help
        case "--version":
            self = .version
        case "generate":
            let output = try Arguments.takeOption("--output", from: &rest, required: true)
            let parts = try Arguments.takeOption("--parts", from: &rest, required: false).map { text in
                guard let count = Int(text), (1...Self.maximumParts).contains(count) else {
                    throw UsageError(message: "'--parts' takes a number from 1 to \(Self.maximumParts), not '\(text)'")
                }
                return count
            }
            let sourceRoot = try Arguments.takeOption("--source-root", from: &rest, required: false)
            let checkedInPath = try Arguments.takeOption("--checked-in", from: &rest, required: false)
            let targetName = try Arguments.takeOption("--target-name", from: &rest, required: false)
            if checkedInPath == nil, targetName != nil {
                throw UsageError(message: "'generate' takes '--target-name' only with '--checked-in <file>'")
            }
            let cache = try Arguments.takeOption("--cache", from: &rest, required: false)
            if checkedInPath != nil, parts != nil {
                throw UsageError(message: "'generate' takes '--parts' only without '--checked-in <file>'")
            }
            if checkedInPath != nil, cache != nil {
                throw UsageError(message: "'generate' takes '--cache' only without '--checked-in <file>'")
            }
            let overridesUse = try OverridesUse(taking: &rest)
            if checkedInPath != nil, overridesUse != nil {
                throw UsageError(
                    message: "'generate' takes '--overrides-when-named' only without '--checked-in <file>'")
            }
            let warningsAreErrors = Arguments.takeFlag("--warnings-as-errors", from: &rest)
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .generate(
                output: output ?? "", parts: parts, sourceRoot: sourceRoot,
                checkedIn: checkedInPath.map { CheckedInGraph(path: $0, targetName: targetName) }, cache: cache,
                overridesUse: overridesUse, warningsAreErrors: warningsAreErrors,
                diagnosticsOutput: diagnosticsOutput, inputs: try InputList(taking: &rest))
        case "check":
            let warningsAreErrors = Arguments.takeFlag("--warnings-as-errors", from: &rest)
            let against = try Arguments.takeOption("--against", from: &rest, required: false)
            let sourceRoot = try Arguments.takeOption("--source-root", from: &rest, required: false)
            let targetName = try Arguments.takeOption("--target-name", from: &rest, required: false)
            if against == nil, sourceRoot != nil || targetName != nil {
                throw UsageError(
                    message:
                        "'check' takes '\(sourceRoot != nil ? "--source-root" : "--target-name")' only with '--against <file>'"
                )
            }
            let check = against.map {
                GeneratedFileCheck(
                    path: $0, sourceRoot: sourceRoot ?? FileManager.default.currentDirectoryPath,
                    targetName: targetName)
            }
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .check(
                warningsAreErrors: warningsAreErrors, against: check, diagnosticsOutput: diagnosticsOutput,
                inputs: try InputList(taking: &rest))
        case "dump":
            guard let flag = rest.firstIndex(of: "--json") else {
                throw UsageError(message: "'dump' needs '--json' (the only format it writes)")
            }
            rest.remove(at: flag)
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .dump(diagnosticsOutput: diagnosticsOutput, inputs: try InputList(taking: &rest))
        default:
            throw UsageError(
                message: "unknown command '\(command)'; use generate, check or dump (pictures: 'wiring-graph')")
        }
    }

    /// The most parts `--parts` takes: more would make each file smaller than a file's overhead in a build.
    static let maximumParts = 4096

    /// Runs the command and returns the exit status.
    func run() throws -> Int32 {
        switch self {
        case .help:
            print(Self.usage)
            return 0
        case .version:
            print(WiringVersion.current)
            return 0
        case .generate(
            let output, let parts, let sourceRoot, let checkedIn, let cache, let overridesUse, let warningsAreErrors,
            let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector(warningsAreErrors: warningsAreErrors)
            guard
                let (configuration, files) = inputs.read(excluding: checkedIn?.path ?? output, diagnostics: diagnostics)
            else {
                try diagnosticsOutput.report(diagnostics)
                return 1
            }
            if let checkedIn {
                let diff = try checkedIn.check(
                    files, configuration: configuration,
                    sourceRoot: sourceRoot ?? FileManager.default.currentDirectoryPath,
                    output: output, diagnostics: diagnostics)
                if let diff { Self.printDiff(diff) }
                try diagnosticsOutput.report(diagnostics)
                return diagnostics.hasErrors ? 1 : 0
            }
            var options = configuration.renderOptions(sourceRoot: sourceRoot.map(SourceFiles.absolute))
            options.partCount = parts ?? 1
            if let overridesUse { options.includesOverrides = overridesUse.isNamed(in: files) }
            let generated =
                if let cache {
                    CachedGeneration(
                        cache: GenerationCache(directory: SourceFiles.absolute(cache)),
                        settings: CachedGeneration.settingsHash(
                            settingsFiles: [inputs.configuration, inputs.manifest?.path].compactMap { $0 },
                            includesOverrides: options.includesOverrides)
                    ).generate(
                        files, options: options, sendableRequirement: configuration.sendableRequirement,
                        diagnostics: diagnostics)
                } else {
                    Pipeline.generate(
                        consume files, options: options, sendableRequirement: configuration.sendableRequirement,
                        diagnostics: diagnostics)
                }
            try diagnosticsOutput.report(diagnostics)
            guard let generated, !diagnostics.hasErrors else { return 1 }
            guard parts != nil else {
                try OutputFile.write(generated.singleFile, to: output)
                return 0
            }
            try GraphFiles.write(generated, root: output)
            return 0
        case .check(let warningsAreErrors, let against, let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector(warningsAreErrors: warningsAreErrors)
            if let (configuration, files) = inputs.read(excluding: against?.path, diagnostics: diagnostics) {
                if let against {
                    if let diff = against.compare(
                        files, checkedIn: against.readFile(), configuration: configuration, diagnostics: diagnostics)
                    {
                        Self.printDiff(diff)
                    }
                } else {
                    _ = Pipeline.resolve(
                        files, rootGraphName: configuration.graphTypeName,
                        sendableRequirement: configuration.sendableRequirement, diagnostics: diagnostics)
                }
            }
            try diagnosticsOutput.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        case .dump(let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector()
            let (configuration, files) = inputs.read(excluding: nil, diagnostics: diagnostics) ?? (Configuration(), [])
            let model = Pipeline.model(
                files, rootGraphName: configuration.graphTypeName,
                sendableRequirement: configuration.sendableRequirement, diagnostics: diagnostics)
            print(try ModelDump(model).json())
            try diagnosticsOutput.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        }
    }

    /// Writes a stale graph's diff on standard output at once (unbuffered, unlike `print`), before the diagnostics go
    /// to standard error, so that where the two end up in one log (a build's, or `swift package`'s, which passes on
    /// both) the diff always comes first.
    private static func printDiff(_ diff: String) {
        OperatingSystem.write(diff, to: .standardOutput)
    }
}
