import SeededRandom

/// Isolation sources and mixes in random graphs: a component created on the main actor by its type is isolated in
/// one of the ways Swift infers (its own `@MainActor`, a `@MainActor` superclass, a `@MainActor` protocol its
/// declaration conforms to), and some components that are not isolated conform to that protocol in an extension,
/// which isolates only the extension (docs/Annotations.md, "Isolation and effects"). Chosen last, from a random
/// stream of its own (the seed XOR `0x150_1A7E`), so that the graph is otherwise the one its seed made before.
extension RandomGraph {
    /// How a component whose type is on the main actor says so.
    enum IsolationSource: Hashable {
        /// `@MainActor final class Part3`.
        case attribute
        /// `final class Part3: MainActorBase`, whose superclass is `@MainActor`.
        case superclass
        /// `struct Part3: MainActorScreen`, a `@MainActor` protocol.
        case conformance
    }

    /// The `@MainActor` superclass and protocol the sources declare.
    static let isolationDeclarations = [
        "@MainActor class MainActorBase { init() {} }",
        "@MainActor protocol MainActorScreen {}",
    ]

    mutating func chooseIsolationSources(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x150_1A7E)
        for index in nodes.indices where nodes[index].kind == .component && nodes[index].shape != .actor {
            if nodes[index].mainActor == .type {
                var sources: [IsolationSource] = [.attribute, .conformance]
                // A subclass's `init()` overrides `MainActorBase`'s, which is neither `async` nor `throws`.
                let overridesWithEffects =
                    nodes[index].parameters.isEmpty
                    && (nodes[index].ownEffects.isAsync || nodes[index].ownEffects.isThrowing)
                if nodes[index].shape == .finalClass && !nodes[index].isMemberwise && !overridesWithEffects {
                    sources.append(.superclass)
                }
                isolationSources[index] = sources.randomElement(using: &random)
            } else if nodes[index].mainActor == nil, random.chance(20) {
                conformsToMainActorScreenInExtension.insert(index)
            }
        }
    }

    /// How the node's type is isolated, when it is on the main actor by its type.
    func isolationSource(of node: Int) -> IsolationSource? {
        guard nodes[node].mainActor == .type else { return nil }
        return isolationSources[node] ?? .attribute
    }

    /// The supertypes that isolate the node, first in its inheritance clause (a superclass must come first).
    func isolatingSupertypes(of node: Int) -> [String] {
        switch isolationSource(of: node) {
        case .superclass: ["MainActorBase"]
        case .conformance: ["MainActorScreen"]
        case .attribute, nil: []
        }
    }

    /// `override ` before an init without parameters that overrides `MainActorBase`'s.
    func overridesSuperclassInit(_ node: Int) -> Bool {
        isolationSource(of: node) == .superclass && nodes[node].parameters.isEmpty
    }
}
