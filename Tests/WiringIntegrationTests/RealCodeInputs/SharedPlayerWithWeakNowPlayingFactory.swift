// The shared audio player reaches the weak "now playing" session through a factory, so it does not keep it alive.
// @Component(scope: .weak)
final class NowPlayingSession {
    nonisolated(unsafe) static var made = 0
    init() { NowPlayingSession.made += 1 }
}

// @Component(scope: .shared)
final class AudioPlayer {
    private let session: () -> NowPlayingSession
    init(session: @escaping () -> NowPlayingSession) { self.session = session }
    func play() -> NowPlayingSession { session() }
}

// main.swift
let graph = AppGraph()
let player = graph.audioPlayer
var held: NowPlayingSession? = player.play()
print(player.play() === held, NowPlayingSession.made)
held = nil
_ = player.play()
print(NowPlayingSession.made)
// expect-output: true 1
// expect-output: 2
