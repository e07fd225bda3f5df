/// Gathers the diagnostics of one run, passed down the pipeline so that every stage reports every problem it finds
/// instead of stopping at the first.
public final class DiagnosticCollector {
    public private(set) var diagnostics: [Diagnostic] = []
    /// Whether warnings are reported as errors (`--warnings-as-errors`, or the configuration), so that they fail the
    /// build. Set before the stages run: it applies to what is emitted after it is set.
    public var warningsAreErrors: Bool

    public init(warningsAreErrors: Bool = false) {
        self.warningsAreErrors = warningsAreErrors
    }

    public func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if warningsAreErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
        diagnostics.append(diagnostic)
    }

    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The diagnostics in a stable order (by location, then message), whatever order the stages found them in.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location ?? Self.bare, lhs.element.message)
            let right = (rhs.element.location ?? Self.bare, rhs.element.message)
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    private static let bare = SourceLocation(file: "", line: 0, column: 0)
}
