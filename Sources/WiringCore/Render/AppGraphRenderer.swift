/// Stage 5: writes `AppGraph.swift` for a resolved graph — straight-line Swift in dependency order, one read-only
/// property per binding, each preceded by a comment naming the declaration it comes from.
///
/// Shared bindings use one lock each. A shared instance that needs another takes the locks in dependency order;
/// only factories close cycles, and a cycle's kept instances are created under the cycle's one lock
/// (`+CreationLoops`), so no two threads can wait on each other.
///
/// Every name the file declares is planned first (`RenderPlan`); then one type, spread over files named after what
/// each writes, writes the file through a `CodeWriter`, which owns the indentation: this file, each binding's
/// member; `+FileHeader`, the header and imports; `+GraphClass`, the class, its inputs, `Overrides` and inits;
/// `+KeptInstances` and `+CreationLoops`, the accessors of shared and weak instances; `+UnkeptAccessors`, those that
/// create on each access, and the calls that create; `+Collections`, `+Bundles`, `+AssistedFactories` and
/// `+PropertyInjection`, what each of those kinds adds; `+Shutdown`, `shutdown()`; `+AccessorComments`, the comment
/// above each accessor; `+SwiftSpelling`, how Swift spells effects, labels and optionals.
public struct AppGraphRenderer {
    let graph: ResolvedGraph
    let options: RenderOptions
    let plan: RenderPlan
    let writer = CodeWriter()

    public static func render(_ graph: ResolvedGraph, options: RenderOptions) -> String {
        let renderer = AppGraphRenderer(graph: graph, options: options, plan: RenderPlan(graph))
        renderer.writeFile()
        return renderer.writer.text
    }

    private init(graph: ResolvedGraph, options: RenderOptions, plan: RenderPlan) {
        self.graph = graph
        self.options = options
        self.plan = plan
    }

    var model: BindingModel { graph.model }

    /// The modifier of the graph's own API (the class, `Overrides`, `shutdown()`): the configured access.
    var api: String { options.modifier(upTo: .public) }

    /// The modifier of a binding's accessor (and override): the configured access, lowered to what its type allows.
    func api(for index: Int) -> String {
        options.modifier(upTo: model.bindings[index].typeAccess)
    }

    func isInput(_ index: Int) -> Bool {
        if case .input = model.bindings[index].source { return true }
        return false
    }

    /// Whether the binding's accessor creates a new instance (when it has none kept).
    static func creates(_ binding: Binding) -> Bool {
        switch binding.source {
        case .component, .provider, .assistedFactory: true
        case .alias, .input, .collection, .bundle, .injection: false
        }
    }

    // MARK: - A binding's members

    /// The binding's accessor under its comment, then what the accessor needs beside it: a bundle's struct, the
    /// creation of an instance on a cycle, the storage of a kept instance.
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
        default:
            writeProperty(index)
            writeCycleCreation(index)
            writeStorage(index)
        }
    }

    /// `var engine: any Engine { … }`: creates the value, or returns the one kept.
    private func writeProperty(_ index: Int) {
        let binding = model.bindings[index]
        let effects = graph.effects[index]
        // A contribution is reachable only through its collection.
        let access = binding.collection == nil ? api(for: index) : "private "
        let getter = {
            if plan.keptInstances[index] == nil {
                writeUnkeptCreation(index)
            } else if effects.isMainActor {
                writeMainActorKeptCreation(index)
            } else {
                writeLockedKeptCreation(index)
            }
        }
        writer.block("\(Self.isolation(effects))\(access)var \(plan.accessors[index].declared): \(binding.type) {") {
            // An effectful property spells out its getter: `get async throws { … }`.
            if effects.isAsync || effects.isThrowing {
                writer.block("get\(Self.functionEffects(effects)) {", getter)
            } else {
                getter()
            }
        }
    }
}
