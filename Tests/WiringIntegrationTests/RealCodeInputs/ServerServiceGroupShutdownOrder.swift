// A server's services stop in reverse dependency order: the HTTP server before the job runner before the pool.
// @Component(scope: .shared, teardown: close)
final class PostgresPool {
    init() { print("pool opened") }
    func close() { print("pool closed") }
}

// @Component(scope: .shared, teardown: stop)
final class JobRunner {
    init(pool: PostgresPool) { print("jobs started") }
    func stop() { print("jobs stopped") }
}

// @Component(scope: .shared, teardown: shutdown)
final class HTTPServer {
    init(pool: PostgresPool, jobs: JobRunner) { print("server listening") }
    func shutdown() { print("server stopped") }
}

// @Component(scope: .shared, teardown: flush)
final class MetricsExporter {
    func flush() { print("metrics flushed") }
}

// main.swift
let graph = AppGraph()
_ = graph.httpServer
graph.shutdown()
// expect-output: pool opened
// expect-output: jobs started
// expect-output: server listening
// expect-output: server stopped
// expect-output: jobs stopped
// expect-output: pool closed
