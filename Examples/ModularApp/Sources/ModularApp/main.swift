import CoreServices
import Feed
import Networking

// The app's graph holds the components of all three modules, each registered once.
let graph = AppGraph()
let root = graph.appRoot
root.logger.log("app started")
for line in root.feed.render() { print(line) }
_ = root.feed.render()
root.logger.log("rendered twice")
print("log:")
for line in root.logger.lines { print("  \(line)") }
print("responses cached by Networking.Cache: \(root.responses.count)")
print("one logger in the app graph: \(graph.logger === root.logger)")

// The feature's own graph (what its previews and tests use) is a separate graph with its own shared instances.
let featureGraph = FeedGraph()
print("feature graph renders alone: \(featureGraph.feedScreen.render().count) lines")
print("feature graph has its own logger: \(featureGraph.logger !== graph.logger)")
// `Sharing` is bound in the app's module only: the app's screen shares, the feature's own graph gets nil.
print("app shares: \(root.feed.shareFirst() ?? "nothing")")
print("feature graph shares: \(featureGraph.feedScreen.shareFirst() ?? "nothing (no Sharing in its graph)")")
