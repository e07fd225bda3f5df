// A mistake: the sync screen takes a plain factory of a client whose creation is async and throwing.
// @Component
final class SyncClient {
    init() async throws {}
}

// @Component
final class SyncScreen {
    init(makeClient: @escaping () -> SyncClient) {}
}

// expect-diagnostic: Components.swift:9:10: error: creating 'SyncClient' is 'async throws', so factory parameter 'makeClient' of 'SyncScreen.init' must say so: declare it '() async throws -> SyncClient' [#UndeclaredFactoryEffects]
