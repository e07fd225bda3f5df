protocol TelemetrySink: AnyObject {}

// @Component(scope: .shared)
final class Dashboard {
    init(sink: any TelemetrySink) {}
}

// @Component(scope: .shared, as: TelemetrySink)
final class Telemetry: TelemetrySink {
    init(recorder: Recorder) {}
}

// @Component
final class Recorder {
    init(dashboard: Dashboard) {}
}

// @Component
final class Selfish {
    init(other: Selfish) {}
}
