import Foundation
import Testing

/// Every code sample of the documentation (`README.md`, `docs/`, the examples' READMEs, the DocC catalog) is
/// compiled for real, as `docs/WritingDocs.md` describes: a sample that no longer compiles, a manifest that no longer
/// evaluates, an excerpt of generated code that no longer matches, fails here at its file and line.
@Suite struct DocumentationSampleTests {
    @Test func everySampleOfTheDocumentationCompiles() throws {
        let start = ContinuousClock.now
        let (files, problems) = try DocumentationSamples.blocksOfDocumentation(in: Command.repositoryRoot)
        let plan = DocumentationSamples.plan(files)
        for problem in problems + plan.problems {
            Issue.record(Comment(rawValue: problem.description), sourceLocation: Self.sourceLocation(problem.location))
        }
        let failures = try SampleChecker().run(plan)
        for failure in failures {
            Issue.record(Comment(rawValue: failure.description), sourceLocation: Self.sourceLocation(failure.location))
        }
        #expect(plan.swiftBlocks > 0)
        var counts: [String: Int] = [:]
        for check in plan.checks {
            switch check {
            case .program: counts["programs", default: 0] += 1
            case .manifest: counts["manifests", default: 0] += 1
            case .excerpt: counts["excerpts", default: 0] += 1
            case .sourceExcerpt: counts["source excerpts", default: 0] += 1
            case .output: counts["outputs", default: 0] += 1
            }
        }
        print("Documentation samples: \(plan.swiftBlocks) swift blocks in \(files.count) files, checked as \(counts["programs", default: 0]) programs, \(counts["manifests", default: 0]) manifests, \(counts["excerpts", default: 0]) excerpts of generated code, \(counts["source excerpts", default: 0]) excerpts of the repository's files and \(counts["outputs", default: 0]) diagnostics outputs in \(ContinuousClock.now - start); \(failures.count + problems.count + plan.problems.count) failed")
    }

