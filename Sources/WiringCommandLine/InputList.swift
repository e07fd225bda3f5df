import Foundation
import WiringCore

/// The files a command reads: the target's own, those of the modules it depends on, and its configuration file.
package struct InputList {
    package var configuration: String?
    package var targetPaths: [String] = []
    package var modules: [(module: DependencyModule, paths: [String])] = []

    /// The inputs, after the command's own options are taken: the target's paths, then each dependency module's.
    package init(taking arguments: inout [String]) throws {
        configuration = try Arguments.takeOption("--config", from: &arguments, required: false)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let requiredAccess: AccessLevel
            switch argument {
            case "--dependency": requiredAccess = .public
            case "--package-dependency": requiredAccess = .package
            case "--original-name":
                guard !modules.isEmpty, index < arguments.count, !arguments[index].hasPrefix("-") else {
                    throw UsageError(message: "'--original-name' follows a dependency's module name, and needs a name")
                }
                modules[modules.count - 1].module.originalName = arguments[index]
                index += 1
                continue
            case let option where option.hasPrefix("-"): throw UsageError(message: "unknown option '\(option)'")
            default:
                if modules.isEmpty {
                    targetPaths.append(argument)
                } else {
                    modules[modules.count - 1].paths.append(argument)
                }
                continue
            }
            guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                throw UsageError(message: "'\(argument)' needs a module name, then that module's files or folders")
            }
            modules.append((DependencyModule(name: arguments[index], requiredAccess: requiredAccess), []))
            index += 1
        }
        guard !targetPaths.isEmpty else { throw UsageError(message: "no input files or folders given") }
    }

    /// The configuration and the source files it selects, without `excluded` (the generated file, when it is among
    /// the inputs); nil when the configuration is broken (the problem is in `diagnostics`). A configuration that asks
    /// for warnings as errors applies to everything reported after it.
    package func read(
        excluding excluded: String?,
        diagnostics: DiagnosticCollector
    ) -> (configuration: Configuration, files: [Pipeline.SourceFile])? {
        var configuration = Configuration()
        if let path = self.configuration.map(SourceFiles.absolute) {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.emit(
                    .error(
                        .unreadableInput,
                        "cannot read the configuration file '\(path)': check that it exists and is readable", at: nil))
                return nil
            }
            guard let parsed = Configuration.parse([UInt8](data), path: path, diagnostics: diagnostics) else {
                return nil
            }
            configuration = parsed
            diagnostics.warningsAreErrors = diagnostics.warningsAreErrors || configuration.warningsAreErrors
        }
        var files = SourceFiles.read(targetPaths, excluding: excluded, diagnostics: diagnostics)
        for (module, paths) in modules {
            files += SourceFiles.read(paths, excluding: excluded, diagnostics: diagnostics).map { file in
                var file = file
                file.module = module
                return file
            }
        }
        let selected = configuration.selectModules(files, diagnostics: diagnostics)
        return (configuration, selected)
    }
}
