import Foundation
import PackagePlugin

/// `swift package wiring <command> --target <name> [options]`: runs `wiring <command> [options]` (for `graph`,
/// `wiring-graph [options]`, the tool that draws) on exactly the sources the build plugin reads for that target (its
/// own, its dependencies', its `wiring.json`; see ``GraphInputs``). For example `swift package wiring graph --target App --format mermaid` prints the graph, and
/// `swift package wiring check --target App` validates it without building. Writing a graph into the package is
/// `wiring-generate`'s job: a plugin that may write must be given permission on every run, which `check` in CI
/// should not need.
@main
struct WiringCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard let command = rest.first, !command.hasPrefix("-") else {
            throw PluginError(
                "usage: swift package wiring <command> --target <name> [options]; commands: \(Self.commands.joined(separator: ", ")) (see 'wiring --help')"
            )
        }
        if command == "generate" {
            throw PluginError(
                "'generate' writes into your package, which a command plugin may do only with your permission: run 'swift package --allow-writing-to-package-directory wiring-generate --target \(targetNames.first ?? "<name>")'"
            )
        }
        guard Self.commands.contains(command) else {
            throw PluginError("unknown command '\(command)'; use \(Self.commands.joined(separator: ", "))")
        }
        let targets = try TargetCommand.targets(named: targetNames, in: context.package, usage: "--target <name>")
        // The pictures are a tool of their own, so that the build plugin's `wiring` does not compile them.
        let (tool, toolCommand) =
            command == "graph"
            ? (try context.tool(named: "wiring-graph").url, []) : (try context.tool(named: "wiring").url, [command])
        for target in targets {
            try TargetCommand.run(
                tool, toolCommand + options(command, Array(rest.dropFirst()), target: target, package: context.package),
                on: target, in: context.package)
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
}
