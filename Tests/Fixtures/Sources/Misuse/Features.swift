// Every language feature used wrongly once: each must fail the build with a diagnostic at the right place.

protocol Store: AnyObject {}
protocol Plugin {}
protocol Theme {}

// @Named(primary)
// @Component(scope: .shared, as: Store)
final class DiskStore: Store {}

// @Component
final class Sync {
    init(
        // @Named(primry)
        store: any Store
    ) {}
}

// @Component(into: [String: Theme], key: "dark")
struct DarkTheme: Theme {}

// @Component(into: [String: Theme], key: "dark")
struct DimTheme: Theme {}

// @Component
final class PluginHost {
    init(plugins: [any Plugin]) {}
}

// @Bundle
protocol Services {
    var clock: Clock { get }
    var settable: Int { get set }
}

final class Controller {
    // @Inject
    let store: any Store
    init(store: any Store) { self.store = store }
}

// @Component(teardown: close)
final class Connection {
    func close() {}
}

// @Component(scope: .weak)
struct Settings {}

final class Clock {}

print("unreachable: the graph above is broken")
