/// A manifest's `moduleAliases` (`["Utils": "AUtils"]`) renames a dependency module for the build, while the sources
/// that depend on it still write `import Utils` and `Utils.Cache`, and the compiler refuses the new name there. A
/// build plugin is told only the new name, so it passes the name the module may have had
/// (``DependencyModule/originalName``); when a file imports that name and no module bears it, the module is known by
/// it, as the sources spell it, in the generated file and the messages alike.
enum ModuleAliases {
    static func nameModulesAsImported(in files: [ScannedFile]) -> [ScannedFile] {
        let moduleNames = Set(files.compactMap { $0.module?.name })
        let imported = Set(files.flatMap { $0.imports.map(\.module) })
        var files = files
        for index in files.indices {
            guard let module = files[index].module, let original = module.originalName,
                imported.contains(original), !moduleNames.contains(original)
            else { continue }
            files[index].module?.name = original
        }
        return files
    }
}
