// The graph's API names two stores of one protocol, told apart by their names.
protocol KeyValueStore: AnyObject {
    var name: String { get }
}

// @Named(secure)
// @Component(scope: .shared, as: KeyValueStore)
final class KeychainStore: KeyValueStore {
    let name = "keychain"
}

// @Named(plain)
// @Component(scope: .shared, as: KeyValueStore)
final class DefaultsStore: KeyValueStore {
    let name = "defaults"
}

// @EntryPoints
protocol StorageEntryPoints {
    // @Named(secure)
    var secrets: any KeyValueStore { get }
    // @Named(plain)
    var preferences: any KeyValueStore { get }
}

// main.swift
let graph = AppGraph()
print(graph.secrets.name, graph.preferences.name, graph.secrets === graph.secrets)
// expect-output: keychain defaults true
