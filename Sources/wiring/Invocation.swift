import Foundation
import WiringCore

struct UsageError: Error {
    var message: String
}

/// A parsed command line.
enum Invocation {
    case generate(output: String, sourceRoot: String?, warningsAreErrors: Bool, diagnosticsOutput: DiagnosticsOutput,
                  inputs: [String])
    case check(warningsAreErrors: Bool, against: GeneratedFileCheck?, diagnosticsOutput: DiagnosticsOutput,
               inputs: [String])
    case dump(diagnosticsOutput: DiagnosticsOutput, inputs: [String])
    case help
    case version

    static let usage = """
        USAGE: wiring <command> [options] <inputs>...

        Reads Swift files (or folders of them) annotated for Wiring (// @Component, // @Provides, // @Inject,
        // @Inputs, // @Bundle, // @Named, // @AllowEmpty), validates the object graph, and writes AppGraph.swift.

        COMMANDS:
          generate --output <file> [--source-root <dir>] [--warnings-as-errors] <inputs>...
                        Writes the graph to <file> (atomically; untouched when its content would not change).
                        --source-root: show paths in the generated comments relative to this folder.
          check [--warnings-as-errors] [--against <file> [--source-root <dir>]] <inputs>...
                        Validates the graph and writes nothing: for CI and pre-commit hooks.
                        --warnings-as-errors: report warnings as errors, so that they fail.
                        --against: also fail when <file> (a checked-in AppGraph.swift) is not what the
                        inputs generate now, and print the unified diff on standard output. It generates
                        as the build plugin does, with paths relative to --source-root (default: the
                        current folder; the plugin passes the package's folder).
          dump --json <inputs>...
                        Prints the components, providers, inputs and bindings found, as JSON.

        OPTIONS:
          -h, --help    Show this help.
          --version     Show the version.

        DIAGNOSTICS OPTIONS (generate, check and dump):
          --diagnostics-format text|json
                        text (the default): compiler-format lines. json: one JSON document with every
                        diagnostic's id, severity, message, location and notes, and the counts.
          --diagnostics-output <file>
                        Write the diagnostics to <file> instead of standard error.
          --max-errors <n>
                        Show at most <n> errors, then a line that counts the rest
                        (default: \(DiagnosticsOutput.defaultMaxErrors); 0 shows them all).

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
            let warningsAreErrors = Self.takeFlag("--warnings-as-errors", from: &rest)
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .generate(output: output ?? "", sourceRoot: sourceRoot, warningsAreErrors: warningsAreErrors,
                             diagnosticsOutput: diagnosticsOutput, inputs: try Self.inputs(rest))
        case "check":
            let warningsAreErrors = Self.takeFlag("--warnings-as-errors", from: &rest)
            let against = try Self.takeOption("--against", from: &rest, required: false)
            let sourceRoot = try Self.takeOption("--source-root", from: &rest, required: false)
            if against == nil, sourceRoot != nil {
                throw UsageError(message: "'check' takes '--source-root' only with '--against <file>'")
            }
            let check = against.map {
                GeneratedFileCheck(path: $0, sourceRoot: sourceRoot ?? FileManager.default.currentDirectoryPath)
            }
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .check(warningsAreErrors: warningsAreErrors, against: check, diagnosticsOutput: diagnosticsOutput,
                          inputs: try Self.inputs(rest))
        case "dump":
            guard let flag = rest.firstIndex(of: "--json") else {
                throw UsageError(message: "'dump' needs '--json' (the only format it writes)")
            }
            rest.remove(at: flag)
            let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
            self = .dump(diagnosticsOutput: diagnosticsOutput, inputs: try Self.inputs(rest))
        default:
            throw UsageError(message: "unknown command '\(command)'; use generate, check or dump")
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

    private static func inputs(_ arguments: [String]) throws -> [String] {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            throw UsageError(message: "unknown option '\(option)'")
        }
        guard !arguments.isEmpty else { throw UsageError(message: "no input files or folders given") }
        return arguments
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
        case .generate(let output, let sourceRoot, let warningsAreErrors, let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector(warningsAreErrors: warningsAreErrors)
            let files = SourceFiles.read(inputs, excluding: output, diagnostics: diagnostics)
            let options = RenderOptions(sourceRoot: sourceRoot.map(SourceFiles.absolute))
            let generated = Pipeline.generate(files, options: options, diagnostics: diagnostics)
            try diagnosticsOutput.report(diagnostics)
            guard let generated, !diagnostics.hasErrors else { return 1 }
            try OutputFile.write(generated, to: output)
            return 0
        case .check(let warningsAreErrors, let against, let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector(warningsAreErrors: warningsAreErrors)
            let files = SourceFiles.read(inputs, excluding: against?.path, diagnostics: diagnostics)
            if let against {
                if let diff = against.compare(files, diagnostics: diagnostics) { print(diff, terminator: "") }
            } else {
                _ = Pipeline.resolve(files, diagnostics: diagnostics)
            }
            try diagnosticsOutput.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        case .dump(let diagnosticsOutput, let inputs):
            let diagnostics = DiagnosticCollector()
            let model = Pipeline.model(SourceFiles.read(inputs, excluding: nil, diagnostics: diagnostics),
                                       diagnostics: diagnostics)
            print(try ModelDump(model).json())
            try diagnosticsOutput.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        }
    }
}
