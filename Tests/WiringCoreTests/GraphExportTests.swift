import Foundation
import SeededRandom
import Testing
import WiringCore
import WiringPictures

/// The graph pictures: DOT and Mermaid compared byte for byte with `References/AllFeatures/Expected/` (a graph with
/// every kind of binding and edge), all three formats with `References/ChildGraphs/Expected/` (graphs drawn as
/// nested frames), the SVG checked as XML and as a drawing, and the options (`root`, modules).
/// After a deliberate change, `WIRING_UPDATE_REFERENCES=1 swift test` rewrites the expected files.
@Suite struct GraphExportTests {
    static let caseName = "AllFeatures"
    static let childGraphsCaseName = "ChildGraphs"

    static func resolve(_ files: [Pipeline.SourceFile]) throws -> ResolvedGraph {
        let diagnostics = DiagnosticCollector()
        let graph = Pipeline.resolve(files, diagnostics: diagnostics)
        try #require(!diagnostics.hasErrors, "\(diagnostics.sorted.map(\.formatted).joined(separator: "\n"))")
        return try #require(graph)
    }

    static func allFeatures() throws -> ResolvedGraph {
        try resolve(try RenderReferenceTests.sources(of: caseName))
    }

    /// A club: `MemberGraph` a child of `AppGraph`, `CourtGraph` of `MemberGraph`; `PerkList` and `[Perk]` are made
    /// in `AppGraph` and again in `MemberGraph`, which adds a perk.
    static func childGraphs() throws -> ResolvedGraph {
        try resolve(try RenderReferenceTests.sources(of: childGraphsCaseName))
    }

    static func graph(of source: String) throws -> ResolvedGraph {
        try resolve([Pipeline.SourceFile(path: "File.swift", contents: Array(source.utf8))])
    }

    static func expectMatchesReference(_ actual: String, named name: String, of referenceCase: String = caseName) throws {
        let url = RenderReferenceTests.referencesFolder.appending(path: "\(referenceCase)/Expected/\(name)")
        if ProcessInfo.processInfo.environment["WIRING_UPDATE_REFERENCES"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs:\n\(RenderReferenceTests.lineDiff(expected: expected, actual: actual))")
    }

    /// The node identifiers a DOT text declares outside its legend, in order.
    static func nodeIdentifiers(inDOT dot: String) -> [String] {
        dot.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("    "), let bracket = line.firstRange(of: " [label=") else { return nil }
            let statement = line[..<bracket.lowerBound].trimmingCharacters(in: .whitespaces)
            // An edge's statement names two nodes.
            return statement.contains(" ") || statement.hasPrefix("legend_") ? nil : statement
        }
    }

    // MARK: - References

    @Test func dotMatchesTheReference() throws {
        try Self.expectMatchesReference(try GraphExport.dot(try Self.allFeatures()), named: "Graph.dot")
    }

    @Test func mermaidMatchesTheReference() throws {
        try Self.expectMatchesReference(try GraphExport.mermaid(try Self.allFeatures()), named: "Graph.mmd")
    }

    /// The reference case keeps covering every kind of node and edge: each has its sample in the legend.
    @Test func theReferenceShowsEveryKindOfBindingScopeAndEdge() throws {
        let mermaid = try GraphExport.mermaid(try Self.allFeatures())
        let samples = ["component", "provider", "input", "boundType", "assistedFactory", "collection", "bundle", "injection",
                       "unscoped", "shared", "weak", "from_needs", "from_factory", "from_boundAs", "from_contains"]
        for sample in samples {
            #expect(mermaid.contains("        legend_\(sample)"), "no legend sample for \(sample)")
        }
    }

