/// What a record store keeps: a value with a key, recorded once however often it is added.
protocol Recordable {
    var key: String { get }
}

extension Article: Recordable {
    var key: String { title }
}

extension Account: Recordable {
    var key: String { name }
}

/// The records of one type, as their users see them: `any Repository<Account>`, `any Repository<Article>`.
protocol Repository<Record>: AnyObject {
    associatedtype Record: Recordable
    func add(_ record: Record)
    var all: [Record] { get }
}

/// A store written once for every record type: each specialization something asks for (`RecordStore<Article>`,
/// `RecordStore<Account>`) is a binding of its own, shared, one per record type in the graph, and is also bound as
/// `any Repository<…>` of its record type (the same instance).
// @Component(scope: .shared, as: Repository<Record>)
final class RecordStore<Record: Recordable>: Repository {
    private(set) var all: [Record] = []

    func add(_ record: Record) {
        if !all.contains(where: { $0.key == record.key }) { all.append(record) }
    }
}
