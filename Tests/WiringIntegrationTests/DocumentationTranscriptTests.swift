import Foundation
import Testing
import WiringCore

/// Every shell block of the documentation (`README.md`, `docs/`, the examples' READMEs) is run the way a reader runs
/// it, as `docs/WritingDocs.md` describes: in a new package made of the page's samples, which resolves Wiring by the
/// URL the pages give, or in a fresh copy of the repository. A transcript's commands must print what the page shows,
/// a list's commands must succeed, and a block that is not run says why.
@Suite struct DocumentationTranscriptTests {
    @Test func everyShellBlockOfTheDocumentationRunsAsShown() throws {
        let start = ContinuousClock.now
        let root = Command.repositoryRoot
        let (files, problems) = try DocumentationSamples.blocksOfDocumentation(in: root)
        let plan = DocumentationTranscripts.plan(files, samples: DocumentationSamples.plan(files), root: root)
        for problem in problems + plan.problems {
            Issue.record(Comment(rawValue: problem.description), sourceLocation: DocumentationSampleTests.sourceLocation(problem.location))
        }
        let failures = try TranscriptChecker().run(plan)
        for failure in failures {
            Issue.record(Comment(rawValue: failure.description), sourceLocation: DocumentationSampleTests.sourceLocation(failure.location))
        }
        #expect(!plan.jobs.isEmpty)
        let steps = plan.jobs.flatMap(\.steps)
        let transcripts = steps.count { $0.comparesOutput }
        print("Documentation transcripts: \(transcripts) transcripts and \(steps.count - transcripts) command lists run in \(plan.jobs.count) places (\(steps.map(\.commands.count).reduce(0, +)) commands); \(plan.examples.count) example transcripts run by PackageBuildTests, \(plan.diagnosticsExamples.count) diagnostics examples by DiagnosticsDocumentationTests; \(plan.notRun.count) blocks not run, with their reasons; in \(ContinuousClock.now - start); \(failures.count + problems.count + plan.problems.count) failed")
    }

