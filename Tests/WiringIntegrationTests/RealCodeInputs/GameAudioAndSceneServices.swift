// A game: an audio engine shared for the whole run, a level scene per level number, sound effects as plugins.
protocol SoundEffect {
    var file: String { get }
}

// @Component(into: [SoundEffect])
struct JumpSound: SoundEffect {
    let file = "jump.wav"
}

// @Component(into: [SoundEffect])
struct CoinSound: SoundEffect {
    let file = "coin.wav"
}

// @Component(scope: .shared, teardown: stop)
final class AudioEngine {
    let effects: [String]
    init(effects: [any SoundEffect]) { self.effects = effects.map(\.file) }
    func stop() { print("audio stopped") }
}

// @Component(assisted: level)
final class LevelScene {
    let description: String
    init(level: Int, audio: AudioEngine) { description = "level \(level) with \(audio.effects.joined(separator: "+"))" }
}

// @Component(scope: .shared)
final class GameDirector {
    let makeScene: (Int) -> LevelScene
    init(makeScene: @escaping (Int) -> LevelScene) { self.makeScene = makeScene }
}

// main.swift
let graph = AppGraph()
print(graph.gameDirector.makeScene(1).description)
graph.shutdown()
// expect-output: level 1 with coin.wav+jump.wav
// expect-output: audio stopped
