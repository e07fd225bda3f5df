import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files a command reads: the target's own, those of the modules it depends on, and its configuration file.
package struct InputList {
    package var configuration: String?
    /// The manifest of the target's package, and the target's name in it (`--manifest <file> <target>`).
    package var manifest: (path: String, target: String)?
    package var targetPaths: [String] = []
    package var modules: [(module: DependencyModule, paths: [String])] = []
    /// By dependency module, the manifest of its package and the module's folder (`--declared-in`): where the name
    /// `moduleAliases` replaced is read, for a module whose folder is not named after it.
    package var declarations: [String: (manifest: String, folder: String)] = [:]

    /// The inputs, after the command's own options are taken: the target's paths, then each dependency module's.
    package init(taking arguments: inout [String]) throws {
        configuration = try Arguments.takeOption("--config", from: &arguments, required: false)
        if let option = arguments.firstIndex(of: "--manifest") {
            guard option + 2 < arguments.count, !arguments[option + 1].hasPrefix("-"),
                !arguments[option + 2].hasPrefix("-")
            else { throw UsageError(message: "'--manifest' needs the package's manifest, then the target's name") }
            manifest = (arguments[option + 1], arguments[option + 2])
            arguments.removeSubrange(option...option + 2)
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let requiredAccess: AccessLevel
            switch argument {
            case "--dependency": requiredAccess = .public
            case "--package-dependency": requiredAccess = .package
            case "--declared-in":
                guard let module = modules.last?.module.name, index + 1 < arguments.count,
                    !arguments[index].hasPrefix("-"), !arguments[index + 1].hasPrefix("-")
                else {
                    throw UsageError(
                        message:
                            "'--declared-in' follows a dependency's module name, and needs its package's manifest, then its folder"
                    )
                }
                declarations[module] = (arguments[index], arguments[index + 1])
                index += 2
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
        if let (path, target) = manifest {
            guard let data = FileManager.default.contents(atPath: SourceFiles.absolute(path)) else {
                diagnostics.emit(
                    .error(
                        .unreadableInput,
                        "cannot read the package manifest '\(path)': check that it exists and is readable", at: nil))
                return nil
            }
            configuration.adoptDefaultIsolation(
                of: target, packageModules: modules.filter { $0.module.requiredAccess == .package }.map(\.module.name),
                from: PackageManifest.read([UInt8](data), path: path), diagnostics: diagnostics)
        }
        var files = SourceFiles.read(targetPaths, excluding: excluded, diagnostics: diagnostics)
        for (module, paths) in modules.map({ ($0.module.named(asDeclaredIn: declarations[$0.module.name]), $0.paths) })
        {
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

extension DependencyModule {
    /// The module, with the name it had before `moduleAliases` renamed it: that of the target the manifest declares in
    /// the module's folder (its `path:`, else `Sources/<name>` or another of SwiftPM's), else the folder's own.
    func named(asDeclaredIn declaration: (manifest: String, folder: String)?) -> DependencyModule {
        guard let declaration else { return self }
        let manifestFile = URL(fileURLWithPath: SourceFiles.absolute(declaration.manifest))
        let folder = URL(fileURLWithPath: SourceFiles.absolute(declaration.folder)).standardizedFileURL
        let manifest = FileManager.default.contents(atPath: manifestFile.path).map {
            PackageManifest.read([UInt8]($0), path: declaration.manifest)
        }
        let declared = manifest?.targets.first { target in
            manifest?.folders(of: target).contains {
                manifestFile.deletingLastPathComponent().appending(path: $0).standardizedFileURL.path == folder.path
            } ?? false
        }
        var module = self
        module.originalName = PackageManifest.moduleName(of: declared?.name ?? folder.lastPathComponent)
        return module
    }
}
