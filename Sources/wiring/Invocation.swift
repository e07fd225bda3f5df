import Foundation
import WiringCore

struct UsageError: Error {
    var message: String
}

/// A parsed command line.
enum Invocation {
    case generate(output: String, sourceRoot: String?, warningsAreErrors: Bool, inputs: InputList)
    case check(warningsAreErrors: Bool, inputs: InputList)
    case dump(inputs: InputList)
    case graph(GraphPicture, inputs: InputList)
    case help
    case version

    static let usage = """
        USAGE: wiring <command> [options] <inputs>... [--dependency <module> <inputs>...]...

        Reads Swift files (or folders of them) annotated for Wiring (// @Component, // @Provides, // @Inject,
        // @Inputs, // @Bundle, // @Named, // @AllowEmpty), validates the object graph, and writes AppGraph.swift.

        COMMANDS:
          generate --output <file> [--source-root <dir>] [--warnings-as-errors] <inputs>...
                        Writes the graph to <file> (atomically; untouched when its content would not change).
                        --source-root: show paths in the generated comments relative to this folder.
          check [--warnings-as-errors] <inputs>...
                        Validates the graph and writes nothing: for CI and pre-commit hooks.
                        --warnings-as-errors: report warnings as errors, so that they fail.
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

        OPTIONS:
          -h, --help    Show this help.
          --version     Show the version.

        EXIT STATUS: 0 when the graph is valid, 1 when it has errors (printed as compiler diagnostics on
        standard error), 2 for a bad command line.
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
            self = .generate(output: output ?? "", sourceRoot: sourceRoot, warningsAreErrors: warningsAreErrors,
                             inputs: try Self.inputs(&rest))
        case "check":
            let warningsAreErrors = Self.takeFlag("--warnings-as-errors", from: &rest)
            self = .check(warningsAreErrors: warningsAreErrors, inputs: try Self.inputs(&rest))
        case "dump":
            guard let flag = rest.firstIndex(of: "--json") else {
                throw UsageError(message: "'dump' needs '--json' (the only format it writes)")
            }
            rest.remove(at: flag)
            self = .dump(inputs: try Self.inputs(&rest))
        case "graph":
            let format = try Self.takeOption("--format", from: &rest, required: true) ?? ""
            let root = try Self.takeOption("--root", from: &rest, required: false)
            let moduleName = try Self.takeOption("--module-name", from: &rest, required: false)
            let output = try Self.takeOption("--output", from: &rest, required: false)
            let usesGraphviz = Self.takeFlag("--graphviz", from: &rest)
            let picture = try GraphPicture(format: format, usesGraphviz: usesGraphviz, root: root, moduleName: moduleName,
                                           output: output)
            self = .graph(picture, inputs: try Self.inputs(&rest))
        default:
            throw UsageError(message: "unknown command '\(command)'; use generate, check, dump or graph")
        }
    }

    private static func takeOption(_ name: String, from arguments: inout [String], required: Bool) throws -> String? {
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
                if inputs.modules.isEmpty { inputs.targetPaths.append(argument) } else { inputs.modules[inputs.modules.count - 1].paths.append(argument) }
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
        case .generate(let output, let sourceRoot, let warningsAreErrors, let inputs):
            let diagnostics = DiagnosticCollector(warningsAreErrors: warningsAreErrors)
            guard let (configuration, files) = inputs.read(diagnostics: diagnostics) else {
                Self.report(diagnostics)
                return 1
            }
            let options = configuration.renderOptions(sourceRoot: sourceRoot.map(SourceFiles.absolute))
            let generated = Pipeline.generate(files, options: options, diagnostics: diagnostics)
            Self.report(diagnostics)
            guard let generated, !diagnostics.hasErrors else { return 1 }
            try OutputFile.write(generated, to: output)
            return 0
        case .check(let warningsAreErrors, let inputs):
            let diagnostics = DiagnosticCollector(warningsAreErrors: warningsAreErrors)
            if let (_, files) = inputs.read(diagnostics: diagnostics) {
                _ = Pipeline.resolve(files, diagnostics: diagnostics)
            }
            Self.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        case .dump(let inputs):
            let diagnostics = DiagnosticCollector()
            let files = inputs.read(diagnostics: diagnostics)?.files ?? []
            let model = Pipeline.model(files, diagnostics: diagnostics)
            print(try ModelDump(model).json())
            Self.report(diagnostics)
            return diagnostics.hasErrors ? 1 : 0
        case .graph(let picture, let inputs):
            let diagnostics = DiagnosticCollector()
            let drawn = try picture.draw(inputs: inputs, diagnostics: diagnostics)
            Self.report(diagnostics)
            return drawn ? 0 : 1
        }
    }

    /// Diagnostics go to standard error in compiler format, which SwiftPM shows unchanged and Xcode puts inline.
    private static func report(_ diagnostics: DiagnosticCollector) {
        let text = diagnostics.sorted.map { $0.formatted + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }
}
