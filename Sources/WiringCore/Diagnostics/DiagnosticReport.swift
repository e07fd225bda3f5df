#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The diagnostics of a run as they are shown: in their stable order, with at most a given number of errors, and
/// counted, so that a cascade of errors does not bury the first ones and CI can summarize a run without parsing text.
public struct DiagnosticReport: Sendable {
    /// The diagnostics shown, sorted: every warning, and the errors up to the limit.
    public let diagnostics: [Diagnostic]
    /// Every error of the run, shown or not.
    public let errorCount: Int
    public let warningCount: Int
    /// The errors past the limit, which are not in `diagnostics`.
    public let omittedErrorCount: Int

    /// Keeps the first `maxErrors` errors in sorted order (all of them when nil). Warnings are always kept: the
    /// limit is there for errors that follow from one another, which warnings do not.
    public init(_ collector: DiagnosticCollector, maxErrors: Int?) {
        var shown: [Diagnostic] = []
        var errors = 0
        var warnings = 0
        for diagnostic in collector.sorted {
            switch diagnostic.severity {
            case .warning:
                warnings += 1
                shown.append(diagnostic)
            case .error:
                errors += 1
                if maxErrors.map({ errors <= $0 }) ?? true { shown.append(diagnostic) }
            }
        }
        diagnostics = shown
        errorCount = errors
        warningCount = warnings
        omittedErrorCount = maxErrors.map { max(0, errors - $0) } ?? 0
    }

    /// The report as one JSON document with sorted keys, so that the same run always prints the same bytes:
    /// `{"diagnostics": [{"id", "severity", "message", "file", "line", "column", "notes": [...]}], "errorCount",
    /// "omittedErrorCount", "warningCount", "wiringVersion"}`. A diagnostic or note without a location has no
    /// `file`, `line` and `column`.
    public func json() throws -> String {
        let document = Document(
            diagnostics: diagnostics.map { diagnostic in
                Document.Entry(
                    id: diagnostic.id.rawValue, severity: diagnostic.severity.rawValue,
                    message: diagnostic.message, file: diagnostic.location?.file,
                    line: diagnostic.location?.line, column: diagnostic.location?.column,
                    notes: diagnostic.notes.map { note in
                        Document.Note(
                            message: note.message, file: note.location?.file,
                            line: note.location?.line, column: note.location?.column)
                    })
            },
            errorCount: errorCount, warningCount: warningCount, omittedErrorCount: omittedErrorCount,
            wiringVersion: WiringVersion.current)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    /// The JSON shape, kept apart from `Diagnostic` so that the document's keys are spelled out in one place.
    private struct Document: Encodable {
        struct Entry: Encodable {
            var id: String
            var severity: String
            var message: String
            var file: String?
            var line: Int?
            var column: Int?
            var notes: [Note]
        }

        struct Note: Encodable {
            var message: String
            var file: String?
            var line: Int?
            var column: Int?
        }

        var diagnostics: [Entry]
        var errorCount: Int
        var warningCount: Int
        var omittedErrorCount: Int
        var wiringVersion: String
    }
}
