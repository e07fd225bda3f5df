// A mistake: '@Provides' above an instance method of a module struct, as in other frameworks.
struct URLSessionConfig {
    let timeout: Double
}

struct NetworkModule {
    // @Provides
    func configuration() -> URLSessionConfig { URLSessionConfig(timeout: 30) }
}

// expect-diagnostic: Components.swift:8:10: error: '@Provides' function 'NetworkModule.configuration' must be 'static' (or a free function): the graph calls it without an instance [#NonStaticProvider]
