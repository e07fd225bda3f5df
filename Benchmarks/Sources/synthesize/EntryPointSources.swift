/// The annotated app's `// @EntryPoints` protocol, when it names its graph's entry points: one get-only property per
/// component the app calls, named as Wiring would name its accessor, so that the scenarios read it as they read any
/// binding. (The synthetic graph creates nothing asynchronously or on the main actor: no property declares effects.)
struct EntryPointSources {
    static let fileName = "EntryPoints.swift"

    func file(_ entryPoints: [SyntheticGraph.Component]) -> String {
        var text = """
            // The synthetic app's entry points, written by Benchmarks/synthesize. Do not edit.

            /// What the app calls: \(entryPoints.count) components; the graph's other accessors are private to it.
            // @EntryPoints
            protocol AppEntryPoints {

            """
        for component in entryPoints {
            text += "    var \(component.accessor): \(component.typeName) { get }\n"
        }
        text += "}\n"
        return text
    }
}
