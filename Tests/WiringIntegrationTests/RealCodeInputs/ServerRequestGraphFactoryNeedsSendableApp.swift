// A server whose app graph keeps a shared cache that is not Sendable, so the '@Sendable' request-graph factory
// that holds the app graph cannot be made.
final class ResponseCache {
    var entries: [String: String] = [:]
}

// @Provides(scope: .shared)
func responseCache() -> ResponseCache { ResponseCache() }

// @Inputs(graph: RequestGraph)
struct RequestInputs {
    let path: String
}

// @Component(scope: .shared)
final class Server: Sendable {
    let makeRequestGraph: @Sendable (RequestInputs) -> RequestGraph
    init(makeRequestGraph: @escaping @Sendable (RequestInputs) -> RequestGraph, cache: ResponseCache) {
        self.makeRequestGraph = makeRequestGraph
    }
}

// expect-diagnostic: Components.swift:8:6: error: 'AppGraph' must be Sendable, as it is held by the '@Sendable' factory parameter 'makeRequestGraph' of 'Server.init', which may be called from any task, but it keeps the shared 'ResponseCache', which is not Sendable: class 'ResponseCache' does not declare 'Sendable', and is neither an actor nor '@MainActor'; declare 'final class ResponseCache: Sendable' with only 'let' properties of Sendable types (or '@unchecked Sendable', if a lock of its own guards its state), or make it an actor or '@MainActor'; or make 'ResponseCache' unscoped, so that the graph does not keep it [#NonSendableGraph]
// expect-diagnostic: Components.swift:3:13: note: the declaration that is not Sendable
// expect-diagnostic: Components.swift:18:10: note: the '@Sendable' factory that holds the graph
