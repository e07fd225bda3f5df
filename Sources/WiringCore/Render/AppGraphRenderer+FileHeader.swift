/// The top of `AppGraph.swift`: the lines that say who wrote it from what (the second one is how `wiring` tells a
/// generated file from one written by hand), and the imports the graph needs. Then the graph classes.
extension AppGraphRenderer {
    func writeFileTop() {
        writeHeader()
        writeImports()
    }

    private func writeHeader() {
        let counts =
            [
                Self.counted(model.components.count, "component"),
                Self.counted(model.providers.count, "provider"),
                Self.counted(model.inputs.count, "input"),
            ] + (model.graphs.count > 1 ? [Self.counted(model.graphs.count - 1, "child graph")] : [])
        writer.line("// AppGraph.swift")
        writer.line(
            "\(WiringVersion.generatedFileMark)\(WiringVersion.current) from \(Self.counted(model.fileCount, "Swift file")): \(counts.joined(separator: ", "))."
        )
        writer.line("// Do not edit: every build writes it again from the annotations in the sources.")
        writer.line()
    }

    /// The modules the sources of the bindings import; and Foundation's two locks, which kept instances and lazy
    /// values take, imported alone (`import class Foundation.NSLock`) unless the sources import Foundation: the
    /// whole of Foundation would bring names into the file that the sources do not see, and one of them (`Timer`,
    /// `Data`) would make a type of the modules ambiguous.
    private func writeImports() {
        let modules = model.imports
        let needsLocks = !plan.keptInstances.isEmpty || plan.lazyValueType != nil
        let importsFoundation = modules.contains { $0.module == "Foundation" && !$0.isConditional }
        let locks = needsLocks && !importsFoundation ? ["NSLock", "NSRecursiveLock"] : []
        guard !modules.isEmpty || !locks.isEmpty else { return }
        for module in modules {
            if module.isConditional {
                writer.line("#if canImport(\(module.module))")
                writer.line("import \(module.module)")
                writer.line("#endif")
            } else {
                writer.line("import \(module.module)")
            }
        }
        for lock in locks { writer.line("import class Foundation.\(lock)") }
        writer.line()
    }

    /// `3 components`, `1 provider`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
