// A mistake: the consumer asks for '@Named(primery)', the binding is '@Named(primary)'.
protocol Store: AnyObject {}

// @Named(primary)
// @Component(scope: .shared, as: Store)
final class SQLiteStore: Store {}

// @Component
final class Backup {
    init(
        // @Named(primery)
        store: any Store
    ) {}
}

// expect-diagnostic: Components.swift:12:9: error: missing binding for 'any Store @Named(primery)', needed by parameter 'store' of 'Backup.init'; did you mean '@Named(primary)'? [#MissingBinding]
// expect-diagnostic: Components.swift:5:35: note: 'Store @Named(primary)' is bound here
