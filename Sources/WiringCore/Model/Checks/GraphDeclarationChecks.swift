/// The checks of the graphs: the root graph's name, which no type the target sees may have; the child graphs that
/// `// @Inputs(graph: MemberGraph, parent: AppGraph)` declares (each name once, not the root graph's nor a declared
/// type's, with a parent that exists and no loop of parents); and the graph that `in:` places a shared or weak
/// binding in.
extension ModelChecks {
    /// The graphs, the root first (named `rootName`), the child graphs in the order they are declared (each after its
    /// parent, which may be declared after it), each with its `@Inputs` structs; a rejected declaration is left out
    /// and its properties' types are rejected. A graph whose parent is unknown, or that is on a loop of parents, is kept
    /// as a child of the root graph, so that what it holds is not reported too.
    mutating func checkGraphs(_ annotatedInputs: [Annotated<TypeDeclaration>], rootName: String) -> [CheckedGraph] {
        var graphs = [CheckedGraph(name: rootName, parent: nil, location: nil, inputs: [])]
        checkRootGraphName(rootName)
        var declarations: [(graph: Annotation.GraphName, parent: Annotation.GraphName?)] = []
        for inputs in annotatedInputs {
            let annotation = inputs.annotation
            guard let name = annotation.declaredGraph else {
                if let parent = annotation.parentGraph {
                    diagnostics.emit(
                        .error(
                            .conflictingOptions,
                            "'parent: \(parent.name)' places a child graph, but this '@Inputs' declares none: add 'graph: <Name>' to declare one, or remove 'parent:'",
                            at: parent.location))
                    rejectProperties(of: [inputs.declaration])
                } else {
                    graphs[0].inputs.append(inputs)
                }
                continue
            }
            if let clash = clash(of: name, rootName: rootName, declared: declarations.map(\.graph)) {
                diagnostics.emit(clash)
                rejectProperties(of: [inputs.declaration])
                continue
            }
            declarations.append((name, annotation.parentGraph))
            graphs.append(CheckedGraph(name: name.name, parent: 0, location: name.location, inputs: [inputs]))
        }
        let names = graphs.map(\.name)
        for (offset, declaration) in declarations.enumerated() {
            guard let parent = declaration.parent else { continue }
            if let index = names.firstIndex(of: parent.name) {
                graphs[offset + 1].parent = index
            } else {
                diagnostics.emit(unknownGraphError(parent, option: "parent", among: names))
            }
        }
        breakParentLoops(&graphs, declarations: declarations)
        graphs = parentsFirst(graphs)
        graphNames = graphs.map(\.name)
        return graphs
    }

    /// The graphs reordered so that each comes after its parent (a child graph may be declared before its parent),
    /// in the order they are declared otherwise; parent indices follow.
    private func parentsFirst(_ graphs: [CheckedGraph]) -> [CheckedGraph] {
        var order = [0]
        var placed = Set(order)
        while order.count < graphs.count {
            let before = order.count
            for graph in graphs.indices where !placed.contains(graph) {
                guard let parent = graphs[graph].parent, placed.contains(parent) else { continue }
                order.append(graph)
                placed.insert(graph)
            }
            // The loops of parents are broken already, so each pass places one more generation.
            if order.count == before { order += graphs.indices.filter { !placed.contains($0) } }
        }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return order.map { graph in
            var reordered = graphs[graph]
            reordered.parent = reordered.parent.flatMap { position[$0] }
            return reordered
        }
    }

    /// Reports each type named like the root graph that the target sees: the generated class would clash with one of
    /// the target's module, and hide a dependency module's, so that a component of that type would be the graph.
    private func checkRootGraphName(_ rootName: String) {
        let visible = (index.declarations[rootName] ?? []).filter { type in
            index.module(ofFile: type.nameLocation.file) == nil
                || ["public", "open", "package"].contains(where: type.header.hasModifier)
        }
        for type in visible {
            diagnostics.emit(
                .error(
                    .duplicateGraph,
                    "type '\(rootName)' is named like the graph that Wiring generates, and the two would clash: rename the type, or give the graph another name with \"graphName\" in wiring.json",
                    at: type.nameLocation))
        }
    }

