import HeadlinesKit

do {
    try await HeadlinesApp.run(configuration: AppConfiguration(baseURL: "https://news.example"))
} catch {
    print("Could not start: \(error)")
}
