import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory wiring-generate [--target <name>] [--output <file>]`: writes
/// the target's graph into the package, generated from exactly the sources the build plugin reads (its own, its
/// dependencies', its `wiring.json`) and with paths relative to the package's folder, as the build plugin does. So a
/// checked-in graph of a target with several dependency modules needs no list of their folders, and
/// `swift package wiring check --against <file>` (or the build plugin, when it is still applied) finds it up to date.
@main
struct WiringGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        if TargetCommand.asksForHelp(extractor.remainingArguments) {
            print(Self.usage)
            return
        }
        let targets = try TargetCommand.targets(
            named: targetNames, in: context.package,
            usage: "wiring-generate --target <name> [--output <file>]")
        guard outputs.count <= 1, outputs.isEmpty || targets.count == 1 else {
            throw PluginError(
                "'--output' names the file of one target; leave it out to write each target's \(GraphInputs.generatedFileName) into its folder"
            )
        }
        let tool = try ToolLookup.url(of: "wiring", lookUp: context.tool(named:))
        for target in targets {
            // Without `--output`, the graph the target already keeps, under whatever name, is written again.
            let output =
                outputs.first.map { TargetCommand.path($0, in: context.package) }
                ?? GraphInputs(target: target, package: context.package).checkedInGraph?.path
                ?? target.directoryURL.appending(path: GraphInputs.generatedFileName).path
            try TargetCommand.run(
                tool,
                ["generate", "--output", output, "--source-root", context.package.directoryURL.path]
                    + extractor.remainingArguments,
                on: target, in: context.package, command: "wiring-generate", help: Self.helpCommand)
            print("Wrote the graph of target '\(target.name)' to \(output)")
        }
    }

    /// The command that prints `usage`: SwiftPM asks this plugin for its permission before it passes on `--help`.
    static let helpCommand = "swift package --allow-writing-to-package-directory wiring-generate --help"

    /// What `--help` prints.
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory wiring-generate [--target <name>] [--output <file>]
                                                                                  [options]

        Writes a target's graph into the package, to check it in: its \(GraphInputs.generatedFileName), beside its sources
        (or the graph it already keeps under another name), generated from the sources the build plugin reads, with
        paths relative to the package's folder.

        OPTIONS:
        \(TargetCommand.targetUsage)
          --output <file>
                        Write the graph to <file> instead (for one target).
          -h, --help    Show this help.
          Other options go to 'wiring generate' unchanged: --warnings-as-errors, --max-errors <n>.

        EXAMPLES:
          swift package --allow-writing-to-package-directory wiring-generate
          swift package --allow-writing-to-package-directory wiring-generate --target MyApp --output Generated.swift
        """
}