    /// The error of a graph name that is taken: by the root graph, an earlier `graph:`, or a declared type, whose
    /// class the generated one would clash with. Nil when the name is free.
    private func clash(of name: Annotation.GraphName, rootName: String, declared: [Annotation.GraphName]) -> Diagnostic?
    {
        if name.name == rootName {
            return .error(
                .duplicateGraph,
                "'\(rootName)' is the root graph, which every build declares; a child graph needs a name of its own: rename it, like 'graph: \(rootName == "MemberGraph" ? "SessionGraph" : "MemberGraph")'",
                at: name.location)
        }
        if let earlier = declared.first(where: { $0.name == name.name }) {
            return .error(
                .duplicateGraph,
                "graph '\(name.name)' is declared twice; one '@Inputs' struct declares a graph: merge their properties into one struct, or rename one graph",
                at: name.location,
                notes: [
                    .init("'\(name.name)' is declared here first", at: earlier.location),
                    .init("and again here", at: name.location),
                ])
        }
        if let type = index.declarations[name.name]?.first {
            return .error(
                .duplicateGraph,
                "graph '\(name.name)' would be a class named like the type '\(name.name)', and the two would clash: rename the graph, like 'graph: \(name.name)Graph'",
                at: name.location,
                notes: [.init("'\(name.name)' is declared here", at: type.nameLocation)])
        }
        return nil
    }

    /// Reports each loop of `parent:` options once, at its first declaration, and makes that graph a child of the root
    /// graph: the one edge removed, the others stand, so that what the graphs hold is checked as the rest of the
    /// declarations say.
    private func breakParentLoops(
        _ graphs: inout [CheckedGraph], declarations: [(graph: Annotation.GraphName, parent: Annotation.GraphName?)]
    ) {
        for start in graphs.indices.dropFirst() {
            var path = [start]
            var current = graphs[start].parent
            while let next = current, next != 0, !path.contains(next) {
                path.append(next)
                current = graphs[next].parent
            }
            guard current == start else { continue }
            let loop = path.map { "'\(graphs[$0].name)'" }.joined(separator: " → ")
            let message =
                path.count == 1
                ? "child graph '\(graphs[start].name)' is its own parent, so it cannot be created: make it a child of another graph, or of '\(graphs[0].name)' (remove its 'parent:')"
                : "child graphs \(loop) → '\(graphs[start].name)' are each other's parents, so none can be created first: make one of them a child of '\(graphs[0].name)' (remove its 'parent:')"
            diagnostics.emit(
                .error(
                    .graphParentCycle, message,
                    at: declarations[start - 1].parent?.location ?? declarations[start - 1].graph.location,
                    notes: path.compactMap { graph in
                        declarations[graph - 1].parent.map {
                            .init("'\(graphs[graph].name)' is a child of '\($0.name)' here", at: $0.location)
                        }
                    }))
            graphs[start].parent = 0
        }
    }

    func unknownGraphError(_ name: Annotation.GraphName, option: String, among names: [String]) -> Diagnostic {
        let suggestion = NearMatches.suggestions(for: name.name, among: names, limit: 1).first
        return .error(
            .unknownGraph,
            "no graph is named '\(name.name)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; the graphs are \(NearMatches.quotedList(names, conjunction: "and")): declare it with '// @Inputs(graph: \(name.name))' above the struct of its inputs, or name one of those in '\(option):'"),
            at: name.location)
    }

    /// The graph a binding lives in: the one `in:` names, else the root graph for a shared or weak binding; nil for
    /// an unscoped one, which lives wherever its dependencies are (the graph stage places it). Reports `in:` on an
    /// unscoped binding and a graph no one declares, and then returns false.
    func checkGraphPlacement(_ annotation: Annotation, of owner: String) -> (isValid: Bool, graph: Int?) {
        guard let placement = annotation.graph else { return (true, annotation.scope.keepsInstance ? 0 : nil) }
        guard annotation.scope.keepsInstance, annotation.assistedParameters.isEmpty else {
            diagnostics.emit(
                .error(
                    .conflictingOptions,
                    "'in: \(placement.name)' places the instance a graph keeps, but \(owner) is unscoped: an unscoped binding lives in the highest graph whose bindings satisfy it, with no 'in:'; add 'scope: .shared' to keep one instance per '\(placement.name)', or remove 'in:'",
                    at: placement.location))
            return (false, nil)
        }
        guard let graph = graphNames.firstIndex(of: placement.name) else {
            diagnostics.emit(unknownGraphError(placement, option: "in", among: graphNames))
            return (false, nil)
        }
        return (true, graph)
    }
}

/// A graph the checks accepted: its name, its parent (index among the checked graphs; nil for the root graph) and
/// its `@Inputs` structs (the root graph may have none, or several, which its own check reports).
struct CheckedGraph {
    var name: String
    var parent: Int?
    var location: SourceLocation?
    var inputs: [Annotated<TypeDeclaration>]
}
