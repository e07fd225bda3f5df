// The app model restores its state asynchronously on the main actor; concurrent first uses share one model.
// @Component(scope: .shared)
final class StateFile: Sendable {
    let contents = "3 todos"
}

// @Component(scope: .shared)
@MainActor
final class AppModel {
    nonisolated(unsafe) static var restores = 0
    let state: String
    init(file: StateFile) async {
        await Task.yield()
        AppModel.restores += 1
        state = file.contents
    }
}

// main.swift
let graph = AppGraph()
async let first = graph.appModel
async let second = graph.appModel
let (a, b) = await (first, second)
print(a === b, a.state, AppModel.restores)
// expect-output: true 3 todos 1
