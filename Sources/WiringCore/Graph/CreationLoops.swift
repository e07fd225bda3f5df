extension MatchedGraph {
    /// A valid graph's cycles all pass through a factory, which defers creation. A kept instance on such a cycle
    /// reaches itself again only if a factory on it is called while the instance is being created — in an init,
    /// which the build cannot see. Each kept binding on a cycle gets its shortest one, for the generated code to
    /// name when that happens (one pass over the graph, then a search inside each cycle's component only).
    func creationLoops() -> [Int: CreationLoop] {
        var loops: [Int: CreationLoop] = [:]
        var cycle = 0
        for component in GraphSearch.stronglyConnectedComponents(targets: targets, roots: bindingsByType)
        where component.count > 1 && component.contains(where: { model.bindings[$0].scope.keepsInstance }) {
            cycle += 1
            let members = Set(component)
            for index in component.sorted() where model.bindings[index].scope.keepsInstance {
                guard let edges = GraphSearch.shortestCycle(through: index, within: members, targets: targets) else {
                    continue
                }
                let factories = edges.compactMap { edge -> String? in
                    let binding = model.bindings[edge.binding]
                    let dependency = binding.dependencies[edge.dependency]
                    let target = targets[edge.binding][edge.dependency]
                    let isAssisted = if case .assistedFactory = model.bindings[target].source { true } else { false }
                    guard dependency.isDeferred || isAssisted else { return nil }
                    let asker = asker(of: dependency, in: binding)
                    // An assisted component's factory type is asked for as a value, but it is a factory too.
                    return asker.hasPrefix("parameter ") ? "factory " + asker : asker
                }
                let key = model.bindings[index].key
                loops[index] = CreationLoop(
                    cycle: cycle,
                    description:
                        "'\(key)' was asked for again during its own creation: \(names(ofCycle: edges)); \(NearMatches.list(factories, conjunction: "or")) is called while '\(key)' is being created, so '\(key)' needs itself: call the factory later, not in an init"
                )
            }
        }
        return loops
    }
}
