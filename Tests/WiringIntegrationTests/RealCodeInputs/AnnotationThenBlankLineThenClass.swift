// An annotation separated from its class by a blank line, as a formatter sometimes leaves it.
// @Component(scope: .shared)

final class CrashReporter {
    let service = "crashes"
}

// @Component
final class AppStart {
    let reporter: CrashReporter
    init(reporter: CrashReporter) { self.reporter = reporter }
}

// main.swift
let graph = AppGraph()
print(graph.appStart.reporter.service, graph.appStart.reporter === graph.crashReporter)
// expect-output: crashes true
