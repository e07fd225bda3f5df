// A server test replaces the mailer of a Sendable graph with a recording fake, from concurrent tasks.
import Foundation

protocol Mailer: Sendable {
    func send(_ to: String) -> String
}

// @Component(scope: .shared, as: Mailer)
final class SMTPMailer: Mailer {
    func send(_ to: String) -> String { "smtp to \(to)" }
}

// @Component
struct SignupHandler: Sendable {
    let mailer: any Mailer
}

struct FakeMailer: Mailer {
    func send(_ to: String) -> String { "fake to \(to)" }
}

// main.swift
var overrides = AppGraph.Overrides()
let fake = FakeMailer()
overrides.mailer = { fake }
let graph = AppGraph(overrides: overrides)
let sent = await withTaskGroup(of: String.self) { group in
    for name in ["ann", "bob"] { group.addTask { graph.signupHandler.mailer.send(name) } }
    var all: [String] = []
    for await line in group { all.append(line) }
    return all.sorted()
}
print(sent)
// expect-output: ["fake to ann", "fake to bob"]
