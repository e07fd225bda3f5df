import SeededRandom
import Foundation
import Testing
import WiringCore

/// Property-based tests of generated graphs: random valid graphs — of classes, structs and actors, providers, assisted
/// components, bundles and classes with `@Inject` properties; with scopes, `as:` protocols and compositions (asked
/// for in another order of their members, with or without `any`), `@Named` names, collections (dictionaries keyed by
/// `String`, `Int` or an enum's cases), inputs, factories that close cycles, `async`, `throws` and `@MainActor`
/// creation, teardowns, child graphs (bindings kept `in:` them, placed by what they need, in several graphs; their
/// factories and shutdowns), `@Optional` parameters and properties (nil where the consumer's graph does not reach the
/// node), `@Lazy` factories (one value per consumer instance), `@EntryPoints` (the driver reads a graph that names
/// them only through them; the unused bindings warned of are exactly the model's) — are
/// compiled with `swiftc` in Swift 6 and Swift 5 modes and run, with and without test overrides, and must behave as
/// docs/Annotations.md says (those with main-actor components again, moved to a global actor the sources declare); random faults of every kind such a graph can have must give exactly the documented
/// diagnostics (docs/Reliability.md, "Generated code").
///
/// A fixed-seed batch runs with the tests. A larger one runs on demand:
/// `WIRING_PROPERTY_GRAPHS=300 WIRING_PROPERTY_INVALID_GRAPHS=5000 WIRING_PROPERTY_SEED=7 swift test --filter GeneratedGraphProperty`.
/// A failure prints the graph's seed and sources; `WIRING_PROPERTY_SEED=<seed> WIRING_PROPERTY_GRAPHS=1` replays it.
@Suite struct GeneratedGraphPropertyTests {
    /// How many graphs to try, and from which seed: fixed unless the environment says otherwise.
    struct Batch {
        var graphs: Int
        var seed: UInt64

