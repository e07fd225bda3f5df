// A mistake: 'as: Repository<Item>', where the generic parameter is named 'Model'.
protocol Repository<Record>: AnyObject {
    associatedtype Record
}

// @Component(scope: .shared, as: Repository<Item>)
final class MemoryRepository<Model>: Repository {
    typealias Record = Model
}

struct Note {}

// @Component
final class NotesScreen {
    init(notes: any Repository<Note>) {}
}

// expect-error-at: Components.swift:6:35
