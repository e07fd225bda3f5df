/// What features fetch through; the example's client answers from fixtures, so it runs offline.
public protocol HTTPClient: AnyObject {
    func get(_ path: String) -> String
}

// @Component(scope: .shared, as: HTTPClient)
public final class FixtureHTTPClient: HTTPClient {
    private let cache: Cache
    private let fixtures = ["/headlines": "Wiring 1.0 ships|Modules, checked at build time"]

    public init(cache: Cache) {
        self.cache = cache
    }

    public func get(_ path: String) -> String {
        if let cached = cache.responses[path] { return cached }
        let response = fixtures[path] ?? ""
        cache.responses[path] = response
        return response
    }
}

/// Responses already fetched. `CoreServices` declares a `Cache` too: the graph tells them apart by module.
// @Component(scope: .shared)
public final class Cache {
    var responses: [String: String] = [:]

    public init() {}

    public var count: Int { responses.count }
}
