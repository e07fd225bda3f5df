// A server's graph names its entry points: the app and an async daily report; the rest stays private.
struct Report: Sendable {
    let lines: Int
}

// @Component(scope: .shared)
final class Database: Sendable {
    let rows = 42
}

// @Component
struct ReportBuilder: Sendable {
    let database: Database
}

enum Reports {
    // @Provides
    nonisolated(nonsending) static func daily(builder: ReportBuilder) async throws -> Report {
        Report(lines: builder.database.rows)
    }
}

// @Component(scope: .shared)
final class Application: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}

// @EntryPoints
protocol ServerEntryPoints {
    var application: Application { get }
    nonisolated(nonsending) var dailyReport: Report { get async throws }
}

// main.swift
let graph = AppGraph()
let server: any ServerEntryPoints = graph
print(try await server.dailyReport.lines)
print(server.application === graph.application)
// expect-output: 42
// expect-output: true
