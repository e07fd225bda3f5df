/// Two stores behind one protocol, told apart by name.
protocol Store: AnyObject {}

// @Named(primary)
// @Component(scope: .shared, as: Store)
final class DiskStore: Store {}

// @Component(scope: .shared, as: Store)
// @Named(backup)
final class CloudStore: Store {}

enum Clocks {
    /// A provider's binding can be named too.
    // @Named(launch)
    // @Provides(scope: .shared)
    static func launchTime() -> Double { 0 }
}

// @Component
final class Sync {
    init(
        // @Named(primary)
        local: any Store,
        // @Named(backup)
        remote: @escaping () -> any Store,
        // @Named(launch)
        since: Double
    ) {}
}

/// A memberwise init's parameter is named above its property.
// @Component
struct Settings {
    // @Named(primary)
    let store: any Store
}
