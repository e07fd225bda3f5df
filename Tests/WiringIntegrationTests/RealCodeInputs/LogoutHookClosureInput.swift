// The app passes a sign-out hook into the graph as an input; the settings screen calls it.
// @Inputs
struct AppHooks {
    let onSignOut: @Sendable () -> Void
}

// @Component
final class AccountSettings {
    let signOut: @Sendable () -> Void
    init(onSignOut: @escaping @Sendable () -> Void) { signOut = onSignOut }
}

// main.swift
let graph = AppGraph(inputs: AppHooks(onSignOut: { print("signed out") }))
graph.accountSettings.signOut()
// expect-output: signed out
