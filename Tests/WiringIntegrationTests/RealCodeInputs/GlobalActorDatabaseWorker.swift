// A database layer isolated to the app's own global actor; a service on that actor uses it.
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

// @Component(scope: .shared)
@DatabaseActor
final class RecordStore {
    private var records: [String] = []
    init() {}
    func insert(_ record: String) -> Int {
        records.append(record)
        return records.count
    }
}

// @Component
@DatabaseActor
final class ImportService {
    let store: RecordStore
    init(store: RecordStore) { self.store = store }
    func run() -> Int { store.insert("row") }
}

// main.swift
let graph = AppGraph()
let service = await graph.importService
print(await service.run(), await service.run())
print(await graph.recordStore === service.store)
// expect-output: 1 2
// expect-output: true
