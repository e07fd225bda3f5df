// Quitting the app shuts down every open session first, newest first, then the app's own services.
struct Account: Sendable {
    let name: String
}

// @Inputs(graph: AccountGraph)
struct AccountInputs {
    let account: Account
}

// @Component(scope: .shared, teardown: close)
final class MailDatabase {
    func close() { print("database closed") }
}

// @Component(scope: .shared, in: AccountGraph, teardown: disconnect)
final class IMAPConnection {
    let account: Account
    init(account: Account, database: MailDatabase) { self.account = account }
    func disconnect() { print("\(account.name) disconnected") }
}

// main.swift
let app = AppGraph()
let work = AccountGraph(parent: app, inputs: AccountInputs(account: Account(name: "work")))
let home = AccountGraph(parent: app, inputs: AccountInputs(account: Account(name: "home")))
_ = work.imapConnection
_ = home.imapConnection
app.shutdown()
// expect-output: home disconnected
// expect-output: work disconnected
// expect-output: database closed
