import Foundation
import WiringCore

/// `wiring-fuzz`: a deterministic mutation fuzzer for Wiring's pipeline (see `docs/Reliability.md`).
@main
enum FuzzCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(FuzzOptions.usage)
            return
        }
        let options: FuzzOptions
        do {
            options = try FuzzOptions(arguments: arguments)
        } catch {
            fail("\(error.message)\nRun 'wiring-fuzz --help' for usage.", status: 2)
        }
        let corpus: Corpus
        do {
            var loaded = try Corpus(paths: options.corpusPaths.isEmpty ? Corpus.defaultPaths : options.corpusPaths)
            if options.corpusSample > 0 {
                try loaded.addPackageSample(options.corpusSample, folder: options.corpusFolder, seed: options.seed)
            }
            corpus = loaded
        } catch {
            fail(error.description, status: 2)
        }
        guard !corpus.files.isEmpty else { fail("the corpus has no .swift files", status: 2) }
        print(
            "wiring-fuzz: seed \(options.seed), corpus of \(corpus.files.count) files in \(corpus.groups.count) folders "
                + "(\(corpus.byteCount / 1024) KB), time limit \(options.timeLimit) s per input")
        fflush(nil)

        CrashReport.install()
        let watchdog = Watchdog(timeLimit: options.timeLimit)
        var summary = FuzzSummary()
        let start = Date()
        for index in options.only.map({ [$0] }) ?? Array(0..<options.count) {
            let input = FuzzInput(index: index, seed: options.seed, corpus: corpus)
            let description = input.description(options: options)
            if options.verbose { FileHandle.standardError.write(Data(("trying " + description + "\n").utf8)) }
            if let path = options.writeInput { write(input, to: path) }
            CrashReport.describe(description)
            // Every fourth input (and a reproduced one) is also run again, for determinism and the other outputs.
            let repeating = index % 4 == 0 || options.only != nil
            watchdog.start(description)
            let inputStart = Watchdog.processorTime()
            let result = Result { () throws(InputCheck.Failure) in try InputCheck.run(input, repeating: repeating) }
            let seconds = Watchdog.processorTime() - inputStart
            watchdog.stop()
            if case .failure(let failure) = result {
                print("wiring-fuzz: FAILED: \(failure.problem)\n  \(description)")
                fflush(nil)
            }
            summary.record(input, description: description, repeated: repeating, result: result, seconds: seconds)
        }
        print(summary.report(seconds: Date().timeIntervalSince(start)))
        exit(summary.failures.isEmpty ? 0 : 1)
    }

    private static func write(_ input: FuzzInput, to path: String) {
        guard FileManager.default.createFile(atPath: path, contents: Data(input.files[input.mutatedFile].contents))
        else {
            fail("cannot write '\(path)'", status: 2)
        }
        let others = input.files.indices.filter { $0 != input.mutatedFile }.map { input.files[$0].path }
        print(
            "wiring-fuzz: wrote the mutated \(input.files[input.mutatedFile].path) to \(path)"
                + (others.isEmpty ? "" : "; it is read with \(others.joined(separator: " "))"))
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("wiring-fuzz: error: \(message)\n".utf8))
        exit(status)
    }
}
