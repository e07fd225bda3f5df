// Appearance themes registered by name, with their factories so that a theme is made only when picked.
protocol Theme {
    var accent: String { get }
}

// @Component(into: [String: Theme], key: "light")
struct LightTheme: Theme {
    let accent = "blue"
}

// @Component(into: [String: Theme], key: "dark")
struct DarkTheme: Theme {
    let accent = "orange"
    init() { print("dark theme made") }
}

// @Component(into: [String: Theme], key: "high-contrast")
struct HighContrastTheme: Theme {
    let accent = "yellow"
    init() { print("high contrast theme made") }
}

// @Component
struct AppearanceSettings {
    let themes: [String: () -> any Theme]
    func accent(of name: String) -> String { themes[name].map { $0().accent } ?? "none" }
}

// main.swift
let graph = AppGraph()
let settings = graph.appearanceSettings
print(settings.themes.keys.sorted())
print(settings.accent(of: "light"))
print(settings.accent(of: "dark"))
print(settings.accent(of: "sepia"))
// expect-output: ["dark", "high-contrast", "light"]
// expect-output: blue
// expect-output: dark theme made
// expect-output: orange
// expect-output: none
