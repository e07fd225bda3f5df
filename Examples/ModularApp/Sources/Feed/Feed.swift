import CoreServices
import Networking

/// Fetches the headlines through whatever `HTTPClient` the graph binds.
// @Component
public struct FeedService {
    let client: HTTPClient
    let logger: Logger

    public init(client: HTTPClient, logger: Logger) {
        self.client = client
        self.logger = logger
    }

    public func headlines() -> [String] {
        logger.log("fetching /headlines")
        return client.get("/headlines").split(separator: "|").map(String.init)
    }
}

/// Shares a headline. The app binds one; the feature's own graph, built without the app for its previews and
/// tests, has none.
public protocol Sharing: AnyObject {
    func share(_ headline: String) -> String
}

/// The feature's screen. Its `Cache` is the one of `CoreServices`, spelled with its module because `Networking`
/// declares a `Cache` too. Its `Sharing` is optional: nil in a graph that has none.
// @Component
public final class FeedScreen {
    private let service: FeedService
    private let cache: CoreServices.Cache
    private let sharing: (any Sharing)?

    public init(
        service: FeedService,
        cache: CoreServices.Cache,
        // @Optional
        sharing: (any Sharing)?
    ) {
        self.service = service
        self.cache = cache
        self.sharing = sharing
    }

    /// What sharing the first headline does: nil when the graph has no `Sharing`.
    public func shareFirst() -> String? {
        service.headlines().first.flatMap { sharing?.share($0) }
    }

    public func render() -> [String] {
        let headlines = service.headlines()
        let count = cache.value(for: "headline count") { headlines.count }
        return headlines.map { "• \($0)" } + ["(\(count) headlines)"]
    }
}
