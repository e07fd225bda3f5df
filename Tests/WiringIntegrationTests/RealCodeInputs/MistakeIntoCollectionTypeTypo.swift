// A mistake: 'into: [Plugn]', a typo of the plugin protocol's name.
protocol Plugin {}

// @Component(into: [Plugn])
struct SpellCheckPlugin: Plugin {}

// @Component
struct PluginHost {
    let plugins: [any Plugin]
}

// expect-diagnostic: Components.swift:4:22: error: 'SpellCheckPlugin' does not conform to 'Plugn', so it cannot be a contribution 'into: [Plugn]'; add ': Plugn' to its declaration (or an extension), or change 'into:' [#MissingConformance]
// expect-diagnostic: Components.swift:9:9: error: missing binding for '[any Plugin]', needed by parameter 'plugins' of 'PluginHost.init'; nothing contributes to it: add 'into: [Plugin]' to the annotation of a component or provider, or put '// @AllowEmpty' above parameter 'plugins' if an empty collection will do [#MissingBinding]
