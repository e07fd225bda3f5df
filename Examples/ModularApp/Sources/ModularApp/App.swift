import CoreServices
import Feed
import Networking

/// The app's root: the feature's screen, and the services of the other modules it uses directly.
// @Component
struct AppRoot {
    let feed: FeedScreen
    let logger: Logger
    let responses: Networking.Cache
}
