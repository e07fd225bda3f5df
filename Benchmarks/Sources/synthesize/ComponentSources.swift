/// Writes the annotated component files: twenty components to a file, each with the code an app's type has around
/// its init (stored state, methods with closures and string interpolation, comments, an extension), so that the
/// scanner and the compiler read realistic text rather than bare declarations. The consuming targets compile
/// the same files; only the wiring beside them differs.
struct ComponentSources {
    let graph: SyntheticGraph

    func fileName(_ file: Int) -> String { "Feature\(fourDigits(file)).swift" }

    func file(_ file: Int) -> String {
        var text = """
            // Synthetic feature file \(file) of \(graph.fileCount), written by Benchmarks/synthesize. Do not edit.

            import Foundation


            """
        let first = file * SyntheticGraph.componentsPerFile
        let end = min(first + SyntheticGraph.componentsPerFile, graph.components.count)
        if first % SyntheticGraph.componentsPerCollection == 0 {
            let collection = first / SyntheticGraph.componentsPerCollection
            text += """
                /// What the components of block \(collection) contribute to, and the last component of the block takes as a
                /// whole: the app's plug-in points.
                protocol \(collectionProtocol(collection)): AnyObject {
                    var checksum: Int { get }
                }


                """
            text += recordStoreAndJournal(collection)
        }
        var providers: [SyntheticGraph.Component] = []
        for component in graph.components[first..<end] {
            if component.shape == .provided {
                text += providedValue(component)
                providers.append(component)
            } else {
                text += declaration(component)
            }
        }
        if !providers.isEmpty { text += providerEnum(file, providers) }
        return text
    }

    // MARK: - The session, a child graph

    static let sessionFileName = "Session.swift"

    /// The session graph's file: its inputs, and its bindings annotated `in:` the child graph (the unscoped one needs
    /// no `in:`: it lives where its dependencies are).
    func sessionFile() -> String {
        let session = graph.session
        var text = """
            // The synthetic app's session, a child graph of the app's, written by Benchmarks/synthesize. Do not edit.


            """
        for input in SessionGraph.inputs {
            text += """
                /// A value the app has only once someone signs in, and creates the session with.
                struct \(input) {
                    let checksum: Int
                }


                """
        }
        text += """
            /// What a session is created with.
            // @Inputs(graph: \(SessionGraph.graphName))
            struct \(SessionGraph.inputsName) {

            """
        for input in SessionGraph.inputs {
            text += "    let \(lowerCamelCase(input)): \(input)\n"
        }
        text += "}\n\n"
        for binding in session.bindings {
            let annotation = binding.scope == .shared
                ? "// @Component(scope: .shared, in: \(SessionGraph.graphName))" : "// @Component"
            let parameters = binding.dependencies.map {
                "\(session.parameter($0, in: graph)): \(session.typeName($0, in: graph))"
            }
            text += """
                /// Part of a signed-in session: \(binding.scope == .shared ? "one per session" : "a new one each time").
                \(annotation)
                final class \(binding.typeName) {
                    let checksum: Int

                """
            for parameter in parameters {
                text += "    private let \(parameter)\n"
            }
            text += "\n    init(\(parameters.joined(separator: ", "))) {\n"
            for dependency in binding.dependencies {
                let name = session.parameter(dependency, in: graph)
                text += "        self.\(name) = \(name)\n"
            }
            text += "        var checksum = \(binding.seed)\n"
            for dependency in binding.dependencies {
                text += "        checksum = checksum &* 31 &+ \(session.parameter(dependency, in: graph)).checksum\n"
            }
            text += "        self.checksum = checksum\n    }\n}\n\n"
        }
        return text
    }

    // MARK: - The block's generic store and its journal

