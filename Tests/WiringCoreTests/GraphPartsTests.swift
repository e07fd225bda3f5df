import Foundation
import Testing
import WiringCore

/// The graph's code in parts: each binding's members in the part of the file that declares it, so that an edit
/// rewrites the files it touches and leaves every other file's text as it was (the compiler then skips those).
@Suite struct GraphPartsTests {
    static let raceCar = RenderReferenceTests.referencesFolder.appending(path: "RaceCar/Sources")

    /// The RaceCar reference's sources, by file name, for edits.
    static func raceCarSources() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: raceCar.path)
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, try String(contentsOf: raceCar.appending(path: name), encoding: .utf8))
        })
    }

    /// Every file of the graph generated from `sources` in `parts` parts, by name.
    static func files(_ sources: [String: String], parts: Int = 4) throws -> [String: String] {
        let diagnostics = DiagnosticCollector()
        let generated = Pipeline.generate(
            sources.map { Pipeline.SourceFile(path: "Sources/\($0.key)", contents: Array($0.value.utf8)) },
            options: RenderOptions(partCount: parts), diagnostics: diagnostics)
        let graph = try #require(generated, "\(diagnostics.sorted.map(\.formatted))")
        return Dictionary(uniqueKeysWithValues: graph.files.map { ($0.name, $0.text) })
    }

    /// The names of the files whose text differs.
    static func changed(_ before: [String: String], _ after: [String: String]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    @Test func theRootAndEveryPartAreFiles() throws {
        let files = try Self.files(try Self.raceCarSources(), parts: 4)
        #expect(files.keys.sorted() == [
            "AppGraph+Part1.swift", "AppGraph+Part2.swift", "AppGraph+Part3.swift", "AppGraph+Part4.swift",
            "AppGraph.swift",
        ])
        for (name, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "// \(name)")
            #expect(lines[1].hasPrefix(WiringVersion.generatedFileMark))
        }
    }

    /// A reader finds a binding's code in the part whose header lists the file that declares it.
    @Test func aBindingIsInThePartOfItsFile() throws {
        let files = try Self.files(try Self.raceCarSources(), parts: 4)
        let holder = try #require(files.first { $0.value.contains("    var v8Engine: V8Engine {") })
        #expect(holder.value.contains("\n//   Engine.swift\n"))
        #expect(files.values.filter { $0.contains("var v8Engine: V8Engine {") }.count == 1)
        #expect(files["AppGraph.swift"]?.contains("V8Engine") == false, "the root file names no kept type")
    }

    /// An init parameter added to one component changes its part, and no other file.
    @Test func anInitParameterAddedChangesOnePart() throws {
        var sources = try Self.raceCarSources()
        let before = try Self.files(sources)
        let dyno = try #require(sources["Dyno.swift"])
        #expect(dyno.contains("init(engine: any Tunable & Engine)"))
        sources["Dyno.swift"] = dyno.replacingOccurrences(
            of: "init(engine: any Tunable & Engine)", with: "init(engine: any Tunable & Engine, gearbox: Transmission)")
        let after = try Self.files(sources)
        let changed = Self.changed(before, after)
        #expect(changed.count == 1)
        #expect(changed.allSatisfy { after[$0]?.contains("//   Dyno.swift\n") == true })
    }

    /// A method added to a component, below its init, changes no file at all.
    @Test func aMethodAddedChangesNothing() throws {
        var sources = try Self.raceCarSources()
        let before = try Self.files(sources)
        sources["Dyno.swift"] = try #require(sources["Dyno.swift"]) + "\nextension Dyno { func measure() {} }\n"
        #expect(Self.changed(before, try Self.files(sources)).isEmpty)
    }

    /// A component added in a file of its own changes its part, and the root's header, which counts the components.
    @Test func aComponentAddedChangesItsPartAndTheRootHeader() throws {
        var sources = try Self.raceCarSources()
        let before = try Self.files(sources)
        sources["Garage.swift"] = "// @Component\nfinal class Garage {\n    init(dyno: Dyno) {}\n}\n"
        let after = try Self.files(sources)
        let changed = Self.changed(before, after)
        #expect(changed.contains("AppGraph.swift"))
        #expect(changed.count == 2)
        let root = (before["AppGraph.swift"] ?? "", after["AppGraph.swift"] ?? "")
        #expect(Array(root.0.split(separator: "\n").dropFirst(2)) == Array(root.1.split(separator: "\n").dropFirst(2)))
    }

    /// The part of a file depends on its name alone: the same sources in another folder give the same parts.
    @Test func thePartOfAFileDoesNotDependOnItsFolder() throws {
        let sources = try Self.raceCarSources()
        let diagnostics = DiagnosticCollector()
        let elsewhere = try #require(
            Pipeline.generate(
                sources.map { Pipeline.SourceFile(path: "/elsewhere/App/\($0.key)", contents: Array($0.value.utf8)) },
                options: RenderOptions(partCount: 4), diagnostics: diagnostics))
        let here = try Self.files(sources)
        for (name, text) in elsewhere.files {
            let bindings = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("    var ") } }
            #expect(bindings(text) == bindings(here[name] ?? ""), "\(name)")
        }
    }

    /// One file holds the same code, in the same order, as the files of one part.
    @Test func oneFileIsTheRootThenThePart() throws {
        let diagnostics = DiagnosticCollector()
        let sources = try Self.raceCarSources().map {
            Pipeline.SourceFile(path: "Sources/\($0.key)", contents: Array($0.value.utf8))
        }
        let graph = try #require(Pipeline.generate(sources, options: RenderOptions(), diagnostics: diagnostics))
        let files = graph.files
        #expect(files.count == 2)
        let partBody = files[1].text.components(separatedBy: "\nextension AppGraph {").dropFirst().joined()
        #expect(graph.singleFile.hasPrefix(files[0].text))
        #expect(graph.singleFile.hasSuffix(partBody))
    }
}
