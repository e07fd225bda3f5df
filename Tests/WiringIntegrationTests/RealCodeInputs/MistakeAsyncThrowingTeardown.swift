// A mistake: a teardown that is async and throws, as a server event loop group's graceful shutdown is.
// @Component(scope: .shared, teardown: shutdownGracefully)
final class EventLoopGroup: Sendable {
    func shutdownGracefully() async throws {}
}

// @Component(scope: .shared)
final class HTTPServer: Sendable {
    init(group: EventLoopGroup) {}
}

// expect-diagnostic: Components.swift:2:41: error: teardown method 'shutdownGracefully()' of 'EventLoopGroup' must be internal, synchronous and non-throwing, as 'shutdown()' calls it directly: handle its errors inside it [#UnsupportedTeardownMethod]
// expect-diagnostic: Components.swift:4:10: note: 'shutdownGracefully()' is declared here
