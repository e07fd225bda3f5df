// Small servers declare providers as free functions next to main.
struct ServerName {
    let value: String
}

struct Banner {
    let text: String
}

// @Provides
func serverName() -> ServerName { ServerName(value: "todo-api") }

// @Provides(scope: .shared)
func banner(name: ServerName) -> Banner { Banner(text: "== \(name.value) ==") }

// @Component
struct StartupLog {
    let banner: Banner
    let name: ServerName
}

// main.swift
let log = AppGraph().startupLog
print(log.banner.text, log.name.value)
// expect-output: == todo-api == todo-api
