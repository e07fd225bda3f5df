/// The app's entry point, used by the `Headlines` executable.
public enum HeadlinesApp {
    /// Builds the graph, shows the screen and a detail page made "by a storyboard", signs two accounts in and one out
    /// and in again, shows the app's stores of accounts and of articles read, then shuts the graph down.
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

        // Two accounts signed in at once: a session graph each, each with its own reading list.
        let signIn = graph.signIn
        let ann = signIn.signIn(as: "Ann")
        let bob = signIn.signIn(as: "Bob")
        Log.write("Ann signed in with reading list #\(ann.readingList.number), Bob with #\(bob.readingList.number)")
        try await read(article: 0, in: ann)
        try await read(article: 1, in: bob)
        Log.write("Ann's list: \(titles(ann.readingList)); Bob's list: \(titles(bob.readingList))")

        // Signing out shuts the session down (closing its list); signing in again starts afresh.
        ann.shutdown()
        let annAgain = signIn.signIn(as: "Ann")
        Log.write("Ann signed in again: reading list #\(annAgain.readingList.number), \(titles(annAgain.readingList))")

        // One shared store per record type: the accounts signed in (each once) and the articles read in every session.
        let accounts = graph.recordStoreAccount.all.map(\.name).joined(separator: ", ")
        let read = graph.recordStoreArticle.all.map(\.title).joined(separator: ", ")
        Log.write("Accounts signed in: \(accounts); articles read: \(read)")
        Log.write(
            "One store per record type: accounts \(graph.repositoryAccount === graph.recordStoreAccount),"
                + " articles \(graph.repositoryArticle === graph.recordStoreArticle)")

        // The app's shutdown first shuts down the sessions still signed in, newest first.
        graph.shutdown()
    }

    /// Opens an article's screen in a session: a graph inside the session's, with the article as its input. The
    /// screen saves to its session's reading list, and reads the headlines of the app's view model.
    @MainActor
    private static func read(article index: Int, in session: SessionGraph) async throws {
        let screen = ArticleScreenGraph(parent: session, inputs: ArticleScreenInputs(articleIndex: index))
        let page = try await screen.articlePage
        page.viewModel.saveForLater()
        let list = page.viewModel.readingList
        let appsViewModel = try await page.viewModel.headlines === session.parent.headlinesViewModel
        Log.write(
            "\(session.account.name)'s screen: \"\(page.render(style: "plain"))\", saved to list #\(list.number)"
                + " (the session's: \(list === session.readingList); the app's view model: \(appsViewModel))")
    }

    private static func titles(_ list: ReadingList) -> String {
        list.articles.isEmpty ? "empty" : list.articles.map(\.title).joined(separator: ", ")
    }
}
