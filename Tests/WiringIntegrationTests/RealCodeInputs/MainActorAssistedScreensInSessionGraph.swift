// A signed-in session's graph makes main-actor message screens with the message's ID.
struct Account: Sendable {
    let name: String
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let account: Account
}

// @Component(assisted: messageID)
@MainActor
final class MessageScreen {
    let title: String
    init(account: Account, messageID: Int) { title = "\(account.name) #\(messageID)" }
}

// @Component(scope: .shared, in: SessionGraph)
@MainActor
final class Inbox {
    let makeScreen: @MainActor (Int) -> MessageScreen
    init(makeScreen: @escaping @MainActor (Int) -> MessageScreen) { self.makeScreen = makeScreen }
}

// main.swift
let app = AppGraph()
let session = SessionGraph(parent: app, inputs: SessionInputs(account: Account(name: "ann")))
print(session.inbox.makeScreen(4).title, session.makeMessageScreen(messageID: 5).title)
// expect-output: ann #4 ann #5
