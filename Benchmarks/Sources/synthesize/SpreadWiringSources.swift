/// The hand-written graph as a team writes it at thousands of components: spread over its feature areas (a block of
/// `SyntheticGraph.componentsPerCollection` components, with its collection, stores and journal), each area's wiring a
/// class in a file of its own (`Wiring/Area0003Wiring.swift`), which reaches another area's bindings through the graph;
/// `HandWiredGraph` only holds the areas. The same guarantees as the one-file graph (`WiringSources`): shared instances
/// created once, on first use, under their own lock. So an edit of one component's wiring changes one area's file, as
/// it would in such an app, and the edit–rebuild loop compares the plugin with that too.
struct SpreadWiringSources {
    static let folder = "Wiring"

    let graph: SyntheticGraph
    private let wirings: WiringSources

    init(graph: SyntheticGraph) {
        self.graph = graph
        wirings = WiringSources(graph: graph)
    }

    var areaCount: Int {
        (graph.components.count + SyntheticGraph.componentsPerCollection - 1) / SyntheticGraph.componentsPerCollection
    }

    static func areaClass(_ area: Int) -> String { "Area\(area)Wiring" }
    static func areaProperty(_ area: Int) -> String { "area\(area)" }
    static func areaFileName(_ area: Int) -> String { "\(folder)/Area\(fourDigits(area))Wiring.swift" }
    static let sessionFileName = "\(folder)/SessionWiring.swift"

    func area(of index: Int) -> Int { index / SyntheticGraph.componentsPerCollection }

    /// Every file of the wiring, by its path in the target.
    func files() -> [String: String] {
        var files = ["HandWiredGraph.swift": root()]
        for area in 0..<areaCount {
            files[Self.areaFileName(area)] = areaFile(area)
        }
        var areas: [String: Int] = [:]
        for component in graph.components { areas[component.accessor] = area(of: component.index) }
        files[Self.sessionFileName] =
            "// The synthetic app's session graph wired by hand, written by Benchmarks/synthesize. Do not edit.\n\n"
            + "import Foundation\n\n"
            + wirings.handWiredSessionGraph { "parent.\(Self.areaProperty(areas[$0] ?? 0)).\($0)" }
        return files
    }

    /// How the scenarios read a binding of the graph: through its area.
    func scenarioWiring() -> ScenarioSources.Wiring {
        var areas: [String: Int] = [:]
        for component in graph.components { areas[component.typeName] = area(of: component.index) }
        return ScenarioSources.handWired(read: { [areas] typeName, source in
            source == "graph"
                ? "graph.\(Self.areaProperty(areas[typeName] ?? 0)).\(lowerCamelCase(typeName))"
                : "\(source).\(lowerCamelCase(typeName))"
        })
    }

    private func root() -> String {
        var text = """
            // The synthetic app's graph wired by hand, spread over its feature areas, written by Benchmarks/synthesize.
            // Do not edit.

            /// The object graph, written by hand as a team does at this size: each feature area's wiring in a class and a
            /// file of its own (`\(Self.folder)/`), made with the graph and holding it `unowned` to reach the other areas.
            final class HandWiredGraph {

            """
        for area in 0..<areaCount {
            text += "    private(set) var \(Self.areaProperty(area)): \(Self.areaClass(area))!\n"
        }
        text += "\n    init() {\n"
        for area in 0..<areaCount {
            text += "        \(Self.areaProperty(area)) = \(Self.areaClass(area))(graph: self)\n"
        }
        return text + "    }\n}\n"
    }

    private func areaFile(_ area: Int) -> String {
        let first = area * SyntheticGraph.componentsPerCollection
        let end = min(first + SyntheticGraph.componentsPerCollection, graph.components.count)
        var text = """
            // Feature area \(area)'s wiring (components \(first)–\(end - 1)), written by Benchmarks/synthesize. Do not edit.

            import Foundation

            /// The bindings of components \(first)–\(end - 1), their collection, stores and journal: one property per binding,
            /// shared instances created on first use under their own lock; another area's through the graph.
            final class \(Self.areaClass(area)) {
                private unowned let graph: HandWiredGraph

                init(graph: HandWiredGraph) {
                    self.graph = graph
                }


            """
        for component in graph.components[first..<end] {
            let visibility = component.collection == nil ? "" : "private "
            let creation = wirings.creationExpression(component) { index, accessor in
                self.area(of: index) == area ? accessor : "graph.\(Self.areaProperty(self.area(of: index))).\(accessor)"
            }
            if component.scope == .shared {
                text += wirings.handWiredShared(component.accessor, component.typeName, creation, visibility: visibility)
            } else {
                text += """
                        \(visibility)var \(component.accessor): \(component.typeName) {
                            \(creation)
                        }


                    """
            }
            if let protocolName = component.protocolName, let protocolAccessor = component.protocolAccessor {
                text += """
                        var \(protocolAccessor): any \(protocolName) {
                            \(component.accessor)
                        }


                    """
            }
        }
        for entry in SyntheticGraph.entryNames.indices {
            text += wirings.handWiredShared(recordStoreAccessor(area, entry), recordStoreType(area, entry), "()")
        }
        text += wirings.handWiredShared(lowerCamelCase(journalName(area)), journalName(area), "()")
        if area < graph.collections.count {
            let members = graph.collections[area]
            text += """
                    var \(lowerCamelCase(collectionProtocol(area)))Array: [any \(collectionProtocol(area))] {
                        [\(members.map { graph.components[$0].accessor }.joined(separator: ", "))]
                    }


                """
        }
        return text + "}\n"
    }
}
