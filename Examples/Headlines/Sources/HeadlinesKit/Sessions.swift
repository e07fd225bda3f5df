/// Who signed in. The app's graph cannot know it in advance: it is the input of each session's graph.
struct Account: Sendable {
    var name: String
}

/// What lives while one account is signed in is made by a `SessionGraph`, a child of `AppGraph`: `SignIn` creates
/// one with the account as its input, and signing out shuts it down. Everything app-wide (the service, the view
/// model, the formatters) is reached through the parent.
// @Inputs(graph: SessionGraph)
struct SessionInputs {
    var account: Account
}

/// The signed-in account's reading list: one per session (`in: SessionGraph`), closed when the session shuts down.
/// A new session, even of the same account, starts with a new list.
// @Component(scope: .shared, in: SessionGraph, teardown: close)
final class ReadingList {
    let account: Account
    /// Lists are numbered in the order they are opened, so that the output tells them apart.
    let number: Int
    private(set) var articles: [Article] = []

    init(account: Account) {
        self.account = account
        ReadingList.opened += 1
        number = ReadingList.opened
    }

    nonisolated(unsafe) private static var opened = 0

    func add(_ article: Article) { articles.append(article) }

    /// Called once by `SessionGraph.shutdown()`, or by `AppGraph.shutdown()` for a session still signed in.
    func close() {
        Log.write("\(account.name)'s reading list #\(number) closed (\(articles.count) saved)")
    }
}

/// Signing in, in the app-wide graph: it takes the session graph's factory, and so opens a session without knowing
/// the graph that made it. Signing out is the session's `shutdown()`. Each account that signs in is recorded in the
/// accounts' repository, the app's `RecordStore<Account>`.
// @Component(scope: .shared)
final class SignIn {
    private let open: (SessionInputs) -> SessionGraph
    let accounts: any Repository<Account>

    init(open: @escaping (SessionInputs) -> SessionGraph, accounts: any Repository<Account>) {
        self.open = open
        self.accounts = accounts
    }

    func signIn(as name: String) -> SessionGraph {
        let account = Account(name: name)
        accounts.add(account)
        return open(SessionInputs(account: account))
    }
}

/// One article on screen, in a graph of its own inside the session (`parent: SessionGraph`): its input is which
/// article.
// @Inputs(graph: ArticleScreenGraph, parent: SessionGraph)
struct ArticleScreenInputs {
    var articleIndex: Int
}

/// The screen's view model: one per screen (`in: ArticleScreenGraph`). It reads the app-wide headlines, records its
/// article in the app's history of articles read (`RecordStore<Article>`, shared by every session), and saves to
/// its session's reading list.
@MainActor
// @Component(scope: .shared, in: ArticleScreenGraph)
final class ArticleViewModel {
    let article: Article
    let readingList: ReadingList
    let headlines: HeadlinesViewModel

    init(articleIndex: Int, headlines: HeadlinesViewModel, readingList: ReadingList, history: RecordStore<Article>) {
        self.article = headlines.headlines[articleIndex]
        self.headlines = headlines
        self.readingList = readingList
        history.add(article)
    }

    func saveForLater() {
        readingList.add(article)
    }
}

/// Unscoped and without `in:`: it is made in the highest graph that has all it needs, the screen's graph (it needs
/// the screen's view model), and there it also reaches the session's account and the app's formatters.
// @Component
@MainActor
final class ArticlePage {
    let viewModel: ArticleViewModel
    private let account: Account
    private let services: any ScreenServices

    init(viewModel: ArticleViewModel, account: Account, services: any ScreenServices) {
        self.viewModel = viewModel
        self.account = account
        self.services = services
    }

    func render(style: String) -> String {
        let formatter = services.formatters[style] ?? PlainFormatter()
        return "\(formatter.format(viewModel.article)) — for \(account.name)"
    }
}
