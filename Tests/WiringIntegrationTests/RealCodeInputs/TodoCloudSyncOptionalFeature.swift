// Cloud sync is a feature module only the Pro app links; here nothing binds it, so the store gets nil.
protocol CloudSync: AnyObject {
    func upload(_ count: Int)
}

protocol Haptics: AnyObject {
    func tap() -> String
}

// @Component(scope: .shared, as: Haptics)
final class SystemHaptics: Haptics {
    func tap() -> String { "tap" }
}

// @Component
final class TodoStore {
    let sync: (any CloudSync)?
    let haptics: (any Haptics)?
    init(
        // @Optional
        sync: (any CloudSync)?,
        // @Optional
        haptics: (any Haptics)?
    ) {
        self.sync = sync
        self.haptics = haptics
    }
}

// main.swift
let store = AppGraph().todoStore
print(store.sync == nil ? "local only" : "syncing")
print(store.haptics?.tap() ?? "silent")
// expect-output: local only
// expect-output: tap
