extension Configuration {
    /// The default isolation of the target and of the modules of its package, from their `swiftSettings` in the
    /// manifest, where this file does not say it (`defaultIsolation`, `modules`): the file wins. A module whose
    /// settings the manifest does not write literally stays nonisolated; when the manifest writes a
    /// `defaultIsolation` that Wiring could not read as any target's, that is a warning at it, since the module may
    /// be built with it.
    public mutating func adoptDefaultIsolation(
        of target: String, packageModules: [String], from manifest: PackageManifest, diagnostics: DiagnosticCollector
    ) {
        var unknown: [String] = []
        let targetModule = PackageManifest.moduleName(of: target)
        if !declaresDefaultIsolation {
            if let isMainActor = manifest.target(ofModule: targetModule)?.isMainActorByDefault {
                isMainActorByDefault = isMainActor
            } else {
                unknown.append(targetModule)
            }
        }
        for module in packageModules where !settingsModules.contains(module) {
            if let isMainActor = manifest.target(ofModule: module)?.isMainActorByDefault {
                if isMainActor { mainActorByDefaultModules.insert(module) }
            } else {
                unknown.append(module)
            }
        }
        guard let setting = manifest.unreadSettings.first, !unknown.isEmpty else { return }
        let names = NearMatches.quotedList(unknown, conjunction: "and")
        diagnostics.emit(
            .warning(
                .unreadableBuildSetting,
                "Wiring cannot tell which targets this 'defaultIsolation' applies to, and reads \(names) as nonisolated: write '.defaultIsolation(MainActor.self)' in the target's own 'swiftSettings: [...]', or set \"defaultIsolation\": \"MainActor\" in its wiring.json (\"modules\" for a dependency)",
                at: setting))
    }
}
