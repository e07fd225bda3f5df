/// A random graph moved as a whole from the main actor to a global actor its sources declare, `GraphActor`: every
/// `@MainActor` of its components and of its driver becomes `@GraphActor`, so the program must behave exactly as the
/// graph's model says it does on the main actor (docs/Annotations.md, "Isolation and effects": a declared global
/// actor works the same way). A graph moves when nothing in it is the main actor's alone: no factory type that
/// declares the actor (`@MainActor () -> T`: a factory type is read without the sources, and only `@MainActor` is
/// known there), no entry points (their properties' isolation is read the same way); and when every graph is
/// `Sendable`, as one with a binding on a declared global actor must be.
extension RandomGraph {
    /// The global actor the sources declare, and the driver's list of the values a scenario keeps alive, which
    /// top-level code cannot isolate to it: written after the components, so that their lines stay where they are.
    static let graphActorDeclarations = """
        @globalActor actor GraphActor { static let shared = GraphActor() }
        @GraphActor var held: [Any] = []

        """

    /// Whether the graph, written as `components`, can move to `GraphActor` (see above).
    func movesToDeclaredGlobalActor(components: String) -> Bool {
        components.contains("@MainActor") && !components.contains("@MainActor ()")
            && !components.contains("@EntryPoints") && sendableGraphs.allSatisfy { $0 }
    }

    /// The components on `GraphActor`, with its declaration.
    static func movedToGraphActor(components: String) -> String {
        components.replacingOccurrences(of: "@MainActor", with: "@GraphActor") + graphActorDeclarations
    }

    /// The driver on `GraphActor`, its list of values kept alive moved to the components.
    static func movedToGraphActor(driver: String) -> String {
        String(
            ("\n" + driver).replacingOccurrences(of: "@MainActor", with: "@GraphActor")
                .replacingOccurrences(of: "\nvar held: [Any] = []\n", with: "\n")
                .dropFirst())
    }
}
