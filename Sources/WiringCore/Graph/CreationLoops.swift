extension MatchedGraph {
    /// A valid graph's cycles all pass through a factory, which defers creation. A kept instance on such a cycle
    /// reaches itself again only if a factory on it is called while the instance is being created — in an init,
    /// which the build cannot see. Each kept binding on a cycle gets its shortest one, for the generated code to
    /// name when that happens (one pass over the graph, then a search inside each cycle's component only).
    ///
    /// A child graph's factory creates a graph that can be asked for any of its bindings, so it counts as needing
    /// each of them: a shared instance of a parent whose init opens a child and asks it for something that needs the
    /// instance is on a loop too.
    func creationLoops() -> [Int: CreationLoop] {
        var loops: [Int: CreationLoop] = [:]
        var cycle = 0
        // Every edge, those that defer creation too. In a valid graph every dependency is matched, so a row of
        // creation edges without a gap is the whole row: shared, not copied.
        var targets = creationTargets
        for index in targets.indices where targets[index].contains(nil) {
            targets[index] = self.targets[index].map(\.instance)
        }
        for (index, binding) in model.bindings.enumerated() {
            guard case .childGraph(let child) = binding.source else { continue }
            targets[index] += model.bindings.indices.filter { model.bindings[$0].graph == child }.map(Optional.some)
        }
        for component in GraphSearch.stronglyConnectedComponents(targets: targets, roots: bindingsByType)
        where (component.count > 1 || targets[component[0]].contains(component[0]))
            && component.contains(where: { model.bindings[$0].scope.keepsInstance })
        {
            cycle += 1
            let members = Set(component)
            for index in component.sorted() where model.bindings[index].scope.keepsInstance {
                guard let edges = GraphSearch.shortestCycle(through: index, within: members, targets: targets) else {
                    continue
                }
                let factories = edges.compactMap { edge -> String? in
                    let binding = model.bindings[edge.binding]
                    // The edges of a child graph's factory to the child's bindings: the factory is named where it is
                    // taken.
                    guard edge.dependency < binding.dependencies.count,
                        let target = targets[edge.binding][edge.dependency]
                    else { return nil }
                    let dependency = binding.dependencies[edge.dependency]
                    let isFactory =
                        switch model.bindings[target].source {
                        case .assistedFactory, .childGraph: true
                        case .component, .alias, .provider, .input, .bundle, .injection, .collection, .optional,
                            .entryPoints:
                            false
                        }
                    guard dependency.isDeferred || isFactory else { return nil }
                    let asker = asker(of: dependency, in: binding)
                    // An assisted component's or a child graph's factory type is asked for as a value, but it is a
                    // factory too.
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
