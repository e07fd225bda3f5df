// The editor session lives while a screen holds it; closing every editor lets it go.
// @Component(scope: .weak)
final class EditorSession {
    nonisolated(unsafe) static var created = 0
    let number: Int
    init() {
        EditorSession.created += 1
        number = EditorSession.created
    }
}

// @Component
final class EditorScreen {
    let session: EditorSession
    init(session: EditorSession) { self.session = session }
}

// main.swift
let graph = AppGraph()
var first: EditorScreen? = graph.editorScreen
let second = graph.editorScreen
print(first!.session === second.session, second.session.number)
first = nil
print(graph.editorSession.number)
var third: EditorScreen? = graph.editorScreen
print(third!.session.number)
// expect-output: true 1
// expect-output: 1
// expect-output: 1
