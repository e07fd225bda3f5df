import Foundation
import PackagePlugin

/// `swift package wiring <command> --target <name> [options]`: runs `wiring <command> [options]` on exactly the
/// sources the build plugin reads for that target (its own, its dependencies', its `wiring.json`; see
/// ``GraphInputs``). For example `swift package wiring graph --target App --format mermaid` prints the graph, and
/// `swift package wiring check --target App` validates it without building.
@main
struct WiringCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard let command = rest.first, !command.hasPrefix("-") else {
            throw PluginError("usage: swift package wiring <command> --target <name> [options]; commands: \(Self.commands.joined(separator: ", ")) (see 'wiring --help')")
        }
        guard Self.commands.contains(command) else {
            throw PluginError("unknown command '\(command)'; use \(Self.commands.joined(separator: ", "))")
        }
        let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        guard !targetNames.isEmpty else {
            throw PluginError("name the target whose graph to use: --target <name> (one of \(sourceTargets.map(\.name).sorted().joined(separator: ", ")))")
        }
        let tool = try context.tool(named: "wiring").url
        for name in targetNames {
            guard let target = sourceTargets.first(where: { $0.name == name }) else {
                throw PluginError("no Swift target named '\(name)' in this package; its targets are \(sourceTargets.map(\.name).sorted().joined(separator: ", "))")
            }
            let inputs = GraphInputs(target: target, package: context.package)
            let process = Process()
            process.executableURL = tool
            // A picture frames the target's own bindings with its module's name.
            let moduleName = command == "graph" ? ["--module-name", target.moduleName] : []
            process.arguments = [command] + rest.dropFirst() + moduleName + inputs.arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PluginError("'wiring \(command)' failed for target '\(name)' (exit status \(process.terminationStatus))")
            }
        }
    }

    /// The `wiring` commands that read a target's sources.
    static let commands = ["check", "dump", "graph"]
}

struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