    /// The convention is enforced: a shell block without a directive, a directive that is not understood or does not
    /// fit its block, is an error at its line.
    @Test func aShellBlockThatCannotBeRunIsAnError() {
        let markdown = """
            ```sh
            swift build
            ```

            <!-- transcript: sample package -->
            ```sh
            $ swift run
            ```

            <!-- not run: -->
            ```sh
            rm -rf /
            ```

            <!-- transcript: somewhere -->
            ```sh
            $ ls
            ```

            <!-- run: repository -->
            ```sh
            $ ls
            ```

            <!-- transcript: repository -->
            ```sh
            ls
            ```

            <!-- transcript: repository; exit one -->
            ```sh
            $ false
            ```

            <!-- run: repository Nowhere -->
            ```sh
            ls
            ```

            <!-- transcript: example -->
            ```sh
            $ swift run
            ```

            <!-- diagnostics example -->
            ```sh
            wiring check App.swift
            ```

            <!-- run: repository -->
            ```swift
            let a = 1
            ```

            <!-- sample: manifest arguments -->
            ```swift
            dependencies: [], targets: [.executableTarget(name: "MyApp")]
            ```

            ```swift
            print(1)
            ```

            <!-- run: sample package -->
            ```sh
            swift build
            ```

            ```swift
            print(2)
            ```

            <!-- run: sample package -->
            ```sh
            swift build
            ```
            """
        let (blocks, problems) = DocumentationSamples.blocks(in: markdown, file: "Bad.md")
        let files = [("Bad.md", blocks)]
        let plan = DocumentationTranscripts.plan(files, samples: DocumentationSamples.plan(files), root: Command.repositoryRoot)
        #expect((problems + plan.problems).map(\.description) == [
            "Bad.md:10: 'not run' needs its reason: <!-- not run: <reason> -->",
            "Bad.md:15: unknown place 'somewhere'; the places are 'sample package', 'repository', 'repository <folder>' and 'example'",
            "Bad.md:30: unknown option 'exit one'; a transcript takes 'exit <status>' (of its last command), a 'run' block no option",
            "Bad.md:2: a ```sh block needs a directive above it: '<!-- transcript: <place> -->', '<!-- run: <place> -->' or '<!-- not run: <reason> -->' (see docs/WritingDocs.md)",
            "Bad.md:7: a 'sample package' is made of the page's samples above the block: a program and a manifest ('<!-- sample: manifest … -->'), and there is no program above it",
            "Bad.md:12: a ```sh block needs a directive above it: '<!-- transcript: <place> -->', '<!-- run: <place> -->' or '<!-- not run: <reason> -->' (see docs/WritingDocs.md)",
            "Bad.md:17: a ```sh block needs a directive above it: '<!-- transcript: <place> -->', '<!-- run: <place> -->' or '<!-- not run: <reason> -->' (see docs/WritingDocs.md)",
            "Bad.md:22: a 'run' block lists commands without '$ '; commands with what they print are a 'transcript'",
            "Bad.md:27: a transcript starts with a command ('$ …'); what a command prints follows it",
            "Bad.md:32: a ```sh block needs a directive above it: '<!-- transcript: <place> -->', '<!-- run: <place> -->' or '<!-- not run: <reason> -->' (see docs/WritingDocs.md)",
            "Bad.md:37: the repository has no folder 'Nowhere'",
            "Bad.md:42: the place 'example' is the folder of an example's README (Examples/<name>/README.md)",
            "Bad.md:47: only docs/Diagnostics.md has diagnostics examples",
            "Bad.md:52: a transcript, run or not run directive goes above a ```sh block",
            "Bad.md:75: a page's commands run in one package, made of the samples above its first 'sample package' block; this block follows other samples",
        ])
        #expect(plan.jobs.count == 1 && plan.jobs[0].steps.map(\.block.location.line) == [66])
    }

    /// A sample that fails on purpose, shown between a page's program and its commands (a README's "forget this and
    /// the build stops here"), makes no package: the commands run in the program above it.
    @Test func theCommandsFollowTheLastSampleThatBuilds() {
        let markdown = """
            ```swift
            print(1)
            ```

            <!-- sample: fails missing binding -->
            ```swift
            // @Component
            final class Car { init(engine: Engine) {} }
            ```

            <!-- sample: manifest arguments -->
            ```swift
            dependencies: [], targets: [.executableTarget(name: "MyApp")]
            ```

            <!-- run: sample package -->
            ```sh
            swift build
            ```
            """
        let (blocks, problems) = DocumentationSamples.blocks(in: markdown, file: "Page.md")
        let files = [("Page.md", blocks)]
        let plan = DocumentationTranscripts.plan(files, samples: DocumentationSamples.plan(files), root: Command.repositoryRoot)
        #expect(problems.isEmpty && plan.problems.isEmpty, "\((problems + plan.problems).map(\.description))")
        guard plan.jobs.count == 1, case .samplePackage(_, let program, _, _) = plan.jobs[0].setup else {
            Issue.record("expected one sample package, got \(plan.jobs.count) jobs")
            return
        }
        #expect(program.location.line == 2)
        #expect(program.expectedFailure == nil)
    }

    /// What SwiftPM prints while it resolves and builds is not on the pages; a place's folder is written as the page
    /// writes it; `…` stands for any text in a line, or for any lines on a line of its own.
    @Test func outputIsComparedAsThePageShowsIt() {
        let output = """
            Fetching https://github.com/wiring-swift/Wiring
            Fetched https://github.com/wiring-swift/Wiring from cache (0.10s)
            Computing version for https://github.com/wiring-swift/Wiring
            Computed https://github.com/wiring-swift/Wiring at 0.1.0 (0.39s)
            Creating working copy for https://github.com/wiring-swift/Wiring
            Working copy of https://github.com/wiring-swift/Wiring resolved at 0.1.0
            [0/1] Planning build
            Building for debugging...
            [5/7] Wiring: generating AppGraph.swift for MyApp
            Build of product 'MyApp' complete! (21.41s)
            Build complete! (1.5s)
            /tmp/x/MyApp/Sources/MyApp/main.swift is read   \("")
            [not progress]
            750 hp


            """
        let shown = TranscriptOutput.shownLines(of: output, placeholders: [("/tmp/x/MyApp", "/src/MyApp")])
        #expect(shown == ["/src/MyApp/Sources/MyApp/main.swift is read", "[not progress]", "750 hp"])

        #expect(TranscriptOutput.matches("Build … in … s", "Build done in 3.2 s"))
        #expect(!TranscriptOutput.matches("Build … in … s", "Build done in 3.2 ms!"))
        #expect(TranscriptOutput.matches("a…", "a") && TranscriptOutput.matches("a…b…a", "aba") && !TranscriptOutput.matches("a…a", "a"))
        #expect(TranscriptOutput.difference(page: ["first", "…", "last"], printed: ["first", "2", "3", "last"], pageName: "P") == nil)
        #expect(TranscriptOutput.difference(page: ["first", "…"], printed: ["first"], pageName: "P") == nil)
        #expect(TranscriptOutput.difference(page: ["first", "…", "last"], printed: ["first", "2", "3", "end"], pageName: "P") == """
            --- P
            +++ what it printed
            @@ -1,4 +1,4 @@
             first
             2
             3
            -last
            +end

            """)
        #expect(TranscriptOutput.difference(page: ["…", "750 hp"], printed: ["Built", "751 hp"], pageName: "P") == """
            --- P
            +++ what it printed
            @@ -1,2 +1,2 @@
             Built
            -750 hp
            +751 hp

            """)
        #expect(TranscriptOutput.difference(page: ["750 hp"], printed: ["750 hp", "more"], pageName: "P") != nil)
    }

    /// A transcript that drifts fails at its block, with the page against what was printed; a command that fails,
    /// unless the page says so, fails too, and what it printed points at the Markdown lines of the sample's files. The commands run in a package made of the page's samples (its folder shown
    /// as `/src/MyApp`), which resolves Wiring's URL to the release made of the working tree; one block's commands
    /// share a shell.
    @Test func aTranscriptThatDriftsFailsAtItsBlock() throws {
        let markdown = """
            <!-- sample: manifest arguments -->
            ```swift
            dependencies: [.package(url: "https://github.com/wiring-swift/Wiring", from: "0.1.0")],
            targets: [.executableTarget(name: "MyApp", plugins: [.plugin(name: "WiringPlugin", package: "Wiring")])]
            ```

            ```swift
            print("hello")
            ```

            <!-- transcript: sample package -->
            ```sh
            $ pwd
            /src/MyApp
            $ ls Sources/MyApp
            main.swift
            $ git ls-remote --tags https://github.com/wiring-swift/Wiring   # the release made of the working tree
            …\trefs/tags/\(WiringVersion.current)
            $ cd Sources && ls && echo "to standard error" >&2
            MyApp
            to standard error
            $ sh -c 'exit 3'
            ```

            <!-- run: sample package -->
            ```sh
            # a comment
            test -f Package.swift
            test -f Sources/MyApp/main.swift && \\
                echo "$PWD/Sources/MyApp/main.swift:1:1: error: a compiler's message" && false
            ```

            <!-- transcript: sample package; exit 3 -->
            ```sh
            $ echo 750 hp; echo "one more line"
            751 hp
            $ sh -c 'exit 3'
            ```

            <!-- transcript: repository -->
            ```sh
            $ git describe --tags
            \(WiringVersion.current)
            $ ls Examples
            …
            RaceCar
            $ exit 4
            ```
            """
        let (blocks, problems) = DocumentationSamples.blocks(in: markdown, file: "Drift.md")
        let files = [("Drift.md", blocks)]
        let plan = DocumentationTranscripts.plan(files, samples: DocumentationSamples.plan(files), root: Command.repositoryRoot)
        #expect(problems.isEmpty && plan.problems.isEmpty, "\(problems) \(plan.problems)")
        let failures = try TranscriptChecker().run(plan)
        let messages = failures.map(\.description)
        #expect(failures.map(\.location.line) == [13, 27, 35, 42], "\(messages)")
        guard messages.count == 4 else { return }
        #expect(messages[0] == "Drift.md:13: 'sh -c 'exit 3'' (Drift.md:22) exited with status 3, and the page shows it succeeding; it printed:\n")
        #expect(messages[1] == "Drift.md:27: 'test -f Sources/MyApp/main.swift && \\' (Drift.md:29) exited with status 1, and the page shows it succeeding; it printed:\nDrift.md:8:1: error: a compiler's message\n")
        #expect(messages[2] == """
            Drift.md:35: 'echo 750 hp; echo "one more line"' (Drift.md:35) printed something else than the page shows:
            --- Drift.md:35 (the page)
            +++ what it printed
            @@ -1 +1,2 @@
            -751 hp
            +750 hp
            +one more line

            """)
        #expect(messages[3].hasPrefix("Drift.md:42: the shell ended before 'exit 4' (Drift.md:47) finished"), "\(messages[3])")
    }
}
