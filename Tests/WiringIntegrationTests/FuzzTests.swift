import Foundation
import Testing

/// The mutation fuzzer (`wiring-fuzz`, see docs/Reliability.md) on a fixed seed, and the `wiring` command on input no
/// one would write: whatever the bytes, a run ends with generated code or diagnostics, never a crash.
@Suite struct FuzzTests {
    /// A short run of the debug build: every input passes (the summary is attached to the test's results).
    @Test func aSeededRunPasses() throws {
        let result = try Command.run(Command.wiringFuzz.path, ["--seed", "1", "--count", "100", "--time-limit", "60"])
        Attachment.record(result.combined, named: "wiring-fuzz summary.txt")
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.standardOutput.contains("wiring-fuzz: 100 inputs tried in "), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(", 0 failed\n"), "\(result.standardOutput)")
    }

    /// An input is made from the seed and its index alone: `--only` makes the one a whole run made, and writes it.
    @Test func anInputIsMadeAgainFromItsSeedAndIndex() throws {
        let run = try Command.run(Command.wiringFuzz.path, ["--seed", "7", "--count", "6", "--verbose", "--time-limit", "60"])
        let file = FileManager.default.temporaryDirectory.appending(path: "wiring-fuzz-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        let only = try Command.run(Command.wiringFuzz.path,
                                   ["--seed", "7", "--only", "5", "--verbose", "--time-limit", "60", "--write-input", file.path])
        #expect(run.status == 0 && only.status == 0, "\(run.combined)\n\(only.combined)")
        let tried = { (output: String) in output.split(separator: "\n").filter { $0.hasPrefix("trying input 5 ") } }
        #expect(tried(only.standardError).count == 1)
        #expect(tried(only.standardError) == tried(run.standardError))
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    /// `--write-inputs` writes each input as a folder of its files, as the run with the same seed makes it, for other
    /// programs to read (Tools/differential.sh runs two builds of `wiring` on them), and tries none.
    @Test func inputsAreWrittenAsFoldersOfTheirFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-fuzz-inputs-\(UUID().uuidString)")
        let file = FileManager.default.temporaryDirectory.appending(path: "wiring-fuzz-\(UUID().uuidString).swift")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: file)
        }
        let written = try Command.run(Command.wiringFuzz.path, ["--seed", "7", "--count", "6", "--write-inputs", folder.path])
        #expect(written.status == 0, "\(written.combined)")
        #expect(written.standardOutput.contains("wiring-fuzz: wrote 6 inputs ("), "\(written.standardOutput)")
        #expect(!written.standardOutput.contains("inputs tried"), "\(written.standardOutput)")
        let lines = try String(contentsOf: folder.appending(path: "inputs.txt"), encoding: .utf8).split(separator: "\n")
        #expect(lines.map { $0.prefix { $0 != "\t" } } == ["0", "1", "2", "3", "4", "5"])

        // The first input whose mutated file has several other files in its folder (which files the seed picks depends on
        // the repository's files): that file, as `--only <index> --write-input` writes it, is in the input's folder by
        // its name, with the other files of its folder.
        var found: (index: Int, report: Substring)?
        for index in 0..<6 where found == nil {
            let only = try Command.run(Command.wiringFuzz.path, ["--seed", "7", "--only", "\(index)", "--time-limit", "60",
                                                                 "--write-input", file.path])
            #expect(only.status == 0, "\(only.combined)")
            let report = only.standardOutput.split(separator: "\n").first { $0.hasPrefix("wiring-fuzz: wrote the mutated ") }
            let others = report?.split(separator: "; it is read with ").dropFirst().first?.split(separator: " ") ?? []
            if let report, others.count > 1 { found = (index, report) }
        }
        let (index, report) = try #require(found, "none of the 6 inputs of seed 7 mutates a file that has several others in its folder")
        let mutated = try #require(report.dropFirst("wiring-fuzz: wrote the mutated ".count).split(separator: " ").first)
        let name = URL(fileURLWithPath: String(mutated)).lastPathComponent
        #expect(try Data(contentsOf: folder.appending(path: "\(index)/\(name)")) == Data(contentsOf: file))
        let others = report.split(separator: "; it is read with ").dropFirst().first?.split(separator: " ") ?? []
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "\(index)").path).sorted()
        #expect(names == ([name] + others.map { URL(fileURLWithPath: String($0)).lastPathComponent }).sorted())

        let again = try Command.run(Command.wiringFuzz.path, ["--count", "1", "--write-inputs", folder.path])
        #expect(again.status == 2 && again.standardError.contains("is not empty"), "\(again.combined)")
    }

    /// `--corpus-sample` takes files of the package corpus's folder (a folder per package, `OWNER/NAME`), leaving out
    /// hidden folders such as `.git`, and names the command that fetches the corpus when the folder is missing.
    @Test func aCorpusSampleComesFromThePackageFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-fuzz-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["owner/name/Sources/A/A.swift", "owner/name/Package.swift", "other/pkg/B.swift",
                     "owner/name/.git/Hidden.swift", ".fetching/owner/partial/C.swift"]
        for (index, file) in files.enumerated() {
            let url = folder.appending(path: file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// @Component\nfinal class C\(index) { init() {} }\n".utf8).write(to: url)
        }
        let own = folder.appending(path: "Own.swift")
        try Data("struct Own {}\n".utf8).write(to: own)
        let sample = try Command.run(Command.wiringFuzz.path, ["--seed", "3", "--count", "4", "--time-limit", "60",
                                                               "--corpus-sample", "10", "--corpus-folder", folder.path, own.path])
        #expect(sample.status == 0, "\(sample.combined)")
        // The file given on the command line and the three visible package files.
        #expect(sample.standardOutput.contains("corpus of 4 files in 4 folders"), "\(sample.standardOutput)")

        let missing = try Command.run(Command.wiringFuzz.path, ["--count", "1", "--corpus-sample", "1",
                                                                "--corpus-folder", folder.appending(path: "none").path])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Tools/fetch-corpus.sh"), "\(missing.standardError)")
    }

    /// Invalid UTF-8 of every kind, bytes from all 256, and a 1 MB line: `wiring` answers with diagnostics (status 1)
    /// or a generated file (status 0), alone and together.
    @Test func wiringReadsAnyBytesWithoutCrashing() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let invalid: [UInt8] = [0x80, 0xBF, 0xC0, 0xAF, 0xE0, 0x80, 0xAF, 0xED, 0xA0, 0x80, 0xFF, 0xFE, 0xF4, 0x90, 0x80, 0x80, 0xE2, 0x82]
        var bytes = Array("// @Component(as: E".utf8) + invalid + Array(")\nfinal class V8 {}\n".utf8)
        bytes += (0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ 13) }
        let garbage = folder.appending(path: "Garbage.swift")
        try Data(bytes).write(to: garbage)
        let wide = folder.appending(path: "Wide.swift")
        let line = "let tail = 1 // " + String(repeating: "é(", count: 524_288)
        try Data("// @Component\nfinal class Wide {}\n\(line)\n// @Component\nfinal class After {}\n".utf8).write(to: wide)

        for inputs in [[garbage.path], [wide.path], [garbage.path, wide.path]] {
            let output = folder.appending(path: "AppGraph.swift")
            try? FileManager.default.removeItem(at: output)
            let result = try Command.run(Command.wiring.path, ["generate", "--output", output.path] + inputs)
            #expect(result.status == 0 || result.status == 1, "\(inputs): status \(result.status)\n\(result.combined.prefix(2000))")
            if result.status == 0 {
                #expect(FileManager.default.fileExists(atPath: output.path))
            } else {
                #expect(result.standardError.contains(": error: "), "\(result.combined.prefix(2000))")
            }
        }
    }
}
