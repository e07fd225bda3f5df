// A struct store whose defaulted collection has a 'didSet' observer that logs every change.
// @Component(scope: .shared)
final class ChangeLog {
    var entries: [String] = []
}

// @Component
struct FavoritesStore {
    let log: ChangeLog
    var favorites: [String] = [] {
        didSet { log.entries.append("now \(favorites.count)") }
    }
}

// main.swift
let graph = AppGraph()
var store = graph.favoritesStore
store.favorites.append("Oslo")
store.favorites.append("Lima")
print(graph.changeLog.entries)
// expect-output: ["now 1", "now 2"]
