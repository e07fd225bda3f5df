import Foundation
import Testing
import WiringCore
import WiringPictures

/// `wiring-graph`: each format on standard output and in a file, child graphs as nested frames, `--root`, bad
/// command lines, Graphviz missing (for real: a PATH without `dot`) and present (a stand-in `dot` that records how
/// it is called), and the pictures in `docs/GraphPictures.md`, which must be what the command draws for the RaceCar
/// example today.
@Suite struct GraphCommandTests {
    static let raceCarSources = CLITests.raceCarSources

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "wiring-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The RaceCar example's graph, resolved in-process, to compare with what the command prints.
    private func raceCarGraph() throws -> ResolvedGraph {
        let folder = URL(fileURLWithPath: Self.raceCarSources)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.map { name in
            Pipeline.SourceFile(path: folder.appending(path: name).path, contents: [UInt8](try Data(contentsOf: folder.appending(path: name))))
        }
        let diagnostics = DiagnosticCollector()
        return try #require(Pipeline.resolve(files, diagnostics: diagnostics))
    }

    @Test(arguments: ["dot", "mermaid", "svg"])
    func printsThePictureTheCoreDraws(format: String) throws {
        let result = try Command.run(Command.wiringGraph.path, ["--format", format, Self.raceCarSources])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let graph = try raceCarGraph()
        let expected = switch format {
        case "dot": try GraphExport.dot(graph)
        case "mermaid": try GraphExport.mermaid(graph)
        default: try GraphExport.svg(graph)
        }
        #expect(result.standardOutput == expected)
    }

