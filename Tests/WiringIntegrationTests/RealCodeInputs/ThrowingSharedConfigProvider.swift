// The app's configuration is parsed once from a bundled file; parsing may throw.
struct BadConfig: Error {}

struct AppConfig: Sendable {
    let apiHost: String
}

// @Inputs
struct Bundle {
    let configText: String
}

enum ConfigLoader {
    // @Provides(scope: .shared)
    static func load(configText: String) throws -> AppConfig {
        guard let host = configText.split(separator: "=").last, configText.hasPrefix("host=") else { throw BadConfig() }
        print("parsed config")
        return AppConfig(apiHost: String(host))
    }
}

// @Component
struct APIEndpoint {
    let config: AppConfig
    var url: String { "https://\(config.apiHost)/v1" }
}

// main.swift
let graph = AppGraph(inputs: Bundle(configText: "host=api.example.com"))
print(try graph.apiEndpoint.url)
print(try graph.apiEndpoint.url)
do { _ = try AppGraph(inputs: Bundle(configText: "oops")).apiEndpoint } catch { print("bad config") }
// expect-output: parsed config
// expect-output: https://api.example.com/v1
// expect-output: https://api.example.com/v1
// expect-output: bad config
