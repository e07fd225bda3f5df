/// A free `@Provides` function named like a member of the graph class (`shutdown`, `inject`) cannot be called from
/// inside the class, where the member hides it, and the generated file does not know its module's name to qualify
/// it with. A private function of the file, outside the class, calls it instead, with the same labels and effects.
extension AppGraphRenderer {
    /// `private func shutdownProvider(engine: Engine) -> Log { shutdown(engine: engine) }`, for each.
    func writeProviderForwarders(part: Int) {
        let forwarded = plan.membersOfPart[part].compactMap { index in
            plan.providerForwarders[index].map { (index, $0) }
        }
        for (index, name) in forwarded.sorted(by: { $0.1 < $1.1 }) {
            guard case .provider(let provider) = model.bindings[index].source else { continue }
            let binding = model.bindings[index]
            let passed = binding.dependencies.filter { !$0.isInjectedProperty }
            let parameters = passed.enumerated().map { position, dependency in
                "\(dependency.parameter.label.map(Self.argumentLabel) ?? "_") argument\(position): "
                    + dependency.parameter.type.text
            }
            let arguments = passed.enumerated().map { position, dependency in
                (dependency.parameter.label.map { "\(Self.argumentLabel($0)): " } ?? "") + "argument\(position)"
            }
            let effects = binding.ownEffects
            writer.line()
            writer.line(
                "/// Calls `\(model.providers[provider].functionName)()` of the sources, which the graph's member of that name hides inside the class."
            )
            writer.block(
                "\(Self.isolation(effects))private func \(name)(\(parameters.joined(separator: ", ")))\(Self.functionEffects(effects)) -> \(binding.type) {"
            ) {
                writer.line(
                    "\(Self.effectMarker(effects))\(model.providers[provider].functionName)(\(arguments.joined(separator: ", ")))"
                )
            }
        }
    }
}