    /// The convention is enforced: what the checker does not understand is an error at its line, never skipped.
    @Test func aSampleThatCannotBeCheckedIsAnError() {
        let markdown = """
            <!-- sample: continues -->
            ```swift
            let a = 1
            ```

            <!-- sample: compiles -->
            ```swift
            let b = 2
            ```

            <!-- sample: generated -->

            ```swift
            let c = 3
            ```

            <!-- sample: configuration -->
            ```swift
            let d = 4
            ```

            <!-- sample: manifest; continues -->
            ```swift
            let e = 5
            ```

            <!-- sample: fails -->
            ```swift
            let f = 6
            ```

            ```json
            {}
            ```

            <!-- sample: generated -->
            ```text
            g
            ```
            """
        let (blocks, problems) = DocumentationSamples.blocks(in: markdown, file: "Bad.md")
        let plan = DocumentationSamples.plan([("Bad.md", blocks)])
        #expect(Set((problems + plan.problems).map(\.description)) == [
            "Bad.md:3: 'continues' needs a sample above it in the same file",
            "Bad.md:6: unknown sample directive 'compiles'; the directives are continues, file, module, package-module, test, fails, output, uses, configuration, manifest, generated and excerpt (see docs/WritingDocs.md)",
            "Bad.md:11: a '<!-- sample: … -->' or '<!-- transcript: … -->' comment must be directly above a fenced code block",
            "Bad.md:19: 'configuration' goes above a ```json block",
            "Bad.md:24: 'manifest' stands alone, above a ```swift block",
            "Bad.md:27: 'fails' needs the text of the expected diagnostic",
            "Bad.md:38: 'generated' stands alone, above a ```swift block",
        ])
        #expect(plan.swiftBlocks == 6)
    }

    /// A sample that does not compile (the app, a library module or a test file), a failure that does not happen, an
    /// excerpt or an output that does not match, and a manifest that does not evaluate each fail at their own line.
    @Test func aBrokenSampleFailsAtItsLine() throws {
        let markdown = """
            # Broken

            ```swift
            // @Component
            final class Engine {}

            let graph = AppGraph()
            let engine: Int = graph.engine
            ```

            <!-- sample: generated -->
            ```swift
            final class AppGraph: Sendable {
                …
                var engine: Engine {
                    Engine(horsepower: 1)
                }
            ```

            <!-- sample: fails missing binding for 'Wheel' -->
            ```swift
            // @Component
            final class Car { init(engine: Engine, brakes: Brakes) {} }
            ```
            <!-- sample: continues -->
            ```swift
            // @Component
            final class Engine {}
            ```

            <!-- sample: manifest target -->
            ```swift
            .executableTarget(name: "MyApp", plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]),
            .target(name: "Core", dependencies: ["MyApp"], exclud: ["wiring.json"]),
            ```

            <!-- sample: manifest target -->
            ```swift
            .executableTarget(name: "MyApp", plugins: [.plugin(name: "WiringPlugins", package: "Wiring")]),
            ```

            <!-- sample: fails missing binding -->
            ```swift
            // @Component
            final class Car { init(engine: Engine) {} }
            ```

            <!-- sample: output -->
            ```text
            Sources/MyApp/main.swift:2:10: error: something else
            ```

            <!-- sample: module Parts -->
            ```swift
            // @Component
            public struct Wheel {
                public init() { undefined() }
            }
            ```
            <!-- sample: continues -->
            ```swift
            import Parts

            // @Component
            struct Car { let wheel: Wheel }
            ```

            <!-- sample: file Car.swift -->
            ```swift
            // @Component
            final class Car {}
            ```
            <!-- sample: continues; test -->
            ```swift
            import Testing
            @testable import MyApp

            @Test func car() { #expect(AppGraph().car == 1) }
            ```
            """
        let (blocks, problems) = DocumentationSamples.blocks(in: markdown, file: "Broken.md")
        let plan = DocumentationSamples.plan([("Broken.md", blocks)])
        #expect(problems.isEmpty && plan.problems.isEmpty)
        let failures = try SampleChecker().run(plan)
        let messages = failures.map(\.description)
        #expect(failures.map(\.location.line) == [4, 16, 22, 33, 39, 50, 55, 70], "\(messages)")
        guard messages.count == 8 else { return }
        #expect(messages[0].contains("Broken.md:8:"), "\(messages[0])")
        #expect(messages[0].contains("error: cannot convert value of type 'Engine' to specified type 'Int'"), "\(messages[0])")
        #expect(messages[1].contains("this line of the excerpt is not in the graph generated for the sample at Broken.md:4 where the lines above it are"), "\(messages[1])")
        #expect(messages[2].contains("the generator failed, but not with 'missing binding for 'Wheel''"), "\(messages[2])")
        #expect(messages[2].contains("Broken.md:23:"), "\(messages[2])")
        #expect(messages[3].contains("Broken.md:34:"), "\(messages[3])")
        #expect(messages[4] == "Broken.md:39: Wiring has no plugin 'WiringPlugins'; its plugins are [\"WiringCommandPlugin\", \"WiringGeneratePlugin\", \"WiringPlugin\"]")
        #expect(messages[5].hasPrefix("Broken.md:50: the generator reported something else for the sample at Broken.md:44:\nSources/MyApp/main.swift:2:24: error: missing binding for 'Engine'"), "\(messages[5])")
        #expect(messages[6].hasPrefix("Broken.md:55: module 'Parts' does not compile:\nBroken.md:57:21: error: cannot find 'undefined' in scope"), "\(messages[6])")
        #expect(messages[7].hasPrefix("Broken.md:70: the tests do not compile:\nBroken.md:78:"), "\(messages[7])")
    }

    /// An excerpt of a file of the repository passes when its runs of lines are in the file in order, whatever their
    /// indentation, and fails at the first line that is not; so does one that names no file. The directive stands
    /// alone.
    @Test func anExcerptOfAFileMustBeInTheFile() throws {
        let markdown = """
            <!-- sample: excerpt from Examples/Parcels/Sources/ParcelsKit/Server.swift -->
            ```swift
            router.get("parcels") { request, _ in
                try await respond(to: request, graph: graph) { desk in try await desk.parcels() }
            }

            …

            struct GraphShutdown: Service {
            ```

            <!-- sample: excerpt from Examples/Parcels/Sources/ParcelsKit/Server.swift -->
            ```swift
            struct GraphShutdown: Service {
                let graph: AppGraph
                let pool: ConnectionPool
            ```

            <!-- sample: excerpt from Examples/Parcels/Sources/ParcelsKit/Nowhere.swift -->
            ```swift
            let nothing = 0
            ```

            <!-- sample: excerpt from Examples/Parcels/Sources/ParcelsKit/Server.swift; continues -->
            ```swift
            let x = 1
            ```
            """
        let (blocks, problems) = DocumentationSamples.blocks(in: markdown, file: "Excerpts.md")
        let plan = DocumentationSamples.plan([("Excerpts.md", blocks)])
        #expect(problems.isEmpty)
        #expect(plan.problems.map(\.description) == ["Excerpts.md:26: 'excerpt from' stands alone, above a ```swift block"])
        let failures = try SampleChecker().run(plan).map(\.description)
        try #require(failures.count == 2, "\(failures)")
        #expect(failures[0].hasPrefix("Excerpts.md:16: this line of the excerpt is not in 'Examples/Parcels/Sources/ParcelsKit/Server.swift' where the lines above it are"), "\(failures[0])")
        #expect(failures[0].hasSuffix(": 'let pool: ConnectionPool'; the line there is ''"), "\(failures[0])")
        #expect(failures[1] == "Excerpts.md:21: the repository has no file 'Examples/Parcels/Sources/ParcelsKit/Nowhere.swift'")
    }

    /// A `path:line` of a file a check wrote becomes the Markdown line it came from.
    @Test func toolOutputPointsAtTheMarkdown() throws {
        let folder = try SampleChecker.temporaryFolder("map")
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocks = DocumentationSamples.blocks(in: "x\n```swift\na\nb\n```\n\n```swift\nc\n```\n", file: "M.md").blocks
        var map = SourceMap()
        let url = folder.appending(path: "main.swift")
        try map.write(blocks, to: url, before: "// header\n")
        #expect(try String(contentsOf: url, encoding: .utf8) == "// header\na\nb\nc\n")
        #expect(map.apply("\(url.path):1:1 \(url.path):2:5: error\n\(url.path):4: note \(url.path):9") ==
                "\(url.path):1:1 M.md:3:5: error\nM.md:8: note \(url.path):9")
    }

    static func sourceLocation(_ location: DocumentationSamples.Location) -> Testing.SourceLocation {
        Testing.SourceLocation(fileID: "Documentation/\((location.file as NSString).lastPathComponent)",
                               filePath: Command.repositoryRoot.appending(path: location.file).path,
                               line: location.line, column: 1)
    }
}
