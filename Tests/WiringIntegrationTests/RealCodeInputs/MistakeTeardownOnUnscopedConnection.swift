// A mistake: a teardown on an unscoped connection, which the graph never keeps.
// @Component(teardown: close)
final class SocketConnection {
    func close() {}
}

// @Component(scope: .shared)
final class ChatClient {
    init(connection: SocketConnection) {}
}

// expect-diagnostic: Components.swift:2:25: error: 'teardown: close' needs an instance the graph keeps, but 'SocketConnection' is unscoped: add 'scope: .shared' (or '.weak') [#UnscopedTeardown]
