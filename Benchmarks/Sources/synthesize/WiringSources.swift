/// The two wirings written without Wiring, for the same graph: what a careful person writes by hand (a graph class
/// with the same guarantees as `AppGraph`: shared instances created once, on first use, under their own lock; no
/// test overrides), and a Swinject registration.
struct WiringSources {
    let graph: SyntheticGraph
    let components: ComponentSources

    init(graph: SyntheticGraph) {
        self.graph = graph
        components = ComponentSources(graph: graph)
    }

    // MARK: - By hand

    func handWiredGraph() -> String {
        var text = """
            // The synthetic app's graph wired by hand, written by Benchmarks/synthesize. Do not edit.

            import Foundation

            /// The object graph, written as a careful person would without a tool: one property per binding, shared
            /// instances created on first use under their own lock (so that concurrent first uses make one), and
            /// factories that hold the graph `unowned`.
            final class HandWiredGraph {
                init() {}


            """
        for component in graph.components {
            let visibility = component.collection == nil ? "" : "private "
            let creation = creationExpression(component)
            if component.scope == .shared {
                text += handWiredShared(component.accessor, component.typeName, creation, visibility: visibility)
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
        for block in graph.collections.indices {
            for entry in SyntheticGraph.entryNames.indices {
                text += handWiredShared(recordStoreAccessor(block, entry), recordStoreType(block, entry), "()")
            }
            text += handWiredShared(lowerCamelCase(journalName(block)), journalName(block), "()")
        }
        for (collection, members) in graph.collections.enumerated() {
            text += """
                    var \(lowerCamelCase(collectionProtocol(collection)))Array: [any \(collectionProtocol(collection))] {
                        [\(members.map { graph.components[$0].accessor }.joined(separator: ", "))]
                    }


                """
        }
        return text + "}\n\n" + handWiredSessionGraph { "parent.\($0)" }
    }

    /// A shared instance by hand: created on first use under its own lock.
    func handWiredShared(_ accessor: String, _ type: String, _ creation: String, visibility: String = "") -> String {
        let creation = creation == "()" ? type + "()" : creation
        return """
                \(visibility)var \(accessor): \(type) {
                    \(accessor)Lock.lock()
                    defer { \(accessor)Lock.unlock() }
                    if let instance = \(accessor)Instance { return instance }
                    let instance = \(creation)
                    \(accessor)Instance = instance
                    return instance
                }
                private let \(accessor)Lock = NSLock()
                private var \(accessor)Instance: \(type)?


            """
    }

    /// The session graph by hand, with the same structure as the generated child graph (one recursive lock for the
    /// whole session rather than one per instance, so that creating a session allocates one lock): what is compared
    /// is the code around it, not a choice of lock. `appValue` spells an app-wide binding (its accessor) from there.
    func handWiredSessionGraph(appValue: (String) -> String) -> String {
        let session = graph.session
        var text = """
            /// A signed-in session's graph, a child of `HandWiredGraph`, written as a careful person would for a graph
            /// made again and again: the parent and the inputs stored, shared instances created on first use under one
            /// lock for the session, recursive because creating one instance creates those it needs.
            final class HandWiredSessionGraph {
                let parent: HandWiredGraph

            """
        for input in SessionGraph.inputs {
            text += "    let \(lowerCamelCase(input)): \(input)\n"
        }
        text += "\n    init(parent: HandWiredGraph, inputs: \(SessionGraph.inputsName)) {\n        self.parent = parent\n"
        for input in SessionGraph.inputs {
            text += "        \(lowerCamelCase(input)) = inputs.\(lowerCamelCase(input))\n"
        }
        text += "    }\n\n"
        text += session.handWrittenAccessors(in: graph, appValue: appValue)
        return text + "    private let lock = NSRecursiveLock()\n}\n"
    }

    /// How the hand-written graph creates a component. `reference` spells, from inside the class that creates it, the
    /// property of a component (its index) of that name: the one-file graph has them all, the spread one reaches
    /// another feature area's through it. Collections, stores and journals are the component's own block's.
    func creationExpression(
        _ component: SyntheticGraph.Component, reference: (_ index: Int, _ accessor: String) -> String = { $1 }
    ) -> String {
        if component.shape == .provided {
            return "Feature\(fourDigits(component.index / SyntheticGraph.componentsPerFile))Values.make\(component.typeName)()"
        }
        let arguments = component.dependencies.map { dependency -> String in
            let target = graph.components[dependency.target]
            let value = switch dependency.kind {
            case .instance: reference(target.index, target.accessor)
            case .protocolInstance: reference(target.index, target.protocolAccessor ?? "")
            case .factory: "{ [unowned self] in self.\(reference(target.index, target.accessor)) }"
            case .collection: lowerCamelCase(collectionProtocol(dependency.target)) + "Array"
            case .recordStore(let entry): recordStoreAccessor(dependency.target, entry)
            case .journal: lowerCamelCase(journalName(dependency.target))
            }
            return "\(components.parameter(dependency)): \(value)"
        }
        return "\(component.typeName)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: - Swinject

    /// One registration function per feature file, as an app splits its registrations (Swinject's assemblies), and
    /// one function that calls them all.
    func swinjectRegistration() -> String {
        var text = """
            // The synthetic app's graph registered with Swinject, written by Benchmarks/synthesize. Do not edit.

            import Swinject

            /// Registers every component, with the scope and protocol forwarding its annotation gives it.
            enum SwinjectRegistration {
                static func register(in container: Container) {

            """
        for file in 0..<graph.fileCount {
            text += "        registerFeature\(fourDigits(file))(in: container)\n"
        }
        text += "        registerRecordStoresAndJournals(in: container)\n"
        text += "    }\n"
        text += "\n    private static func registerRecordStoresAndJournals(in container: Container) {\n"
        for block in graph.collections.indices {
            for entry in SyntheticGraph.entryNames.indices {
                let type = recordStoreType(block, entry)
                text += "        container.register(\(type).self) { _ in \(type)() }.inObjectScope(.container)\n"
            }
            text += "        container.register(\(journalName(block)).self) { _ in \(journalName(block))() }"
            text += ".inObjectScope(.container).implements((\(journalComposition(block))).self)\n"
        }
        text += "    }\n"
        for file in 0..<graph.fileCount {
            text += "\n    private static func registerFeature\(fourDigits(file))(in container: Container) {\n"
            let first = file * SyntheticGraph.componentsPerFile
            for component in graph.components[first..<min(first + SyntheticGraph.componentsPerFile, graph.components.count)] {
                let scope = component.scope == .shared ? ".container" : ".transient"
                let forwarding = component.protocolName.map { ".implements((any \($0)).self)" } ?? ""
                let resolver = component.dependencies.isEmpty ? "_" : "resolver"
                text += """
                            container.register(\(component.typeName).self) { \(resolver) in
                                \(swinjectCreation(component))
                            }.inObjectScope(\(scope))\(forwarding)

                    """
            }
            text += "    }\n"
        }
        return text + swinjectSessionContainer() + "}\n"
    }

    /// The session's container: a child of the app's (`Container(parent:)`), made for each session with its inputs
    /// registered as instances and its shared components in `.container` scope, so that each session container
    /// keeps its own; the app's shared components, resolved through the parent, stay the app's.
    private func swinjectSessionContainer() -> String {
        let session = graph.session
        var text = """

                static func makeSessionContainer(parent: Container, inputs: \(SessionGraph.inputsName)) -> Container {
                    let container = Container(parent: parent)

            """
        for input in SessionGraph.inputs {
            text += "        container.register(\(input).self) { _ in inputs.\(lowerCamelCase(input)) }\n"
        }
        for binding in session.bindings {
            let arguments = binding.dependencies.map {
                "\(session.parameter($0, in: graph)): resolver.resolve(\(session.typeName($0, in: graph)).self)!"
            }
            text += """
                        container.register(\(binding.typeName).self) { resolver in
                            \(binding.typeName)(\(arguments.joined(separator: ", ")))
                        }.inObjectScope(\(binding.scope == .shared ? ".container" : ".transient"))

                """
        }
        return text + "        return container\n    }\n"
    }

    private func swinjectCreation(_ component: SyntheticGraph.Component) -> String {
        if component.shape == .provided {
            return "Feature\(fourDigits(component.index / SyntheticGraph.componentsPerFile))Values.make\(component.typeName)()"
        }
        let arguments = component.dependencies.map { dependency -> String in
            let target = graph.components[dependency.target]
            let value = switch dependency.kind {
            case .instance: "resolver.resolve(\(target.typeName).self)!"
            case .protocolInstance: "resolver.resolve((any \(target.protocolName ?? "")).self)!"
            case .factory: "{ resolver.resolve(\(target.typeName).self)! }"
            case .collection:
                "[" + graph.collections[dependency.target].map {
                    "resolver.resolve(\(graph.components[$0].typeName).self)!"
                }.joined(separator: ", ") + "] as [any \(collectionProtocol(dependency.target))]"
            case .recordStore(let entry): "resolver.resolve(\(recordStoreType(dependency.target, entry)).self)!"
            case .journal: "resolver.resolve((\(journalComposition(dependency.target))).self)!"
            }
            return "\(components.parameter(dependency)): \(value)"
        }
        return "\(component.typeName)(\(arguments.joined(separator: ", ")))"
    }
}
