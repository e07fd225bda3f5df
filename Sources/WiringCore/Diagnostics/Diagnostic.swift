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
            self.message = Diagnostic.escapingControlCharacters(message)
            self.location = location
        }
    }

    public var severity: Severity
    /// Which kind of problem this is, the same whatever the message says about this instance of it.
    public var id: DiagnosticID
    public var location: SourceLocation?
    public var message: String
    public var notes: [Note]

    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String, at location: SourceLocation?,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = Self.escapingControlCharacters(message)
        self.location = location
        self.notes = notes
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?,
        notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?,
        notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes)
    }

    /// `text` with each control character and bidirectional formatting character written as `\u{1B}`: messages
    /// quote source text, and a line break, an escape sequence or a right-to-left override from a comment must not
    /// start a forged diagnostic line, drive the terminal that shows it, or reorder what it shows.
    static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
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
