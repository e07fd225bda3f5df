/// Stage 5: writes the graph's code for a resolved graph — straight-line Swift, one read-only property per binding,
/// each preceded by a comment naming the declaration it comes from; one class per graph, the root graph's first,
/// then each child graph's, whose accessors reach their ancestors' through `parent`.
///
/// The code is a root file and parts (`GraphParts`): the root declares each graph class with what its parts
/// share (inputs, `Overrides`, the inits, `shutdown()`, the locks of cycles) and names nothing a binding keeps; each
/// part extends the classes with the members of the bindings declared in its files, and declares the storage of
/// what they keep. The build plugin writes each part to a file of its own, so that an edit compiles again the
/// parts it touches, not the whole graph; `RenderedGraph/singleFile` puts them in one file.
///
/// Shared bindings use one lock each. A shared instance that needs another takes the locks in dependency order;
/// only factories close cycles, and a cycle's kept instances are created under the cycle's one lock
/// (`+CreationLoops`), so no two threads can wait on each other.
///
/// Every name the code declares is planned first (`RenderPlan`); then one type, spread over files named after what
/// each writes, writes the files through a `CodeWriter` each, which owns the indentation: this file, each binding's
/// member; `+FileHeader`, the headers and imports; `+GraphClass`, the class, its inputs, `Overrides` and inits;
/// `+Parts`, a part's extension, storage and overrides; `+KeptInstances` and `+CreationLoops`, the accessors of
/// shared and weak instances; `+UnkeptAccessors`, those that create on each access, and the calls that create;
/// `+Collections`, `+Bundles`, `+AssistedFactories` and `+PropertyInjection`, what each of those kinds adds;
/// `+Shutdown`, `shutdown()`; `+AccessorComments`, the comment above each accessor; `+SwiftSpelling`, how Swift
/// spells effects, labels and optionals.
///
/// A class: its writers capture it in the closures of every block they write, and a copy of a struct that holds the
/// graph and the plan retained each of their arrays, a hundred thousand times for a graph of 1,000 components.
public final class AppGraphRenderer {
    let graph: ResolvedGraph
    let options: RenderOptions
    let plan: RenderPlan
    let writer: CodeWriter
    /// The graph whose class is being written (index into `BindingModel.graphs`).
    let graphClass: Int

    public static func render(_ graph: ResolvedGraph, options: RenderOptions) -> RenderedGraph {
        var graph = graph
        graph.model = ModuleSelectors.applied(to: graph.model)
        let plan = RenderPlan(graph, includesOverrides: options.includesOverrides, partCount: options.partCount)
        let renderer = { (writer: CodeWriter, graphClass: Int) in
            AppGraphRenderer(graph: graph, options: options, plan: plan, writer: writer, graphClass: graphClass)
        }
        let file = { (top: CodeWriter, body: CodeWriter) in RenderedGraph.File(top: top.text, body: body.text) }
        let (rootTop, root, wholeTop) = (CodeWriter(), CodeWriter(), CodeWriter())
        renderer(rootTop, 0).writeFileTop(.root)
        renderer(wholeTop, 0).writeFileTop(.whole)
        for graphClass in graph.model.graphs.indices {
            renderer(root, graphClass).writeGraphClass()
        }
        if let lazyValueType = plan.lazyValueType {
            renderer(root, 0).writeLazyValueType(lazyValueType)
        }
        let parts = (0..<plan.parts.count).map { part in
            let (top, body) = (CodeWriter(), CodeWriter())
            renderer(top, 0).writeFileTop(.part(part))
            for graphClass in graph.model.graphs.indices {
                renderer(body, graphClass).writePart(part)
            }
            renderer(body, 0).writeProviderForwarders(part: part)
            return file(top, body)
        }
        return RenderedGraph(root: file(rootTop, root), parts: parts, wholeTop: wholeTop.text)
    }

    private init(graph: ResolvedGraph, options: RenderOptions, plan: RenderPlan, writer: CodeWriter, graphClass: Int) {
        self.graph = graph
        self.options = options
        self.plan = plan
        self.writer = writer
        self.graphClass = graphClass
    }

    var model: BindingModel { graph.model }

