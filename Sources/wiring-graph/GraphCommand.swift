import WiringCommandLine
import WiringCore

/// `wiring-graph`: draws a target's object graph. A program of its own, not a command of `wiring`, so that the build
/// plugin's tool does not compile the pictures (`WiringPictures`): a build never draws one, and every consumer's
/// clean build would pay for them.
@main
enum GraphCommand {
    static let usage = """
        USAGE: wiring-graph [--format dot|mermaid|svg|png] [--graphviz] [--root <type>] [--module-name <name>]
                            [--output <file>] <inputs>... [--dependency <module> <inputs>...]...

        Reads Swift files (or folders of them) annotated for Wiring, validates the object graph as 'wiring check'
        does, and draws it: Graphviz DOT, a Mermaid flowchart, or an SVG that Wiring lays out itself; 'png', and
        'svg' with --graphviz, are drawn by Graphviz's 'dot' (which must be on the PATH).

          --format dot|mermaid|svg|png
                        The kind of picture; without it, a Mermaid flowchart on standard output.
          --root <type> Only this binding and what it can create, e.g. 'RaceCar' or 'Store @Named(backup)'.
          --module-name <name>
                        The target's module, which labels the frame around its own bindings when dependency
                        modules have some too.
          --output <file>
                        Write to <file> instead of standard output; needs --format (required for png).

        \(CommandLineTool.inputsAndDiagnosticsUsage)

        OPTIONS:
          -h, --help    Show this help.
          --version     Show the version.

        EXIT STATUS: 0 when the picture is drawn, 1 when the graph has errors (printed as compiler diagnostics on
        standard error), the root names no binding or Graphviz fails, 2 for a bad command line.
        """

    static func main() {
        CommandLineTool.main(name: "wiring-graph") { arguments in
            switch arguments.first {
            case "-h", "--help", "help":
                print(usage)
                return 0
            case "--version":
                print(WiringVersion.current)
                return 0
            default:
                return try draw(arguments)
            }
        }
    }

    private static func draw(_ arguments: [String]) throws -> Int32 {
        var rest = arguments
        let picture = try GraphPicture(
            format: try Arguments.takeOption("--format", from: &rest, required: false),
            usesGraphviz: Arguments.takeFlag("--graphviz", from: &rest),
            root: try Arguments.takeOption("--root", from: &rest, required: false),
            moduleName: try Arguments.takeOption("--module-name", from: &rest, required: false),
            output: try Arguments.takeOption("--output", from: &rest, required: false))
        let diagnosticsOutput = try DiagnosticsOutput(taking: &rest)
        let inputs = try InputList(taking: &rest)
        let diagnostics = DiagnosticCollector()
        let drawn = try picture.draw(inputs: inputs, diagnostics: diagnostics)
        try diagnosticsOutput.report(diagnostics)
        return drawn ? 0 : 1
    }
}
