// The app model loads its configuration asynchronously before the first screen shows.
struct RemoteConfig: Sendable {
    let welcome: String
}

enum ConfigLoading {
    // @Provides(scope: .shared)
    @MainActor
    static func remoteConfig() async -> RemoteConfig {
        await Task.yield()
        return RemoteConfig(welcome: "Hello again")
    }
}

// @Component(scope: .shared)
@MainActor
final class AppModel {
    let config: RemoteConfig
    init(config: RemoteConfig) { self.config = config }
}

// @Component
@MainActor
struct WelcomeView {
    let model: AppModel
    var body: String { model.config.welcome }
}

// main.swift
let graph = AppGraph()
print(await graph.welcomeView.body)
let first = await graph.appModel
let second = await graph.appModel
print(first === second)
// expect-output: Hello again
// expect-output: true
