/// The app's entry point, used by the `Headlines` executable.
public enum HeadlinesApp {
    /// Builds the graph, shows the screen and a detail page made "by a storyboard", then shuts the graph down.
    @MainActor
    public static func run(configuration: AppConfiguration) async throws {
        let graph = AppGraph(inputs: configuration)
        let screen = try await graph.headlinesScreen
        try await screen.viewModel.refresh()
        Log.write("Headlines from \(configuration.baseURL), stored in \(screen.viewModel.storedIn):")
        for line in screen.render(style: "loud") { Log.write("  " + line) }

        let detail = ArticleDetailController()
        try await graph.inject(into: detail)
        Log.write("Detail page: \(detail.title(at: 0))")
        Log.write("Same view model everywhere: \(try await graph.headlinesViewModel === detail.viewModel)")
        graph.shutdown()
    }
}
