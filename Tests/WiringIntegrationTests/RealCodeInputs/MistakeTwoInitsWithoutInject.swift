// A mistake: a view model with a convenience init for previews and no '@Inject' on the real one.
// @Component(scope: .shared)
final class NewsAPI {}

// @Component
final class NewsViewModel {
    init(api: NewsAPI) {}
    init(previewHeadlines: [String]) {}
}

// expect-diagnostic: Components.swift:6:13: error: 'NewsViewModel' has 2 inits and Wiring cannot tell which to use; put '// @Inject' on the line above the one it should call [#AmbiguousInitializer]
// expect-diagnostic: Components.swift:7:5: note: candidate: init(api:)
// expect-diagnostic: Components.swift:8:5: note: candidate: init(previewHeadlines:)
