// An editor that loads whatever plugins are installed; this build installs none, and that is fine.
protocol EditorPlugin {
    var name: String { get }
}

// @Component
final class PluginHost {
    let plugins: [any EditorPlugin]
    init(
        // @AllowEmpty
        plugins: [any EditorPlugin]
    ) { self.plugins = plugins }
}

// main.swift
print("plugins: \(AppGraph().pluginHost.plugins.count)")
// expect-output: plugins: 0
