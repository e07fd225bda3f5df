/// Writes each consuming target's public entry points for the runtime benchmark: the same four operations over its
/// own wiring of the graph, so that the harness compares like with like.
struct ScenarioSources {
    /// How a target reaches the graph: the type, how one is made, and how a binding is read from it.
    struct Wiring: Sendable {
        let className: String
        let imports: String
        /// The stored properties and init of the scenarios class.
        let state: String
        /// Statements that make a new graph into `let graph`.
        let makeGraph: String
        let read: @Sendable (SyntheticGraph.Component, _ from: String) -> String
        /// The expression for a hot read that may come from any thread.
        let threadSafeSource: String
    }

    let graph: SyntheticGraph

    static let generated = Wiring(
        className: "GeneratedScenarios", imports: "",
        state: "    private let graph = AppGraph()\n\n    public init() {}\n",
        makeGraph: "let graph = AppGraph()",
        read: { component, source in "\(source).\(component.accessor)" },
        threadSafeSource: "graph")

    static let handWired = Wiring(
        className: "HandWiredScenarios", imports: "",
        state: "    private let graph = HandWiredGraph()\n\n    public init() {}\n",
        makeGraph: "let graph = HandWiredGraph()",
        read: { component, source in "\(source).\(component.accessor)" },
        threadSafeSource: "graph")

    /// Swinject's `Container` is not thread-safe by itself: reads from several threads go through the resolver that
    /// `synchronize()` returns, as Swinject's documentation asks.
    static let swinject = Wiring(
        className: "SwinjectScenarios", imports: "import Swinject\n",
        state: """
                private let graph: Container
                private let synchronizedGraph: Resolver

                public init() {
                    graph = Self.makeContainer()
                    synchronizedGraph = graph.synchronize()
                }

                private static func makeContainer() -> Container {
                    let container = Container()
                    SwinjectRegistration.register(in: container)
                    return container
                }

            """,
        makeGraph: "let graph = makeContainer()",
        read: { component, source in "\(source).resolve(\(component.typeName).self)!" },
        threadSafeSource: "synchronizedGraph")

    func source(_ wiring: Wiring) -> String {
        let hot = graph.components[graph.hotShared]
        let root = graph.components[graph.deepChainRoot]
        var text = """
            // The runtime benchmark's entry points into this target's graph, written by Benchmarks/synthesize. Do not edit.

            \(wiring.imports)
            /// The operations the runtime benchmark times, over this target's wiring of the synthetic graph. Each returns
            /// a checksum of what it resolved, which is the same for every wiring of the same graph. Sendable because
            /// every shared read it makes from several threads is guarded by the wiring's own locks.
            public final class \(wiring.className): @unchecked Sendable {
            \(wiring.state)
                /// Creates a graph and reads each of its \(graph.sharedBindable.count) shared bindings, as an app does at launch.
                /// (Checksums are appended rather than added: a long chain of `&+` statements takes the type checker
                /// longer than the graph itself.)
                public static func createGraphAndResolveShared() -> Int {
                    \(wiring.makeGraph)
                    var checksums: [Int] = []
                    checksums.reserveCapacity(\(graph.sharedBindable.count))

            """
        for component in graph.sharedBindable {
            text += "        checksums.append(\(wiring.read(component, "graph")).checksum)\n"
        }
        text += """
                    return checksums.reduce(0, &+)
                }

                /// Resolves `\(root.typeName)` on a graph whose shared instances exist: \(graph.deepChainDepth) unscoped
                /// components deep, \(graph.deepChainInstances) new instances.
                public func resolveDeepChain() -> Int {
                    \(wiring.read(root, "graph")).checksum
                }

                /// Reads the shared `\(hot.typeName)` `times` times.
                public func readHotShared(times: Int) -> Int {
                    var checksum = 0
                    for _ in 0..<times {
                        checksum = checksum &+ \(wiring.read(hot, "graph")).checksum
                    }
                    return checksum
                }

                /// Reads the shared `\(hot.typeName)` `times` times, safely from any thread.
                public func readHotSharedFromAnyThread(times: Int) -> Int {
                    var checksum = 0
                    for _ in 0..<times {
                        checksum = checksum &+ \(wiring.read(hot, wiring.threadSafeSource)).checksum
                    }
                    return checksum
                }
            }

            """
        return text
    }
}
