/// Writes each consuming target's public entry points for the runtime benchmark: the same operations over its own
/// wiring of the graph and of its child graph, the session, so that the harness compares like with like.
struct ScenarioSources {
    /// How a target reaches the graph: the type, how one is made, and how a binding is read from it.
    struct Wiring: Sendable {
        let className: String
        let imports: String
        /// The stored properties and init of the scenarios class: `graph`, `session` (a session of `graph`) and
        /// `lastSession`.
        let state: String
        /// Statements that make a new graph into `let graph`, and what closes the scope they open, if any.
        let makeGraph: String
        var closeGraph = ""
        /// The expression that makes a session, a child of `graph`, with the inputs `inputs`.
        let makeSession: String
        /// The expression that reads the binding of a type (its name) from a graph or session.
        let read: @Sendable (_ typeName: String, _ from: String) -> String
        /// The expression for a hot read that may come from any thread.
        let threadSafeSource: String
    }

    let graph: SyntheticGraph

    static let generated = Wiring(
        className: "GeneratedScenarios", imports: "",
        state: graphState("AppGraph", session: SessionGraph.graphName),
        makeGraph: "let graph = AppGraph()",
        makeSession: "\(SessionGraph.graphName)(parent: graph, inputs: inputs)",
        read: { typeName, source in "\(source).\(lowerCamelCase(typeName))" },
        threadSafeSource: "graph")

    /// The graph written by hand; `read`, for the one spread over feature areas, reads an app-wide binding through
    /// its area.
    static func handWired(
        read: @escaping @Sendable (_ typeName: String, _ from: String) -> String = { typeName, source in
            "\(source).\(lowerCamelCase(typeName))"
        }
    ) -> Wiring {
        Wiring(
            className: "HandWiredScenarios", imports: "",
            state: graphState("HandWiredGraph", session: "HandWiredSessionGraph"),
            makeGraph: "let graph = HandWiredGraph()",
            makeSession: "HandWiredSessionGraph(parent: graph, inputs: inputs)",
            read: read,
            threadSafeSource: "graph")
    }

    /// The state of a scenarios class over a graph class and its session class.
    private static func graphState(_ graph: String, session: String) -> String {
        """
            private let graph = \(graph)()
            private let session: \(session)
            /// The session created last, which the next one replaces (see `createSessions(times:)`).
            private var lastSession: \(session)?

            public init() {
                session = \(session)(parent: graph, inputs: sessionInputs(0))
            }

        """
    }

    /// Swinject's `Container` is not thread-safe by itself: reads from several threads go through the resolver that
    /// `synchronize()` returns, as Swinject's documentation asks.
    static let swinject = Wiring(
        className: "SwinjectScenarios", imports: "import Swinject\n",
        state: """
                private let graph: Container
                private let synchronizedGraph: Resolver
                private let session: Container
                /// The session created last, which the next one replaces (see `createSessions(times:)`).
                private var lastSession: Container?

                public init() {
                    graph = Self.makeContainer()
                    synchronizedGraph = graph.synchronize()
                    session = SwinjectRegistration.makeSessionContainer(parent: graph, inputs: sessionInputs(0))
                }

                private static func makeContainer() -> Container {
                    let container = Container()
                    SwinjectRegistration.register(in: container)
                    return container
                }

            """,
        makeGraph: "let graph = makeContainer()",
        makeSession: "SwinjectRegistration.makeSessionContainer(parent: graph, inputs: inputs)",
        read: { typeName, source in "\(source).resolve(\(typeName).self)!" },
        threadSafeSource: "synchronizedGraph")

    /// swift-dependencies: the graph is the process's `DependencyValues`, and a new graph a fresh one (an empty cache
    /// of live values) for the scope of `withDependencies`. A dependency is read as a local `@Dependency(\.x) var x`
    /// is, `Dependency(\.x).wrappedValue`, which is safe from any thread (the cache has a lock). The session is an
    /// object made in a scope that sets its inputs (`DependenciesSources.session()`).
    static let dependencies = Wiring(
        className: "DependenciesScenarios", imports: "import Dependencies\n",
        state: """
                private let session: DependenciesSessionGraph
                /// The session created last, which the next one replaces (see `createSessions(times:)`).
                private var lastSession: DependenciesSessionGraph?

                public init() {
                    session = DependenciesSessionGraph.make(inputs: sessionInputs(0))
                }

            """,
        makeGraph: "return withDependencies { $0 = .live } operation: { () -> Int in",
        closeGraph: "}",
        makeSession: "DependenciesSessionGraph.make(inputs: inputs)",
        read: { typeName, source in
            source == "session"
                ? "session.\(lowerCamelCase(typeName))"
                : "Dependency(\\DependencyValues.\(lowerCamelCase(typeName))).wrappedValue"
        },
        threadSafeSource: "graph")

