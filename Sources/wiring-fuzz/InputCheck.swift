import WiringCore
import WiringPictures

/// Runs the pipeline on one input and checks what must hold for every input, however broken.
struct InputCheck {
    enum Outcome {
        case generated
        case rejected
    }

    struct Failure: Error {
        var problem: String
    }

    /// Runs the whole pipeline and checks its result. With `repeating`, runs it again with the files in the
    /// opposite order, through the graph, the model dump and the three pictures, and checks that the output is the same.
    static func run(_ input: FuzzInput, repeating: Bool) throws(Failure) -> Outcome {
        let diagnostics = DiagnosticCollector()
        let output = Pipeline.generate(input.files, options: RenderOptions(), diagnostics: diagnostics)?.singleFile
        switch (output, diagnostics.hasErrors) {
        case (nil, false): throw Failure(problem: "neither output nor an error")
        case (.some, true): throw Failure(problem: "output together with an error")
        default: break
        }
        try checkDiagnostics(diagnostics.diagnostics, of: input.files)
        if let output, output.contains(input.marker) {
            throw Failure(
                problem: "hostile annotation text reached the generated code: '\(input.marker)' is in the output")
        }
        if repeating { try repeatRun(input, output: output, diagnostics: diagnostics) }
        return output == nil ? .rejected : .generated
    }

    private static func repeatRun(_ input: FuzzInput, output: String?, diagnostics: DiagnosticCollector) throws(Failure)
    {
        let reversed = Array(input.files.reversed())
        let again = DiagnosticCollector()
        let graph = Pipeline.resolve(reversed, diagnostics: again)
        if again.sorted.map(\.formatted) != diagnostics.sorted.map(\.formatted) {
            throw Failure(problem: "a second run with the files in the opposite order gave other diagnostics")
        }
        if let graph, !again.hasErrors {
            guard AppGraphRenderer.render(graph, options: RenderOptions()).singleFile == output else {
                throw Failure(problem: "a second run with the files in the opposite order gave other output")
            }
            do {
                _ = try GraphExport.dot(graph)
                _ = try GraphExport.mermaid(graph)
                _ = try GraphExport.svg(graph)
            } catch {
                throw Failure(problem: "drawing the whole graph failed: \(error)")
            }
        }
        do {
            _ = try ModelDump(Pipeline.model(reversed, diagnostics: DiagnosticCollector())).json()
        } catch {
            throw Failure(problem: "the model dump failed: \(error)")
        }
    }

    /// Every location (of a diagnostic or a note) is in an input file, on one of its lines, at most one column past
    /// the line's end; every message is free of control and bidirectional formatting characters, which could forge
    /// diagnostic lines, drive the terminal that shows them or reorder what it shows.
    private static func checkDiagnostics(_ diagnostics: [Diagnostic], of files: [Pipeline.SourceFile]) throws(Failure) {
        var lineLengths: [String: [Int]] = [:]
        for file in files { lineLengths[file.path] = Self.lineLengths(file.contents) }
        for diagnostic in diagnostics {
            let located =
                [(diagnostic.location, diagnostic.message)] + diagnostic.notes.map { ($0.location, $0.message) }
            for (location, message) in located {
                if let control = message.unicodeScalars.first(where: {
                    $0.properties.generalCategory == .control || $0.properties.isBidiControl
                }) {
                    throw Failure(
                        problem:
                            "control character U+\(String(control.value, radix: 16, uppercase: true)) in the diagnostic '\(message.prefix(200))'"
                    )
                }
                guard let location else { continue }
                guard let lengths = lineLengths[location.file] else {
                    throw Failure(
                        problem: "diagnostic in a file that is not an input: \(location) '\(message.prefix(200))'")
                }
                guard location.line >= 1, location.line <= lengths.count, location.column >= 1,
                    location.column <= lengths[location.line - 1] + 1
                else {
                    throw Failure(
                        problem:
                            "diagnostic outside the input (\(lengths.count) lines): \(location) '\(message.prefix(200))'"
                    )
                }
            }
        }
    }

    /// The length in bytes of each line, lines ending as the lexer ends them: `\n`, `\r\n` or a lone `\r`.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var lineStart = 0
        var position = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"):
                lengths.append(position - lineStart)
                lineStart = position + 1
            case UInt8(ascii: "\r"):
                lengths.append(position - lineStart)
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\n") { position += 1 }
                lineStart = position + 1
            default: break
            }
            position += 1
        }
        lengths.append(bytes.count - lineStart)
        return lengths
    }
}
