/// The synthetic graph registered with pointfreeco's swift-dependencies, the way its documentation registers a
/// dependency by hand ("Manual conformance to DependencyKey"): a `DependencyKey` per binding, whose `liveValue`
/// makes the component with its dependencies read from `DependencyValues`, and a property of `DependencyValues`
/// that reads it and that `withDependencies` overrides.
///
/// - A shared component's `liveValue` is its instance: the library computes it on first access and caches it
///   (per `DependencyValues` cache, that is for the process, or for a fresh `DependencyValues`). It is computed
///   (`static var`), not a `static let`, so that a fresh `DependencyValues` makes a new graph, as the benchmark's
///   graph creation asks.
/// - An unscoped component's value is a factory, `@Sendable () -> T`, cached like any value, which makes a new
///   instance on each call: the property of `DependencyValues` calls it, and `makeX` is what a test overrides.
/// - A binding `as:` a protocol is a key of its own whose value is the component's (a test overrides the protocol).
/// - A `() -> T` parameter gets a closure over a `Dependency` made where the component is made, so that calling it
///   later resolves in the scope the component was made in (the library's `@Dependency` captures its scope so).
/// - Values must be `Sendable` (`TestDependencyKey.Value: Sendable`); the components are plain classes, shared by
///   byte with the other wirings, so each value is wrapped in `UncheckedBox`, as a team with non-`Sendable`
///   classes would (or mark them `@unchecked Sendable`).
/// - The session (a child graph elsewhere) is a `withDependencies` scope that overrides its three inputs, and an
///   object made in it that reads its inputs and the app's components through `@Dependency` properties and keeps
///   its own shared instances, made on first use under one lock: the library has no scope with instances of its
///   own, so that part is written by hand, as in `HandWiredSessionGraph`.
struct DependenciesSources {
    let graph: SyntheticGraph
    let components: ComponentSources

    init(graph: SyntheticGraph) {
        self.graph = graph
        components = ComponentSources(graph: graph)
    }

    static let keysFileName = "DependencyKeys.swift"
    static let sessionFileName = "DependenciesSession.swift"
    static let inputKeysFileName = "SessionInputKeys.swift"

    /// The keys and properties of every app-wide binding.
    func keys() -> String {
        var text = """
            // The synthetic app's graph registered with swift-dependencies, written by Benchmarks/synthesize. Do not edit.

            import Dependencies

            /// A dependency's value must be `Sendable`; the components are not (they keep mutable state), so each value
            /// is boxed, as a team whose classes are not `Sendable` would.
            struct UncheckedBox<Value>: @unchecked Sendable {
                let value: Value
            }


            """
        for component in graph.components {
            let creation = creationExpression(component)
            text += binding(component.accessor, component.typeName, creation, shared: component.scope == .shared)
            if let protocolName = component.protocolName, let protocolAccessor = component.protocolAccessor {
                text += binding(protocolAccessor, "any " + protocolName, "values.\(component.accessor)",
                                shared: component.scope == .shared, keyName: protocolName)
            }
        }
        for block in graph.collections.indices {
            for entry in SyntheticGraph.entryNames.indices {
                text += binding(recordStoreAccessor(block, entry), recordStoreType(block, entry),
                                "\(recordStoreType(block, entry))()", shared: true,
                                keyName: recordStoreName(block) + entryName(block, entry))
            }
            text += binding(lowerCamelCase(journalName(block)), journalName(block), "\(journalName(block))()",
                            shared: true)
        }
        return text
    }

    /// A key and its property. `creation` may read `values`, the current `DependencyValues`.
    private func binding(_ accessor: String, _ type: String, _ creation: String, shared: Bool,
                         keyName: String? = nil) -> String {
        let key = (keyName ?? type) + "Key"
        let reads = creation.contains("values.") ? "let values = DependencyValues._current\n            " : ""
        if shared {
            return """
                private enum \(key): DependencyKey {
                    static var liveValue: UncheckedBox<\(type)> {
                        \(reads)return UncheckedBox(value: \(creation))
                    }
                }

                extension DependencyValues {
                    var \(accessor): \(type) {
                        get { self[\(key).self].value }
                        set { self[\(key).self] = UncheckedBox(value: newValue) }
                    }
                }


                """
        }
        let factory = "make" + accessor.prefix(1).uppercased() + accessor.dropFirst()
        return """
            private enum \(key): DependencyKey {
                static var liveValue: @Sendable () -> \(type) {
                    {
                        \(reads)return \(creation)
                    }
                }
            }

            extension DependencyValues {
                var \(factory): @Sendable () -> \(type) {
                    get { self[\(key).self] }
                    set { self[\(key).self] = newValue }
                }

                var \(accessor): \(type) { \(factory)() }
            }


            """
    }

