/// Plugins contributed to an ordered list, themes to a keyed dictionary.
protocol Plugin {}
protocol Theme {}

// @Component(into: [Plugin], priority: 10)
final class LoggingPlugin: Plugin {}

// @Component(scope: .shared, into: [Plugin])
final class MetricsPlugin: Plugin {}

// @Component(into: [Plugin])
final class AnalyticsPlugin: Plugin {
    init(metrics: Recorder) {}
}

// @Component(scope: .shared)
final class Recorder {}

enum Plugins {
    // @Provides(into: [Plugin], priority: -5)
    static func crashReporter() -> any Plugin { LoggingPlugin() }
}

// @Component(into: [String: Theme], key: "dark")
struct DarkTheme: Theme {}

// @Component(into: [String: Theme], key: "light")
struct LightTheme: Theme {}

// @Component
final class PluginHost {
    init(
        plugins: [any Plugin],
        pluginFactories: [() -> any Plugin],
        themes: [String: any Theme],
        // @AllowEmpty
        widgets: [String: () -> Int]
    ) {}
}
