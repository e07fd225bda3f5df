import Foundation
import Testing
import WiringCore

/// Inputs written the way real apps and servers are (`RealCodeInputs/`, one file each, in the format
/// `RealCodeInput` describes): UIKit- and SwiftUI-style screens with stand-ins for the frameworks, server services,
/// a to-do app's models, settings, analytics, networking, caches, sessions in child graphs, generics, collections,
/// assisted factories, lazy values, teardown, entry points, and the mistakes people make with them. A valid input is
/// generated in process, compiled with its driver as a user's target is (Swift 6, warnings as errors) and run, and its
/// standard output must be exactly the expected one; a mistaken input must fail generation with exactly the expected
/// diagnostics (or, where none reports the mistake yet, with an error at the user's line).
@Suite struct RealCodeInputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "RealCodeInputs")

    static var inputNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    /// Compiles are this suite's cost: at most two run at once, however many cases the test runner starts.
    static let compiles = CompileSlots(count: 2)

    @Test func thereAreAHundredInputs() {
        #expect(Self.inputNames.count >= 100)
    }

    @Test(arguments: inputNames)
    func behavesAsWritten(name: String) async throws {
        let text = try String(contentsOf: Self.folder.appending(path: "\(name).swift"), encoding: .utf8)
        let input = try RealCodeInput(name: name, text: text)
        if input.expectsFailure {
            Self.checkDiagnostics(input)
        } else {
            try await Self.compiles.run { try Self.checkProgram(input) }
        }
    }

    /// Generates, compiles and runs the input's program; its standard output must be the expected one.
    private static func checkProgram(_ input: RealCodeInput) throws {
        let program = try GraphProgram(components: input.components, driver: input.driver)
        defer { program.remove() }
        let run = try program.run(timeout: 60)
        #expect(run.status == 0, "\(input.name) exited with status \(run.status):\n\(run.standardError)")
        #expect(run.standardOutput == input.expectedStandardOutput,
                "\(input.name) printed:\n\(run.standardOutput)\nexpected:\n\(input.expectedStandardOutput)")
    }

    /// Generates the input's graph, which must fail with exactly the expected diagnostics, or with a first error at
    /// the expected location.
    private static func checkDiagnostics(_ input: RealCodeInput) {
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            [Pipeline.SourceFile(path: "Components.swift", contents: Array(input.components.utf8))],
            options: RenderOptions(), diagnostics: diagnostics)?.singleFile
        let reported = diagnostics.sorted.map(\.formatted).joined(separator: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let listed = reported.joined(separator: "\n")
        #expect(generated == nil && diagnostics.hasErrors, "\(input.name) must fail generation; it generated a graph")
        if let location = input.expectedErrorLocation {
            #expect(reported.first?.hasPrefix("\(location): error: ") == true,
                    "\(input.name) must report an error at \(location) first; it reported:\n\(listed)")
        } else {
            #expect(reported == input.expectedDiagnostics, "\(input.name) reported other diagnostics:\n\(listed)")
        }
    }
}

/// A counting semaphore for async tests: `run` waits for one of `count` slots, then runs its blocking body off the
/// actor, so that the slots' bodies run side by side.
actor CompileSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    nonisolated func run<T>(_ body: () throws -> T) async throws -> T {
        await acquire()
        let result = Result { try body() }
        await release()
        return try result.get()
    }

    private func acquire() async {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    private func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
