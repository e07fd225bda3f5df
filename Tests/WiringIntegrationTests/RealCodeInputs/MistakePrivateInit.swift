// A mistake: a private init, as for a singleton, on a type the graph must construct.
// @Component(scope: .shared)
final class AudioSession {
    private init() {}
}

// @Component
final class Player {
    init(session: AudioSession) {}
}

// expect-diagnostic: Components.swift:4:13: error: the init of 'AudioSession' is private; the generated graph is in another file: make the init internal [#InaccessibleDeclaration]