    /// The class name of a graph: the configured one for the root graph.
    func className(_ graph: Int) -> String {
        graph == 0 ? options.graphTypeName : model.graphs[graph].name
    }

    /// How the class being written reaches the graph `ancestor` (itself or an ancestor): `self`, `self.parent`,
    /// `self.parent.parent`.
    func path(to ancestor: Int) -> String {
        var path = "self"
        var current = graphClass
        while current != ancestor, let parent = model.graphs[current].parent {
            path += "." + FixedNames.parent
            current = parent
        }
        return path
    }

    /// A binding's accessor as the class being written spells it: `engine` (or `self.engine`, when a local could
    /// hide it) for its own, `parent.engine` for an ancestor's.
    func accessor(of index: Int, throughSelf: Bool = false) -> String {
        let home = model.bindings[index].graph ?? 0
        let declared = plan.accessors[index].declared
        if home == graphClass { return throughSelf ? "self." + declared : declared }
        let path = path(to: home)
        return (throughSelf ? path : String(path.dropFirst("self.".count))) + "." + plan.accessors[index].name
    }

    /// The modifier of the graph's own API (the class, `Overrides`, `shutdown()`): the configured access.
    var api: String { options.modifier(upTo: .public) }

    /// The modifier of a binding's accessor (and override): the configured access, lowered to what its type allows.
    func api(for index: Int) -> String {
        options.modifier(upTo: model.bindings[index].typeAccess)
    }

    /// The modifier of a binding's accessor: that of the graph's API (``api(for:)``), unless its graph names its
    /// entry points and the accessor implements none of them; then internal, as the other parts call it.
    func accessorAccess(for index: Int) -> String {
        isHiddenByEntryPoints(index) ? "" : api(for: index)
    }

    /// Whether the binding's graph names its entry points and the binding's accessor implements none of them.
    func isHiddenByEntryPoints(_ index: Int) -> Bool {
        model.entryPoints(of: model.bindings[index].graph ?? 0) != nil && !plan.isEntryPoint[index]
    }

    /// Whether the binding's accessor creates a new instance (when it has none kept).
    static func creates(_ binding: Binding) -> Bool {
        switch binding.source {
        case .component, .provider, .assistedFactory: true
        case .alias, .input, .collection, .bundle, .injection, .childGraph, .optional, .entryPoints: false
        }
    }

    // MARK: - A binding's members

    /// The binding's accessor under its comment, then what the accessor needs beside it: a bundle's struct, the
    /// creation of an instance on a cycle. (What it keeps is in its part's storage.)
    func writeBinding(_ index: Int) {
        writeComment(index)
        switch model.bindings[index].source {
        case .injection(let injection):
            writeInjection(index, injection: injection)
        case .assistedFactory(let component):
            writeMakeFunction(index, component: component)
        case .bundle(let bundle):
            writeProperty(index)
            writeBundleType(bundle)
        case .childGraph, .entryPoints:
            break
        case .component, .alias, .provider, .input, .collection, .optional:
            writeProperty(index)
            writeCycleCreation(index)
        }
    }

    /// `var engine: any Engine { … }`: creates the value, or returns the one kept.
    private func writeProperty(_ index: Int) {
        let effects = graph.effects[index]
        // A contribution is reachable only through its collection, from its own graph's part or a child graph's.
        let access = model.bindings[index].collection == nil ? accessorAccess(for: index) : ""
        func getter() {
            if plan.keptInstances[index] == nil {
                writeUnkeptCreation(index)
            } else if effects.isolation != .nonisolated {
                writeIsolatedKeptCreation(index)
            } else {
                writeLockedKeptCreation(index)
            }
        }
        let declaration = "\(access)var \(plan.accessors[index].declared): \(model.bindings[index].type)"
        let isolation = entryPointIsolation(
            effects, implementsIsolated: plan.implementsIsolatedEntryPoint.contains(index))
        writer.block("\(isolation)\(declaration) {") {
            // An effectful property spells out its getter: `get async throws { … }`.
            if effects.isAsync || effects.isThrowing {
                writer.block("get\(Self.functionEffects(effects)) {", getter)
            } else {
                getter()
            }
        }
    }
}
