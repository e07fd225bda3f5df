import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where and how a command reports its diagnostics: `--diagnostics-format`, `--diagnostics-output` and
/// `--max-errors`, which every command of `wiring` and `wiring-graph` takes.
package struct DiagnosticsOutput {
    enum Format: String {
        /// Compiler-format lines, which SwiftPM shows unchanged and Xcode puts inline.
        case text
        /// One JSON document (`DiagnosticReport.json()`), for CI.
        case json
    }

    /// As many errors as clang shows by default: enough to fix in one go, few enough that a cascade does not hide
    /// the first.
    package static let defaultMaxErrors = 20

    var format = Format.text
    /// The file to write the diagnostics to, instead of standard error: standard error also carries the messages
    /// of whatever runs the tool (`swift run`, a CI step), which would spoil a JSON document.
    var path: String?
    /// Nil shows every error.
    var maxErrors: Int? = defaultMaxErrors

    /// Takes the diagnostics options out of `arguments`.
    package init(taking arguments: inout [String]) throws {
        if let name = try Arguments.takeOption("--diagnostics-format", from: &arguments, required: false) {
            guard let format = Format(rawValue: name) else {
                throw UsageError(message: "unknown diagnostics format '\(name)'; use 'text' or 'json'")
            }
            self.format = format
        }
        path = try Arguments.takeOption("--diagnostics-output", from: &arguments, required: false)
        if let limit = try Arguments.takeOption("--max-errors", from: &arguments, required: false) {
            guard let count = Int(limit), count >= 0 else {
                throw UsageError(message: "'--max-errors' needs a whole number (0 for no limit)")
            }
            maxErrors = count == 0 ? nil : count
        }
    }

    /// Writes the diagnostics, sorted and limited. Text ends with a line that counts the errors left out; JSON
    /// counts them in `omittedErrorCount`. A JSON document is written even when there is nothing to report, so a CI
    /// step always finds one.
    package func report(_ diagnostics: DiagnosticCollector) throws {
        let report = DiagnosticReport(diagnostics, maxErrors: maxErrors)
        var output: String
        switch format {
        case .text:
            output = report.diagnostics.map { $0.formatted + "\n" }.joined()
            if report.omittedErrorCount > 0, let maxErrors {
                let errors = report.omittedErrorCount == 1 ? "error" : "errors"
                output +=
                    "note: \(report.omittedErrorCount) more \(errors) not shown, after the first \(maxErrors); pass '--max-errors 0' to see them all\n"
            }
        case .json:
            output = try report.json() + "\n"
        }
        if let path {
            try OutputFile.write(output, to: path)
        } else {
            OperatingSystem.write(output, to: .standardError)
        }
    }
}
