// A mistake: a plugin that contributes to the plugin list and is also bound as the protocol.
protocol Plugin {}

// @Component(as: Plugin, into: [Plugin])
struct SpellCheckPlugin: Plugin {}

// expect-diagnostic: Components.swift:4:19: error: 'SpellCheckPlugin' contributes 'into: [Plugin]', so it is bound only into that collection and cannot also be bound 'as: Plugin': remove 'as:', or contribute from a '// @Provides' function instead [#ConflictingOptions]
