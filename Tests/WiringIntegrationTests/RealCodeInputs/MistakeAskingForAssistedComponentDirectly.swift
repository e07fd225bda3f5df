// A mistake: the player screen asks for the assisted track player itself instead of its factory.
struct Track {
    let title: String
}

// @Component(assisted: track)
final class TrackPlayer {
    init(track: Track) {}
}

// @Component
final class PlayerScreen {
    init(player: TrackPlayer) {}
}

// expect-diagnostic: Components.swift:13:10: error: missing binding for 'TrackPlayer', needed by parameter 'player' of 'PlayerScreen.init'; 'TrackPlayer' takes 'track: Track' from its caller ('assisted:'), so the graph cannot build it alone: ask for '(Track) -> TrackPlayer' instead and call it with those values [#MissingBinding]
// expect-diagnostic: Components.swift:7:13: note: 'TrackPlayer' is declared here
