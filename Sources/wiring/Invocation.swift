import Foundation
import WiringCore

struct UsageError: Error {
    var message: String
}

/// A parsed command line.
enum Invocation {
    case generate(
        output: String, sourceRoot: String?, checkedIn: CheckedInGraph?, cache: String?, warningsAreErrors: Bool,
        diagnosticsOutput: DiagnosticsOutput, inputs: InputList)
    case check(
        warningsAreErrors: Bool, against: GeneratedFileCheck?, diagnosticsOutput: DiagnosticsOutput,
        inputs: InputList)
    case dump(diagnosticsOutput: DiagnosticsOutput, inputs: InputList)
    case graph(GraphPicture, diagnosticsOutput: DiagnosticsOutput, inputs: InputList)
    case help
    case version

    static let usage = """
        USAGE: wiring <command> [options] <inputs>... [--dependency <module> <inputs>...]...

        Reads Swift files (or folders of them) annotated for Wiring (// @Component, // @Provides, // @Inject,
        // @Inputs, // @Bundle, // @Named, // @AllowEmpty), validates the object graph, and writes AppGraph.swift.

        COMMANDS:
          generate --output <file> [--source-root <dir>] [--cache <dir>] [--warnings-as-errors] <inputs>...
                        Writes the graph to <file> (atomically; untouched when its content would not change).
                        --source-root: show paths in the generated comments relative to this folder.
                        --cache: keep in <dir> a digest of each file's declarations, keyed by its contents, and
                        the last graph: after an edit inside a function body (one that moves no line and changes
                        no comment of a file with annotations), a run scans only the changed files and reuses the
                        graph. The output is the same with or without it.
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
          graph --format dot|mermaid|svg|png [--graphviz] [--root <type>] [--module-name <name>]
                [--output <file>] <inputs>...
                        Draws the graph: Graphviz DOT, a Mermaid flowchart, or an SVG that Wiring lays out itself;
                        'png', and 'svg' with --graphviz, are drawn by Graphviz's 'dot' (which must be on the PATH).
                        --root: only this binding and what it can create, e.g. 'RaceCar' or 'Store @Named(backup)'.
                        --module-name: the target's module, which labels the frame around its own bindings
                        when dependency modules have some too.
                        --output: write to <file> instead of standard output (required for png).

        INPUTS (every command):
          <inputs>...   The target's own Swift files or folders.
          --dependency <module> <inputs>...
                        Sources of a module of another package that the target depends on: its components join
                        the graph, and what the graph uses of them must be 'public'.
          --package-dependency <module> <inputs>...
                        The same for a module of the target's own package ('package' access is enough).
          --config <file>
                        The target's wiring.json (graph name, access level, modules to include or skip).

        DIAGNOSTICS OPTIONS (every command):
          --diagnostics-format text|json
                        text (the default): compiler-format lines. json: one JSON document with every
                        diagnostic's id, severity, message, location and notes, and the counts.
          --diagnostics-output <file>
                        Write the diagnostics to <file> instead of standard error.
          --max-errors <n>
                        Show at most <n> errors, then a line that counts the rest
                        (default: \(DiagnosticsOutput.defaultMaxErrors); 0 shows them all).

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
            let output = try Self.takeOption("--output", from: &rest, required: true)
            let sourceRoot = try Self.takeOption("--source-root", from: &rest, required: false)
            let checkedInPath = try Self.takeOption("--checked-in", from: &rest, required: false)
            let targetName = try Self.takeOption("--target-name", from: &rest, required: false)
            if checkedInPath == nil, targetName != nil {
                throw UsageError(message: "'generate' takes '--target-name' only with '--checked-in <file>'")
            }
            let cache = try Self.takeOption("--cache", from: &rest, required: false)
            if checkedInPath != nil, cache != nil {
                throw UsageError(message: "'generate' takes '--cache' only without '--checked-in <file>'")
            }
            let warningsAreErrors = Self.takeFlag("--warnings-as-errors", from: &rest)
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .generate(
                output: output ?? "", sourceRoot: sourceRoot,
                checkedIn: checkedInPath.map { CheckedInGraph(path: $0, targetName: targetName) }, cache: cache,
                warningsAreErrors: warningsAreErrors, diagnosticsOutput: diagnosticsOutput,
                inputs: try Self.inputs(&rest))
        case "check":
            let warningsAreErrors = Self.takeFlag("--warnings-as-errors", from: &rest)
            let against = try Self.takeOption("--against", from: &rest, required: false)
            let sourceRoot = try Self.takeOption("--source-root", from: &rest, required: false)
            let targetName = try Self.takeOption("--target-name", from: &rest, required: false)
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
                inputs: try Self.inputs(&rest))
        case "dump":
            guard let flag = rest.firstIndex(of: "--json") else {
                throw UsageError(message: "'dump' needs '--json' (the only format it writes)")
            }
            rest.remove(at: flag)
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .dump(diagnosticsOutput: diagnosticsOutput, inputs: try Self.inputs(&rest))
        case "graph":
            let format = try Self.takeOption("--format", from: &rest, required: true) ?? ""
            let root = try Self.takeOption("--root", from: &rest, required: false)
            let moduleName = try Self.takeOption("--module-name", from: &rest, required: false)
            let output = try Self.takeOption("--output", from: &rest, required: false)
            let usesGraphviz = Self.takeFlag("--graphviz", from: &rest)
            let picture = try GraphPicture(
                format: format, usesGraphviz: usesGraphviz, root: root, moduleName: moduleName,
                output: output)
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .graph(picture, diagnosticsOutput: diagnosticsOutput, inputs: try Self.inputs(&rest))
        default:
            throw UsageError(message: "unknown command '\(command)'; use generate, check, dump or graph")
        }
    }

    static func takeOption(_ name: String, from arguments: inout [String], required: Bool) throws -> String? {
        guard let index = arguments.firstIndex(of: name) else {
            if required { throw UsageError(message: "missing '\(name) <value>'") }
            return nil
        }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
            throw UsageError(message: "'\(name)' needs a value")
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...index + 1)
        return value
    }

    private static func takeFlag(_ name: String, from arguments: inout [String]) -> Bool {
        guard let index = arguments.firstIndex(of: name) else { return false }
        arguments.remove(at: index)
        return true
    }

    /// The inputs, after the command's own options are taken: the target's paths, then each dependency module's.
    private static func inputs(_ arguments: inout [String]) throws -> InputList {
        var inputs = InputList(configuration: try takeOption("--config", from: &arguments, required: false))
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let requiredAccess: AccessLevel
            switch argument {
            case "--dependency": requiredAccess = .public
            case "--package-dependency": requiredAccess = .package
            case let option where option.hasPrefix("-"): throw UsageError(message: "unknown option '\(option)'")
            default:
                if inputs.modules.isEmpty {
                    inputs.targetPaths.append(argument)
                } else {
                    inputs.modules[inputs.modules.count - 1].paths.append(argument)
                }
                continue
            }
            guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                throw UsageError(message: "'\(argument)' needs a module name, then that module's files or folders")
            }
            inputs.modules.append((DependencyModule(name: arguments[index], requiredAccess: requiredAccess), []))
            index += 1
        }
        guard !inputs.targetPaths.isEmpty else { throw UsageError(message: "no input files or folders given") }
        return inputs
    }

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
            let output, let sourceRoot, let checkedIn, let cache, let warningsAreErrors, let diagnosticsOutput,
            let inputs):
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
            let options = configuration.renderOptions(sourceRoot: sourceRoot.map(SourceFiles.absolute))
            let generated =
                if let cache {
                    CachedGeneration(
                        cache: GenerationCache(directory: SourceFiles.absolute(cache)),
                        settings: CachedGeneration.settingsHash(configurationPath: inputs.configuration)
                    ).generate(files, options: options, diagnostics: diagnostics)
                } else {
                    Pipeline.generate(consume files, options: options, diagnostics: diagnostics)
                }
            try diagnosticsOutput.report(diagnostics)
            guard let generated, !diagnostics.hasErrors else { return 1 }
            try OutputFile.write(generated, to: output)
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
                        files, rootGraphName: configuration.graphTypeName, diagnostics: diagnostics)
                }
            }
            try diagnosticsOutput.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        case .dump(let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector()
            let (configuration, files) = inputs.read(excluding: nil, diagnostics: diagnostics) ?? (Configuration(), [])
            let model = Pipeline.model(files, rootGraphName: configuration.graphTypeName, diagnostics: diagnostics)
            print(try ModelDump(model).json())
            try diagnosticsOutput.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        case .graph(let picture, let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector()
            let drawn = try picture.draw(inputs: inputs, diagnostics: diagnostics)
            try diagnosticsOutput.report(diagnostics)
            return drawn ? 0 : 1
        }
    }

    /// Writes a stale graph's diff on standard output at once (unbuffered, unlike `print`), before the diagnostics go
    /// to standard error, so that where the two end up in one log (a build's, or `swift package`'s, which passes on
    /// both) the diff always comes first.
    private static func printDiff(_ diff: String) {
        FileHandle.standardOutput.write(Data(diff.utf8))
    }
}
