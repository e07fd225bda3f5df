/// The top of each file: the lines that say who wrote it from what (the second one is how `wiring` tells a
/// generated file from one written by hand), and the imports its code needs. Then the graph classes, or a part.
extension AppGraphRenderer {
    /// A file of the generated code: the root, a part, or the whole graph as one file.
    enum GeneratedFile {
        case root
        case part(Int)
        case whole

        /// The part, for a part's file.
        var part: Int? {
            if case .part(let part) = self { part } else { nil }
        }
    }

    func writeFileTop(_ file: GeneratedFile) {
        if let part = file.part { writePartHeader(part) } else { writeHeader() }
        writeImports(file)
    }

    private func writeHeader() {
        let counts =
            [
                Self.counted(model.components.count, "component"),
                Self.counted(model.providers.count, "provider"),
                Self.counted(model.inputs.count, "input"),
            ] + (model.graphs.count > 1 ? [Self.counted(model.graphs.count - 1, "child graph")] : [])
        writer.line("// \(RenderedGraph.rootFileName)")
        writer.line(
            "\(WiringVersion.generatedFileMark)\(WiringVersion.current) from \(Self.counted(model.fileCount, "Swift file")): \(counts.joined(separator: ", "))."
        )
        writer.line("// Do not edit: every build writes it again from the annotations in the sources.")
        writer.line()
    }

    /// A part's header names the files whose bindings it holds, so that a reader finds a binding's code.
    private func writePartHeader(_ part: Int) {
        let files = plan.parts.fileNames[part]
        writer.line("// \(RenderedGraph.partFileName(part + 1))")
        writer.line(
            "\(WiringVersion.generatedFileMark)\(WiringVersion.current): part \(part + 1) of \(plan.parts.count) of \(RenderedGraph.rootFileName)\(files.isEmpty ? ", empty." : ", the code of the bindings declared in:")"
        )
        for file in files { writer.line("//   \(file)") }
        writer.line("// Do not edit: every build writes it again from the annotations in the sources.")
        writer.line()
    }

    /// The modules the sources of the bindings import; and Foundation's two locks, which kept instances and lazy
    /// values take, imported alone (`import class Foundation.NSLock`) unless the sources import Foundation: the
    /// whole of Foundation would bring names into the file that the sources do not see, and one of them (`Timer`,
    /// `Data`) would make a type of the modules ambiguous.
    private func writeImports(_ file: GeneratedFile) {
        let modules = model.imports
        let needsLocks = !plan.keptInstances.isEmpty || plan.lazyValueType != nil
        let importsFoundation = modules.contains { $0.module == "Foundation" && !$0.isConditional }
        let locks = needsLocks && !importsFoundation ? ["NSLock", "NSRecursiveLock"] : []
        guard !modules.isEmpty || !locks.isEmpty else { return }
        let importAccess = importAccess(file)
        for module in modules {
            // `@_spi(Lab) import Core`, as the sources write it: without it the graph cannot call `@_spi(Lab)` inits.
            let statement =
                module.spiGroups.map { "@_spi(\($0)) " }.joined()
                + (importAccess[module.module].map { "\($0) " } ?? "") + "import \(module.module)"
            if module.isConditional {
                writer.line("#if canImport(\(module.module))")
                writer.line(statement)
                writer.line("#endif")
            } else {
                writer.line(statement)
            }
        }
        for lock in locks { writer.line("import class Foundation.\(lock)") }
        writer.line()
    }

    /// The access of the import of each module whose types the file's `package` or `public` declarations name: the
    /// accessors and overrides of a part's bindings; in the root, the inputs, the entry-point protocols a graph
    /// conforms to and the inputs struct its init takes.
    /// A module built with `InternalImportsByDefault` must import them with that access (`public import Base`), and
    /// one without it accepts `public import`; a `public import` that no public declaration uses is a warning, so no
    /// other module gets one, and `package import` only when the target's files write access levels on imports too
    /// (``BindingModel/targetWritesImportAccess``). A type no source declares comes from a module Wiring does not
    /// read (Foundation): the modules the sources import with that access then are imported so too.
    private func importAccess(_ file: GeneratedFile) -> [String: AccessLevel] {
        var named: [(name: String, access: AccessLevel)] = []
        let inFile =
            switch file {
            case .root: model.bindings.indices.filter { model.bindings[$0].isInput }
            case .part(let part): plan.membersOfPart[part].filter { !model.bindings[$0].isInput }
            case .whole: Array(model.bindings.indices)
            }
        for index in inFile where !isHiddenByEntryPoints(index) || plan.overrideOffsets[index] != nil {
            let access = min(options.accessLevel, model.bindings[index].typeAccess)
            model.bindings[index].type.forEachNamed { members in
                named += members.indices.map { (members[...$0].map(\.name).joined(separator: "."), access) }
            }
        }
        for graph in model.graphs.indices where file.part == nil {
            if let entryPoints = model.entryPoints(of: graph) {
                named.append((model.entryPoints[entryPoints].protocolName, options.accessLevel))
            }
            let declaration = model.graphs[graph]
            if let inputs = declaration.inputsTypeName {
                named.append((inputs, min(options.accessLevel, declaration.inputsTypeAccess)))
            }
        }
        // The modules Wiring reads, whose types are found by name above.
        let readModules = Set(model.declaringModules.values)
        var modules: [String: AccessLevel] = [:]
        for (name, access) in named
        where access == .public || (access == .package && model.targetWritesImportAccess) {
            let declaring =
                model.declaringModules[name].map { [$0] }
                ?? (model.declaredTypes[name] == nil
                    ? model.imports.filter { ($0.access ?? .internal) >= access && !readModules.contains($0.module) }
                        .map(\.module) : [])
            for module in declaring { modules[module] = max(modules[module] ?? access, access) }
        }
        return modules
    }

    /// `3 components`, `1 provider`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
