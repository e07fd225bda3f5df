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

// expect-diagnostic: Components.swift:6:46: error: cannot find type 'Item' in 'as: Repository<Item>': it is neither a generic parameter of 'MemoryRepository' nor a type the sources declare; did you mean 'Model'? [#MissingConformance]