    /// The block's generic store (one shared instance per record type that something asks for), its record types,
    /// and its journal, bound as a composition. Feature0000's block also declares what every record type is.
    private func recordStoreAndJournal(_ block: Int) -> String {
        var text = ""
        if block == 0 {
            text += """
                /// What the generic stores keep: a kind of record, told apart by a number.
                protocol StoredRecord {
                    static var kind: Int { get }
                }


                """
        }
        for entry in SyntheticGraph.entryNames.indices {
            text += """
                /// A kind of record that block \(block)'s store keeps.
                struct \(entryName(block, entry)): StoredRecord {
                    static let kind = \(entry + 1)
                }


                """
        }
        text += """
            /// Block \(block)'s records, one store per record type: a generic component, specialized for each type that a
            /// component asks for.
            // @Component(scope: .shared)
            final class \(recordStoreName(block))<Record: StoredRecord> {
                let checksum: Int
                private var records: [Int] = []

                init() {
                    checksum = \(block) &* 31 &+ Record.kind
                }

                func insert(_ record: Int) {
                    records.append(record)
                }
            }

            /// What block \(block)'s journal offers to those who read it.
            protocol Reading\(block): AnyObject {
                var checksum: Int { get }
            }

            /// What block \(block)'s journal offers to those who write to it.
            protocol Writing\(block): AnyObject {
                func append(_ line: String)
            }

            /// Block \(block)'s journal, read and written through one parameter of both protocols' composition.
            // @Component(scope: .shared, as: Reading\(block) & Writing\(block))
            final class \(journalName(block)): Reading\(block), Writing\(block) {
                let checksum = \(block) &+ 1000
                private var lines: [String] = []

                init() {}

                func append(_ line: String) {
                    lines.append(line)
                }
            }


            """
        return text
    }

    // MARK: - Components built with their init

    private func declaration(_ component: SyntheticGraph.Component) -> String {
        var text = ""
        if let protocolName = component.protocolName {
            text += """
                /// What the rest of the app needs from the \(words(component)): callers depend on this protocol, so that a
                /// test can hand them another one.
                protocol \(protocolName): AnyObject {
                    var checksum: Int { get }
                    func summary(prefix: String) -> String
                }


                """
        }
        let conformances = [component.protocolName, component.collection.map(collectionProtocol)].compactMap { $0 }
        let keyword = component.shape == .structure ? "struct" : "final class"
        text += """
            /// The \(words(component)) of the synthetic app (component \(component.index)): keeps what happened recently and
            /// formats it for logs and support requests.
            \(annotation(component))
            \(keyword) \(component.typeName)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) {
                let checksum: Int

            """
        for dependency in component.dependencies {
            text += "    private let \(parameter(dependency)): \(parameterType(dependency))\n"
        }
        if component.shape == .structure {
            text += "    private let tags: [String]\n"
        } else {
            text += "    private var recentEvents: [String] = []\n"
        }
        text += "\n    init(\(component.dependencies.map { "\(parameter($0)): \(parameterType($0, escaping: true))" }.joined(separator: ", "))) {\n"
        for dependency in component.dependencies {
            text += "        self.\(parameter(dependency)) = \(parameter(dependency))\n"
        }
        if component.shape == .structure {
            text += "        tags = [\"\(component.typeName)\", \"synthetic\"]\n"
        }
        if component.dependencies.isEmpty {
            text += "        checksum = \(component.index)\n"
        } else {
            text += "        var checksum = \(component.index)\n"
            for dependency in component.dependencies {
                text += "        checksum = checksum &* 31 &+ \(checksumTerm(dependency))\n"
            }
            text += "        self.checksum = checksum\n"
        }
        text += "    }\n\n"
        text += component.shape == .structure ? structureMethods(component) : classMethods(component)
        text += "}\n\n"
        text += """
            extension \(component.typeName): CustomStringConvertible {
                var description: String {
                    "\(component.typeName)(checksum: \\(checksum))"
                }
            }


            """
        return text
    }

    private func annotation(_ component: SyntheticGraph.Component) -> String {
        var options: [String] = []
        if component.scope == .shared { options.append("scope: .shared") }
        if let protocolName = component.protocolName { options.append("as: \(protocolName)") }
        if let collection = component.collection { options.append("into: [\(collectionProtocol(collection))]") }
        return options.isEmpty ? "// @Component" : "// @Component(\(options.joined(separator: ", ")))"
    }

