import Foundation
import WiringCore

/// The files a command reads: the target's own, those of the modules it depends on, and its configuration file.
struct InputList {
    var configuration: String?
    var targetPaths: [String] = []
    var modules: [(module: DependencyModule, paths: [String])] = []

    /// The configuration and the source files it selects, without `excluded` (the generated file, when it is among
    /// the inputs); nil when the configuration is broken (the problem is in `diagnostics`). A configuration that asks
    /// for warnings as errors applies to everything reported after it.
    func read(
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
