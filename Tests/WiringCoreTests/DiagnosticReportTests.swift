import Testing
import WiringCore

/// What the command line shows of a run's diagnostics: sorted, limited to the first errors, counted, and as JSON.
@Suite struct DiagnosticReportTests {
    private static func collector() -> DiagnosticCollector {
        let collector = DiagnosticCollector()
        let file = "App.swift"
        collector.emit(.error(.missingBinding, "third", at: SourceLocation(file: file, line: 9, column: 1)))
        collector.emit(.warning(.weakInstanceHeldByShared, "last", at: SourceLocation(file: file, line: 12, column: 3)))
        collector.emit(.error(.dependencyCycle, "first", at: SourceLocation(file: file, line: 2, column: 5),
                              notes: [.init("a note", at: SourceLocation(file: file, line: 3, column: 7)),
                                      .init("a note without a place", at: nil)]))
        collector.emit(.error(.inputNotFound, "bare", at: nil))
        return collector
    }

    @Test func theLimitKeepsTheFirstErrorsInSortedOrderAndEveryWarning() {
        let report = DiagnosticReport(Self.collector(), maxErrors: 2)
        #expect(report.diagnostics.map(\.message) == ["bare", "first", "last"])
        #expect(report.errorCount == 3)
        #expect(report.warningCount == 1)
        #expect(report.omittedErrorCount == 1)
    }

    @Test func withoutALimitEveryDiagnosticIsShown() {
        let report = DiagnosticReport(Self.collector(), maxErrors: nil)
        #expect(report.diagnostics.map(\.message) == ["bare", "first", "third", "last"])
        #expect(report.omittedErrorCount == 0)
        #expect(DiagnosticReport(Self.collector(), maxErrors: 3).omittedErrorCount == 0)
    }

    @Test func jsonHasSortedKeysAndLeavesOutMissingLocations() throws {
        let report = DiagnosticReport(Self.collector(), maxErrors: 1)
        #expect(try report.json() == """
            {
              "diagnostics" : [
                {
                  "id" : "InputNotFound",
                  "message" : "bare",
                  "notes" : [

                  ],
                  "severity" : "error"
                },
                {
                  "column" : 3,
                  "file" : "App.swift",
                  "id" : "WeakInstanceHeldByShared",
                  "line" : 12,
                  "message" : "last",
                  "notes" : [

                  ],
                  "severity" : "warning"
                }
              ],
              "errorCount" : 3,
              "omittedErrorCount" : 2,
              "warningCount" : 1,
              "wiringVersion" : "\(WiringVersion.current)"
            }
            """)
        let withNotes = try DiagnosticReport(Self.collector(), maxErrors: 2).json()
        #expect(withNotes.contains("""
                  "notes" : [
                    {
                      "column" : 7,
                      "file" : "App.swift",
                      "line" : 3,
                      "message" : "a note"
                    },
                    {
                      "message" : "a note without a place"
                    }
                  ],
            """))
    }
}
