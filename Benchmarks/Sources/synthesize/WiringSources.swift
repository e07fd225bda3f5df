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
                text += """
                        \(visibility)var \(component.accessor): \(component.typeName) {
                            \(component.accessor)Lock.lock()
                            defer { \(component.accessor)Lock.unlock() }
                            if let instance = \(component.accessor)Instance { return instance }
                            let instance = \(creation)
                            \(component.accessor)Instance = instance
                            return instance
                        }
                        private let \(component.accessor)Lock = NSLock()
                        private var \(component.accessor)Instance: \(component.typeName)?


                    """
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
        for (collection, members) in graph.collections.enumerated() {
            text += """
                    var \(lowerCamelCase(collectionProtocol(collection)))Array: [any \(collectionProtocol(collection))] {
                        [\(members.map { graph.components[$0].accessor }.joined(separator: ", "))]
                    }


                """
        }
        return text + "}\n"
    }

    private func creationExpression(_ component: SyntheticGraph.Component) -> String {
        if component.shape == .provided {
            return "Feature\(fourDigits(component.index / SyntheticGraph.componentsPerFile))Values.make\(component.typeName)()"
        }
        let arguments = component.dependencies.map { dependency -> String in
            let target = graph.components[dependency.target]
            let value = switch dependency.kind {
            case .instance: target.accessor
            case .protocolInstance: target.protocolAccessor ?? ""
            case .factory: "{ [unowned self] in self.\(target.accessor) }"
            case .collection: lowerCamelCase(collectionProtocol(dependency.target)) + "Array"
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
        return text + "}\n"
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
            }
            return "\(components.parameter(dependency)): \(value)"
        }
        return "\(component.typeName)(\(arguments.joined(separator: ", ")))"
    }
}
