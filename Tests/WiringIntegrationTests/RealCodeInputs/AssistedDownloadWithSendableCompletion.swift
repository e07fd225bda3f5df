// Downloads are made per URL with a Sendable completion handler, from a shared download session.
// @Component(scope: .shared)
final class DownloadSession: Sendable {
    func fetch(_ url: String) -> Int { url.count }
}

// @Component(assisted: [url, completion])
final class Download {
    let session: DownloadSession
    let url: String
    let completion: @Sendable (Int) -> Void
    init(session: DownloadSession, url: String, completion: @escaping @Sendable (Int) -> Void) {
        self.session = session
        self.url = url
        self.completion = completion
    }
    func start() { completion(session.fetch(url)) }
}

// main.swift
let graph = AppGraph()
graph.makeDownload(url: "https://example.com/a.zip", completion: { print("got \($0) bytes") }).start()
// expect-output: got 25 bytes
