import Foundation
import PackagePlugin

/// What the two command plugins share: the targets named by `--target`, and a run of `wiring` on one of them with
/// the inputs the build plugin would pass.
enum TargetCommand {
    /// The Swift targets named, in the order given; none named, or a name that is not a Swift target, is an error
    /// that lists the package's targets.
    static func targets(named names: [String], in package: Package, usage: String) throws -> [SourceModuleTarget] {
        let sourceTargets = package.targets.compactMap { $0 as? SourceModuleTarget }
        let list = sourceTargets.map(\.name).sorted().joined(separator: ", ")
        guard !names.isEmpty else {
            throw PluginError("name the target whose graph to use: \(usage) (one of \(list))")
        }
        return try names.map { name in
            guard let target = sourceTargets.first(where: { $0.name == name }) else {
                throw PluginError("no Swift target named '\(name)' in this package; its targets are \(list)")
            }
            return target
        }
    }

    /// Runs `wiring <arguments>` with the target's inputs; its output and diagnostics go straight to the terminal.
    static func run(_ tool: URL, _ arguments: [String], on target: SourceModuleTarget, in package: Package) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments + GraphInputs(target: target, package: package).arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError(
                "'wiring \(arguments[0])' failed for target '\(target.name)' (exit status \(process.terminationStatus))"
            )
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