        static func fromEnvironment(graphs variable: String, default defaultCount: Int) -> Batch {
            let environment = ProcessInfo.processInfo.environment
            return Batch(graphs: environment[variable].flatMap(Int.init) ?? defaultCount,
                         seed: environment["WIRING_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_240_601)
        }

        /// Graph `number`'s seed and size (3 to 40 nodes).
        func graph(_ number: Int) -> RandomGraph {
            let seed = self.seed &+ UInt64(number)
            var random = SplitMix64(seed: seed ^ 0x5EED)
            return RandomGraph(seed: seed, size: Int.random(in: 3...40, using: &random))
        }
    }

    @Test func randomValidGraphsBehaveAsDocumented() {
        let batch = Batch.fromEnvironment(graphs: "WIRING_PROPERTY_GRAPHS", default: 10)
        let start = Date()
        var nodes = 0
        var features: [String: Int] = [:]
        var failedSeeds: [UInt64] = []
        for number in 0..<batch.graphs {
            let graph = batch.graph(number)
            nodes += graph.nodes.count
            // A graph that cannot be checked has recorded its issue; the batch goes on, so that a large one reports
            // every failure.
            guard let overrides = try? checkValidGraph(graph) else {
                failedSeeds.append(graph.seed)
                continue
            }
            for feature in graph.features.union(overrides) { features[feature, default: 0] += 1 }
        }
        let counts = features.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let failures = failedSeeds.isEmpty ? "" : "; \(failedSeeds.count) could not be checked: seeds \(failedSeeds.map(String.init).joined(separator: ", "))"
        print("GeneratedGraphPropertyTests: tried \(batch.graphs) valid graphs (\(nodes) nodes; graphs with each feature: \(counts)\(failures)) from seed \(batch.seed) in \(Int(Date().timeIntervalSince(start))) s")
    }

    /// The valid graphs that have main-actor components, moved as a whole to a global actor the sources declare
    /// (``RandomGraph/movedToGraphActor(components:)``): they must behave exactly as on the main actor.
    @Test func randomValidGraphsBehaveTheSameOnADeclaredGlobalActor() {
        let batch = Batch.fromEnvironment(graphs: "WIRING_PROPERTY_GRAPHS", default: 10)
        var moved = 0
        for number in 0..<batch.graphs {
            let graph = batch.graph(number)
            guard graph.movesToDeclaredGlobalActor(components: RandomGraphSource(graph).text) else { continue }
            moved += 1
            _ = try? checkValidGraph(graph, onGraphActor: true)
        }
        #expect(moved > 0, "no graph of the batch moves to a declared global actor")
        print("GeneratedGraphPropertyTests: moved \(moved) of \(batch.graphs) valid graphs to a declared global actor from seed \(batch.seed)")
    }

    @Test func randomFaultsGiveExactlyTheDocumentedDiagnostics() {
        let batch = Batch.fromEnvironment(graphs: "WIRING_PROPERTY_INVALID_GRAPHS", default: 300)
        let start = Date()
        var kinds: [GraphFault.Kind: Int] = [:]
        for number in 0..<batch.graphs {
            let valid = batch.graph(number)
            var random = SplitMix64(seed: valid.seed ^ 0xFA_0175)
            guard let fault = GraphFault(into: valid, using: &random) else {
                Issue.record("no place for a fault in the graph of seed \(valid.seed)")
                continue
            }
            kinds[fault.kind, default: 0] += 1
            let collector = DiagnosticCollector()
            _ = Pipeline.resolve([Pipeline.SourceFile(path: RandomGraphSource.path, contents: Array(fault.source.text.utf8))],
                                 diagnostics: collector)
            let reported = collector.sorted.map(\.formatted)
            #expect(reported == fault.expected, """
                \(fault.kind.rawValue) in the graph of seed \(valid.seed) (WIRING_PROPERTY_SEED=\(valid.seed) WIRING_PROPERTY_INVALID_GRAPHS=1)
                \(LineDiff(from: fault.expected.joined(separator: "\n"), to: reported.joined(separator: "\n"))
                    .unified(oldName: "expected", newName: "reported"))
                \(fault.source.text)
                """)
        }
        let counts = GraphFault.Kind.allCases.map { "\(kinds[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        print("GeneratedGraphPropertyTests: tried \(batch.graphs) invalid graphs (\(counts)) from seed \(batch.seed) in \(Int(Date().timeIntervalSince(start))) s")
    }

    /// Checks one graph (moved to a declared global actor when `onGraphActor`); returns the kinds of override its
    /// driver tried.
    private func checkValidGraph(_ graph: RandomGraph, onGraphActor: Bool = false) throws -> Set<String> {
        let source = RandomGraphSource(graph)
        let driver = RandomGraphDriver(graph, seed: graph.seed)
        let components = onGraphActor ? RandomGraph.movedToGraphActor(components: source.text) : source.text
        let driverText = onGraphActor ? RandomGraph.movedToGraphActor(driver: driver.text) : driver.text
        let moved = onGraphActor ? ", moved to a declared global actor" : ""
        let reproduction = "graph of seed \(graph.seed)\(moved) (WIRING_PROPERTY_SEED=\(graph.seed) WIRING_PROPERTY_GRAPHS=1):\n\(components)"

        let collector = DiagnosticCollector()
        let resolved = Pipeline.resolve(
            [Pipeline.SourceFile(path: RandomGraphSource.path, contents: Array(components.utf8))], diagnostics: collector)
        // A valid graph gets no diagnostic but the UnusedBinding warnings of the bindings that the model finds
        // unused, each at its declaration.
        let expectedWarnings = Self.expectedUnusedWarnings(graph, source)
        let reported = collector.sorted.map { diagnostic in
            diagnostic.formatted.components(separatedBy: " is not used: ").first ?? diagnostic.formatted
        }
        try #require(reported == expectedWarnings && collector.sorted.allSatisfy { $0.id == .unusedBinding },
                     """
                     a valid graph gets diagnostics other than the unused bindings the model expects:
                     \(LineDiff(from: expectedWarnings.joined(separator: "\n"), to: reported.joined(separator: "\n"))
                         .unified(oldName: "expected", newName: "reported"))
                     \(collector.sorted.map(\.formatted).joined(separator: "\n"))
                     \(reproduction)
                     """)
        // The graphs declared `Sendable` are exactly those the rule makes so; the program's compilation in Swift 6
        // mode, warnings as errors, shows the compiler agrees.
        let declaredSendable = Set(resolved.map { graph in graph.sendableGraphs.map { graph.model.graphs[$0].name } } ?? [])
        let sendableByTheRule = Set(graph.sendableGraphs.indices.filter { graph.sendableGraphs[$0] }.map(graph.graphName))
        #expect(declaredSendable == sendableByTheRule, "Sendable graphs: \(reproduction)")

        let program: GraphProgram
        do {
            // In parts, as the build plugin writes it: each part's code compiles in a file of its own.
            program = try GraphProgram(
                components: components, driver: driverText, languageModes: Self.languageModes, partCount: 3)
        } catch {
            Issue.record("the program does not compile: \(reproduction)\ndriver:\n\(driverText)")
            throw error
        }
        defer { program.remove() }
        // The graph as the build plugin writes it when nothing names `Overrides`: it compiles in a debug build too.
        let withoutOverrides = try GraphProgram.typecheck(
            components: components, driver: "", conditions: ["DEBUG"],
            options: RenderOptions(includesOverrides: false, partCount: 3))
        #expect(withoutOverrides.status == 0,
                "without overrides, the graph does not compile:\n\(withoutOverrides.combined)\n\(reproduction)")
        for mode in Self.languageModes {
            try checkRun(of: program, inSwift: mode, driver: driver, reproduction: reproduction)
            if let loop = driver.creationLoop {
                try checkCreationLoop(of: program, inSwift: mode, graph: graph, source: source, node: loop,
                                      reproduction: reproduction, driver: driver)
            }
        }
        return driver.overrides
    }

    /// The UnusedBinding warnings the model expects, as far as the name of the binding: `Components.swift:12:13:
    /// warning: component 'Part3'`, by location.
    static func expectedUnusedWarnings(_ graph: RandomGraph, _ source: RandomGraphSource) -> [String] {
        graph.unusedBindings().compactMap { binding -> (WiringCore.SourceLocation, String)? in
            guard let location = source.location(of: binding) else { return nil }
            return (location, "\(location.file):\(location.line):\(location.column): warning: \(graph.unusedDescription(of: binding))")
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The run with the argument `loop`, where a kept component's init calls a factory whose product needs it back:
    /// the program must stop with the message the model computes (the shortest cycle, its factories), not run on.
    private func checkCreationLoop(of program: GraphProgram, inSwift mode: String, graph: RandomGraph,
                                   source: RandomGraphSource, node: Int, reproduction: String,
                                   driver: RandomGraphDriver) throws {
        let bindings = RandomGraphBindings(graph, source)
        let key = RandomGraphBindings.Key(text: graph.nodes[node].className, name: graph.nodes[node].qualifier)
        let message = try #require(bindings.indices(of: key).first.flatMap(bindings.creationLoopMessage(of:)),
                                   "no loop through '\(key)' in the model: \(reproduction)")
        let run = try program.run(["loop"], languageMode: mode)
        let expected = "Fatal error: AppGraph: \(message)"
        #expect(run.status != 0 && run.standardError.contains(expected), """
            Swift \(mode) mode, creation loop of '\(key)': expected a stop with
            \(expected)
            status \(run.status), printed:
            \(run.combined)
            \(reproduction)
            driver:
            \(driver.text)
            """)
    }

    /// Each graph is compiled in both language modes the generated code supports, and both programs run.
    static let languageModes = ["6", "5"]

    /// Runs the program compiled in one language mode and compares what it prints with what the model expects.
    private func checkRun(of program: GraphProgram, inSwift mode: String, driver: RandomGraphDriver,
                          reproduction: String) throws {
        let run = try program.run(languageMode: mode)
        try #require(run.status == 0, "the driver failed in Swift \(mode) mode:\n\(run.combined)\n\(reproduction)\ndriver:\n\(driver.text)")

        var printed = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if printed.last == "" { printed.removeLast() }
        let teardownLines = printed.filter { $0.hasPrefix(RandomGraphDriver.teardownPrefix) }
        printed.removeAll { $0.hasPrefix(RandomGraphDriver.teardownPrefix) }
        #expect(printed == driver.expectedLines, """
            Swift \(mode) mode:
            \(LineDiff(from: driver.expectedLines.joined(separator: "\n"), to: printed.joined(separator: "\n"))
                .unified(oldName: "expected", newName: "printed"))
            \(reproduction)
            driver:
            \(driver.text)
            """)

        let runDetails = "Swift \(mode) mode, \(reproduction)\ndriver:\n\(driver.text)\nprinted:\n\(run.standardOutput)"
        try #require(teardownLines.count == driver.teardowns.count,
                     "\(teardownLines.count) shutdowns printed, expected \(driver.teardowns.count)\n\(runDetails)")
        for (line, teardown) in zip(teardownLines, driver.teardowns) {
            checkTeardown(line.dropFirst(RandomGraphDriver.teardownPrefix.count).split(separator: " ").map(String.init),
                          teardown, runDetails: runDetails)
        }
    }

    /// What one `shutdown()` tore down, in order: graph instance by graph instance (its live child graphs first,
    /// newest first), each of them tearing down each of its classes once, a dependent before what it depends on;
    /// the order among unrelated instances of one graph instance is not documented.
    private func checkTeardown(_ tornDown: [String], _ teardown: RandomGraphDriver.Teardown, runDetails: String) {
        let expected = teardown.segments.map { $0.sorted().joined(separator: " ") }.joined(separator: " | ")
        guard tornDown.count == teardown.segments.joined().count else {
            Issue.record("shutdown() tore down \(tornDown), expected \(expected) (graph instance by graph instance)\n\(runDetails)")
            return
        }
        var start = 0
        for segment in teardown.segments {
            let part = Array(tornDown[start..<(start + segment.count)])
            start += segment.count
            #expect(part.sorted() == segment.sorted(),
                    "shutdown() tore down \(tornDown), expected \(expected) (graph instance by graph instance)\n\(runDetails)")
            for (dependent, dependency) in teardown.order {
                guard let first = part.firstIndex(of: dependent), let second = part.firstIndex(of: dependency) else { continue }
                #expect(first < second, "shutdown() tore down \(dependency) before \(dependent), which depends on it: \(tornDown)\n\(runDetails)")
            }
        }
    }
}
