// A mistake: a contribution to a dictionary of handlers without its 'key:'.
protocol CommandHandler {}

// @Component(into: [String: CommandHandler], key: "help")
struct HelpHandler: CommandHandler {}

// @Component(into: [String: CommandHandler])
struct QuitHandler: CommandHandler {}

// @Component
struct CommandLineApp {
    let handlers: [String: any CommandHandler]
}

// expect-diagnostic: Components.swift:7:21: error: a contribution 'into: [String: CommandHandler]' needs its key: add 'key: "…"' [#MissingContributionKey]
