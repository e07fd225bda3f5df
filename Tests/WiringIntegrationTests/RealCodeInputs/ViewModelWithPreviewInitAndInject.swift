// A view model with a preview init; '@Inject' marks the one the graph calls.
// @Component(scope: .shared)
final class NewsAPI {
    func headlines() -> [String] { ["Rates rise", "Team wins"] }
}

// @Component
final class NewsViewModel {
    let headlines: [String]

    // @Inject
    init(api: NewsAPI) { headlines = api.headlines() }

    init(previewHeadlines: [String]) { headlines = previewHeadlines }
}

// main.swift
print(AppGraph().newsViewModel.headlines)
print(NewsViewModel(previewHeadlines: ["Preview"]).headlines)
// expect-output: ["Rates rise", "Team wins"]
// expect-output: ["Preview"]
