// Feature flags: remote values win over local defaults; both sources are named bindings of one protocol.
protocol FlagSource: AnyObject {
    func value(_ flag: String) -> Bool?
}

// @Named(remote)
// @Component(scope: .shared, as: FlagSource)
final class RemoteFlags: FlagSource {
    func value(_ flag: String) -> Bool? { flag == "newOnboarding" ? true : nil }
}

// @Named(local)
// @Component(scope: .shared, as: FlagSource)
final class LocalDefaults: FlagSource {
    func value(_ flag: String) -> Bool? { ["newOnboarding": false, "darkIcons": true][flag] }
}

// @Component(scope: .shared)
final class FeatureFlags {
    let remote: any FlagSource
    let local: any FlagSource
    init(
        // @Named(remote)
        remote: any FlagSource,
        // @Named(local)
        local: any FlagSource
    ) {
        self.remote = remote
        self.local = local
    }
    func isOn(_ flag: String) -> Bool { remote.value(flag) ?? local.value(flag) ?? false }
}

// main.swift
let graph = AppGraph()
let flags = graph.featureFlags
print(flags.isOn("newOnboarding"), flags.isOn("darkIcons"), flags.isOn("unknown"))
print(flags.remote === graph.remoteFlagSource, flags.local === graph.localFlagSource)
// expect-output: true true false
// expect-output: true true
