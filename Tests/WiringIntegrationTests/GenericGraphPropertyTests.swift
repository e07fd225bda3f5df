import Foundation
import SeededRandom
import Testing
import WiringCore

/// Property-based tests of generic components and providers (docs/Annotations.md, "Generic components"): random
/// graphs of generic stores, generic `as:` protocols and generic providers, asked for with random type arguments,
/// are compiled in Swift 6 and Swift 5 modes and run against ``RandomGenericGraph``'s model (which specializations
/// are made, how many instances two reads create, one instance per shared specialization and its `as:` type); random
/// misuses (an argument that fails a requirement, a specialization without end, and each generic declaration Wiring
/// declines: a parameter pack, a value parameter, a generic init, `assisted:` or `into:` on a generic component, a
/// generic provider over a parameter its return type does not name, one that returns its parameter, one that
/// contributes `into:`) give exactly the documented diagnostics. `WIRING_GENERIC_GRAPHS=200 WIRING_GENERIC_INVALID_GRAPHS=2000 WIRING_PROPERTY_SEED=7 swift test
/// --filter GenericGraphProperty` runs a larger batch.
@Suite struct GenericGraphPropertyTests {
    static func batch(_ variable: String, default count: Int) -> (graphs: Int, seed: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        return (environment[variable].flatMap(Int.init) ?? count,
                environment["WIRING_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_261_127)
    }

    @Test func randomGenericGraphsBehaveAsDocumented() throws {
        let batch = Self.batch("WIRING_GENERIC_GRAPHS", default: 4)
        for number in 0..<batch.graphs {
            let graph = RandomGenericGraph(seed: batch.seed &+ UInt64(number))
            let source = graph.source().text
            let reproduction = "generic graph of seed \(graph.seed) (WIRING_PROPERTY_SEED=\(graph.seed) WIRING_GENERIC_GRAPHS=1):\n\(source)\ndriver:\n\(graph.driver)"
            let collector = DiagnosticCollector()
            _ = Pipeline.resolve([Pipeline.SourceFile(path: "Components.swift", contents: Array(source.utf8))],
                                 diagnostics: collector)
            #expect(collector.diagnostics.isEmpty,
                    "a valid graph gets diagnostics:\n\(collector.sorted.map(\.formatted).joined(separator: "\n"))\n\(reproduction)")
            guard collector.diagnostics.isEmpty else { continue }
            let program = try GraphProgram(components: source, driver: graph.driver, languageModes: ["6", "5"])
            defer { program.remove() }
            for mode in ["6", "5"] {
                let run = try program.run(languageMode: mode)
                #expect(run.status == 0 && run.standardOutput == graph.expectedOutput,
                        "Swift \(mode) mode: expected\n\(graph.expectedOutput)got\n\(run.standardOutput)\(run.standardError)\n\(reproduction)")
            }
        }
    }

    @Test func randomGenericMisusesGiveExactlyTheDocumentedDiagnostics() {
        let batch = Self.batch("WIRING_GENERIC_INVALID_GRAPHS", default: 300)
        var kinds: [String: Int] = [:]
        for number in 0..<batch.graphs {
            let graph = RandomGenericGraph(seed: batch.seed &+ UInt64(number))
            var random = SplitMix64(seed: graph.seed ^ 0xFA_0175)
            let fault = graph.fault(using: &random)
            let kind = fault.kind
            kinds[kind, default: 0] += 1
            let source = graph.source(fault: fault).text
            let collector = DiagnosticCollector()
            _ = Pipeline.resolve([Pipeline.SourceFile(path: "Components.swift", contents: Array(source.utf8))],
                                 diagnostics: collector)
            let reported = collector.sorted.map(\.formatted)
            let expected = graph.expectedDiagnostics(fault)
            #expect(reported == expected, """
                \(kind) in the generic graph of seed \(graph.seed) (WIRING_PROPERTY_SEED=\(graph.seed) WIRING_GENERIC_INVALID_GRAPHS=1)
                \(LineDiff(from: expected.joined(separator: "\n"), to: reported.joined(separator: "\n")).unified(oldName: "expected", newName: "reported"))
                \(source)
                """)
        }
        print("GenericGraphPropertyTests: tried \(batch.graphs) invalid generic graphs (\(kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))) from seed \(batch.seed)")
    }
}
