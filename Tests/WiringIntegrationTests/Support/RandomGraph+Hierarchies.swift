import SeededRandom

/// Class hierarchies in random graphs: some class components declare no init and inherit it, with their stored
/// properties and `// @Inject` properties, from a base class (`Part5Base`), sometimes through a middle class
/// (`Part5Middle: Part5Base`), as Swift's rules of inheritance allow. Chosen last from a random stream of their own (the
/// seed XOR `0x41E7A2`), so that a graph without them is the one its seed made before; the graph behaves the same
/// either way, which the driver checks as it does for any component.
extension RandomGraph {
    /// How many classes a component of the graph inherits its init from (1 or 2), by node; none for most.
    func inheritanceDepth(of node: Int) -> Int { hierarchies[node] ?? 0 }

    /// A third of the plain class components become subclasses: annotated, not memberwise, not isolated to the main
    /// actor (nor conforming to a `@MainActor` protocol) and not `Sendable` (a `Sendable` subclass needs a `Sendable`
    /// base, which is another family's matter).
    mutating func addHierarchies(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x41_E7A2)
        for node in nodes where node.shape == .finalClass && node.isAnnotated && !node.isMemberwise
            && node.mainActor == nil && !node.runsWhereCalled && node.sendableMark == .none
            && isolationSource(of: node.index) == nil && !conformsToMainActorScreenInExtension.contains(node.index)
            && (node.kind == .component || node.kind == .assisted) && random.chance(33) {
            hierarchies[node.index] = random.chance(50) ? 2 : 1
        }
    }

    /// `Part5Base`: the class that declares a subclass's init and properties.
    func baseClassName(of node: Int) -> String { "\(nodes[node].className)Base" }

    /// `Part5Middle`: the class between the base and the component, which declares nothing.
    func middleClassName(of node: Int) -> String { "\(nodes[node].className)Middle" }

    /// The class the component inherits from directly.
    func superclassName(of node: Int) -> String {
        inheritanceDepth(of: node) == 2 ? middleClassName(of: node) : baseClassName(of: node)
    }
}
