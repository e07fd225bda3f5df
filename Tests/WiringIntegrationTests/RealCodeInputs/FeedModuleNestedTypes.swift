// Feature code namespaced in enums: 'Feed.Loader', 'Feed.Screen', 'Profile.Screen'.
enum Feed {
    // @Component(scope: .shared)
    final class Loader {
        func load() -> Int { 3 }
    }

    // @Component
    final class Screen {
        let loader: Feed.Loader
        init(loader: Feed.Loader) { self.loader = loader }
    }
}

enum Profile {
    // @Component
    final class Screen {
        let feed: Feed.Screen
        init(feed: Feed.Screen) { self.feed = feed }
    }
}

// main.swift
let graph = AppGraph()
print(graph.profileScreen.feed.loader.load(), graph.feedScreen.loader === graph.feedLoader)
// expect-output: 3 true
