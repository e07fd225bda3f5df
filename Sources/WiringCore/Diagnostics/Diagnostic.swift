/// One problem found in the sources, with the notes that explain it.
///
/// The core only collects diagnostics; the CLI decides how to print them. Their text follows the compiler's
/// format so that SwiftPM and Xcode show them inline at the right line.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    /// A secondary line that points at a related place (a requester, an edge of a cycle, another declaration).
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation?
        public var message: String

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// Which kind of problem this is, the same whatever the message says about this instance of it.
    public var id: DiagnosticID
    public var location: SourceLocation?
    public var message: String
    public var notes: [Note]

    public init(_ severity: Severity, _ id: DiagnosticID, _ message: String, at location: SourceLocation?,
                notes: [Note] = []) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation?,
                             notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes)
    }

    public static func warning(_ id: DiagnosticID, _ message: String, at location: SourceLocation?,
                               notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes)
    }

    /// The compiler-format lines: `path:line:column: error: message [#ID]`, as Swift 6 names its diagnostic
    /// groups, then one `note:` line per note.
    public var formatted: String {
        var lines = [Self.line(severity.rawValue, "\(message) [#\(id.rawValue)]", location)]
        for note in notes {
            lines.append(Self.line("note", note.message, note.location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: String, _ message: String, _ location: SourceLocation?) -> String {
        guard let location else { return "\(severity): \(message)" }
        return "\(location.description): \(severity): \(message)"
    }
}