    @Test func everyBindingIsANodeAndEveryDependencyAnEdge() throws {
        let graph = try Self.allFeatures()
        let dot = try GraphExport.dot(graph)
        #expect(Self.nodeIdentifiers(inDOT: dot).count == graph.model.bindings.count)
        // Two parameters of one type in one init would be one arrow; the reference has none.
        let dependencies = graph.targets.joined().count
        let edges = dot.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("        ") && $0.contains(" -> ") }
        #expect(edges.count == dependencies)
        #expect(dot.contains("    garage -> backupStore [label=\"factory\", style=\"dashed\""))
        #expect(dot.contains("    engine -> v8Engine [label=\"as\""))
        #expect(dot.contains("    team -> makeRaceCar [label=\"factory\""))
        #expect(dot.contains("    pluginHost -> pluginArray [label=\"factories\", style=\"dashed\""))
    }

    /// A collection's contributions, in the collection's order: descending priority, then name.
    @Test func collectionEdgesAreNumberedInTheCollectionsOrder() throws {
        let dot = try GraphExport.dot(try Self.allFeatures())
        let contributions = dot.split(separator: "\n").filter { $0.hasPrefix("    pluginArray -> ") }.map { line in
            line.split(separator: " ").dropFirst(2).prefix(2).joined(separator: " ")
        }
        #expect(contributions == ["loggingPluginInPlugin [label=\"1\",", "metricsPluginInPlugin [label=\"2\",",
                                  "frameworksCrashReporterInPlugin [label=\"3\","])
        #expect(dot.contains("    stringThemeDictionary -> darkThemeInStringTheme [label=\"\\\"dark\\\"\""))
    }

    // MARK: - Mermaid's syntax

    /// GitHub's Mermaid reads unquoted or unescaped `"`, `<`, `>`, `[`, `]` and `@` in a label as syntax, and node
    /// identifiers must be plain.
    @Test func mermaidLabelsAreQuotedAndEscapedAndIdentifiersArePlain() throws {
        let mermaid = try GraphExport.mermaid(try Self.allFeatures())
        let identifier = /[A-Za-z][A-Za-z0-9_]*/
        for line in mermaid.split(separator: "\n").dropFirst() {
            let statement = line.trimmingCharacters(in: .whitespaces)
            if statement.hasPrefix("%%") || statement == "end" || statement.hasPrefix("direction ") || statement.hasPrefix("classDef ") { continue }
            // Take out the quoted labels, checking each, and what is left must be identifiers and syntax.
            let parts = statement.split(separator: "\"", omittingEmptySubsequences: false)
            #expect(parts.count % 2 == 1, "unbalanced quotes: \(statement)")
            for (index, part) in parts.enumerated() where index % 2 == 1 {
                let text = part.replacingOccurrences(of: "<br/>", with: "")
                #expect(!text.contains(where: { "<>[]@\"|".contains($0) }), "unescaped character in label \"\(part)\"")
            }
            let structure = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "·")
            let first = structure.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            #expect(String(first).wholeMatch(of: identifier) != nil, "statement does not start with an identifier: \(statement)")
        }
        #expect(mermaid.contains("pluginArray[[\"#91;Plugin#93;<br/>collection\"]]"))
        #expect(mermaid.contains("primaryStore([\"Store #64;Named(primary)<br/>protocol · shared\"])"))
        #expect(mermaid.contains("makeRaceCar{{\"RaceCar<br/>assisted factory (topSpeed: Int)\"}}"))
        #expect(mermaid.contains("    team -.->|\"factory\"| makeRaceCar"))
    }

    /// Types whose accessor names are keywords of DOT or Mermaid get identifiers that are not.
    @Test func identifiersAvoidTheKeywordsOfDOTAndMermaid() throws {
        let graph = try Self.graph(of: """
            // @Component
            final class Node {}
            // @Component
            final class End { init(node: Node) {} }
            // @Component
            final class Subgraph { init(end: End) {} }

            """)
        let dot = try GraphExport.dot(graph)
        #expect(Self.nodeIdentifiers(inDOT: dot) == ["type_end", "type_node", "type_subgraph"])
        let mermaid = try GraphExport.mermaid(graph)
        #expect(mermaid.contains("    type_end --> type_node\n"))
        #expect(mermaid.contains("    type_subgraph --> type_end\n"))
    }

    // MARK: - SVG

    @Test func svgIsWellFormedXMLWithEveryNode() throws {
        let graph = try Self.allFeatures()
        let svg = try SVGDocument(try GraphExport.svg(graph))
        let ids = Self.nodeIdentifiers(inDOT: try GraphExport.dot(graph))
        #expect(svg.nodes.map(\.id).sorted() == ids.map { "node-\($0)" }.sorted())
        #expect(svg.nodes.map(\.title).contains("Store @Named(backup)"))
        #expect(svg.nodes.map(\.title).contains("PitWallController"))
        #expect(svg.edgeCount == graph.targets.joined().count)
        #expect(svg.texts.contains("Legend"))
    }

    /// Boxes neither overlap each other nor leave the picture, and every edge ends where an arrowhead goes.
    @Test func svgBoxesDoNotOverlap() throws {
        for graph in [try Self.allFeatures(), try Self.graph(of: Self.chainWithShortcuts), try Self.childGraphs(),
                      try Self.entryPoints()] {
            let svg = try SVGDocument(try GraphExport.svg(graph))
            for node in svg.nodes {
                #expect(node.box.minX >= 0 && node.box.minY >= 0 && node.box.maxX <= svg.width && node.box.maxY <= svg.height,
                        "\(node.title) is outside the picture")
            }
            for (index, node) in svg.nodes.enumerated() {
                for other in svg.nodes[(index + 1)...] {
                    #expect(!node.box.intersects(other.box), "\(node.title) overlaps \(other.title)")
                }
            }
            #expect(svg.edgesWithoutArrowheads == 0)
        }
    }

    /// A layer below the one the longest path puts it in: `Top` needs `Middle`, `Bottom` and `Leaf` directly, so
    /// those edges span layers and pass dummy points.
    static let chainWithShortcuts = """
        // @Component
        final class Leaf {}
        // @Component
        final class Bottom { init(leaf: Leaf) {} }
        // @Component
        final class Middle { init(bottom: Bottom) {} }
        // @Component
        final class Top { init(middle: Middle, bottom: Bottom, leaf: Leaf, makeTop: @escaping () -> Top) {} }

        """

    /// Longest path layering: `Top` above `Middle` above `Bottom` above `Leaf`, whatever the shortcuts.
    @Test func svgLayersFollowTheLongestPath() throws {
        let svg = try SVGDocument(try GraphExport.svg(try Self.graph(of: Self.chainWithShortcuts)))
        let top = try #require(svg.nodes.first { $0.title == "Top" }).box
        let middle = try #require(svg.nodes.first { $0.title == "Middle" }).box
        let bottom = try #require(svg.nodes.first { $0.title == "Bottom" }).box
        let leaf = try #require(svg.nodes.first { $0.title == "Leaf" }).box
        #expect(top.maxY < middle.minY && middle.maxY < bottom.minY && bottom.maxY < leaf.minY)
    }

    @Test func svgOfAGraphWithoutBindingsIsStillAPicture() throws {
        let svg = try SVGDocument(try GraphExport.svg(try Self.graph(of: "struct Unrelated {}\n")))
        #expect(svg.nodes.isEmpty)
        #expect(svg.height > 0 && svg.width > 0)
    }

    /// Byte-identical output, whatever the order of the files and however often it runs.
    @Test(arguments: [caseName, childGraphsCaseName, entryPointsCaseName])
    func everyFormatIsTheSameWhateverTheFileOrder(referenceCase: String) throws {
        let files = try RenderReferenceTests.sources(of: referenceCase)
        // Split the one reference file at its type declarations, so there are several files to reorder.
        let text = String(decoding: files[0].contents, as: UTF8.self)
        let chunks = text.components(separatedBy: "\n\n").enumerated().map { index, chunk in
            Pipeline.SourceFile(path: "Part\(index).swift", contents: Array((chunk + "\n").utf8))
        }
        let reference = try Self.resolve(chunks)
        let expected = [try GraphExport.dot(reference), try GraphExport.mermaid(reference), try GraphExport.svg(reference)]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3 {
            let shuffled = try Self.resolve(chunks.shuffled(using: &generator))
            #expect([try GraphExport.dot(shuffled), try GraphExport.mermaid(shuffled), try GraphExport.svg(shuffled)] == expected)
        }
        // The same graph from one file or many is the same picture.
        #expect(try GraphExport.svg(try Self.resolve(files)) == expected[2])
    }

    // MARK: - Root

    @Test func rootKeepsOnlyWhatItCanCreate() throws {
        let graph = try Self.allFeatures()
        let car = try GraphExport.dot(graph, options: GraphExportOptions(root: "RaceCar"))
        #expect(Self.nodeIdentifiers(inDOT: car) == ["makeRaceCar", "engine", "v8Engine", "wheel"])
        let backup = try GraphExport.dot(graph, options: GraphExportOptions(root: "Store @Named(backup)"))
        #expect(Self.nodeIdentifiers(inDOT: backup) == ["backupCloudStore", "session", "backupStore", "token"])
        // A root is matched like a parameter's type: `any Engine` is `Engine`.
        let engine = try GraphExport.mermaid(graph, options: GraphExportOptions(root: "any Engine"))
        #expect(engine.contains("    engine -->|\"as\"| v8Engine\n"))
        #expect(!engine.contains("tunable"))
        // Through factories too: the team makes cars.
        let team = try GraphExport.svg(graph, options: GraphExportOptions(root: "Team"))
        #expect(try SVGDocument(team).nodes.map(\.title).sorted() == ["Engine", "RaceCar", "Team", "Tunable", "V8Engine", "Wheel"])
    }

    @Test func unknownRootSuggestsNearNames() throws {
        let graph = try Self.allFeatures()
        let error = #expect(throws: GraphExportError.self) { try GraphExport.svg(graph, options: GraphExportOptions(root: "RaceCr")) }
        #expect(error?.suggestions == ["RaceCar"])
        #expect(error?.description == "no binding 'RaceCr' to draw the graph from; did you mean 'RaceCar'?")
        let far = #expect(throws: GraphExportError.self) { try GraphExport.dot(graph, options: GraphExportOptions(root: "Spaceship")) }
        #expect(far?.description == "no binding 'Spaceship' to draw the graph from; name a binding as messages spell it, such as 'RaceCar' or 'Store @Named(backup)'")
    }

    // MARK: - Modules

    /// Bindings from two modules are framed by module; one module needs no frame.
    @Test func modulesAreClustersWhenThereAreSeveral() throws {
        let single = try Self.allFeatures()
        var graph = single
        for index in graph.model.bindings.indices
        where ["V8Engine", "Engine", "Tunable"].contains(graph.model.bindings[index].key.text) {
            graph.model.bindings[index].module = "Engines"
        }
        let options = GraphExportOptions(targetModuleName: "App")
        let dot = try GraphExport.dot(graph, options: options)
        let cluster = try #require(dot.components(separatedBy: "    subgraph cluster_module_Engines {\n").last?.components(separatedBy: "    }\n").first)
        #expect(Self.nodeIdentifiers(inDOT: cluster) == ["engine", "tunable", "v8Engine"])
        #expect(dot.contains("    subgraph cluster_module_App {\n"))

        let mermaid = try GraphExport.mermaid(graph, options: options)
        #expect(mermaid.contains("    subgraph module_Engines[\"Engines\"]\n        engine([\"Engine<br/>protocol · shared\"])\n        tunable("))

        let svg = try SVGDocument(try GraphExport.svg(graph, options: options))
        #expect(svg.frames.map(\.label) == ["App", "Engines"])
        for frame in svg.frames {
            for node in svg.nodes {
                let inside = frame.box.contains(node.box)
                let member = (frame.label == "Engines") == ["Engine", "Tunable", "V8Engine"].contains(node.title)
                #expect(inside == member, "\(node.title) and frame \(frame.label)")
            }
        }

        #expect(try GraphExport.dot(single, options: options) == GraphExport.dot(single))
        #expect(try SVGDocument(try GraphExport.svg(single, options: options)).frames.isEmpty)
    }

    // MARK: - Child graphs

    @Test(arguments: ["Graph.dot", "Graph.mmd", "Graph.svg"])
    func childGraphsMatchTheReference(name: String) throws {
        let graph = try Self.childGraphs()
        let picture = switch name {
        case "Graph.dot": try GraphExport.dot(graph)
        case "Graph.mmd": try GraphExport.mermaid(graph)
        default: try GraphExport.svg(graph)
        }
        try Self.expectMatchesReference(picture, named: name, of: Self.childGraphsCaseName)
    }

    /// Each graph is a cluster named after its class, a child's inside its parent's; a child graph's factory is in
    /// the child's cluster, and the arrow from the component that takes it is a labelled factory arrow.
    @Test func childGraphsAreNestedClusters() throws {
        let graph = try Self.childGraphs()
        let dot = try GraphExport.dot(graph)
        let clusters = dot.split(separator: "\n").filter { $0.contains("subgraph cluster_graph_") }
        #expect(clusters == ["    subgraph cluster_graph_AppGraph {", "        subgraph cluster_graph_MemberGraph {",
                             "            subgraph cluster_graph_CourtGraph {"])
        #expect(dot.contains("        label=\"AppGraph\"; style=\"rounded\"; color=\"#8A8A8A\";\n"))
        #expect(dot.contains("            makeMemberGraph [label=\"(MemberInputs) -> MemberGraph\\ncreates this graph\""))
        #expect(dot.contains("    signUpDesk -> makeMemberGraph [label=\"child graph\", style=\"dashed\""))
        #expect(dot.contains("legend_from_childGraph -> legend_to_childGraph [label=\"child graph: a factory of the graph whose frame it enters\""))

        let mermaid = try GraphExport.mermaid(graph)
        #expect(mermaid.contains("""
                        subgraph graph_CourtGraph["CourtGraph"]
                            makeCourtGraph{{"(CourtInputs) -#gt; CourtGraph<br/>creates this graph"}}
            """))
        #expect(mermaid.contains("    signUpDesk -.->|\"child graph\"| makeMemberGraph\n"))
        #expect(!mermaid.contains("module_"))
    }

    /// A binding made in several graphs is a node in each graph's frame, the root's keeping the plain identifier.
    @Test func aBindingMadeInSeveralGraphsIsANodeInEach() throws {
        let graph = try Self.childGraphs()
        let dot = try GraphExport.dot(graph)
        let ids = Self.nodeIdentifiers(inDOT: dot)
        #expect(ids.count == graph.model.bindings.count)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("perkList") && ids.contains("perkListInMemberGraph"))
        #expect(ids.contains("perkArray") && ids.contains("perkArrayInMemberGraph"))
        #expect(dot.contains("    perkListInMemberGraph -> perkArrayInMemberGraph [color="))
        #expect(dot.contains("    perkArrayInMemberGraph -> personalTrainerInPerk [label=\"2\""))
        let member = try #require(dot.components(separatedBy: "subgraph cluster_graph_MemberGraph {\n").last?
            .components(separatedBy: "subgraph cluster_graph_CourtGraph {\n").first)
        #expect(Self.nodeIdentifiers(inDOT: member) == ["makeMemberGraph", "bookingScreen", "locker", "member",
                                                         "perkListInMemberGraph", "personalTrainerInPerk", "towel",
                                                         "perkArrayInMemberGraph"])
    }

    /// The SVG's frames nest as the graphs do, and hold exactly the nodes of their graph and its descendants: no
    /// frame covers a node of another graph.
    @Test func svgFramesNestAsTheGraphsDo() throws {
        let graph = try Self.childGraphs()
        let svg = try SVGDocument(try GraphExport.svg(graph))
        #expect(svg.frames.map(\.label) == ["AppGraph", "MemberGraph", "CourtGraph"])
        #expect(svg.frames.allSatisfy { $0.kind == "graph" })
        let boxes = Dictionary(uniqueKeysWithValues: svg.frames.map { ($0.label, $0.box) })
        let (app, member, court) = (try #require(boxes["AppGraph"]), try #require(boxes["MemberGraph"]), try #require(boxes["CourtGraph"]))
        #expect(app.contains(member) && member.contains(court))
        let memberNodes: Set = ["node-makeMemberGraph", "node-bookingScreen", "node-locker", "node-member",
                                "node-perkListInMemberGraph", "node-personalTrainerInPerk", "node-towel",
                                "node-perkArrayInMemberGraph"]
        let courtNodes: Set = ["node-makeCourtGraph", "node-makeLesson", "node-court", "node-number"]
        for node in svg.nodes {
            #expect(app.contains(node.box), "\(node.id) is outside AppGraph's frame")
            let inMember = memberNodes.contains(node.id) || courtNodes.contains(node.id)
            #expect(member.contains(node.box) == inMember && member.intersects(node.box) == inMember, "\(node.id) and MemberGraph's frame")
            let inCourt = courtNodes.contains(node.id)
            #expect(court.contains(node.box) == inCourt && court.intersects(node.box) == inCourt, "\(node.id) and CourtGraph's frame")
        }
        #expect(svg.edgeCount == graph.targets.joined().count)
        #expect(svg.texts.contains("child graph: a factory of the graph whose frame it enters"))
    }

    /// A root in a child graph keeps the frames of the graphs its picture reaches, and their ancestors'.
    @Test func aRootInAChildGraphKeepsTheFramesAroundIt() throws {
        let graph = try Self.childGraphs()
        let towel = try GraphExport.dot(graph, options: GraphExportOptions(root: "Towel"))
        #expect(Self.nodeIdentifiers(inDOT: towel) == ["ledger", "locker", "member", "towel"])
        #expect(towel.contains("    subgraph cluster_graph_AppGraph {\n"))
        #expect(towel.contains("        subgraph cluster_graph_MemberGraph {\n"))
        #expect(!towel.contains("CourtGraph"))
        let svg = try SVGDocument(try GraphExport.svg(graph, options: GraphExportOptions(root: "PersonalTrainer")))
        #expect(svg.nodes.map(\.id) == ["node-member", "node-personalTrainerInPerk"])
        #expect(svg.frames.map(\.label) == ["AppGraph", "MemberGraph"])
    }

    /// With graph frames, a binding's module is a line of its box rather than a frame.
    @Test func withChildGraphsModulesAreNamedInTheBoxes() throws {
        var graph = try Self.childGraphs()
        for index in graph.model.bindings.indices where graph.model.bindings[index].key.text == "Ledger" {
            graph.model.bindings[index].module = "Accounts"
        }
        let options = GraphExportOptions(targetModuleName: "Club")
        let dot = try GraphExport.dot(graph, options: options)
        #expect(!dot.contains("cluster_module_"))
        #expect(dot.contains("ledger [label=\"Ledger\\ncomponent · shared · teardown: close\\nmodule Accounts\""))
        #expect(dot.contains("clock [label=\"Clock\\ncomponent\\nmodule Club\""))
        let svg = try SVGDocument(try GraphExport.svg(graph, options: options))
        #expect(svg.frames.map(\.label) == ["AppGraph", "MemberGraph", "CourtGraph"])
        #expect(svg.texts.contains("module Accounts"))
        // One module: nothing to name.
        #expect(try GraphExport.dot(try Self.childGraphs(), options: options) == GraphExport.dot(try Self.childGraphs()))
    }

    // MARK: - Entry points

    static let entryPointsCaseName = "EntryPoints"

    /// A site whose graph names entry points, a child graph that names its own and one that names none.
    static func entryPoints() throws -> ResolvedGraph {
        try resolve(try RenderReferenceTests.sources(of: entryPointsCaseName))
    }

    @Test(arguments: ["Graph.dot", "Graph.mmd", "Graph.svg"])
    func entryPointsMatchTheReference(name: String) throws {
        let graph = try Self.entryPoints()
        let picture = switch name {
        case "Graph.dot": try GraphExport.dot(graph)
        case "Graph.mmd": try GraphExport.mermaid(graph)
        default: try GraphExport.svg(graph)
        }
        try Self.expectMatchesReference(picture, named: name, of: Self.entryPointsCaseName)
    }

    /// Each `@EntryPoints` protocol is a node, with a thick labelled edge to each binding it offers; those bindings
    /// have a border of their own, which the legend explains, and nothing else has it. A `@Lazy` factory's edge is
    /// dotted, a plain factory's dashed.
    @Test func entryPointsAreMarked() throws {
        let graph = try Self.entryPoints()
        let dot = try GraphExport.dot(graph)
        #expect(dot.contains("        siteEntryPoints [label=\"SiteEntryPoints\\nentry points\", shape=cds"))
        #expect(dot.contains("    siteEntryPoints -> crane [label=\"crane\", penwidth=2.2, color=\"#B03A2E\", fontcolor=\"#B03A2E\"];"))
        #expect(dot.contains("    shiftEntryPoints -> worker [label=\"worker\""))
        #expect(dot.contains("    inspection -> scaffold [label=\"lazy\", style=\"dotted\""))
        #expect(dot.contains("legend_entryPoint [label=\"entry point: a binding the graph offers (@EntryPoints)\""))
        let marked = dot.split(separator: "\n").filter { $0.hasSuffix(", color=\"#B03A2E\"];") && !$0.contains("legend_") }
            .map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " } }
        #expect(Set(marked) == ["crane", "lifting", "backupGenerator", "dashboard", "concrete", "toolArray", "inspection",
                                "siteName", "makeTruck", "makeShiftGraph", "worker", "foreman"])
        let mermaid = try GraphExport.mermaid(graph)
        #expect(mermaid.contains("    siteEntryPoints ==>|\"crane\"| crane"))
        #expect(mermaid.contains("    inspection -.->|\"lazy\"| scaffold"))
        #expect(mermaid.contains("    classDef entryPoint stroke:#B03A2E"))
        let svg = try GraphExport.svg(graph)
        #expect(svg.contains("class=\"edge lazy\""))
        #expect(svg.contains("stroke-dasharray=\"2 3\""))
        #expect(svg.contains("<marker id=\"arrow-entryPoint\""))
        // A graph without entry points draws no arrowhead for them, as before they existed.
        #expect(!(try GraphExport.svg(try Self.childGraphs())).contains("arrow-entryPoint"))
    }
}
