/// An entry point whose property does not declare the effects of creating its binding: the graph implements the
/// property with the binding's accessor, which is `@MainActor`, `async` or `throws` as creating the binding is, and
/// an accessor with more effects than the requirement declares cannot satisfy it. The message spells out the
/// property to declare.
struct UndeclaredEntryPointEffectsRule: GraphRule {
    var phase: GraphRulePhase { .ordered }

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let model = graph.model
        for (index, binding) in model.bindings.enumerated() {
            guard case .entryPoints(let entryPoints) = binding.source else { continue }
            let declaration = model.entryPoints[entryPoints]
            for (position, match) in graph.targets[index].enumerated() {
                guard let target = match.instance else { continue }
                let needed = graph.effectsOfReading(target)
                let property = declaration.properties[position]
                var declared = property.declaredEffects
                if property.throwsTyped { declared.isThrowing = false }
                guard !declared.covers(needed) else { continue }
                let dependency = binding.dependencies[position]
                let isolation =
                    needed.isolation.attribute.map { $0 + " " } ?? (needed.isAsync ? "nonisolated(nonsending) " : "")
                let getter =
                    "get" + (needed.isAsync ? " async" : "") + (needed.isThrowing ? " throws" : "")
                let spelled =
                    "\(isolation)var \(NameAllocator.declared(property.name)): \(dependency.parameter.type.text) { \(getter) }"
                let typed = property.throwsTyped && needed.isThrowing ? " (an accessor throws any error)" : ""
                diagnostics.emit(
                    .error(
                        .undeclaredEntryPointEffects,
                        "creating '\(dependency.key)' is '\(needed.description)', so entry point '\(property.name)' of '\(declaration.protocolName)' must say so\(typed): declare it '\(spelled)'",
                        at: dependency.parameter.location))
            }
        }
    }
}
