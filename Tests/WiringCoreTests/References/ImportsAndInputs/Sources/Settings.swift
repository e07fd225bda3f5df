import Foundation
#if canImport(Dispatch)
import Dispatch
#endif

// @Inputs
struct Settings {
    let baseURL: URL
    var retries: Int
    static let shared = 1
    var description: String { "\(baseURL)" }
}

// @Component(scope: .shared)
final class Client {
    init(baseURL: URL, retries: Int, queue: DispatchQueue) {}
}

enum Queues {
    // @Provides
    static func main() -> DispatchQueue { .main }
}
