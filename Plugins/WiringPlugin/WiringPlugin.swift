import Foundation
import PackagePlugin

/// Generates `AppGraph.swift` for the target it is applied to by running `wiring generate` on the target's Swift
/// files. The files are declared as the command's inputs and `AppGraph.swift` as its output, so SwiftPM reruns the
/// generator only when a source changes. The tool's diagnostics reach the build log unchanged, and a graph error
/// (a non-zero exit) fails the build.
@main
struct WiringPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "AppGraph.swift")
        let arguments = ["generate", "--output", output.path, "--source-root", context.package.directoryURL.path]
            + inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Wiring: generating AppGraph.swift for \(target.name)",
                executable: try context.tool(named: "wiring").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
