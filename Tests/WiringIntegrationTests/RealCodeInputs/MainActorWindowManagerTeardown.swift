// The window manager lives on the main actor and closes its windows when the app shuts down.
// @Component(scope: .shared, teardown: closeAll)
@MainActor
final class WindowManager {
    var open = ["Main", "Inspector"]
    func closeAll() {
        print("closing \(open.joined(separator: ", "))")
        open.removeAll()
    }
}

// @Component(scope: .shared, teardown: save)
final class DocumentStore {
    func save() { print("documents saved") }
}

// @Component
@MainActor
final class MenuBar {
    init(windows: WindowManager, documents: DocumentStore) {}
}

// main.swift
let graph = AppGraph()
_ = graph.menuBar
graph.shutdown()
// The two are independent; shutdown tears down the newest first: the documents, made after the windows.
// expect-output: documents saved
// expect-output: closing Main, Inspector
