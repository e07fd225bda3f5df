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
        let indices = options.only.map { [$0] } ?? Array(0..<options.count)
        if let folder = options.writeInputs { writeInputs(indices, options: options, corpus: corpus, to: folder) }

        CrashReport.install()
        let watchdog = Watchdog(timeLimit: options.timeLimit)
        var summary = FuzzSummary()
        let start = Date()
        for index in indices {
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

    /// `--write-inputs`: each input as a folder of its files, named by its index, and its description as a line of
    /// `inputs.txt`; nothing is tried.
    private static func writeInputs(_ indices: [Int], options: FuzzOptions, corpus: Corpus, to folder: String) -> Never
    {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: folder)
        if let existing = try? manager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            fail("'\(folder)' is not empty: --write-inputs writes into a new or empty folder", status: 2)
        }
        let start = Date()
        var descriptions = ""
        var bytes = 0
        for index in indices {
            let input = FuzzInput(index: index, seed: options.seed, corpus: corpus)
            let inputFolder = root.appending(path: String(index))
            do {
                try manager.createDirectory(at: inputFolder, withIntermediateDirectories: true)
                for file in input.files {
                    let name = URL(fileURLWithPath: file.path).lastPathComponent
                    try Data(file.contents).write(to: inputFolder.appending(path: name))
                    bytes += file.contents.count
                }
            } catch {
                fail("cannot write '\(inputFolder.path)': \(error)", status: 2)
            }
            // An annotation's continuation line would break the line apart.
            let description = input.description(options: options).replacing("\n", with: "\\n").replacing(
                "\t", with: "\\t")
            descriptions += "\(index)\t\(description)\n"
        }
        guard manager.createFile(atPath: root.appending(path: "inputs.txt").path, contents: Data(descriptions.utf8))
        else {
            fail("cannot write '\(root.appending(path: "inputs.txt").path)'", status: 2)
        }
        print(
            "wiring-fuzz: wrote \(indices.count) inputs (\(bytes / 1_048_576) MB) to \(folder) in "
                + String(format: "%.2f s", Date().timeIntervalSince(start)))
        exit(0)
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("wiring-fuzz: error: \(message)\n".utf8))
        exit(status)
    }
}
