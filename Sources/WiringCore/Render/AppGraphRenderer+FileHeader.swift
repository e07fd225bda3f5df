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

    /// The modules the sources of the bindings import, and Foundation for the locks of kept instances and lazy
    /// values.
    private func writeImports() {
        var modules = model.imports
        let needsLocks = !plan.keptInstances.isEmpty || plan.lazyValueType != nil
        if needsLocks, !modules.contains(where: { $0.module == "Foundation" && !$0.isConditional }) {
            modules.removeAll { $0.module == "Foundation" }
            modules.append(ImportDeclaration(module: "Foundation", isConditional: false))
            modules.sort { $0.module < $1.module }
        }
        guard !modules.isEmpty else { return }
        for module in modules {
            if module.isConditional {
                writer.line("#if canImport(\(module.module))")
                writer.line("import \(module.module)")
                writer.line("#endif")
            } else {
                writer.line("import \(module.module)")
            }
        }
        writer.line()
    }

    /// `3 components`, `1 provider`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
