/// What the app is launched with: the graph cannot invent these, so they come from the caller. Each property is a
/// binding of its type (`baseURL` is the graph's `String`).
// @Inputs
public struct AppConfiguration: Sendable {
    public var baseURL: String

    public init(baseURL: String) {
        self.baseURL = baseURL
    }
}

public protocol HeadlineFormatter {
    func format(_ article: Article) -> String
}

/// Formatters contributed to a keyed collection; the screen picks one by the user's setting.
// @Component(into: [String: HeadlineFormatter], key: "plain")
struct PlainFormatter: HeadlineFormatter {
    func format(_ article: Article) -> String { article.title }
}

// @Component(into: [String: HeadlineFormatter], key: "loud")
struct LoudFormatter: HeadlineFormatter {
    func format(_ article: Article) -> String { article.title.uppercased() + "!" }
}
