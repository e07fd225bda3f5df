// Two settings panes edit one settings store; the store persists through a key-value store stand-in.
final class KeyValueStore {
    private var values: [String: String] = [:]
    func set(_ value: String, for key: String) { values[key] = value }
    func value(for key: String) -> String? { values[key] }
}

enum Persistence {
    // @Provides(scope: .shared)
    static func keyValueStore() -> KeyValueStore { KeyValueStore() }
}

// @Component(scope: .shared)
final class SettingsStore {
    private let storage: KeyValueStore
    init(storage: KeyValueStore) { self.storage = storage }
    var username: String {
        get { storage.value(for: "username") ?? "guest" }
        set { storage.set(newValue, for: "username") }
    }
}

// @Component
struct AccountPane {
    let settings: SettingsStore
}

// @Component
struct GeneralPane {
    let settings: SettingsStore
}

// main.swift
let graph = AppGraph()
print(graph.generalPane.settings.username)
graph.accountPane.settings.username = "ann"
print(graph.generalPane.settings.username)
print(graph.keyValueStore.value(for: "username") ?? "nil")
// expect-output: guest
// expect-output: ann
// expect-output: ann
