// swift-log-style loggers: a provider makes one logger per consumer, a shared log handler collects output.
final class LogHandler {
    private(set) var lines: [String] = []
    func write(_ line: String) { lines.append(line) }
}

struct Logger {
    let label: String
    let handler: LogHandler
    func info(_ message: String) { handler.write("\(label): \(message)") }
}

enum Logging {
    // @Provides(scope: .shared)
    static func handler() -> LogHandler { LogHandler() }

    // @Provides
    static func logger(handler: LogHandler) -> Logger { Logger(label: "app", handler: handler) }
}

// @Component(scope: .shared)
final class BillingService {
    let logger: Logger
    init(logger: Logger) { self.logger = logger }
    func charge(_ cents: Int) { logger.info("charged \(cents)") }
}

// @Component(scope: .shared)
final class MailService {
    let logger: Logger
    init(logger: Logger) { self.logger = logger }
    func send(_ to: String) { logger.info("mailed \(to)") }
}

// main.swift
let graph = AppGraph()
graph.billingService.charge(499)
graph.mailService.send("ann@example.com")
print(graph.logHandler.lines.joined(separator: "\n"))
// expect-output: app: charged 499
// expect-output: app: mailed ann@example.com
