import Foundation
import PackagePlugin

/// What `wiring` reads for one target, as command-line arguments: the target's Swift files, its `wiring.json` if
/// it has one, and the Swift files of every module it depends on (transitively), each with the access the graph
/// needs of it. Shared by the build plugin, the Xcode plugin and the two command plugins (each links this file), so
/// all of them read the same sources.
struct GraphInputs {
    /// The name of the optional configuration file beside a target's sources.
    static let configurationFileName = "wiring.json"
    /// The name of the file the build plugin generates, and that `wiring-generate` writes into a target.
    static let generatedFileName = "AppGraph.swift"

    private(set) var arguments: [String] = []
    /// Every file read, so the build reruns the generator when one changes.
    private(set) var files: [URL] = []
    /// The target's own Swift files.
    private(set) var targetFiles: [URL] = []

    /// The target's own files, and its configuration if `directory` holds one.
    mutating func addTarget(swiftFiles: [URL], directory: URL?) {
        arguments += swiftFiles.map(\.path)
        files += swiftFiles
        targetFiles += swiftFiles
        if let configuration = directory?.appending(path: Self.configurationFileName),
            FileManager.default.fileExists(atPath: configuration.path)
        {
            arguments += ["--config", configuration.path]
            files.append(configuration)
        }
    }

    /// A module the target depends on; one without Swift files (a C module, a binary one) is left out.
    mutating func addDependency(_ moduleName: String, swiftFiles: [URL], inSamePackage: Bool) {
        guard !swiftFiles.isEmpty else { return }
        arguments += [inSamePackage ? "--package-dependency" : "--dependency", moduleName] + swiftFiles.map(\.path)
        files += swiftFiles
    }
}

extension GraphInputs {
    /// A SwiftPM target. A module of the same package may offer its components with `package` access; one of
    /// another package (a local path package or a remote one) with `public`.
    init(target: SourceModuleTarget, package: Package) {
        addTarget(swiftFiles: target.sourceFiles(withSuffix: "swift").map(\.url), directory: target.directoryURL)
        let packageTargets = Set(package.targets.map(\.id))
        for case let module as SourceModuleTarget in target.recursiveTargetDependencies
        where module.kind == .generic {
            addDependency(
                module.moduleName, swiftFiles: module.sourceFiles(withSuffix: "swift").map(\.url),
                inSamePackage: packageTargets.contains(module.id))
        }
    }
}
