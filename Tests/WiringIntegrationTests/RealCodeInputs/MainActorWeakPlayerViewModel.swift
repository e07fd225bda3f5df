// A main-actor player view model that lives only while a screen shows it.
// @Component(scope: .weak)
@MainActor
final class PlayerViewModel {
    nonisolated(unsafe) static var made = 0
    init() { PlayerViewModel.made += 1 }
}

// @Component
@MainActor
final class PlayerScreen {
    let model: PlayerViewModel
    init(model: PlayerViewModel) { self.model = model }
}

// main.swift
let graph = AppGraph()
var screen: PlayerScreen? = graph.playerScreen
print(graph.playerScreen.model === screen!.model, PlayerViewModel.made)
screen = nil
_ = graph.playerScreen
print(PlayerViewModel.made)
// expect-output: true 1
// expect-output: 2
