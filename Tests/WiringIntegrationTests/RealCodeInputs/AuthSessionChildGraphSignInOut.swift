// Signing in creates a session graph with the user's token; signing out shuts it down, the app graph lives on.
struct User: Sendable {
    let name: String
    let token: String
}

// @Component(scope: .shared)
final class APIHost {
    let url = "https://api.example.com"
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let user: User
}

// @Component(scope: .shared, in: SessionGraph, teardown: revoke)
final class AuthorizedClient {
    let user: User
    let host: APIHost
    init(user: User, host: APIHost) {
        self.user = user
        self.host = host
    }
    func revoke() { print("revoked \(user.token)") }
}

// @Component(scope: .shared, in: SessionGraph, teardown: clear)
final class InboxStore {
    let client: AuthorizedClient
    init(client: AuthorizedClient) { self.client = client }
    func clear() { print("inbox of \(client.user.name) cleared") }
}

// @Component(scope: .shared, teardown: persist)
final class AppSettings {
    func persist() { print("settings saved") }
}

// main.swift
let app = AppGraph()
_ = app.appSettings
let session = SessionGraph(parent: app, inputs: SessionInputs(user: User(name: "ann", token: "t-1")))
print(session.inboxStore.client.host.url)
session.shutdown()
print("signed out")
app.shutdown()
// expect-output: https://api.example.com
// expect-output: inbox of ann cleared
// expect-output: revoked t-1
// expect-output: signed out
// expect-output: settings saved
