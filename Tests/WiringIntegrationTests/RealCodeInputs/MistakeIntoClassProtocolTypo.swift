// A mistake: 'into: [AnalyticSink]', a typo of a class-bound protocol's name.
protocol AnalyticsSink: AnyObject {}

// @Component(into: [AnalyticSink])
final class ConsoleSink: AnalyticsSink {}

// @Component
final class Tracker {
    init(sinks: [any AnalyticsSink]) {}
}

// expect-error-at: Components.swift:4:22
