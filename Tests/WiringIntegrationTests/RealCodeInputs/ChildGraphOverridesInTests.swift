// A test replaces the session's API client with a stub, in the session graph's own overrides.
struct User: Sendable {
    let name: String
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let user: User
}

protocol FeedAPI: AnyObject {
    func items() -> [String]
}

// @Component(scope: .shared, in: SessionGraph, as: FeedAPI)
final class LiveFeedAPI: FeedAPI {
    let user: User
    init(user: User) { self.user = user }
    func items() -> [String] { ["live for \(user.name)"] }
}

// @Component
final class FeedScreen {
    let api: any FeedAPI
    init(api: any FeedAPI) { self.api = api }
}

final class StubFeedAPI: FeedAPI {
    func items() -> [String] { ["stub"] }
}

// main.swift
let app = AppGraph()
print(SessionGraph(parent: app, inputs: SessionInputs(user: User(name: "ann"))).feedScreen.api.items())
var overrides = SessionGraph.Overrides()
overrides.feedAPI = { StubFeedAPI() }
let stubbed = SessionGraph(parent: app, inputs: SessionInputs(user: User(name: "ann")), overrides: overrides)
print(stubbed.feedScreen.api.items())
// expect-output: ["live for ann"]
// expect-output: ["stub"]
