// Commands come from the app and from each open workspace; a workspace's palette lists both, by priority.
protocol Command {
    var title: String { get }
}

struct Workspace: Sendable {
    let name: String
}

// @Inputs(graph: WorkspaceGraph)
struct WorkspaceInputs {
    let workspace: Workspace
}

// @Component(into: [Command], priority: 1)
struct QuitCommand: Command {
    let title = "Quit"
}

// @Component(scope: .shared, in: WorkspaceGraph, into: [Command], priority: 5)
struct BuildCommand: Command {
    let title: String
    init(workspace: Workspace) { title = "Build \(workspace.name)" }
}

// @Component(into: [Command])
struct OpenRecentCommand: Command {
    let title = "Open Recent"
}

// @Component
struct CommandPalette {
    let commands: [any Command]
}

// main.swift
let app = AppGraph()
let workspace = WorkspaceGraph(parent: app, inputs: WorkspaceInputs(workspace: Workspace(name: "Todo")))
print(app.commandPalette.commands.map(\.title))
print(workspace.commandPalette.commands.map(\.title))
// expect-output: ["Quit", "Open Recent"]
// expect-output: ["Build Todo", "Quit", "Open Recent"]
