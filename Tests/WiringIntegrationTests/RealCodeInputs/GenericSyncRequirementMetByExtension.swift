// A generic sync engine requires 'Syncable' models; the app's model conforms in an extension.
protocol Syncable: Sendable {
    var remoteID: String { get }
}

struct Note: Sendable {
    let text: String
}

extension Note: Syncable {
    var remoteID: String { "note-\(text)" }
}

// @Component(scope: .shared)
final class SyncEngine<Model: Syncable> {
    var pushed: [String] = []
    func push(_ model: Model) { pushed.append(model.remoteID) }
}

// @Component
final class NotesSync {
    let engine: SyncEngine<Note>
    init(engine: SyncEngine<Note>) { self.engine = engine }
}

// main.swift
let graph = AppGraph()
graph.notesSync.engine.push(Note(text: "hi"))
print(graph.syncEngineNote.pushed)
// expect-output: ["note-hi"]
