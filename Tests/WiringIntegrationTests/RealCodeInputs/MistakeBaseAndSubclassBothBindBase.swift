// A mistake: the base API client is a component, and its mock subclass is also bound as the base.
// @Component(scope: .shared)
class APIClient {
    init() {}
}

// @Component(scope: .shared, as: APIClient)
final class MockAPIClient: APIClient {}

// @Component
final class Feed {
    init(api: APIClient) {}
}

// expect-diagnostic: Components.swift:3:7: error: 'APIClient' is bound 2 times, by component 'APIClient' and component 'MockAPIClient' ('as: APIClient'); a type can have only one binding: remove all but one [#DuplicateBinding]
// expect-diagnostic: Components.swift:3:7: note: 'APIClient' is bound here by component 'APIClient'
// expect-diagnostic: Components.swift:7:35: note: 'APIClient' is bound here by component 'MockAPIClient' ('as: APIClient')