    private func creationExpression(_ component: SyntheticGraph.Component) -> String {
        if component.shape == .provided {
            return "Feature\(fourDigits(component.index / SyntheticGraph.componentsPerFile))Values.make\(component.typeName)()"
        }
        let arguments = component.dependencies.map { dependency -> String in
            let target = graph.components[dependency.target]
            let value = switch dependency.kind {
            case .instance: "values.\(target.accessor)"
            case .protocolInstance: "values.\(target.protocolAccessor ?? "")"
            case .factory:
                "{ [dependency = Dependency(\\DependencyValues.\(target.accessor))] in dependency.wrappedValue }"
            case .collection:
                "[" + graph.collections[dependency.target].map { "values.\(graph.components[$0].accessor)" }
                    .joined(separator: ", ") + "]"
            case .recordStore(let entry): "values.\(recordStoreAccessor(dependency.target, entry))"
            case .journal: "values.\(lowerCamelCase(journalName(dependency.target)))"
            }
            return "\(components.parameter(dependency)): \(value)"
        }
        return "\(component.typeName)(\(arguments.joined(separator: ", ")))"
    }

    /// The session's inputs as dependencies with no live value (each session's scope sets them): a
    /// `TestDependencyKey` by hand, or, with `macro`, `@DependencyEntry` (the documentation's simplest way to
    /// register one, which needs the DependenciesMacros library, hence swift-syntax).
    func inputKeys(macro: Bool) -> String {
        var text = """
            // The session's inputs as dependencies, written by Benchmarks/synthesize. Do not edit.

            import Dependencies
            \(macro ? "import DependenciesMacros\n" : "")

            """
        if macro {
            text += "extension DependencyValues {\n"
            for input in SessionGraph.inputs {
                text += "    @DependencyEntry var \(lowerCamelCase(input)): \(input) = \(input)(checksum: 0)\n"
            }
            return text + "}\n"
        }
        for input in SessionGraph.inputs {
            text += """
                private enum \(input)Key: TestDependencyKey {
                    static var testValue: \(input) { \(input)(checksum: 0) }
                }

                extension DependencyValues {
                    var \(lowerCamelCase(input)): \(input) {
                        get { self[\(input)Key.self] }
                        set { self[\(input)Key.self] = newValue }
                    }
                }


                """
        }
        return text
    }

    /// The session: made in a `withDependencies` scope that sets its inputs; its `@Dependency` properties keep that
    /// scope. Its shared instances are made on first use under one recursive lock, as `HandWiredSessionGraph` does.
    func session() -> String {
        let session = graph.session
        var text = """
            // The synthetic app's session over swift-dependencies, written by Benchmarks/synthesize. Do not edit.

            import Dependencies
            import Foundation

            /// A signed-in session: make it with `DependenciesSessionGraph.make(inputs:)`, which sets the inputs for its
            /// scope. What it reads of the app, and its inputs, come from `@Dependency` properties.
            final class DependenciesSessionGraph {

            """
        var needed: [String] = SessionGraph.inputs.map(lowerCamelCase)
        for binding in session.bindings {
            for dependency in binding.dependencies {
                if case .app = dependency {
                    let name = session.parameter(dependency, in: graph)
                    if !needed.contains(name) { needed.append(name) }
                }
            }
        }
        for name in needed {
            text += "    @Dependency(\\.\(name)) private var \(name)\n"
        }
        text += """

                static func make(inputs: \(SessionGraph.inputsName)) -> DependenciesSessionGraph {
                    withDependencies {

            """
        for input in SessionGraph.inputs {
            text += "            $0.\(lowerCamelCase(input)) = inputs.\(lowerCamelCase(input))\n"
        }
        text += """
                    } operation: {
                        DependenciesSessionGraph()
                    }
                }


            """
        text += session.handWrittenAccessors(in: graph) { $0 }
        return text + "    private let lock = NSRecursiveLock()\n}\n"
    }
}
