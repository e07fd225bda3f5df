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

/// The feature's screen. Its `Cache` is the one of `CoreServices`, spelled with its module because `Networking`
/// declares a `Cache` too.
// @Component
public final class FeedScreen {
    private let service: FeedService
    private let cache: CoreServices.Cache

    public init(service: FeedService, cache: CoreServices.Cache) {
        self.service = service
        self.cache = cache
    }

    public func render() -> [String] {
        let headlines = service.headlines()
        let count = cache.value(for: "headline count") { headlines.count }
        return headlines.map { "• \($0)" } + ["(\(count) headlines)"]
    }
}
