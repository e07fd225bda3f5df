// A mistake: the session manager is bound as the auth provider, and the API client it needs asks for that provider.
protocol AuthProviding: AnyObject {}

// @Component(scope: .shared, as: AuthProviding)
final class SessionManager: AuthProviding {
    init(client: APIClient) {}
}

// @Component(scope: .shared)
final class APIClient {
    init(auth: any AuthProviding) {}
}

// expect-diagnostic: Components.swift:11:10: error: dependency cycle: 'APIClient' → 'AuthProviding' → 'SessionManager' → 'APIClient'; none of them can be created first: take a factory '() -> T' instead of 'T' in one of these inits to create it later, remove one of these dependencies, or move what they share into a new component that each of them depends on [#DependencyCycle]
// expect-diagnostic: Components.swift:11:10: note: 'APIClient' depends on 'any AuthProviding' through parameter 'auth' of 'APIClient.init'
// expect-diagnostic: Components.swift:4:35: note: 'AuthProviding' is bound to 'SessionManager' by its 'as: AuthProviding'
// expect-diagnostic: Components.swift:6:10: note: 'SessionManager' depends on 'APIClient' through parameter 'client' of 'SessionManager.init'
