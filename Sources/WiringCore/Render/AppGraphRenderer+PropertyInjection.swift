/// What `// @Inject` properties add: `inject(into:)`, which sets a class's properties on an instance made elsewhere
/// (a storyboard, a framework), and, for a component with such properties, setting them right after its init.
extension AppGraphRenderer {
    /// `func inject(into target: ProfileViewController) { … }`.
    func writeInjection(_ index: Int, injection: Int) {
        let effects = graph.effects[index]
        let target = FixedNames.injectionTarget
        let parameter = "into \(target): \(model.injections[injection].typeName)"
        let signature = "func \(plan.accessors[index].declared)(\(parameter))\(Self.functionEffects(effects))"
        writer.block("\(Self.isolation(effects))\(api(for: index))\(signature) {") {
            writePropertyAssignments(index, on: target)
        }
    }

    /// Whether creating the binding's value sets `// @Inject` properties after the init.
    func setsProperties(_ index: Int) -> Bool {
        model.bindings[index].dependencies.contains(where: \.isInjectedProperty)
    }

    /// The effects of the call that creates the value: those of the binding's creation but for its `// @Inject`
    /// properties', which are marked where they are set (a `try` with nothing to try is a warning).
    func initializerEffects(_ index: Int) -> CreationEffects {
        guard setsProperties(index) else { return graph.effects[index] }
        let binding = model.bindings[index]
        return zip(binding.dependencies, graph.targets[index]).reduce(binding.ownEffects) { effects, edge in
            edge.0.isInjectedProperty || edge.0.isDeferred ? effects : effects.union(graph.effects[edge.1])
        }
    }

    /// `instance.engine = self.engine` for each `// @Inject` property of the binding: all of an `inject(into:)`
    /// binding's dependencies, the injected ones of a component's. Through `self.`, which no local name can hide.
    func writePropertyAssignments(_ index: Int, on target: String) {
        let binding = model.bindings[index]
        let setsAll = if case .injection = binding.source { true } else { false }
        for (dependency, dependencyTarget) in zip(binding.dependencies, graph.targets[index])
        where setsAll || dependency.isInjectedProperty {
            let value = argumentValue(for: dependency, target: dependencyTarget, throughSelf: true)
            let marker =
                dependency.isDeferred
                ? "" : Self.effectMarker(reading: graph.effects[dependencyTarget], from: graph.effects[index])
            writer.line("\(target).\(NameAllocator.declared(dependency.parameter.name)) = \(marker)\(value)")
        }
    }
}
