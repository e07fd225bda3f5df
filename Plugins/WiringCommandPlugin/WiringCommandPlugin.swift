import Foundation
import PackagePlugin

/// `swift package wiring <command> [--target <name>] [options]`: runs `wiring <command> [options]` (for `graph`,
/// `wiring-graph [options]`, the tool that draws) on exactly the sources the build plugin reads for that target (its
/// own, its dependencies', its `wiring.json`; see ``GraphInputs``). For example `swift package wiring graph` prints
/// the app's graph, and `swift package wiring check` validates it without building. Writing a graph into the package
/// is `wiring-generate`'s job: a plugin that may write must be given permission on every run, which `check` in CI
/// should not need.
@main
struct WiringCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        if TargetCommand.asksForHelp(rest) {
            print(Self.usage)
            return
        }
        let commandList = Self.commands.joined(separator: ", ")
        guard let command = rest.first, !command.hasPrefix("-") else {
            throw PluginError("name a command: \(commandList) (see 'swift package wiring --help')")
        }
        if command == "generate" {
            let target = targetNames.first.map { " --target \($0)" } ?? ""
            throw PluginError(
                "'generate' writes into your package, which a command plugin may do only with your permission: run 'swift package --allow-writing-to-package-directory wiring-generate\(target)'"
            )
        }
        guard Self.commands.contains(command) else {
            throw PluginError("unknown command '\(command)'; use \(commandList) (see 'swift package wiring --help')")
        }
        let targets = try TargetCommand.targets(named: targetNames, in: context.package, usage: "--target <name>")
        // The pictures are a tool of their own, so that the build plugin's `wiring` does not compile them.
        let (tool, toolCommand) =
            command == "graph"
            ? (try ToolLookup.url(of: "wiring-graph", lookUp: context.tool(named:)), [])
            : (try ToolLookup.url(of: "wiring", lookUp: context.tool(named:)), [command])
        for target in targets {
            try TargetCommand.run(
                tool, toolCommand + options(command, Array(rest.dropFirst()), target: target, package: context.package),
                on: target, in: context.package, command: "wiring \(command)", help: "swift package wiring --help")
        }
    }

    /// The user's options, with what the build plugin would add: `check --against` compares with a file generated
    /// from the package's folder, as `wiring-generate` writes it, and names `wiring-generate` as the command that
    /// writes it again; a picture frames the target's own bindings with its module's name.
    private func options(_ command: String, _ given: [String], target: SourceModuleTarget, package: Package) -> [String]
    {
        var options = given
        switch command {
        case "check":
            guard let against = options.firstIndex(of: "--against"), against + 1 < options.count else { break }
            options[against + 1] = TargetCommand.path(options[against + 1], in: package)
            if !options.contains("--source-root") { options += ["--source-root", package.directoryURL.path] }
            options += ["--target-name", target.name]
        case "graph":
            options += ["--module-name", target.moduleName]
        default:
            break
        }
        return options
    }

    /// The `wiring` commands that read a target's sources and write nothing into the package.
    static let commands = ["check", "dump", "graph"]

    /// What `swift package wiring --help` (or `help`, or a command's `--help`) prints.
    static let usage = """
        USAGE: swift package wiring <command> [--target <name>] [options]

        Runs Wiring on a target's sources as the build plugin reads them (its Swift files, those of the modules
        it depends on, its wiring.json). Writes nothing into the package.

        COMMANDS:
          graph [--format mermaid|dot|svg] [--root <type>]
                        Draws the graph on standard output: a Mermaid flowchart unless --format says
                        otherwise (GitHub draws Mermaid in Markdown; 'svg' is a picture to open).
          check [--warnings-as-errors] [--against <file>]
                        Validates the graph: exit status 1 when it has errors. --against: also when
                        <file>, a checked-in AppGraph.swift, is not what the sources generate now.
          dump --json   Prints the components, providers, inputs and bindings, as JSON.

        OPTIONS:
        \(TargetCommand.targetUsage)
          -h, --help    Show this help.
          Other options go to the tool unchanged ('swift run wiring --help' and 'swift run wiring-graph --help'
          list them): --max-errors <n>, --diagnostics-format json, ...

        EXAMPLES:
          swift package wiring graph
          swift package wiring graph --format svg > graph.svg
          swift package wiring check --target MyApp --max-errors 0
          swift package wiring check --against Sources/MyApp/AppGraph.swift
          swift package wiring dump --json

        To write the graph into the package (to check it in), run the plugin that asks for permission:
          swift package --allow-writing-to-package-directory wiring-generate [--target <name>] [--output <file>]
        """
}
