// A SwiftUI-era view model with the Observation framework's '@Observable' macro.
import Observation

// @Component(scope: .shared)
final class TodoStore: Sendable {
    let titles = ["Buy milk", "Walk dog"]
}

// @Component
@Observable
@MainActor
final class TodoListModel {
    var filter = ""
    @ObservationIgnored let store: TodoStore
    init(store: TodoStore) { self.store = store }
    var visible: [String] { store.titles.filter { filter.isEmpty || $0.contains(filter) } }
}

// main.swift
let model = AppGraph().todoListModel
model.filter = "dog"
print(model.visible)
// expect-output: ["Walk dog"]