    /// Without `--format`, the picture a terminal can show and GitHub draws: Mermaid, on standard output.
    @Test func withoutAFormatItPrintsMermaid() throws {
        let result = try Command.run(Command.wiringGraph.path, [Self.raceCarSources])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try GraphExport.mermaid(try raceCarGraph())))
    }

    /// Child graphs are frames inside their parents' frames: the command prints the pictures `GraphExportTests`
    /// keeps as references for `References/ChildGraphs`.
    @Test(arguments: [("dot", "Graph.dot"), ("mermaid", "Graph.mmd"), ("svg", "Graph.svg")])
    func drawsChildGraphsAsNestedFrames(format: String, reference: String) throws {
        let references = Command.repositoryRoot.appending(path: "Tests/WiringCoreTests/References/ChildGraphs")
        let result = try Command.run(Command.wiringGraph.path, ["--format", format, references.appending(path: "Sources").path])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let expected = try String(contentsOf: references.appending(path: "Expected/\(reference)"), encoding: .utf8)
        #expect(result.standardOutput == expected)
        #expect(result.standardOutput.contains("MemberGraph"))
    }

    @Test func writesTheOutputFileInsteadOfPrinting() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appending(path: "Pictures/graph.mmd")
        let result = try Command.run(Command.wiringGraph.path, ["--format", "mermaid", "--output", output.path, Self.raceCarSources])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8) == GraphExport.mermaid(try raceCarGraph()))
    }

    @Test func rootDrawsPartOfTheGraphAndAnUnknownOneIsAnError() throws {
        let car = try Command.run(Command.wiringGraph.path, ["--format", "dot", "--root", "RaceCar", Self.raceCarSources])
        #expect(car.status == 0)
        #expect(car.standardOutput == (try GraphExport.dot(try raceCarGraph(), options: GraphExportOptions(root: "RaceCar"))))
        #expect(!car.standardOutput.contains("startingGrid"))

        let typo = try Command.run(Command.wiringGraph.path, ["--format", "svg", "--root", "RaceCr", Self.raceCarSources])
        #expect(typo.status == 1)
        #expect(typo.standardOutput.isEmpty)
        #expect(typo.standardError == "error: no binding 'RaceCr' to draw the graph from; did you mean 'RaceCar'? [#UnknownGraphRoot]\n")
    }

    @Test func helpAndVersion() throws {
        let help = try Command.run(Command.wiringGraph.path, ["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: wiring-graph [--format dot|mermaid|svg|png]"))
        #expect(help.standardOutput.contains("--package-dependency <module> <inputs>..."))
        let version = try Command.run(Command.wiringGraph.path, ["--version"])
        #expect(version.standardOutput == WiringVersion.current + "\n")
    }

    @Test func aBrokenGraphIsReportedAndNotDrawn() throws {
        let result = try Command.run(Command.wiringGraph.path, ["--format", "dot", CLITests.cycleSources])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(": error: dependency cycle: "))
    }

    @Test(arguments: [
        (["--output", "graph.svg", "x.swift"],
         "wiring-graph: error: '--output' needs '--format <value>', the file's format: dot, mermaid, svg, png"),
        (["--format", "jpeg", "x.swift"], "wiring-graph: error: unknown format 'jpeg'; use dot, mermaid, svg, png"),
        (["--format", "png", "x.swift"], "wiring-graph: error: '--format png' needs '--output <file>'"),
        (["--format", "dot", "--graphviz", "x.swift"],
         "wiring-graph: error: '--graphviz' applies to '--format svg' only ('png' always uses Graphviz)"),
        (["--format", "svg", "--root"], "wiring-graph: error: '--root' needs a value"),
    ])
    func badArgumentsExitWithStatusTwo(arguments: [String], message: String) throws {
        let result = try Command.run(Command.wiringGraph.path, arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message + "\nRun 'wiring-graph --help' for usage.\n")
    }

    // MARK: - Graphviz

    /// No `dot` on the PATH (an empty folder is the whole PATH): the command says what to install or use instead,
    /// and writes nothing.
    @Test(arguments: [
        (["--format", "png"], "'--format png'"),
        (["--format", "svg", "--graphviz"], "'--graphviz'"),
    ])
    func withoutGraphvizTheErrorSaysWhatToDo(options: [String], option: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appending(path: "graph.out")
        let result = try Command.run(Command.wiringGraph.path, options + ["--output", output.path, Self.raceCarSources],
                                     environment: ["PATH": folder.path])
        #expect(result.status == 1)
        #expect(result.standardError == "error: \(option) needs Graphviz's 'dot', which is not on the PATH: install Graphviz (for example 'apt-get install graphviz' or 'brew install graphviz'), or use '--format svg' without '--graphviz' for the picture Wiring draws itself [#GraphvizFailure]\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A folder holding a stand-in `dot` that records its arguments and standard input, then writes a fake picture
    /// to its `-o` file or standard output, or fails with `status` when it is not 0.
    private func fakeGraphviz(failingWith status: Int = 0) throws -> URL {
        let folder = try temporaryFolder()
        let script = folder.appending(path: "dot")
        try """
            #!/bin/sh
            folder=$(dirname "$0")
            printf '%s\\n' "$@" > "$folder/arguments.txt"
            cat > "$folder/input.dot"
            if [ \(status) -ne 0 ]; then echo "Error: <stdin>: syntax error in line 1" >&2; exit \(status); fi
            output=""
            while [ $# -gt 0 ]; do
                if [ "$1" = "-o" ]; then output="$2"; fi
                shift
            done
            if [ -n "$output" ]; then printf 'fake png\\n' > "$output"; else printf '<svg>drawn by fake dot</svg>\\n'; fi

            """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return folder
    }

    @Test func pngIsDrawnByDotFromTheDOTOnItsStandardInput() throws {
        let graphviz = try fakeGraphviz()
        defer { try? FileManager.default.removeItem(at: graphviz) }
        let output = graphviz.appending(path: "Pictures/graph.png")
        let result = try Command.run(Command.wiringGraph.path, ["--format", "png", "--output", output.path, Self.raceCarSources],
                                     environment: ["PATH": graphviz.path + ":/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOf: graphviz.appending(path: "arguments.txt"), encoding: .utf8) == "-Tpng\n-o\n\(output.path)\n")
        #expect(try String(contentsOf: graphviz.appending(path: "input.dot"), encoding: .utf8) == GraphExport.dot(try raceCarGraph()))
        #expect(try String(contentsOf: output, encoding: .utf8) == "fake png\n")
    }

    @Test func svgWithGraphvizGoesToStandardOutput() throws {
        let graphviz = try fakeGraphviz()
        defer { try? FileManager.default.removeItem(at: graphviz) }
        let result = try Command.run(Command.wiringGraph.path, ["--format", "svg", "--graphviz", "--root", "RaceTeam", Self.raceCarSources],
                                     environment: ["PATH": graphviz.path + ":/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "<svg>drawn by fake dot</svg>\n")
        #expect(try String(contentsOf: graphviz.appending(path: "arguments.txt"), encoding: .utf8) == "-Tsvg\n")
        #expect(try String(contentsOf: graphviz.appending(path: "input.dot"), encoding: .utf8)
                == GraphExport.dot(try raceCarGraph(), options: GraphExportOptions(root: "RaceTeam")))
    }

    @Test func aFailingDotIsAnError() throws {
        let graphviz = try fakeGraphviz(failingWith: 3)
        defer { try? FileManager.default.removeItem(at: graphviz) }
        let output = graphviz.appending(path: "graph.png")
        let result = try Command.run(Command.wiringGraph.path, ["--format", "png", "--output", output.path, Self.raceCarSources],
                                     environment: ["PATH": graphviz.path + ":/usr/bin:/bin"])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: <stdin>: syntax error in line 1\nerror: Graphviz's 'dot' failed with exit status 3; its messages are above [#GraphvizFailure]\n")
    }

    // MARK: - Documentation

    /// `docs/images/RaceCar-graph.svg` and the Mermaid block of `docs/GraphPictures.md` are what `wiring graph`
    /// draws for the RaceCar example, so the pictures in the docs are never stale. `WIRING_UPDATE_REFERENCES=1`
    /// rewrites both.
    @Test func documentedPicturesAreWhatTheCommandDraws() throws {
        let svg = try Command.run(Command.wiringGraph.path, ["--format", "svg", Self.raceCarSources])
        #expect(svg.status == 0)
        try expectMatchesReference(svg.standardOutput, at: "docs/images/RaceCar-graph.svg")

        let mermaid = try Command.run(Command.wiringGraph.path, ["--format", "mermaid", Self.raceCarSources])
        #expect(mermaid.status == 0)
        let page = Command.repositoryRoot.appending(path: "docs/GraphPictures.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let parts = text.components(separatedBy: "```mermaid\n")
        try #require(parts.count == 2, "docs/GraphPictures.md needs exactly one ```mermaid block")
        let block = try #require(parts[1].components(separatedBy: "```\n").first)
        if ProcessInfo.processInfo.environment["WIRING_UPDATE_REFERENCES"] == "1" {
            let rest = parts[1].dropFirst(block.count)
            try (parts[0] + "```mermaid\n" + mermaid.standardOutput + rest).write(to: page, atomically: true, encoding: .utf8)
            return
        }
        #expect(block == mermaid.standardOutput, "the Mermaid block in docs/GraphPictures.md is not what 'wiring-graph --format mermaid' draws for Examples/RaceCar")
    }
}
