// A UIKit feed screen: the view controller subclass inherits '@MainActor' from its UIKit superclass.
/// Stand-in for UIKit's view controller, which is '@MainActor'.
@MainActor
class UIViewController {
    var title: String?
    init() {}
}

protocol FeedLoading: Sendable {
    func load() -> [String]
}

// @Component(scope: .shared, as: FeedLoading)
final class RemoteFeedLoader: FeedLoading {
    func load() -> [String] { ["first post", "second post"] }
}

// @Component
final class FeedViewController: UIViewController {
    let loader: any FeedLoading
    init(loader: any FeedLoading) {
        self.loader = loader
        super.init()
        title = "Feed"
    }
    func render() -> String { "\(title ?? "?"): \(loader.load().joined(separator: ", "))" }
}

// main.swift
let graph = AppGraph()
let feed = graph.feedViewController
print(feed.render())
print(feed.loader as AnyObject === graph.feedViewController.loader as AnyObject)
// expect-output: Feed: first post, second post
// expect-output: true
