/// What a graph that names its entry points (`// @EntryPoints`) adds beside the accessors that implement them: a
/// property for each entry point that names no accessor of the graph, which reads its binding (an ancestor's through
/// `parent`, one another entry point names already) or returns the closure of an assisted component's or a child
/// graph's factory. (The class conforms to the protocol; its other accessors are private, `accessorAccess(for:)`.)
extension AppGraphRenderer {
    func writeForwardedEntryPoints(_ forwarded: [RenderPlan.ForwardedEntryPoint]) {
        for entryPoint in forwarded {
            let target = entryPoint.target
            let dependency = model.bindings[entryPoint.entryPoints].dependencies[entryPoint.position]
            guard case .entryPoints(let entryPoints) = model.bindings[entryPoint.entryPoints].source else { continue }
            let protocolName = model.entryPoints[entryPoints].protocolName
            let property = model.entryPoints[entryPoints].properties[entryPoint.position]
            let key = "`\(model.bindings[target].key.description)`"
            let (effects, what): (CreationEffects, String) =
                switch model.bindings[target].source {
                case .assistedFactory:
                    (CreationEffects(), "\(key), a closure that calls `\(accessor(of: target))`")
                case .childGraph(let child):
                    (CreationEffects(), "\(key), a closure that creates a child graph `\(className(child))`")
                case .component, .alias, .provider, .input, .bundle, .injection, .collection, .optional,
                    .entryPoints:
                    (graph.effects[target], "\(key), from `\(accessor(of: target))`")
                }
            let value = argumentValue(for: dependency, target: target, throughSelf: false)
            writer.line()
            writer.line("/// Entry point `\(entryPoint.name)` of `\(protocolName)`: \(what).")
            let declaration =
                "\(api(for: target))var \(NameAllocator.declared(entryPoint.name)): \(dependency.parameter.type.text)"
            let isolation = entryPointIsolation(
                effects, implementsIsolated: property.declaredEffects.isolation != .nonisolated)
            writer.block("\(isolation)\(declaration) {") {
                func read() { writer.line(Self.effectMarker(effects) + value) }
                if effects.isAsync || effects.isThrowing {
                    writer.block("get\(Self.functionEffects(effects)) {", read)
                } else {
                    read()
                }
            }
        }
    }
}
