// A mistake: the editor takes every plugin, but no plugin is contributed and the parameter does not allow empty.
protocol EditorPlugin {}

// @Component
final class Editor {
    init(plugins: [any EditorPlugin]) {}
}

// expect-diagnostic: Components.swift:6:10: error: missing binding for '[any EditorPlugin]', needed by parameter 'plugins' of 'Editor.init'; nothing contributes to it: add 'into: [EditorPlugin]' to the annotation of a component or provider, or put '// @AllowEmpty' above parameter 'plugins' if an empty collection will do [#MissingBinding]
