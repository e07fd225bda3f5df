import Foundation

/// One file of `RealCodeInputs/`: an input written the way an app or a server is, with what a correct tool makes of
/// it. The file is read in three parts:
///
/// - **The components**: every line before the line `// main.swift` (or, without one, before the first expectation).
///   The generator reads them as `Components.swift`, so a diagnostic's line is the line of the input file.
/// - **The driver**: the lines after `// main.swift`, up to the first expectation: the program's `main.swift`,
///   compiled with the components and the generated graph, and run.
/// - **The expectation**, the file's last lines, of one of three kinds:
///   - `// expect-output: <line>`, one per line of the program's standard output, exactly (`// expect-output:` alone
///     is an empty line). The program must also exit with status 0.
///   - `// expect-diagnostic: <line>`, for an input whose generation must fail: every line of the diagnostics the
///     generator reports, in order, in the compiler's format (`Components.swift:12:10: error: … [#ID]`, its `note:`
///     lines after it).
///   - `// expect-error-at: Components.swift:<line>:<column>`, for an input whose generation must fail with a first
///     error at the user's declaration there, where no diagnostic says it yet and its wording is not settled: the
///     generator must not leave the mistake to the compiler, in the generated file.
///
/// The expectation says what the Swift code means, not what some version of the tool does with it.
struct RealCodeInput: CustomStringConvertible {
    static let driverMarker = "// main.swift"
    static let outputPrefix = "// expect-output:"
    static let diagnosticPrefix = "// expect-diagnostic: "
    static let errorLocationPrefix = "// expect-error-at: "

    let name: String
    let components: String
    let driver: String
    let expectedOutput: [String]
    let expectedDiagnostics: [String]
    /// `Components.swift:4:35`: where the first error must be, when the input does not give its exact text.
    let expectedErrorLocation: String?

    /// Whether generation must fail.
    var expectsFailure: Bool { !expectedDiagnostics.isEmpty || expectedErrorLocation != nil }

    var description: String { name }

    /// The program's whole expected standard output.
    var expectedStandardOutput: String { expectedOutput.map { $0 + "\n" }.joined() }

    init(name: String, text: String) throws {
        self.name = name
        var components: [Substring] = []
        var driver: [Substring] = []
        var output: [String] = []
        var diagnostics: [String] = []
        var errorLocations: [String] = []
        var inDriver = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(Self.outputPrefix) {
                let rest = line.dropFirst(Self.outputPrefix.count)
                output.append(String(rest.hasPrefix(" ") ? rest.dropFirst() : rest))
            } else if line.hasPrefix(Self.diagnosticPrefix) {
                diagnostics.append(String(line.dropFirst(Self.diagnosticPrefix.count)))
            } else if line.hasPrefix(Self.errorLocationPrefix) {
                errorLocations.append(String(line.dropFirst(Self.errorLocationPrefix.count)))
            } else if !output.isEmpty || !diagnostics.isEmpty || !errorLocations.isEmpty {
                guard line.isEmpty else {
                    throw FormatError(input: name, problem: "a line after the expectation: \(line)")
                }
            } else if !inDriver && line == Self.driverMarker {
                inDriver = true
            } else if inDriver {
                driver.append(line)
            } else {
                components.append(line)
            }
        }
        guard [!output.isEmpty, !diagnostics.isEmpty, !errorLocations.isEmpty].filter({ $0 }).count == 1,
              errorLocations.count <= 1 else {
            throw FormatError(input: name, problem: "expected output, diagnostics or one error location: one kind only")
        }
        guard output.isEmpty != inDriver else {
            throw FormatError(input: name, problem: "a driver ('// main.swift') goes with expected output only")
        }
        self.components = components.joined(separator: "\n")
        self.driver = driver.joined(separator: "\n")
        expectedOutput = output
        expectedDiagnostics = diagnostics
        expectedErrorLocation = errorLocations.first
    }

    struct FormatError: Error, CustomStringConvertible {
        let input: String
        let problem: String
        var description: String { "\(input): \(problem)" }
    }
}
