// The session graph names its entry points: what the signed-in UI may use.
struct Member: Sendable {
    let name: String
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let member: Member
}

// @Component(scope: .shared)
final class Backend {
    let host = "api"
}

// @Component(scope: .shared, in: SessionGraph)
final class Inbox {
    let owner: String
    init(member: Member, backend: Backend) { owner = "\(member.name)@\(backend.host)" }
}

// @EntryPoints(graph: SessionGraph)
protocol SessionEntryPoints {
    var inbox: Inbox { get }
}

// main.swift
let app = AppGraph()
let session: any SessionEntryPoints = SessionGraph(parent: app, inputs: SessionInputs(member: Member(name: "ann")))
print(session.inbox.owner)
// expect-output: ann@api
