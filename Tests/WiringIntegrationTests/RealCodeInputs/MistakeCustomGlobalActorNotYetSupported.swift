// A database layer isolated to the app's own global actor; a service on that actor uses it. Wiring does not create
// components on a global actor other than the main actor yet: each is refused at its declaration, with the fix. Once
// it does, this input's driver is `let graph = AppGraph(); let service = await graph.importService;
// print(await service.run(), await service.run()); print(await graph.recordStore === service.store)`, printing
// "1 2" and "true".
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

// expect-diagnostic: Components.swift:13:13: error: 'RecordStore' is isolated to global actor 'DatabaseActor', but the graph creates components only on the main actor or off any actor: mark its init 'nonisolated' (the init can still set its properties), or make it '@MainActor' [#UnsupportedGlobalActor]
// expect-diagnostic: Components.swift:24:13: error: 'ImportService' is isolated to global actor 'DatabaseActor', but the graph creates components only on the main actor or off any actor: mark its init 'nonisolated' (the init can still set its properties), or make it '@MainActor' [#UnsupportedGlobalActor]
