import CoreServices
import Feed
import Networking

/// The app's way to share, which the `Feed` feature asks for as an optional dependency: its own graph, built
/// without this module, gets nil.
// @Component(scope: .shared, as: Sharing)
final class MessageSharing: Sharing {
    func share(_ headline: String) -> String { "shared \"\(headline)\"" }
}

/// The app's root: the feature's screen, and the services of the other modules it uses directly.
// @Component
struct AppRoot {
    let feed: FeedScreen
    let logger: Logger
    let responses: Networking.Cache
}
