protocol Repository<Item> {
    associatedtype Item
}

protocol Engine {}

// @Component(as: Repository<String>)
final class NumberRepository: Repository {
    typealias Item = Int
    init() {}
}

// @Component(as: Repository<Int>)
final class CountRepository: Repository {
    typealias Item = Int
    init() {}
}

// @Component(as: Engine.Type)
final class V6: Engine {
    init() {}
}

// @Component(as: Engin)
final class V8: Engine {
    init() {}
}

// @Component
final class Garage {
    init(counts: any Repository<Int>) {}
}

protocol PaymentGateway: AnyObject {}

/// Whether it conforms to 'PaymentGatway' depends on 'AnyObject', declared outside the sources; the name is
/// declared nowhere, though.
// @Component(scope: .shared, as: PaymentGatway)
final class AdyenGateway: PaymentGateway {}

protocol Store<Record>: AnyObject {
    associatedtype Record
}

struct Note {}

/// 'Item' is neither the component's generic parameter nor a type.
// @Component(scope: .shared, as: Store<Item>)
final class MemoryStore<Model>: Store {
    typealias Record = Model
}

// @Component(scope: .shared, as: Store<Nte>)
final class NoteStore: Store {
    typealias Record = Note
}

/// A generic 'as:' that names the component's parameter: correct.
// @Component(scope: .shared, as: Store<Record>)
final class DiskStore<Record>: Store {}

// @Component
final class Notebook {
    init(notes: any Store<Note>) {}
}
