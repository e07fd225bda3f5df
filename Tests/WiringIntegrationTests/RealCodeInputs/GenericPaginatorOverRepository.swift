// A generic paginator over a generic repository; each model gets its own pair.
struct Note: Sendable {
    let text: String
}

struct Contact: Sendable {
    let name: String
}

// @Component(scope: .shared)
final class Repository<Model> {
    var all: [Model] = []
}

// @Component
struct Paginator<Model> {
    let repository: Repository<Model>
    let pageSize: Int = 2
    func page(_ index: Int) -> [Model] { Array(repository.all.dropFirst(index * pageSize).prefix(pageSize)) }
}

// @Component
struct NotesScreen {
    let notes: Paginator<Note>
    let contacts: Paginator<Contact>
}

// main.swift
let graph = AppGraph()
graph.repositoryNote.all = ["a", "b", "c"].map(Note.init)
graph.repositoryContact.all = [Contact(name: "ann")]
let screen = graph.notesScreen
print(screen.notes.page(1).map(\.text), screen.contacts.page(0).map(\.name))
print(screen.notes.repository === graph.repositoryNote)
// expect-output: ["c"] ["ann"]
// expect-output: true
