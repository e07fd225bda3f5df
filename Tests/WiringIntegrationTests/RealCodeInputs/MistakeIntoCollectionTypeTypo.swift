// A mistake: 'into: [Plugn]', a typo of the plugin protocol's name.
protocol Plugin {}

// @Component(into: [Plugn])
struct SpellCheckPlugin: Plugin {}

// @Component
struct PluginHost {
    let plugins: [any Plugin]
}

// expect-diagnostic: Components.swift:4:22: error: 'Plugn' is not a type of the sources, so 'SpellCheckPlugin' cannot be a contribution 'into: [Plugn]'; did you mean 'Plugin'? [#MissingConformance]
