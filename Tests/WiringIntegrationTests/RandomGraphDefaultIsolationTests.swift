import Foundation
import SeededRandom
import Testing
import WiringCore

/// Random valid graphs (`RandomGraph`, as `GeneratedGraphPropertyTests` makes them) in a module built with
/// `.defaultIsolation(MainActor.self)` that Wiring knows of: the generated file compiles with `-default-isolation
/// MainActor` in Swift 6 mode, warnings as errors, beside the components and the driver, and the driver prints what
/// the model expects. The random sources are written for a module without the setting, so each of their top-level
/// declarations that is not the main actor's says `nonisolated`, as code moved into such a module would
/// (``isolatedAsWritten(_:)``); Wiring then reads the same isolation as without the setting.
@Suite struct RandomGraphDefaultIsolationTests {
    @Test func randomGraphsRunAsTheModelSaysUnderTheMainActorDefaultIsolation() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["WIRING_PROPERTY_DEFAULT_ISOLATION_GRAPHS"].flatMap(Int.init) ?? 6
        let firstSeed = environment["WIRING_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_240_601
        var refused: [UInt64] = []
        for number in 0..<count {
            let seed = firstSeed &+ UInt64(number)
            var random = SplitMix64(seed: seed ^ 0x15_0_1A7E)
            let graph = RandomGraph(seed: seed, size: Int.random(in: 3...30, using: &random))
            let source = RandomGraphSource(graph)
            let components = Self.isolatedAsWritten(source.text)
            let driver = RandomGraphDriver(graph, seed: graph.seed)
            let reproduction = "graph of seed \(seed) (WIRING_PROPERTY_SEED=\(seed) WIRING_PROPERTY_DEFAULT_ISOLATION_GRAPHS=1)"
            let diagnostics = DiagnosticCollector()
            _ = Pipeline.resolve(
                [Pipeline.SourceFile(
                    path: RandomGraphSource.path, contents: Array(components.utf8), isMainActorByDefault: true)],
                diagnostics: diagnostics)
            if diagnostics.hasErrors {
                refused.append(seed)
                continue
            }
            let program: GraphProgram
            do {
                program = try GraphProgram(
                    components: components, driver: Self.isolatedAsWritten(driver.text),
                    defaultIsolation: .mainActor(declared: true))
            } catch {
                Issue.record("the program does not compile: \(reproduction)")
                throw error
            }
            defer { program.remove() }
            let run = try program.run()
            try #require(run.status == 0, "\(reproduction):\n\(run.combined)\n\(components)\ndriver:\n\(driver.text)")
            var printed = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if printed.last == "" { printed.removeLast() }
            printed.removeAll { $0.hasPrefix(RandomGraphDriver.teardownPrefix) }
            #expect(printed == driver.expectedLines, """
                \(reproduction):
                \(LineDiff(from: driver.expectedLines.joined(separator: "\n"), to: printed.joined(separator: "\n"))
                    .unified(oldName: "expected", newName: "printed"))
                """)
        }
        #expect(refused.isEmpty, "refused under the setting: the graphs of seeds \(refused)")
    }

    /// The text with `nonisolated` before each top-level type, extension and function that is not the main actor's:
    /// one marked `@MainActor` (on its line or the one above), one that inherits from or conforms to such a type, and
    /// an extension of one, are left as they are.
    static func isolatedAsWritten(_ text: String) -> String {
        var mainActorTypes: Set<String> = ["MainActorBase", "MainActorScreen"]
        var lines = text.components(separatedBy: "\n")
        let kinds = ["struct ", "final class ", "class ", "enum ", "protocol ", "extension ", "func "]
        for index in lines.indices {
            let line = lines[index]
            guard let kind = kinds.first(where: { line.hasPrefix($0) || line.hasPrefix("@MainActor " + $0) }) else {
                continue
            }
            let afterKind = line.dropFirst((line.hasPrefix("@MainActor ") ? "@MainActor ".count : 0) + kind.count)
            let name = String(afterKind.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let inherited = afterKind.drop { $0 != ":" }.dropFirst().prefix { $0 != "{" && $0 != "<" }
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let isMainActor =
                line.hasPrefix("@MainActor ") || (index > 0 && lines[index - 1] == "@MainActor")
                || inherited.contains { mainActorTypes.contains($0) }
                || (kind == "extension " && mainActorTypes.contains(name))
            if isMainActor {
                mainActorTypes.insert(name)
            } else {
                lines[index] = "nonisolated " + line
            }
        }
        return lines.joined(separator: "\n")
    }
}
