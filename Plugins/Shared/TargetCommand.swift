import Foundation
import PackagePlugin

/// What the two command plugins share: the targets to read (named by `--target`, or the one the user means), whether
/// the user asked for help, and a run of a tool on one target with the inputs the build plugin would pass.
enum TargetCommand {
    /// How both plugins' usages describe `--target`.
    static let targetUsage = """
          --target <name>
                        The target whose graph to use; repeat it for several. Without it, the package's one Swift
                        target, tests left out, that none of its other targets depends on (its app).
        """

    /// The Swift targets named, in the order given; none named, the one of `unnamedTargets`. Several candidates, or a
    /// name that is not a Swift target, is an error that lists the targets to choose from.
    static func targets(named names: [String], in package: Package, usage: String) throws -> [SourceModuleTarget] {
        let sourceTargets = package.targets.compactMap { $0 as? SourceModuleTarget }
        guard !names.isEmpty else {
            let candidates = unnamedTargets(in: package)
            guard candidates.count == 1 else {
                let listed = candidates.isEmpty ? sourceTargets : candidates
                throw PluginError(
                    "name the target whose graph to use: \(usage) (one of \(listed.map(\.name).sorted().joined(separator: ", ")))"
                )
            }
            return candidates
        }
        return try names.map { name in
            guard let target = sourceTargets.first(where: { $0.name == name }) else {
                let list = sourceTargets.map(\.name).sorted().joined(separator: ", ")
                throw PluginError("no Swift target named '\(name)' in this package; its targets are \(list)")
            }
            return target
        }
    }

    /// The targets a command reads when none is named. PackagePlugin does not tell a plugin which plugins a target
    /// applies, so this is the closest rule it can follow: the Swift targets, tests left out, that none of the
    /// package's other targets depends on. That is the app rather than the modules it is made of, whose components
    /// its graph holds anyway; a module with a graph of its own is named with `--target`.
    private static func unnamedTargets(in package: Package) -> [SourceModuleTarget] {
        let dependedOn = Set(
            package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }.flatMap(\.dependencies)
                .compactMap { dependency -> Target.ID? in
                    guard case .target(let target) = dependency else { return nil }
                    return target.id
                })
        return package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind != .test && !dependedOn.contains($0.id) }
    }

    /// Whether the user asked for the plugin's usage: `--help` or `-h` anywhere, or `help` as the command.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.first == "help" || arguments.contains("--help") || arguments.contains("-h")
    }

    /// Runs `tool` with `arguments` and the target's inputs; its output and diagnostics go straight to the terminal.
    /// A failure is reported as the failure of `command`, what the user typed (`wiring graph`), and a bad command
    /// line (exit status 2) points at `help`, the plugin's usage, rather than the tool's, which is not on their PATH.
    static func run(
        _ tool: URL, _ arguments: [String], on target: SourceModuleTarget, in package: Package, command: String,
        help: String
    ) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments + GraphInputs(target: target, package: package).arguments
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == 0 else {
            throw PluginError(
                "'\(command)' failed for target '\(target.name)' (exit status \(status))"
                    + (status == 2 ? "; '\(help)' lists its options" : ""))
        }
    }

    /// A path the user gave, relative to the package's folder (where they run `swift package`) unless absolute.
    static func path(_ given: String, in package: Package) -> String {
        given.hasPrefix("/") ? given : package.directoryURL.appending(path: given).path
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
