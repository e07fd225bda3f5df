import Foundation
import PackagePlugin

/// Generates `AppGraph.swift` for the target it is applied to by running `wiring generate` on the target's Swift
/// files and those of every module it depends on (see ``GraphInputs``). The files are declared as the command's
/// inputs and `AppGraph.swift` as its output, so SwiftPM reruns the generator only when one of them changes. The
/// tool's diagnostics reach the build log unchanged, and a graph error (a non-zero exit) fails the build.
@main
struct WiringPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return [
            try Self.generateCommand(for: target.name, inputs: GraphInputs(target: target, package: context.package),
                                     sourceRoot: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
                                     tool: context.tool(named: "wiring").url)
        ]
    }

    /// The one command both SwiftPM and Xcode run.
    static func generateCommand(for targetName: String, inputs: GraphInputs, sourceRoot: URL, workDirectory: URL,
                                tool: URL) -> Command {
        let output = workDirectory.appending(path: "AppGraph.swift")
        return .buildCommand(
            displayName: "Wiring: generating AppGraph.swift for \(targetName)",
            executable: tool,
            arguments: ["generate", "--output", output.path, "--source-root", sourceRoot.path] + inputs.arguments,
            inputFiles: inputs.files,
            outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for an Xcode app target. Xcode lists the target's files and its dependencies: targets of the
/// project (other modules, so what the graph uses of them must be `public`) and Swift package products, whose
/// targets are read as in SwiftPM.
extension WiringPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        var inputs = GraphInputs()
        inputs.addTarget(swiftFiles: Self.swiftFiles(target.inputFiles), directory: Self.configurationDirectory(of: target))
        var visited: Set<XcodeTarget.ID> = [target.id]
        var pending = target.dependencies
        while let dependency = pending.popLast() {
            switch dependency {
            case .target(let project):
                guard visited.insert(project.id).inserted else { continue }
                inputs.addDependency(Self.moduleName(of: project), swiftFiles: Self.swiftFiles(project.inputFiles),
                                     inSamePackage: false)
                pending += project.dependencies
            case .product(let product):
                for case let module as SourceModuleTarget in product.targets.flatMap({ [$0] + $0.recursiveTargetDependencies })
                where module.kind == .generic && visited.insert(module.id).inserted {
                    inputs.addDependency(module.moduleName, swiftFiles: module.sourceFiles(withSuffix: "swift").map(\.url),
                                         inSamePackage: false)
                }
            @unknown default:
                continue
            }
        }
        return [
            Self.generateCommand(for: target.displayName, inputs: inputs, sourceRoot: context.xcodeProject.directoryURL,
                                 workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "wiring").url)
        ]
    }

    private static func swiftFiles(_ files: FileList) -> [URL] {
        files.filter { $0.url.pathExtension == "swift" }.map(\.url)
    }

    /// Xcode targets have no folder of their own: `wiring.json` is looked for beside the target's first Swift file.
    private static func configurationDirectory(of target: XcodeTarget) -> URL? {
        swiftFiles(target.inputFiles).map { $0.deletingLastPathComponent() }.min { $0.path < $1.path }
    }

    /// The module an Xcode target builds: its product's name with the characters Swift does not allow replaced.
    private static func moduleName(of target: XcodeTarget) -> String {
        String((target.product?.name ?? target.displayName).map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
#endif