    /// `launchReads`: what `createGraphAndResolveShared` reads, where not every shared binding (a graph that names
    /// its entry points offers only those).
    func source(_ wiring: Wiring, launchReads: [SyntheticGraph.Component]? = nil) -> String {
        let launch = launchReads ?? graph.sharedBindable
        let launchDescription =
            launchReads == nil ? "each of its \(launch.count) shared bindings" : "each of its \(launch.count) entry points"
        let hot = graph.components[graph.hotShared]
        let session = graph.session
        let root = graph.components[graph.deepChainRoot]
        var text = """
            // The runtime benchmark's entry points into this target's graph, written by Benchmarks/synthesize. Do not edit.

            \(wiring.imports)
            /// The operations the runtime benchmark times, over this target's wiring of the synthetic graph. Each returns
            /// a checksum of what it resolved, which is the same for every wiring of the same graph. Sendable because
            /// every shared read it makes from several threads is guarded by the wiring's own locks.
            public final class \(wiring.className): @unchecked Sendable {
            \(wiring.state)
                /// Creates a graph and reads \(launchDescription), as an app does at launch.
                /// (Checksums are appended rather than added: a long chain of `&+` statements takes the type checker
                /// longer than the graph itself.)
                public static func createGraphAndResolveShared() -> Int {
                    \(wiring.makeGraph)
                    var checksums: [Int] = []
                    checksums.reserveCapacity(\(launch.count))

            """
        for component in launch {
            text += "        checksums.append(\(wiring.read(component.typeName, "graph")).checksum)\n"
        }
        text += "        return checksums.reduce(0, &+)\n"
        if !wiring.closeGraph.isEmpty { text += "        \(wiring.closeGraph)\n" }
        text += """
                }

                /// Resolves `\(root.typeName)` on a graph whose shared instances exist: \(graph.deepChainDepth) unscoped
                /// components deep, \(graph.deepChainInstances) new instances.
                public func resolveDeepChain() -> Int {
                    \(wiring.read(root.typeName, "graph")).checksum
                }

                /// Reads the shared `\(hot.typeName)` `times` times.
                public func readHotShared(times: Int) -> Int {
                    var checksum = 0
                    for _ in 0..<times {
                        checksum = checksum &+ \(wiring.read(hot.typeName, "graph")).checksum
                    }
                    return checksum
                }

                /// Reads the shared `\(hot.typeName)` `times` times, safely from any thread.
                public func readHotSharedFromAnyThread(times: Int) -> Int {
                    var checksum = 0
                    for _ in 0..<times {
                        checksum = checksum &+ \(wiring.read(hot.typeName, wiring.threadSafeSource)).checksum
                    }
                    return checksum
                }

                /// Creates `times` sessions of the graph, each replacing the one before it, as an app keeps the session
                /// it has: so each is created and, later, released (a session that did not outlive its creation could
                /// be optimized onto the stack, which no app's session is). Returns the checksum of each one's first
                /// input: creating a session reads none of its bindings, which `createSessionsAndResolveAll` checks.
                public func createSessions(times: Int) -> Int {
                    var checksum = 0
                    for number in 0..<times {
                        let inputs = sessionInputs(number)
                        lastSession = \(wiring.makeSession)
                        checksum = checksum &+ inputs.\(lowerCamelCase(SessionGraph.inputs[0])).checksum
                    }
                    return checksum
                }

                /// Creates `times` sessions as `createSessions(times:)` does, and reads every binding of each: its
                /// \(session.shared.count) shared instances, in the order they depend on each other, and its unscoped one.
                public func createSessionsAndResolveAll(times: Int) -> Int {
                    var checksum = 0
                    for number in 0..<times {
                        let inputs = sessionInputs(number)
                        let session = \(wiring.makeSession)

            """
        for binding in session.bindings {
            text += "            checksum = checksum &+ \(wiring.read(binding.typeName, "session")).checksum\n"
        }
        text += """
                        lastSession = session
                    }
                    return checksum
                }

                /// Reads the session's shared `\(session.hot.typeName)` `times` times.
                public func readHotSessionShared(times: Int) -> Int {
                    var checksum = 0
                    for _ in 0..<times {
                        checksum = checksum &+ \(wiring.read(session.hot.typeName, "session")).checksum
                    }
                    return checksum
                }
            }

            /// The inputs of the `number`th session, the same in every wiring.
            private func sessionInputs(_ number: Int) -> \(SessionGraph.inputsName) {
                \(SessionGraph.inputsName)(

            """
        text += SessionGraph.inputs.enumerated().map { offset, input in
            "        \(lowerCamelCase(input)): \(input)(checksum: number &* \(offset + 1))"
        }.joined(separator: ",\n")
        text += """

                )
            }

            """
        return text
    }
}
