// A main-actor view model whose init is nonisolated, so it can be made anywhere and used on the main actor.
// @Component(scope: .shared)
final class Repository: Sendable {
    let count = 7
}

// @Component
@MainActor
final class StatsViewModel {
    let repository: Repository
    var label = ""
    nonisolated init(repository: Repository) { self.repository = repository }
    func refresh() { label = "\(repository.count) items" }
}

// main.swift
let model = AppGraph().statsViewModel
model.refresh()
print(model.label)
// expect-output: 7 items