    private func classMethods(_ component: SyntheticGraph.Component) -> String {
        var text = """
                /// Records an event, keeping the last sixteen.
                func record(_ event: String) {
                    recentEvents.append(event)
                    if recentEvents.count > 16 {
                        recentEvents.removeFirst(recentEvents.count - 16)
                    }
                }

                func summary(prefix: String) -> String {
                    if recentEvents.isEmpty { return prefix + ": nothing yet" }
                    let lines = recentEvents.enumerated().map { offset, event in "\\(prefix)#\\(offset): \\(event)" }
                    return lines.joined(separator: "\\n")
                }

            """
        if component.index % 5 == 0 {
            text += """

                    /* Kept for the support screen, which shows it verbatim: the text mentions an annotation, but a
                       string literal never registers anything. */
                    static let helpText = \"\"\"
                        \(component.typeName) keeps the recent events of the \(words(component)).
                        // @Component(scope: .shared) here is text, not an annotation.
                        \"\"\"

                """
        }
        return text
    }

    private func structureMethods(_ component: SyntheticGraph.Component) -> String {
        """
            func summary(prefix: String) -> String {
                // Tags are few; a plain join is enough.
                tags.filter { !$0.isEmpty }.map { "\\(prefix)/\\($0)" }.joined(separator: ", ")
            }

        """
    }

    // MARK: - Values made by providers

    private func providedValue(_ component: SyntheticGraph.Component) -> String {
        """
        /// Settings of the \(words(component)), made by a function rather than an init: the shape of a type the app does
        /// not own.
        struct \(component.typeName) {
            let checksum: Int
            let refreshInterval: Double
        }


        """
    }

    private func providerEnum(_ file: Int, _ components: [SyntheticGraph.Component]) -> String {
        var text = "/// The values of this feature file that functions make.\nenum Feature\(fourDigits(file))Values {\n"
        for component in components {
            text += """
                    // @Provides\(component.scope == .shared ? "(scope: .shared)" : "")
                    static func make\(component.typeName)() -> \(component.typeName) {
                        \(component.typeName)(checksum: \(component.index), refreshInterval: 30)
                    }

                """
        }
        return text + "}\n\n"
    }

    // MARK: - Dependencies

    func parameter(_ dependency: SyntheticGraph.Dependency) -> String {
        switch dependency.kind {
        case .instance: graph.components[dependency.target].accessor
        case .protocolInstance: graph.components[dependency.target].protocolAccessor ?? ""
        case .factory: "make" + graph.components[dependency.target].typeName
        case .collection: lowerCamelCase(collectionProtocol(dependency.target)) + "s"
        case .recordStore(let entry): recordStoreAccessor(dependency.target, entry)
        case .journal: lowerCamelCase(journalName(dependency.target))
        }
    }

    func parameterType(_ dependency: SyntheticGraph.Dependency, escaping: Bool = false) -> String {
        switch dependency.kind {
        case .instance: graph.components[dependency.target].typeName
        case .protocolInstance: "any " + (graph.components[dependency.target].protocolName ?? "")
        case .factory: (escaping ? "@escaping " : "") + "() -> " + graph.components[dependency.target].typeName
        case .collection: "[any \(collectionProtocol(dependency.target))]"
        case .recordStore(let entry): recordStoreType(dependency.target, entry)
        case .journal: journalComposition(dependency.target)
        }
    }

    /// What the dependency adds to the checksum: its own, so that a wrong instance anywhere changes the root's. A
    /// factory is not called (its product is for later), so it adds the index of what it would create.
    private func checksumTerm(_ dependency: SyntheticGraph.Dependency) -> String {
        let name = parameter(dependency)
        switch dependency.kind {
        case .instance, .protocolInstance, .recordStore, .journal: return "\(name).checksum"
        case .factory: return String(dependency.target)
        case .collection: return "\(name).reduce(0) { $0 &+ $1.checksum }"
        }
    }

    private func words(_ component: SyntheticGraph.Component) -> String {
        let stem = component.protocolName ?? component.typeName
        var result = ""
        for character in stem where !character.isNumber {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        return result
    }
}

/// The number with at least four digits, so that file names sort in order.
func fourDigits(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
